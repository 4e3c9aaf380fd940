import type { Brouillon } from '../api/list-client-brouillons.ts';

/**
 * A need draft of client 3, saved on 1 March 2026: a one-off morning (09:00 – 12:00) on 10 March.
 * Tests override what they look at.
 */
export const brouillon = (patch: Partial<Brouillon> = {}): Brouillon => ({
  id: 1,
  client_id: 3,
  kind: 'besoin',
  devis_id: null,
  mission_id: null,
  service: 1,
  frequence: 'ponctuel',
  date: '2026-03-10',
  time_debut: '09:00',
  time_fin: '12:00',
  description: null,
  frequenceType: 'Toutes les semaines',
  frequenceId: null,
  duration: 3,
  nb_heures: 3,
  nb_heures_weekend: 0,
  reccurentArray: [],
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  ...patch,
});
