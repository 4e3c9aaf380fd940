import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import type { Releve, ReleveLigne } from '../api/releves.ts';
import { ReleveSection } from '../components/releve-section.tsx';

/*
 * Issue 22, point 6: a visit the agent left after a few minutes, with its reason, is flagged on
 * the client's timesheet (« Intervention écourtée : <motif> »); the other lines are not.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

const ligne = (patch: Partial<ReleveLigne>): ReleveLigne => ({
  id: 11,
  client_id: 3,
  intervention_id: 40,
  mission_id: 8,
  date: '2026-03-04',
  debut_prevu: '2026-03-04T14:00:00.000Z',
  fin_prevue: '2026-03-04T16:00:00.000Z',
  pointage_debut_at: '2026-03-04T13:02:00.000Z',
  pointage_fin_at: '2026-03-04T13:05:00.000Z',
  agent_nom: 'Awa Diallo',
  skill_id: 1,
  minutes_prevues: 120,
  minutes_realisees: 3,
  minutes_retenues: null,
  depassement_minutes: 0,
  statut: 'a_confirmer',
  motif_contestation: null,
  note_agence: null,
  date_limite: '2099-01-05T22:59:00.000Z',
  repondu_at: null,
  facture_id: null,
  ...patch,
});

const month: Releve = {
  client_id: 3,
  periode: '2026-03',
  date_limite: '2099-01-05T22:59:00.000Z',
  lignes: [
    ligne({ motif_ecourtee: 'Client absent, porte fermée' }),
    ligne({ id: 12, date: '2026-03-11', agent_nom: 'Karim Benali', motif_ecourtee: null }),
  ],
  depassements: [],
  minutes_realisees: 6,
  nb_a_confirmer: 2,
  nb_contestees: 0,
};

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
