import { AppError } from '../../lib/app-error.ts';
import { createUrssafClient, type UrssafClient } from '../../adapters/urssaf/urssaf-client.ts';
import { UrssafError } from '../../adapters/urssaf/urssaf-error.ts';
import type { AppConfig } from '../../config.ts';

/*
 * One URSSAF client per configuration (its OAuth2 token cached for every call of the process),
 * none when the advance is off (`config.urssaf` null, docs/avance-immediate.md).
 */

const clients = new WeakMap<object, UrssafClient>();

export function urssafOf(config: Pick<AppConfig, 'urssaf'>): UrssafClient | null {
  const settings = config.urssaf;
  if (!settings) return null;
  let client = clients.get(settings);
  if (!client) {
    client = createUrssafClient(settings);
    clients.set(settings, client);
  }
  return client;
}

/** An URSSAF failure that is not a refusal of the data: URSSAF cannot be reached or answer now. */
export function urssafUnavailable(error: UrssafError): AppError {
  return new AppError('SERVICE_UNAVAILABLE', error.message, { retryAfterSeconds: 60 });
}

export { UrssafError };
