import '../../../../test/setup.ts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { page } from '../../../../test/back-office-fixtures.ts';
import { requestBudget, type ResponseOf } from '../../../../lib/api-client.ts';

/*
 * Issue 22, point 6: the back office sees the same flag as the client on a visit the agent left
 * after a few minutes: « Intervention écourtée : <motif> ».
 */

type Ligne = ResponseOf<'listReleves'>['items'][number];

const ligne: Ligne = {
  id: 21,
  client_id: 3,
  client_nom: 'Mme Lou Martin',
  intervention_id: 55,
  mission_id: 9,
  date: '2026-02-07',
  debut_prevu: '2026-02-07T09:00:00.000Z',
  fin_prevue: '2026-02-07T12:00:00.000Z',
  pointage_debut_at: '2026-02-07T08:05:00.000Z',
  pointage_fin_at: '2026-02-07T08:08:00.000Z',
  agent_nom: 'Awa Diallo',
  skill_id: 1,
  minutes_prevues: 180,
  minutes_realisees: 3,
  minutes_retenues: null,
  depassement_minutes: 0,
  motif_ecourtee: 'Client absent, porte fermée',
  statut: 'conteste',
  motif_contestation: 'Personne n’est venu.',
  note_agence: null,
  date_limite: '2026-03-05T23:00:00.000Z',
  repondu_at: '2026-03-02T10:00:00.000Z',
  facture_id: null,
};

beforeEach(() => requestBudget.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a visit cut short on /admin/releves', () => {
  it('shows the flag with the agent’s reason on the line', async () => {
    signInOperator([4]);
    stubApi({ 'GET /api/releves': () => ok(page([ligne])) });
    renderAt('/admin/releves');
    const card = await screen.findByRole('article', {
      name: 'Mme Lou Martin, intervention du 07/02/2026',
    });
    expect(card).toHaveTextContent('Intervention écourtée : Client absent, porte fermée');
  });
});
