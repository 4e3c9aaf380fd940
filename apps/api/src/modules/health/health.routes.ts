import { APP_VERSION } from '@maisonnee/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';

/** How long a database check answers for every readiness request (load balancers poll often). */
const CHECK_TTL_MS = 1000;
const PING_TIMEOUT_MS = 2000;

/**
 * The liveness answer never changes while the process runs: written once, sent as is (no
 * serializer, no envelope built per request). Monitors call it several times a second.
 */
const LIVENESS_BODY = JSON.stringify({
  success: true,
  data: { status: 'ok', version: APP_VERSION },
});

/**
 * `GET /api/health` (liveness): 200 while the process answers, without a database query.
 * `GET /api/health/ready` (readiness): 200 when the database answers, 503 SERVICE_UNAVAILABLE
 * with Retry-After otherwise; one ping serves every request for a second, and concurrent
 * requests share it (docs/health.md).
 */
export function healthHandlers(database: Database, now: () => number = Date.now): HandlerMap {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;

  async function ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    try {
      return await Promise.race([database.ping().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async function isDatabaseUp(): Promise<boolean> {
    if (last && now() - last.at < CHECK_TTL_MS) return last.ok;
    inFlight ??= ping().then((ok) => {
      last = { at: now(), ok };
      inFlight = undefined;
      return ok;
    });
    return inFlight;
  }

  return {
    health: async ({ reply }) =>
      reply.header('content-type', 'application/json; charset=utf-8').send(LIVENESS_BODY),
    healthReady: async () => {
      if (!(await isDatabaseUp())) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          'Service momentanément indisponible : la base de données ne répond pas.',
          { retryAfterSeconds: 5 },
        );
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  };
}
