import { z } from 'zod';
import { endpoint, publicAccess } from '../endpoint.ts';

/** Project additions that are not in section 7 of the specification. */
export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'État du service : 200 quand la base répond, 503 sinon (avec Retry-After).',
    tag: 'Système',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() }),
    envelope: 'data',
    access: publicAccess,
  }),
};
