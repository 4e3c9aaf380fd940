import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createUsageLogService, type UsageLogService } from './tracking.service.ts';
import { isPersonalText, normalisePagePath, sanitiseEventData } from './usage-log-privacy.ts';

/*
 * Usage logs: log/session, log/visited-page, log/event (docs/usage-logs.md). Each answers 202 at
 * once; the row is written after the answer (fire-and-forget, a failure is only logged), so a
 * screen is never slowed or blocked by its logging.
 */

const LOGGED = { logged: true } as const;

/** The usage-log service of each app (one per ModuleDeps), for `usageLogsSettled`. */
const services = new WeakMap<ModuleDeps, UsageLogService>();

/** Resolves when the usage logs queued by the app built with `deps` are written (tests, shutdown). */
export async function usageLogsSettled(deps: ModuleDeps): Promise<void> {
  await services.get(deps)?.settled();
}

export function trackingHandlers(deps: ModuleDeps): HandlerMap {
  const usage = createUsageLogService({ db: deps.db, log: deps.log, now: deps.now });
  services.set(deps, usage);
  return {
    logSession: async ({ body, auth }) => {
      usage.record(auth.userId, {
        kind: 'session',
        payload: {
          platform: body.platform,
          app_version: body.app_version,
          is_native: body.is_native,
          started_at: new Date(body.started_at).toISOString(),
        },
      });
      return LOGGED;
    },
    logVisitedPage: async ({ body, auth }) => {
      usage.record(auth.userId, {
        kind: 'visited-page',
        payload: { page: normalisePagePath(body.page) },
      });
      return LOGGED;
    },
    logEvent: async ({ body, auth }) => {
      // An event named after a person (an e-mail, a phone number…) is not kept at all.
      if (!isPersonalText(body.name)) {
        usage.record(auth.userId, {
          kind: 'event',
          payload: { name: body.name, data: sanitiseEventData(body.data) },
        });
      }
      return LOGGED;
    },
  };
}
