import { centsToEuros, checkFacturePayable, formatInstantDate } from '@maisonnee/domain';
import { paymentsFor, Stripe } from '../../adapters/payments/stripe.ts';
import type { Db, Tx } from '../../db/client.ts';
import { clientForStripe } from '../clients/stripe-customer.service.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { InvoicePort, InvoiceToCharge } from './invoice-port.ts';
import { declineMessage } from './paiements-stripe.ts';
import * as q from './paiements.queries.ts';

/*
 * Charging an issued invoice off-session on the client's default method (PaymentIntent, one
 * idempotency key per attempt, docs/paiements.md). Stripe's webhook rules the outcome; a decline
 * answered at once is recorded here. A failure is retried RETRY_DAYS later, MAX_ATTEMPTS times.
 */

/** Days between a failed charge and the next try, and the tries an invoice gets. */
export const RETRY_DAYS = 3;
export const MAX_ATTEMPTS = 3;

type Conn = Db | Tx;

/**
 * The failure of an attempt: message and retry date on the invoice, the client told, and the
 * commercial team given a task after the last attempt.
 */
export async function recordChargeFailure(
  deps: ModuleDeps,
  invoices: InvoicePort,
  conn: Conn,
  paiement: q.PaiementRow,
  facture: InvoiceToCharge,
  message: string,
) {
  const now = deps.now();
  const retryAt =
    paiement.tentative < MAX_ATTEMPTS
      ? new Date(now.getTime() + RETRY_DAYS * 24 * 3600 * 1000)
      : null;
  await invoices.recordFailure(conn, facture.id, message, retryAt);
  const numero = facture.numero ?? `#${facture.id}`;
  if (!retryAt)
    await addCockpitTache(conn, {
      kind: 'commercial',
      type: 'paiement_echoue',
      title: `Paiement échoué ${MAX_ATTEMPTS} fois : facture ${numero}`,
      client_id: facture.client_id,
      candidat_id: null,
      note: `Dernier motif : ${message} Contacter le client pour un autre moyen de paiement ou un virement.`,
      due_at: now,
      created_by_user_id: null,
    });
  await notify(
    conn,
    { clientId: facture.client_id },
    NOTIFICATION_MESSAGES.facture.paiementEchoue({
      numero,
      motif: message.replace(/\.$/, '').toLowerCase(),
      relance: retryAt ? formatInstantDate(retryAt) : null,
      clientId: facture.client_id,
    }),
  );
}

export type ChargeOutcome =
  | { kind: 'skipped'; reason: 'not_configured' | 'not_payable' | 'no_method' | 'in_flight' }
  | { kind: 'charged'; paiementId: number };

/**
 * Charges what is left to pay on an invoice the domain says payable. Skips (without throwing)
 * when Stripe is not configured, the invoice is not payable, the client has no default method or
 * a charge of the invoice is already in flight.
 */
export async function chargeFacture(
  deps: ModuleDeps,
  invoices: InvoicePort,
  factureId: number,
): Promise<ChargeOutcome> {
  const stripe = paymentsFor(deps.config);
  if (!stripe) return { kind: 'skipped', reason: 'not_configured' };
  const facture = await invoices.find(deps.db, factureId);
  if (
    !facture ||
    !checkFacturePayable({ ...facture, avoirs_ttc: centsToEuros(facture.avoirs_centimes) }).ok
  )
    return { kind: 'skipped', reason: 'not_payable' };
  const method = await q.defaultMethod(deps.db, facture.client_id);
  if (!method) return { kind: 'skipped', reason: 'no_method' };
  const client = await clientForStripe(deps.db, facture.client_id);
  if (!client?.stripe_customer_id) return { kind: 'skipped', reason: 'no_method' };

  const tentative = (await q.attemptsOf(deps.db, facture.id)) + 1;
  const montant = facture.reste_du;
  const paiement = await q.insertPaiement(deps.db, {
    facture_id: facture.id,
    client_id: facture.client_id,
    payment_method_id: method.id,
    idempotency_key: `facture-${facture.id}-${tentative}`,
    montant,
    statut: 'en_cours',
    tentative,
  });
  if (!paiement) return { kind: 'skipped', reason: 'in_flight' };

  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: Math.round(montant * 100),
        currency: 'eur',
        customer: client.stripe_customer_id,
        payment_method: method.stripe_payment_method_id,
        off_session: true,
        confirm: true,
        description: `Facture ${facture.numero ?? facture.id}`,
        metadata: { facture_id: String(facture.id), paiement_id: String(paiement.id) },
      },
      { idempotencyKey: paiement.idempotency_key },
    );
    await q.setIntentId(deps.db, paiement.id, intent.id);
  } catch (error) {
    const raw = error instanceof Stripe.errors.StripeError ? error : null;
    const intentId = (raw?.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent
      ?.id;
    const message =
      raw instanceof Stripe.errors.StripeCardError
        ? declineMessage(raw.code, raw.decline_code)
        : 'Le paiement n’a pas pu être lancé.';
    if (!(raw instanceof Stripe.errors.StripeCardError))
      deps.log.error({ err: error, factureId }, 'stripe charge failed');
    await deps.db.transaction(async (tx) => {
      if (await q.settlePaiement(tx, paiement.id, 'echoue', message, intentId))
        await recordChargeFailure(deps, invoices, tx, paiement, facture, message);
    });
  }
  return { kind: 'charged', paiementId: paiement.id };
}

/**
 * Charges an issued invoice when it can be (automatic: right after issuing, and on its retry
 * date); never throws, a failure is logged and recorded on the invoice.
 */
export async function chargeIssuedFacture(
  deps: ModuleDeps,
  invoices: InvoicePort,
  factureId: number,
): Promise<void> {
  try {
    await chargeFacture(deps, invoices, factureId);
  } catch (error) {
    deps.log.error({ err: error, factureId }, 'charging an issued invoice failed');
  }
}
