import type { EndpointDef } from '../endpoint.ts';

/** L’équipe de l’agence (issue 24) : comptes du back office, rôles, invitations, désactivation, journal. */
export const equipeEndpoints = {} satisfies Record<string, EndpointDef>;
