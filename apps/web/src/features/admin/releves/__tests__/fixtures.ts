import type { ResponseOf } from '../../../../lib/api-client.ts';

/* A timesheet line as the back office's list answers it; tests override what they look at. */

type Ligne = ResponseOf<'listReleves'>['items'][number];

export function ligne(overrides: Partial<Ligne> = {}): Ligne {
  return {
    id: 21,
    client_id: 3,
    client_nom: 'Mme Lou Martin',
    intervention_id: 55,
    mission_id: 9,
    date: '2026-02-07',
    // Planned 09:00 – 12:00: the agency's wall clock written as UTC.
    debut_prevu: '2026-02-07T09:00:00.000Z',
    fin_prevue: '2026-02-07T12:00:00.000Z',
    // Checked 09:05 – 12:35 in Paris: real instants (UTC+1 in February).
    pointage_debut_at: '2026-02-07T08:05:00.000Z',
    pointage_fin_at: '2026-02-07T11:35:00.000Z',
    agent_nom: 'Awa Diallo',
    skill_id: 1,
    minutes_prevues: 180,
    minutes_realisees: 210,
    minutes_retenues: null,
    depassement_minutes: 30,
    statut: 'conteste',
    motif_contestation: 'L’intervenante est partie à 11 h.',
    note_agence: null,
    date_limite: '2026-03-05T23:00:00.000Z',
    repondu_at: '2026-03-02T10:00:00.000Z',
    facture_id: null,
    ...overrides,
  };
}
