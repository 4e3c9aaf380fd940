import type { MissionLike } from '@maisonnee/domain';

/** A one-off mission without interventions; tests override what they look at. */
export function mission(overrides: Partial<MissionLike> = {}): MissionLike {
  return {
    id: 1,
    mutuelle_id: null,
    mutuelle: null,
    is_ponctuel: true,
    client_besoin_skill_id: 1,
    devis_id: null,
    date_debut: '2026-02-01',
    date_fin: null,
    nb_heures_total: null,
    nb_heures_consommees: null,
    nb_minutes_a_planifier: null,
    reference: null,
    interventions: [],
    horaires_recurents: [],
    notifications: [],
    ...overrides,
  };
}
