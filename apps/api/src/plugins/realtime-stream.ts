import type { FastifyInstance } from 'fastify';
import type { RealtimeBus } from '../adapters/realtime/realtime-bus.ts';
import type { Authenticator } from './contract-routes.ts';

/* STUB (issue 13, to be written): GET /api/realtime, the server-sent event stream. */
export function registerRealtimeStream(
  _app: FastifyInstance,
  _options: { bus: RealtimeBus; authenticator: Authenticator },
): void {}
