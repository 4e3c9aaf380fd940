import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ReleveLigne } from '../api/releves.ts';
import { ReleveSection } from '../components/releve-section.tsx';
import { ligne as baseLigne, releve } from './fixtures.ts';

/*
 * Issue 22, point 6: a visit the agent left after a few minutes, with its reason, is flagged on
 * the client's timesheet (« Intervention écourtée : <motif> »); the other lines are not.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const ligne = (patch: Partial<ReleveLigne>) =>
  baseLigne({ pointage_fin_at: '2026-03-04T13:05:00.000Z', minutes_realisees: 3, ...patch });

const month = releve({
  lignes: [
    ligne({ motif_ecourtee: 'Client absent, porte fermée' }),
    ligne({ id: 12, date: '2026-03-11', agent_nom: 'Karim Benali', motif_ecourtee: null }),
  ],
  minutes_realisees: 6,
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('a visit cut short on the client’s timesheet', () => {
  it('flags the line with the agent’s reason, and only that line', async () => {
    call.mockImplementation(async (route) => {
      if (route.name === 'listRelevePeriodes')
        return [
          { periode: '2026-03', nb_lignes: 2, nb_a_confirmer: 2, date_limite: month.date_limite },
        ] as never;
      if (route.name === 'getReleve') return month as never;
      throw new Error(`inattendu : ${route.name}`);
    });
    renderWithProviders(<ReleveSection clientId={3} />);
    const flag = await screen.findByText('Intervention écourtée : Client absent, porte fermée');
    expect(flag.closest('article')).toHaveTextContent('Awa Diallo');
    expect(screen.getAllByText(/Intervention écourtée/)).toHaveLength(1);
  });
});
