import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { http } from '../../../../lib/api-client.ts';
import { aminata, BOARD_PATH, renderBoard, sophie, weekAnswer } from './board-test-kit.tsx';

/*
 * Issue 26, point 6: the board has one menu of visit actions, opened under the block's button
 * that was pressed (a menu per block cost a week of 3,000 visits seconds of rendering). Each
 * button still says whether its menu is open and which menu it opens, and gets the focus back.
 */

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
const request = vi.mocked(http.request);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 7 December 2026, 06:30 in Paris: every visit of the week is still to come.
  vi.setSystemTime(new Date('2026-12-07T05:30:00Z'));
  request.mockReset();
  request.mockImplementation(((_method: string, path: string) =>
    path === BOARD_PATH
      ? Promise.resolve(weekAnswer([aminata, sophie]))
      : Promise.reject(new Error(`unexpected call ${path}`))) as never);
});
afterEach(() => vi.useRealTimers());

const sophiesButton = () =>
  screen.findByRole('button', {
    name: /^Actions pour l’intervention de Lou Martin du mardi 8 décembre, 09:00/,
  });

describe('the menu of a visit on the planning board', { timeout: 20_000 }, () => {
  // The focus given back on Escape is checked in Chromium (e2e/tests/planning-board.spec.ts, the
  // keyboard path): jsdom has no layout, and Mantine hides a menu whose target it cannot place.
  it('opens under the button pressed, named by it, and closes on Escape', async () => {
    renderBoard();
    const button = await sophiesButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);

    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Déplacer…',
        'Retirer l’agent',
      ]),
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    expect(menu).toHaveAttribute('role', 'menu');
    // Named by the button: the menu of « Actions pour l’intervention de Lou Martin… ».
    expect(button.id).not.toBe('');
    expect(menu).toHaveAttribute('aria-labelledby', button.id);

    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
  });

  it('moves to the button of another visit, with that visit’s actions', async () => {
    renderBoard();
    fireEvent.click(await sophiesButton());
    await screen.findByRole('menu');
    const unstaffed = await screen.findByRole('button', {
      name: /^Actions pour l’intervention de Rose Petit/,
    });
    fireEvent.click(unstaffed);

    await waitFor(() =>
      expect(
        within(screen.getByRole('menu'))
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Affecter à…']),
    );
    expect(unstaffed).toHaveAttribute('aria-expanded', 'true');
    expect(await sophiesButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
