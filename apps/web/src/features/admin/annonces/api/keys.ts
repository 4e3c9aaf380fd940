import type { AnnoncesListBody } from './list-missions-annonces.ts';
import type { AnnoncesMapBody } from './list-annonce-maps-positions.ts';

/** Query keys of the back-office job posts screen. */
export const adminAnnonceKeys = {
  all: ['admin', 'annonces'] as const,
  list: (body: AnnoncesListBody) => ['admin', 'annonces', 'list', body] as const,
  map: (body: AnnoncesMapBody) => ['admin', 'annonces', 'map', body] as const,
  mission: (missionId: number) => ['admin', 'annonces', 'mission', missionId] as const,
};
