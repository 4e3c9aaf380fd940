const BASE = {
  id: 41,
  mission_id: 5,
  client_id: 3,
  client_besoin_skill_id: 1,
  date_debut: '2026-03-18T09:00:00.000Z',
  date_fin: '2026-03-18T11:00:00.000Z',
  candidat_id: 9,
  agent: null,
  dt_dispo_client_id: null,
  statut: 'planifiee',
  pointage_debut_at: null,
  pointage_fin_at: null,
  commentaire: null,
  cancelled_at: null,
  cancel_reason: null,
  has_avis: false,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-18T10:05:00.000Z',
};

/**
 * An intervention as the API answers it, without what each space adds (the client for the
 * agent, the agent for the client): planned 09:00 – 11:00 on 18 March 2026 (agency clock), not
 * checked in. Tests override what they look at.
 */
export function intervention<Overrides extends object>(
  overrides: Overrides,
): Omit<typeof BASE, keyof Overrides> & Overrides {
  return { ...BASE, ...overrides };
}
