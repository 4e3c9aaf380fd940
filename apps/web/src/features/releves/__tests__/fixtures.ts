import type { Releve, ReleveLigne } from '../api/releves.ts';

/** A deadline still ahead, and one gone by. */
export const FUTURE = '2099-01-05T22:59:00.000Z';
export const PAST = '2020-01-05T22:59:00.000Z';

/** A line of March 2026 to confirm: Awa Diallo, 14:00 – 16:00 planned and worked. */
export const ligne = (patch: Partial<ReleveLigne> = {}): ReleveLigne => ({
  id: 11,
  client_id: 3,
  intervention_id: 40,
  mission_id: 8,
  date: '2026-03-04',
  // Planned times: the Paris wall clock written as UTC (14:00–16:00 planned).
  debut_prevu: '2026-03-04T14:00:00.000Z',
  fin_prevue: '2026-03-04T16:00:00.000Z',
  // Check-ins: real instants (13:02Z is 14:02 in Paris, winter time).
  pointage_debut_at: '2026-03-04T13:02:00.000Z',
  pointage_fin_at: '2026-03-04T15:02:00.000Z',
  agent_nom: 'Awa Diallo',
  skill_id: 1,
  minutes_prevues: 120,
  minutes_realisees: 120,
  minutes_retenues: null,
  depassement_minutes: 0,
  statut: 'a_confirmer',
  motif_contestation: null,
  note_agence: null,
  date_limite: FUTURE,
  repondu_at: null,
  facture_id: null,
  ...patch,
});

/** March 2026 with two lines to confirm (the second one 30 minutes over). */
export const releve = (patch: Partial<Releve> = {}): Releve => ({
  client_id: 3,
  periode: '2026-03',
  date_limite: FUTURE,
  lignes: [
    ligne(),
    ligne({
      id: 12,
      date: '2026-03-11',
      pointage_fin_at: '2026-03-11T15:30:00.000Z',
      debut_prevu: '2026-03-11T14:00:00.000Z',
      fin_prevue: '2026-03-11T16:00:00.000Z',
      pointage_debut_at: '2026-03-11T13:00:00.000Z',
      minutes_realisees: 150,
      depassement_minutes: 30,
    }),
  ],
  depassements: [],
  minutes_realisees: 270,
  nb_a_confirmer: 2,
  nb_contestees: 0,
  ...patch,
});
