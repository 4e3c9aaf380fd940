const BASE = {
  id: 5,
  client_id: 3,
  mission_id: 8,
  devis_id: 4,
  titre: 'Proposition A',
  description: null,
  client_besoin_skill_id: 1,
  agent: null,
  date_debut: '2026-03-02',
  date_fin: null,
  is_ponctuel: false,
  horaires: [{ day: 3, time_debut: '14:00', time_fin: '17:30' }],
  creneaux: [],
  nb_heures_semaine: 3.5,
  montant_estime_ttc: 84,
  statut: 'propose',
  expires_at: null,
  created_at: '2026-02-20T10:00:00Z',
};

/**
 * A proposal (scenario) of client 3 as the API answers it: weekly on Wednesdays 14:00 – 17:30
 * from 2 March 2026, no agent named, proposed. Tests override what they look at.
 */
export function scenario<Overrides extends object>(
  overrides: Overrides,
): Omit<typeof BASE, keyof Overrides> & Overrides {
  return { ...BASE, ...overrides };
}
