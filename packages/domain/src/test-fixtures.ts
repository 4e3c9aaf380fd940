import type { HoraireRecurentLike, InterventionLike, MissionLike } from './missions.ts';

// Builders for tests only: not in the package's index, reached as `@maisonnee/domain/test-fixtures`
// by the web's tests too.

export function intervention(overrides: Partial<InterventionLike> = {}): InterventionLike {
  return {
    id: 1,
    date_debut: '2025-02-03T08:00:00Z',
    date_fin: '2025-02-03T10:00:00Z',
    candidat_id: 7,
    agent: null,
    dt_dispo_client_id: null,
    ...overrides,
  };
}

export function horaire(overrides: Partial<HoraireRecurentLike> = {}): HoraireRecurentLike {
  return {
    id: 100,
    mission_id: 1,
    day: 1,
    start_time: '08:00:00',
    end_time: '10:00:00',
    agent: null,
    ...overrides,
  };
}

export function mission(overrides: Partial<MissionLike> = {}): MissionLike {
  return {
    id: 1,
    mutuelle_id: null,
    mutuelle: null,
    is_ponctuel: true,
    client_besoin_skill_id: 1,
    devis_id: null,
    date_debut: '2025-02-01T00:00:00Z',
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

/**
 * A family's visits of Wednesday 2 December 2026: one planned from 09:00 to 11:00 (UTC) and one
 * cancelled from 10:00 to 12:00, which no longer counts (the overlap checks of a new need).
 */
export const DECEMBER_2_VISITS = [
  {
    id: 1,
    date_debut: '2026-12-02T09:00:00.000Z',
    date_fin: '2026-12-02T11:00:00.000Z',
    statut: 'planifiee',
  },
  {
    id: 2,
    date_debut: '2026-12-02T10:00:00.000Z',
    date_fin: '2026-12-02T12:00:00.000Z',
    statut: 'annulee',
  },
];
