import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { geolocByAdresse } from '../../../../components/geoloc-by-adresse.ts';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { http } from '../../../../lib/api-client.ts';
import { BOARD_PATH, boardBodies, renderBoard, sophie, weekAnswer } from './board-test-kit.tsx';

/*
 * Issue 26, point 1: the board around an address. The address typed is located by the app's
 * geocoder, then sent as `autour` with the radius chosen; an address not found says so in French
 * and sends nothing new.
 */

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
vi.mock('../../../../components/geoloc-by-adresse.ts', () => ({ geolocByAdresse: vi.fn() }));
const request = vi.mocked(http.request);
const geocode = vi.mocked(geolocByAdresse);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 7 December 2026, 06:30 in Paris.
  vi.setSystemTime(new Date('2026-12-07T05:30:00Z'));
  request.mockReset();
  request.mockImplementation(((_method: string, path: string) =>
    path === BOARD_PATH
      ? Promise.resolve(weekAnswer([sophie]))
      : Promise.reject(new Error(`unexpected call ${path}`))) as never);
  geocode.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the planning board around an address', { timeout: 20_000 }, () => {
  it('locates the address and sends the point with the radius chosen', async () => {
    geocode.mockResolvedValue({
      label: '10 Rue de la Roquette 75011 Paris',
      adresse: '10 Rue de la Roquette',
      codep: '75011',
      ville: 'Paris',
      lat: 48.8534,
      lng: 2.3722,
    } as never);
    renderBoard();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    fireEvent.change(screen.getByRole('textbox', { name: /Autour d’une adresse/ }), {
      target: { value: '10 rue de la Roquette, Paris' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rayon' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));

    await waitFor(() =>
      expect(boardBodies().at(-1)).toEqual({
        debut: '2026-12-07',
        page: 1,
        autour: { lat: 48.8534, lng: 2.3722, distanceKM: 5 },
      }),
    );
    expect(geocode).toHaveBeenCalledWith('10 rue de la Roquette, Paris');
  });

  it('says when the address is not found, and sends nothing new', async () => {
    geocode.mockResolvedValue(null);
    renderBoard();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    const sent = boardBodies().length;
    fireEvent.change(screen.getByRole('textbox', { name: /Autour d’une adresse/ }), {
      target: { value: 'nulle part' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));

    expect(
      await screen.findByText('Adresse introuvable : précisez la rue, la ville ou le code postal.'),
    ).toBeInTheDocument();
    expect(boardBodies()).toHaveLength(sent);
  });
});
