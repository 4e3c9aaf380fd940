import { z } from 'zod';
import { endpoint, publicAccess } from '../endpoint.ts';

/** Project additions that are not in section 7 of the specification (docs/health.md). */
export const systemEndpoints = {
  /** Liveness: the process answers. Never touches the database, so a database outage does not restart it. */
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary:
      "Vivacité : 200 tant que le processus répond, sans interroger la base (pour redémarrer un processus bloqué, pas pour l'écarter du trafic).",
    tag: 'Système',
    response: z.object({ status: z.literal('ok'), version: z.string() }),
    envelope: 'data',
    access: publicAccess,
  }),
  /** Readiness: the database answers too; a load balancer sends traffic only while it is 200. */
  healthReady: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary:
      'Disponibilité : 200 quand la base de données répond, 503 SERVICE_UNAVAILABLE sinon (avec Retry-After).',
    tag: 'Système',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() }),
    envelope: 'data',
    access: publicAccess,
  }),
};
