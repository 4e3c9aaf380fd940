import type { EndpointDef } from '../endpoint.ts';

/** Les paramètres de l’agence (issue 24) : identité, grille tarifaire datée, règles. */
export const parametresEndpoints = {} satisfies Record<string, EndpointDef>;
