import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';

export type Payments = Stripe;
export { Stripe };

/**
 * The Stripe SDK client (docs/paiements.md), or null when no secret key is configured: online
 * payment is then off and invoices are paid by bank transfer. `config.stripe.apiUrl` points the
 * SDK at another host (the local stand-in of the tests and of the e2e run).
 */
export function createPaymentsAdapter(config: Pick<AppConfig, 'stripe'>): Stripe | null {
  const { secretKey, apiUrl } = config.stripe;
  if (!secretKey) return null;
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 1 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 0,
  });
}

const cache = new WeakMap<object, Stripe | null>();

/** One SDK client per configuration object (the app builds one config; tests several). */
export function paymentsFor(config: Pick<AppConfig, 'stripe'>): Stripe | null {
  const key = config.stripe;
  if (!cache.has(key)) cache.set(key, createPaymentsAdapter(config));
  return cache.get(key) ?? null;
}
