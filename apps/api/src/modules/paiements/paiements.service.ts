import { endpoints, type paymentMethodSchema } from '@maisonnee/contract';
import type { z } from 'zod';
import { formatInstantDate, type PaiementStatut } from '@maisonnee/domain';
import { paymentsFor, Stripe } from '../../adapters/payments/stripe.ts';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { clientForStripe, recordStripeCustomerId } from '../clients/stripe-customer.service.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import {
  factureForPayment,
  markFacturePaid,
  markFacturePaymentFailed,
  type FactureToPay,
} from '../facturation/factures-payment.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as q from './paiements.queries.ts';

/*
 * Payment methods and charges through Stripe (docs/paiements.md). The card or SEPA mandate is
 * entered in Stripe's form (SetupIntent); we keep its id, type, brand and last 4 digits. An issued
 * invoice is charged off-session on the default method (PaymentIntent, one idempotency key per
 * attempt); Stripe's webhook rules the outcome. Without a Stripe key, everything but the payment
 * settings answers 503 and invoices are paid by transfer.
 */

export const NOT_CONFIGURED = "Le paiement en ligne n'est pas configuré : réglez par virement.";
/** Days between a failed charge and the next try, and the tries an invoice gets. */
export const RETRY_DAYS = 3;
export const MAX_ATTEMPTS = 3;
const PAYABLE_STATUTS = new Set(['emise', 'envoyee', 'en_retard']);

const round2 = (x: number) => Math.round(x * 100) / 100;
const euros = (amount: number) => {
  const [whole, cents] = amount.toFixed(2).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} €`;
};

function stripeOf(deps: ModuleDeps): Stripe {
  const stripe = paymentsFor(deps.config);
  if (!stripe) throw new AppError('SERVICE_UNAVAILABLE', NOT_CONFIGURED);
  return stripe;
}

/** Transactions of a module service that takes `deps`: the same deps on the transaction. */
const onTx = (deps: ModuleDeps, tx: Tx): ModuleDeps => ({ ...deps, db: tx as unknown as Db });

/** A Stripe decline in French, for the client and accounting. */
export function declineMessage(code: string | null | undefined, declineCode?: string | null) {
  switch (declineCode ?? code) {
    case 'insufficient_funds':
      return 'Provision insuffisante.';
    case 'expired_card':
      return 'Carte expirée.';
    case 'incorrect_cvc':
    case 'incorrect_number':
      return 'Coordonnées de carte incorrectes.';
    case 'lost_card':
    case 'stolen_card':
      return 'Carte bloquée.';
    case 'authentication_required':
      return 'Votre banque demande une authentification : payez depuis votre espace.';
    default:
      return code === 'card_declined' || declineCode
        ? 'Carte refusée par votre banque.'
        : 'Le paiement a été refusé.';
  }
}

type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export function toPaymentMethodDto(row: q.PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    client_id: row.client_id,
    type: row.type,
    brand: row.brand,
    last4: row.last4 && /^\d{4}$/.test(row.last4) ? row.last4 : '0000',
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
  };
}

// ------------------------------------------------------------------- Stripe customer

async function ensureCustomer(deps: ModuleDeps, clientId: number) {
  const stripe = stripeOf(deps);
  const client = await clientForStripe(deps.db, clientId);
  if (!client) throw notFound('Client introuvable.');
  if (client.stripe_customer_id) return { customerId: client.stripe_customer_id, created: false };
  const customer = await stripe.customers.create(
    {
      name: [client.prenom, client.nom].filter(Boolean).join(' '),
      ...(client.email ? { email: client.email } : {}),
      metadata: { client_id: String(clientId) },
    },
    { idempotencyKey: `client-${clientId}-customer` },
  );
  const kept = await recordStripeCustomerId(deps.db, clientId, customer.id);
  return { customerId: kept ?? customer.id, created: kept === customer.id };
}

// ------------------------------------------------------------------- charges

/** The failure of an attempt: message and retry on the invoice, the client told, the team at the end. */
async function recordFailure(
  deps: ModuleDeps,
  conn: Db | Tx,
  paiement: q.PaiementRow,
  facture: FactureToPay,
  message: string,
) {
  const now = deps.now();
  const retryAt =
    paiement.tentative < MAX_ATTEMPTS
      ? new Date(now.getTime() + RETRY_DAYS * 24 * 3600 * 1000)
      : null;
  const scoped = conn === deps.db ? deps : onTx(deps, conn as Tx);
  await markFacturePaymentFailed(scoped, facture.id, message, retryAt);
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

type ChargeOutcome =
  | { kind: 'skipped'; reason: 'not_configured' | 'not_payable' | 'no_method' | 'in_flight' }
  | { kind: 'charged'; paiementId: number };

async function charge(deps: ModuleDeps, factureId: number): Promise<ChargeOutcome> {
  const stripe = paymentsFor(deps.config);
  if (!stripe) return { kind: 'skipped', reason: 'not_configured' };
  const facture = await factureForPayment(deps, factureId);
  if (
    !facture ||
    facture.nature !== 'facture' ||
    !PAYABLE_STATUTS.has(facture.statut) ||
    facture.reste_du <= 0
  )
    return { kind: 'skipped', reason: 'not_payable' };
  const method = await q.defaultMethod(deps.db, facture.client_id);
  if (!method) return { kind: 'skipped', reason: 'no_method' };
  const client = await clientForStripe(deps.db, facture.client_id);
  if (!client?.stripe_customer_id) return { kind: 'skipped', reason: 'no_method' };

  const tentative = (await q.attemptsOf(deps.db, facture.id)) + 1;
  const montant = round2(facture.reste_du);
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
        await recordFailure(deps, tx, paiement, facture, message);
    });
  }
  return { kind: 'charged', paiementId: paiement.id };
}

/** The state of the latest charge of each invoice that has one. */
export async function latestPaiementStatuts(
  deps: ModuleDeps,
  factureIds: readonly number[],
): Promise<Map<number, PaiementStatut>> {
  const rows = await q.latestStatuts(deps.db, factureIds);
  return new Map(rows.map((row) => [row.facture_id, row.statut]));
}

/**
 * Charges an issued invoice on the client's default payment method (PaymentIntent off-session,
 * idempotency key per attempt). Does nothing when Stripe is not configured or the client has no
 * default method (automatic: called right after issuing); never throws for a payment failure.
 */
export async function chargeIssuedFacture(deps: ModuleDeps, factureId: number): Promise<void> {
  try {
    await charge(deps, factureId);
  } catch (error) {
    deps.log.error({ err: error, factureId }, 'charging an issued invoice failed');
  }
}

// ------------------------------------------------------------------- webhook

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
 * Stripe's webhook: the signature checked on the raw body, the event recorded and its work done
 * in one transaction (a crash mid-way is retried by Stripe; a replay is acknowledged, not redone).
 * The SDK refuses a timestamp older than the tolerance but accepts any in the future: that side
 * is checked here. Both compare with the real clock (Stripe signs with its own real clock), not
 * the app's injected business clock.
 */
export async function handleStripeWebhook(
  deps: ModuleDeps,
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
    if (event.type === 'payment_intent.succeeded') await onSucceeded(deps, tx, event.data.object);
    else if (event.type === 'payment_intent.payment_failed')
      await onFailed(deps, tx, event.data.object);
  });
  return { status: 200, body: { success: true, data: { received: true, replay } } };
}

async function paiementOfIntent(tx: Tx, intent: Stripe.PaymentIntent) {
  const id = Number(intent.metadata?.paiement_id);
  const byId = Number.isInteger(id) && id > 0 ? await q.paiementById(tx, id) : null;
  return byId ?? (await q.paiementByIntent(tx, intent.id));
}

async function onSucceeded(deps: ModuleDeps, tx: Tx, intent: Stripe.PaymentIntent) {
  const paiement = await paiementOfIntent(tx, intent);
  if (!paiement) return;
  if (!(await q.settlePaiement(tx, paiement.id, 'reussi', null, intent.id))) return;
  const montant = round2(intent.amount_received / 100);
  const scoped = onTx(deps, tx);
  await markFacturePaid(scoped, paiement.facture_id, montant, deps.now());
  const facture = await factureForPayment(scoped, paiement.facture_id);
  await notify(
    tx,
    { clientId: paiement.client_id },
    NOTIFICATION_MESSAGES.facture.paiementReussi({
      numero: facture?.numero ?? `#${paiement.facture_id}`,
      montant: euros(montant),
      clientId: paiement.client_id,
    }),
  );
}

async function onFailed(deps: ModuleDeps, tx: Tx, intent: Stripe.PaymentIntent) {
  const paiement = await paiementOfIntent(tx, intent);
  if (!paiement) return;
  const lastError = intent.last_payment_error;
  const message = declineMessage(lastError?.code, lastError?.decline_code);
  if (!(await q.settlePaiement(tx, paiement.id, 'echoue', message, intent.id))) return;
  const facture = await factureForPayment(onTx(deps, tx), paiement.facture_id);
  if (facture) await recordFailure(deps, tx, paiement, facture, message);
}

// ------------------------------------------------------------------- the calls

export function createPaiementsService(deps: ModuleDeps) {
  const { db } = deps;

  async function ownedMethod(
    auth: AuthContext,
    id: number,
    access: typeof endpoints.removeMoyenPaiement.access,
  ) {
    const method = await q.methodById(db, id);
    if (!method) throw notFound('Moyen de paiement introuvable.');
    assertOwns(auth, access, { clientId: method.client_id });
    return method;
  }

  async function existingClient(clientId: number) {
    const client = await clientForStripe(db, clientId);
    if (!client) throw notFound('Client introuvable.');
    return client;
  }

  return {
    config() {
      const stripe = paymentsFor(deps.config);
      const agency = deps.config.agency;
      return {
        stripe_enabled: stripe !== null && Boolean(deps.config.stripe.publishableKey),
        publishable_key: stripe ? (deps.config.stripe.publishableKey ?? null) : null,
        virement: {
          titulaire: agency.nom,
          iban: agency.iban,
          bic: agency.bic,
          reference: 'numéro de facture',
        },
      };
    },

    async list(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listClientPaymentMethods.access, { clientId });
      await existingClient(clientId);
      return (await q.listMethods(db, clientId)).map(toPaymentMethodDto);
    },

    async createCustomer(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.createStripeCustomer.access, { clientId });
      await existingClient(clientId);
      stripeOf(deps);
      const { created } = await ensureCustomer(deps, clientId);
      return { client_id: clientId, has_stripe_customer: true as const, created };
    },

    async setupSecret(
      auth: AuthContext,
      clientId: number,
      type: 'card' | 'sepa_debit',
      access: typeof endpoints.setStripeSecret.access,
      reuse: boolean,
    ) {
      assertOwns(auth, access, { clientId });
      await existingClient(clientId);
      const stripe = stripeOf(deps);
      const { customerId } = await ensureCustomer(deps, clientId);
      if (reuse) {
        const open = await stripe.setupIntents.list({ customer: customerId, limit: 10 });
        const found = open.data.find(
          (intent) =>
            intent.status === 'requires_payment_method' &&
            (intent.allowed_payment_method_types ?? intent.payment_method_types).includes(type),
        );
        if (found?.client_secret)
          return {
            client_secret: found.client_secret,
            setup_intent_id: found.id,
            publishable_key: deps.config.stripe.publishableKey ?? '',
          };
      }
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        allowed_payment_method_types: [type],
        usage: 'off_session',
        metadata: { client_id: String(clientId) },
      });
      return {
        client_secret: intent.client_secret ?? '',
        setup_intent_id: intent.id,
        publishable_key: deps.config.stripe.publishableKey ?? '',
      };
    },

    async save(
      auth: AuthContext,
      body: { client_id: number; stripe_payment_method_id: string; is_default: boolean },
    ) {
      assertOwns(auth, endpoints.saveMoyenPaiement.access, { clientId: body.client_id });
      const client = await existingClient(body.client_id);
      const stripe = stripeOf(deps);
      const already = await q.methodByStripeId(db, body.stripe_payment_method_id);
      if (already) {
        if (already.client_id !== body.client_id) throw forbidden();
        return toPaymentMethodDto(already);
      }
      let pm: Stripe.PaymentMethod;
      try {
        pm = await stripe.paymentMethods.retrieve(body.stripe_payment_method_id);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          throw notFound('Moyen de paiement introuvable chez Stripe.');
        throw error;
      }
      const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
      if (!client.stripe_customer_id || owner !== client.stripe_customer_id)
        throw forbidden("Ce moyen de paiement n'appartient pas à ce client.");
      if (pm.type !== 'card' && pm.type !== 'sepa_debit')
        throw new AppError(
          'VALIDATION_FAILED',
          'Seules les cartes et les prélèvements SEPA sont acceptés.',
          {
            fields: { stripe_payment_method_id: 'Carte ou prélèvement SEPA attendu.' },
          },
        );
      const card = pm.type === 'card' ? pm.card : null;
      const sepa = pm.type === 'sepa_debit' ? pm.sepa_debit : null;
      const row = await db.transaction(async (tx) => {
        await q.lockClient(tx, body.client_id);
        const current = await q.defaultMethod(tx, body.client_id);
        const makeDefault = body.is_default || !current;
        if (makeDefault) await q.setDefault(tx, body.client_id, null);
        return q.insertMethod(tx, {
          client_id: body.client_id,
          stripe_payment_method_id: pm.id,
          type: pm.type as 'card' | 'sepa_debit',
          brand: card ? card.brand : 'sepa_debit',
          last4: (card?.last4 ?? sepa?.last4 ?? null) || null,
          exp_month: card?.exp_month ?? null,
          exp_year: card?.exp_year ?? null,
          is_default: makeDefault,
        });
      });
      return toPaymentMethodDto(row);
    },

    async setDefault(auth: AuthContext, methodId: number) {
      const method = await ownedMethod(auth, methodId, endpoints.setDefaultMoyenPaiement.access);
      stripeOf(deps);
      await db.transaction(async (tx) => {
        await q.lockClient(tx, method.client_id);
        await q.setDefault(tx, method.client_id, method.id);
      });
      return (await q.listMethods(db, method.client_id)).map(toPaymentMethodDto);
    },

    async remove(auth: AuthContext, methodId: number) {
      const method = await ownedMethod(auth, methodId, endpoints.removeMoyenPaiement.access);
      const stripe = stripeOf(deps);
      const others = (await q.listMethods(db, method.client_id)).filter((m) => m.id !== method.id);
      if (others.length === 0 && (await q.hasActiveMission(db, method.client_id)))
        throw conflict(
          'Gardez au moins un moyen de paiement tant qu’une mission est en cours : ajoutez-en un autre avant de retirer celui-ci.',
        );
      try {
        await stripe.paymentMethods.detach(method.stripe_payment_method_id);
      } catch (error) {
        // Already detached or unknown at Stripe: the row goes anyway.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
      await db.transaction(async (tx) => {
        await q.lockClient(tx, method.client_id);
        await q.deleteMethod(tx, method.id);
        if (method.is_default) {
          const [next] = (await q.listMethods(tx, method.client_id)).sort(
            (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id,
          );
          if (next) await q.setDefault(tx, method.client_id, next.id);
        }
      });
      return { id: method.id, deleted: true as const };
    },

    async pay(auth: AuthContext, factureId: number) {
      const facture = await factureForPayment(deps, factureId);
      if (!facture) throw notFound('Facture introuvable.');
      assertOwns(auth, endpoints.payFacture.access, { clientId: facture.client_id });
      stripeOf(deps);
      if (facture.nature !== 'facture') throw conflict('Un avoir ne se paie pas.');
      if (facture.statut === 'brouillon') throw conflict("Cette facture n'est pas encore émise.");
      if (!PAYABLE_STATUTS.has(facture.statut) || facture.reste_du <= 0)
        throw conflict('Cette facture est déjà réglée.');
      if (!(await q.defaultMethod(db, facture.client_id)))
        throw conflict('Ajoutez un moyen de paiement.');
      const outcome = await charge(deps, factureId);
      if (outcome.kind === 'skipped' && outcome.reason === 'in_flight')
        throw conflict('Un paiement de cette facture est déjà en cours.');
      if (outcome.kind === 'skipped' && outcome.reason === 'no_method')
        throw conflict('Ajoutez un moyen de paiement.');
      // The invoice as the invoices module shows it (imported when needed: it imports this module).
      const { createFacturesService } = await import('../facturation/factures.service.ts');
      return createFacturesService(deps).getFacture(auth, factureId, endpoints.payFacture.access);
    },
  };
}

export type PaiementsService = ReturnType<typeof createPaiementsService>;
