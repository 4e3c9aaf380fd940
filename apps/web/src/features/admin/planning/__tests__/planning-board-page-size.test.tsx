import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { http } from '../../../../lib/api-client.ts';
import {
  BOARD_PATH,
  currentLocation,
  lastBoardBody,
  renderBoard,
  type RequestCall,
  sophie,
  weekAnswer,
} from './board-test-kit.tsx';

/*
 * Issue 26, point 6: an agency of 150 agents on one page. « Agents par page » (50, 100, 150) is
 * kept in the address with the week shown, sent as `par_page` (never at the default, 50), and
 * takes the board back to its first page.
 */

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
const request = vi.mocked(http.request);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 7 December 2026, 06:30 in Paris.
  vi.setSystemTime(new Date('2026-12-07T05:30:00Z'));
  request.mockReset();
  request.mockImplementation(((_method: string, path: string, options: RequestCall[2]) => {
    if (path !== BOARD_PATH) return Promise.reject(new Error(`unexpected call ${path}`));
    const body = options.body ?? {};
    const limit = (body.par_page as number | undefined) ?? 50;
    const answer = weekAnswer([sophie]);
    return Promise.resolve({
      ...answer,
      data: { ...answer.data, page: body.page, limit, total: 320 },
    });
  }) as never);
});
afterEach(() => vi.useRealTimers());

const pageSize = () => screen.getByRole('combobox', { name: 'Agents par page' });

describe('agents a page of the planning board', { timeout: 20_000 }, () => {
  it('offers 50, 100 or 150, sends the choice from page 1 and keeps it in the address', async () => {
    renderBoard();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    expect(pageSize()).toHaveValue('50');
    expect(
      within(pageSize())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['50', '100', '150']);
    // The default is not sent: the API's own default is 50.
    expect(lastBoardBody()).toEqual({ debut: '2026-12-07', page: 1 });

    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(lastBoardBody()).toEqual({ debut: '2026-12-07', page: 2 }));
    fireEvent.change(pageSize(), { target: { value: '150' } });
    await waitFor(() =>
      expect(lastBoardBody()).toEqual({ debut: '2026-12-07', page: 1, par_page: 150 }),
    );
    expect(pageSize()).toHaveValue('150');
    expect(currentLocation()).toBe('/admin/planning?par_page=150');

    // Back to 50: nothing in the address nor in the call.
    fireEvent.change(pageSize(), { target: { value: '50' } });
    await waitFor(() => expect(lastBoardBody()).toEqual({ debut: '2026-12-07', page: 1 }));
    expect(currentLocation()).toBe('/admin/planning');
  });

  it('opens a link on its week and page size; the week shown is written in the address', async () => {
    renderBoard('/admin/planning?semaine=2026-12-14&par_page=100');
    expect(
      await screen.findByRole('table', { name: 'Semaine du lundi 14 décembre 2026' }),
    ).toBeVisible();
    expect(lastBoardBody()).toEqual({ debut: '2026-12-14', page: 1, par_page: 100 });
    expect(pageSize()).toHaveValue('100');

    fireEvent.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    await waitFor(() =>
      expect(lastBoardBody()).toEqual({ debut: '2026-12-21', page: 1, par_page: 100 }),
    );
    expect(currentLocation()).toBe('/admin/planning?semaine=2026-12-21&par_page=100');
    // This week is the board's default: the address drops it.
    fireEvent.click(screen.getByRole('button', { name: 'Cette semaine' }));
    await waitFor(() =>
      expect(lastBoardBody()).toEqual({ debut: '2026-12-07', page: 1, par_page: 100 }),
    );
    expect(currentLocation()).toBe('/admin/planning?par_page=100');
  });

  it('ignores a page size or a week the board does not offer', async () => {
    renderBoard('/admin/planning?semaine=2026-12-15&par_page=120');
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    expect(lastBoardBody()).toEqual({ debut: '2026-12-07', page: 1 });
    expect(pageSize()).toHaveValue('50');
  });
});
