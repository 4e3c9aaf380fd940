import { paymentsFor, type Stripe } from '../../adapters/payments/stripe.ts';
import type { Tx } from '../../db/client.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { InvoicePort } from './invoice-port.ts';
import { recordChargeFailure } from './paiements-charge.service.ts';
import { declineMessage, NOT_CONFIGURED } from './paiements-stripe.ts';
import * as q from './paiements.queries.ts';
import { recordCardReglement } from './reglements.service.ts';

/*
 * Stripe's webhook (docs/paiements.md): the outcome of a charge, recorded on the charge, in the
 * payment ledger and on its invoice (through the invoices' port), and told to the client.
 */

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

const webhookError = (status: number, code: string, message: string): WebhookAnswer => ({
  status,
  body: { success: false, error: { code, message } },
});

/**
 * How far a webhook's signed timestamp may be from now, both ways, in seconds: Stripe's SDK
 * default. A captured request cannot be replayed later, nor one dated ahead kept for later.
 */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` of a `Stripe-Signature` header, in seconds; null when absent or not a number. */
function signedAtSeconds(signature: string): number | null {
  const t = signature
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('t='));
  const seconds = t ? Number(t.slice(2)) : NaN;
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/**
 * The signature checked on the raw body, the event recorded and its work done in one
 * transaction (a crash mid-way is retried by Stripe; a replay is acknowledged, not redone).
 * The SDK refuses a timestamp older than the tolerance but accepts any in the future: that side
 * is checked here. Both compare with the real clock (Stripe signs with its own real clock), not
 * the app's injected business clock.
 */
export async function handleStripeWebhook(
  deps: ModuleDeps,
  invoices: InvoicePort,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookAnswer> {
  const stripe = paymentsFor(deps.config);
  const secret = deps.config.stripe.webhookSecret;
  if (!stripe || !secret) return webhookError(503, 'SERVICE_UNAVAILABLE', NOT_CONFIGURED);
  if (!signature) return webhookError(400, 'BAD_REQUEST', 'Signature Stripe manquante.');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch {
    return webhookError(400, 'BAD_REQUEST', 'Signature Stripe invalide.');
  }
  const signedAt = signedAtSeconds(signature);
  if (signedAt === null || signedAt - Date.now() / 1000 > STRIPE_WEBHOOK_TOLERANCE_SECONDS)
    return webhookError(400, 'BAD_REQUEST', 'Signature Stripe invalide.');
  let replay = false;
  await deps.db.transaction(async (tx) => {
    if (!(await q.recordEvent(tx, event.id, event.type))) {
      replay = true;
      return;
    }
    if (event.type === 'payment_intent.succeeded')
      await onSucceeded(deps, invoices, tx, event.data.object);
    else if (event.type === 'payment_intent.payment_failed')
      await onFailed(deps, invoices, tx, event.data.object);
  });
  return { status: 200, body: { success: true, data: { received: true, replay } } };
}

/** The charge of the intent once this event settles it; null when unknown or settled already. */
async function settle(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  statut: 'reussi' | 'echoue',
  erreur: string | null,
) {
  const id = Number(intent.metadata?.paiement_id);
  const byId = Number.isInteger(id) && id > 0 ? await q.paiementById(tx, id) : null;
  const paiement = byId ?? (await q.paiementByIntent(tx, intent.id));
  if (!paiement) return null;
  return (await q.settlePaiement(tx, paiement.id, statut, erreur, intent.id)) ? paiement : null;
}

async function onSucceeded(
  deps: ModuleDeps,
  invoices: InvoicePort,
  tx: Tx,
  intent: Stripe.PaymentIntent,
) {
  const paiement = await settle(tx, intent, 'reussi', null);
  if (!paiement) return;
  // Written to the ledger (card or SEPA debit, Stripe's id): the invoice and the family follow.
  const method = paiement.payment_method_id
    ? await q.methodById(tx, paiement.payment_method_id)
    : null;
  await recordCardReglement(deps, invoices, tx, {
    mode: method?.type === 'sepa_debit' ? 'prelevement_sepa' : 'carte',
    clientId: paiement.client_id,
    factureId: paiement.facture_id,
    cents: intent.amount_received,
    intentId: intent.id,
  });
}

async function onFailed(
  deps: ModuleDeps,
  invoices: InvoicePort,
  tx: Tx,
  intent: Stripe.PaymentIntent,
) {
  const lastError = intent.last_payment_error;
  const message = declineMessage(lastError?.code, lastError?.decline_code);
  const paiement = await settle(tx, intent, 'echoue', message);
  if (!paiement) return;
  const facture = await invoices.find(tx, paiement.facture_id);
  if (facture) await recordChargeFailure(deps, invoices, tx, paiement, facture, message);
}
