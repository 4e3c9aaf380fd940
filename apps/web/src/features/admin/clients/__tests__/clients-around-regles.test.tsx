import '../../../../test/setup.ts';
import { DEFAULT_AGENCY_RULES } from '@maisonnee/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../../lib/api-client.ts';
import { clientListItem } from '../../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';

// Leaflet does not run under jsdom: the shared map is replaced by a button that picks a point.
vi.mock('../../../../components/map/index.ts', () => ({
  PointsMap: ({
    onPick,
    label,
  }: {
    onPick?: (lat: number, lng: number) => void;
    label?: string;
  }) => (
    <div role="region" aria-label={label}>
      <button type="button" onClick={() => onPick?.(48.8556, 2.3589)}>
        Choisir le point de test
      </button>
    </div>
  ),
}));

beforeEach(() => requestBudget.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the around search's default radius (issue 24)", () => {
  it("starts from the agency's default radius, sent with the search", async () => {
    const user = userEvent.setup();
    signInOperator([3]);
    const api = stubApi({
      'GET /api/agence/regles': () => ok({ ...DEFAULT_AGENCY_RULES, rayon_recherche_km: 35 }),
      'GET /api/clients/client-statuts': () => ok([]),
      'POST /api/clients/clients-around': () =>
        ok({
          items: [{ ...clientListItem, lat: 48.86, lng: 2.36, distance_km: 1.24, services: [1] }],
          page: 1,
          limit: 50,
          total: 1,
        }),
    });
    renderAt('/admin/clients');

    await user.click(await screen.findByRole('tab', { name: 'Autour d’un point' }));
    const radius = screen.getByRole('textbox', { name: 'Rayon (km)' });
    await waitFor(() => expect(radius).toHaveValue('35'));
    await user.click(screen.getByRole('button', { name: 'Choisir le point de test' }));
    await user.click(screen.getByRole('button', { name: 'Chercher autour de ce point' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/clients/clients-around')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/clients/clients-around')[0]?.body).toMatchObject({
      distanceKM: 35,
    });
  });
});
