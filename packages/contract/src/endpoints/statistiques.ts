import type { EndpointDef } from '../endpoint.ts';

/** Les chiffres de l’agence (issue 24) : chiffre d’affaires, heures, taux d’occupation, exports. */
export const statistiquesEndpoints = {} satisfies Record<string, EndpointDef>;
