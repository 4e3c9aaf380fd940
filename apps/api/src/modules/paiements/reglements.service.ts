import type {
  ClientReglements,
  endpoints,
  Reglement as ReglementDto,
  ReglementMode,
} from '@maisonnee/contract';
import { CLIENT_REGLEMENTS_MAX, type Access } from '@maisonnee/contract';
import {
  cesuEmetteurKey,
  cesuNumeroKey,
  checkCesuTitres,
  checkFactureImputable,
  checkImputationAmount,
  checkImputationsTotal,
  REGLEMENT_MODE_LABELS,
  resteDuCentimes,
  toParisIsoDate,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { afterAnswer } from '../../lib/after-answer.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { assertAllowed, notFound, refusal, validationFailed } from '../../lib/app-error.ts';
import { euros, frDate } from '../../lib/pdf-writer.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { clientBillingParty } from '../clients/clients-billing.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { InvoicePort, InvoiceToCharge } from './invoice-port.ts';
import * as q from './reglements.queries.ts';

/*
 * The payment ledger (docs/paiements.md): a payment received (date, method, reference, cents)
 * set against one or more issued invoices of its client; what it does not allocate is the
 * client's credit, allocated later; a mistaken payment is cancelled, never deleted. Each change
 * sets the invoices' paid amount and state through the invoices' port (facturation owns them),
 * and the family is told (notification and mail) when a payment is recorded.
 */

type Conn = Db | Tx;
type E = typeof endpoints;

const FUTURE_DATE = 'La date du règlement ne peut pas être dans le futur.';

export interface NewReglement {
  client_id: number;
  date: string;
  mode: ReglementMode;
  reference: string | null;
  montant_centimes: number;
  imputations: { facture_id: number; montant_centimes: number }[];
  /** Prepaid CESU vouchers (mode « cesu »): their amounts make the payment's. */
  cesu_titres?: readonly NewCesuTitre[];
}

export interface NewCesuTitre {
  support: 'papier' | 'e_cesu';
  emetteur: string;
  numero: string;
  montant_centimes: number;
  date?: string | null;
}

/**
 * A payment's CESU vouchers: they make its amount, and none is already recorded on a live
 * payment (same issuer and number, compared without case, accents or spaces).
 */
async function checkCesu(tx: Tx, montantCentimes: number, titres: readonly NewCesuTitre[]) {
  assertAllowed(checkCesuTitres(montantCentimes, titres, euros));
  const keys = titres.map((titre) => ({
    emetteur: cesuEmetteurKey(titre.emetteur),
    numero: cesuNumeroKey(titre.numero),
  }));
  const [taken] = await q.liveCesuTitres(tx, keys);
  if (taken)
    throw refusal(
      'CESU_DEJA_ENREGISTRE',
      `Le titre CESU n° ${taken.numero} de ${taken.emetteur} est déjà enregistré sur un autre règlement.`,
      { numero: taken.numero, reglement_id: taken.reglement_id },
    );
  return keys;
}

/** The numbers of the invoices paid, and what to tell the family, once the call is saved. */
interface Recorded {
  reglement: q.ReglementRow;
  numeros: string[];
}

/** What remains on an invoice for the ledger, cents, the invoice locked. */
async function lockedReste(tx: Tx, invoices: InvoicePort, factureId: number) {
  const invoice = await invoices.lock(tx, factureId);
  if (!invoice) throw notFound('Facture introuvable.');
  const regle = (await q.regleParFacture(tx, [factureId])).get(factureId) ?? 0;
  return { invoice, regle, reste: resteOf(invoice, regle) };
}

const resteOf = (invoice: InvoiceToCharge, regle: number) =>
  resteDuCentimes({
    montant_centimes: Math.round(invoice.montant_ttc * 100),
    avoirs_centimes: invoice.avoirs_centimes,
    regle_centimes: regle,
  });

/** Sums the allocations asked per invoice (one invoice named twice is one allocation). */
function mergeByFacture(list: readonly { facture_id: number; montant_centimes: number }[]) {
  const merged = new Map<number, number>();
  for (const item of list)
    merged.set(item.facture_id, (merged.get(item.facture_id) ?? 0) + item.montant_centimes);
  // Locked in id order: two payments over the same invoices never wait for each other in a cycle.
  return [...merged.entries()].sort(([a], [b]) => a - b);
}

/**
 * Writes a payment and its allocations, each checked against its invoice (issued, the client's,
 * not beyond what remains), and updates the invoices. Inside the caller's transaction.
 */
export async function writeReglement(
  tx: Tx,
  invoices: InvoicePort,
  values: NewReglement,
  userId: number | null,
  now: Date,
): Promise<Recorded> {
  const wanted = mergeByFacture(values.imputations);
  assertAllowed(
    checkImputationsTotal(
      values.montant_centimes,
      wanted.map(([, cents]) => cents),
    ),
  );
  const checked: { invoice: InvoiceToCharge; regle: number; cents: number }[] = [];
  for (const [factureId, cents] of wanted) {
    const { invoice, regle, reste } = await lockedReste(tx, invoices, factureId);
    assertAllowed(checkFactureImputable(invoice, values.client_id));
    assertAllowed(checkImputationAmount(cents, reste, invoice.numero ?? '', euros));
    checked.push({ invoice, regle, cents });
  }
  const titres = values.cesu_titres ?? [];
  const keys = titres.length > 0 ? await checkCesu(tx, values.montant_centimes, titres) : [];
  const reglement = await q.insertReglement(tx, {
    client_id: values.client_id,
    date: values.date,
    mode: values.mode,
    reference: values.reference,
    montant_centimes: values.montant_centimes,
    recorded_by_user_id: userId,
  });
  await q.insertImputations(
    tx,
    checked.map(({ invoice, cents }) => ({
      reglement_id: reglement.id,
      facture_id: invoice.id,
      montant_centimes: cents,
      created_by_user_id: userId,
    })),
  );
  await q.insertCesuTitres(
    tx,
    titres.map((titre, i) => ({
      reglement_id: reglement.id,
      support: titre.support,
      emetteur: titre.emetteur,
      emetteur_cle: keys[i]!.emetteur,
      numero: titre.numero,
      numero_cle: keys[i]!.numero,
      montant_centimes: titre.montant_centimes,
      date_titre: titre.date ?? null,
      created_by_user_id: userId,
    })),
  );
  for (const { invoice, regle, cents } of checked)
    await invoices.recordLedger(tx, invoice.id, regle + cents, now);
  return { reglement, numeros: checked.map(({ invoice }) => invoice.numero ?? '') };
}

/**
 * A charge Stripe confirmed (the webhook): a payment by card or SEPA debit, Stripe's id as
 * reference, allocated to its invoice up to what remains; any surplus stays the client's credit.
 */
export async function recordCardReglement(
  deps: ModuleDeps,
  invoices: InvoicePort,
  tx: Tx,
  charge: {
    mode: 'carte' | 'prelevement_sepa';
    clientId: number;
    factureId: number;
    cents: number;
    intentId: string;
  },
): Promise<void> {
  const { invoice, reste } = await lockedReste(tx, invoices, charge.factureId);
  const imputable = checkFactureImputable(invoice, charge.clientId).ok;
  const cents = imputable ? Math.min(charge.cents, reste) : 0;
  const recorded = await writeReglement(
    tx,
    invoices,
    {
      client_id: charge.clientId,
      date: toParisIsoDate(deps.now()),
      mode: charge.mode,
      reference: charge.intentId,
      montant_centimes: charge.cents,
      imputations: cents > 0 ? [{ facture_id: invoice.id, montant_centimes: cents }] : [],
    },
    null,
    deps.now(),
  );
  await tellFamily(deps, tx, recorded);
}

/**
 * URSSAF's transfer of the immediate advance (docs/avance-immediate.md, status 70): a payment by
 * « avance URSSAF », URSSAF's request id as reference, allocated to its invoice up to what remains
 * (any surplus stays the client's credit); the family is told. Returns the payment's id.
 */
export async function recordAvanceReglement(
  deps: ModuleDeps,
  invoices: InvoicePort,
  tx: Tx,
  virement: { clientId: number; factureId: number; cents: number; date: string; reference: string },
): Promise<number> {
  const { invoice, reste } = await lockedReste(tx, invoices, virement.factureId);
  const imputable = checkFactureImputable(invoice, virement.clientId).ok;
  const cents = imputable ? Math.min(virement.cents, reste) : 0;
  const today = toParisIsoDate(deps.now());
  const recorded = await writeReglement(
    tx,
    invoices,
    {
      client_id: virement.clientId,
      date: virement.date && virement.date <= today ? virement.date : today,
      mode: 'avance_urssaf',
      reference: virement.reference,
      montant_centimes: virement.cents,
      imputations: cents > 0 ? [{ facture_id: invoice.id, montant_centimes: cents }] : [],
    },
    null,
    deps.now(),
  );
  await tellFamily(deps, tx, recorded);
  return recorded.reglement.id;
}

/** « virement », « carte bancaire », « CESU » inside a sentence. */
function modeInText(mode: ReglementMode) {
  const label = REGLEMENT_MODE_LABELS[mode];
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** The family hears of a payment: a notification now (with the call's transaction), a mail after. */
async function tellFamily(deps: ModuleDeps, tx: Tx, recorded: Recorded) {
  const { reglement, numeros } = recorded;
  const message = NOTIFICATION_MESSAGES.facture.reglementRecu({
    montant: euros(reglement.montant_centimes / 100),
    mode: modeInText(reglement.mode),
    date: frDate(reglement.date),
    factures: numeros,
    clientId: reglement.client_id,
  });
  await notify(tx, { clientId: reglement.client_id }, message);
  const party = await clientBillingParty(tx, reglement.client_id);
  if (party?.email) {
    const to = party.email;
    afterAnswer(deps, () =>
      deps.mailer.send({
        to,
        subject: 'Maisonnée : paiement reçu',
        text: `Bonjour ${party.nom},\n\n${message.body}\n\nVos factures et leurs règlements sont dans votre espace, rubrique Documents.\n\nL'équipe Maisonnée`,
      }),
    );
  }
}

/** The client's credit: what its live payments do not allocate, cents. */
function creditOf(rows: readonly q.ReglementRow[], imputed: Map<number, number>) {
  return rows
    .filter((row) => row.annule_at === null)
    .reduce((sum, row) => sum + row.montant_centimes - (imputed.get(row.id) ?? 0), 0);
}

/** How a payment recorded by someone is told. */
export interface RecordReglementOptions {
  /**
   * False only for a past the family already knows of, written afterwards (the demo's history of
   * payments, db/seed/demo-agency/money.ts): no notification, no mail. Payments recorded by
   * accounting, Stripe's webhook and URSSAF's follow-up are always told.
   */
  tellFamily?: boolean;
}

/** A payment recorded by accounting and told to the family, inside the caller's transaction. */
export async function recordReglement(
  deps: ModuleDeps,
  invoices: InvoicePort,
  tx: Tx,
  values: NewReglement,
  userId: number,
  options: RecordReglementOptions = {},
): Promise<q.ReglementRow> {
  const recorded = await writeReglement(tx, invoices, values, userId, deps.now());
  if (options.tellFamily !== false) await tellFamily(deps, tx, recorded);
  return recorded.reglement;
}

export function createReglementsService(deps: ModuleDeps, invoices: InvoicePort) {
  const { db } = deps;

  async function requireClient(conn: Conn, clientId: number) {
    const party = await clientBillingParty(conn, clientId);
    if (!party) throw notFound('Client introuvable.');
    return party;
  }

  async function toDtos(conn: Conn, rows: readonly q.ReglementRow[]): Promise<ReglementDto[]> {
    const imputations = await q.imputationsOfReglements(
      conn,
      rows.map((row) => row.id),
    );
    const names = await q.userNames(
      conn,
      rows.flatMap((row) => [row.recorded_by_user_id, row.annule_par_user_id]),
    );
    const numeros = await invoices.numeros(
      conn,
      imputations.map((i) => i.facture_id),
    );
    const titres = await q.cesuTitresOfReglements(
      conn,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const own = imputations.filter((i) => i.reglement_id === row.id);
      const impute = own.reduce((sum, i) => sum + i.montant_centimes, 0);
      return {
        id: row.id,
        client_id: row.client_id,
        date: row.date,
        mode: row.mode,
        reference: row.reference,
        montant_centimes: row.montant_centimes,
        impute_centimes: impute,
        non_impute_centimes: row.annule_at ? 0 : row.montant_centimes - impute,
        recorded_by: row.recorded_by_user_id ? (names.get(row.recorded_by_user_id) ?? null) : null,
        created_at: row.created_at.toISOString(),
        annule_at: row.annule_at?.toISOString() ?? null,
        annule_par: row.annule_par_user_id ? (names.get(row.annule_par_user_id) ?? null) : null,
        annule_motif: row.annule_motif,
        imputations: own.map((i) => ({
          id: i.id,
          facture_id: i.facture_id,
          facture_numero: numeros.get(i.facture_id) ?? null,
          montant_centimes: i.montant_centimes,
          created_at: i.created_at.toISOString(),
        })),
        cesu_titres: titres
          .filter((titre) => titre.reglement_id === row.id)
          .map((titre) => ({
            id: titre.id,
            support: titre.support,
            emetteur: titre.emetteur,
            numero: titre.numero,
            montant_centimes: titre.montant_centimes,
            date: titre.date_titre,
          })),
      };
    });
  }

  async function clientLedger(conn: Conn, clientId: number): Promise<ClientReglements> {
    const rows = await q.reglementsOfClient(conn, clientId);
    const imputed = await q.imputeParReglement(
      conn,
      rows.map((row) => row.id),
    );
    return {
      client_id: clientId,
      credit_centimes: creditOf(rows, imputed),
      // The most recent ones (the list grows with the years); the credit is over them all.
      reglements: await toDtos(conn, rows.slice(0, CLIENT_REGLEMENTS_MAX)),
    };
  }

  return {
    /**
     * `createReglement`: a payment received, with its allocations; the family is told (unless
     * `options` says otherwise: the demo's history).
     */
    async record(
      auth: AuthContext,
      body: BodyOf<E['createReglement']>,
      options: RecordReglementOptions = {},
    ): Promise<ReglementDto> {
      if (body.date > toParisIsoDate(deps.now()))
        throw validationFailed({ date: FUTURE_DATE }, FUTURE_DATE);
      await requireClient(db, body.client_id);
      const reglement = await db.transaction((tx) =>
        recordReglement(
          deps,
          invoices,
          tx,
          { ...body, reference: body.reference ?? null },
          auth.userId,
          options,
        ),
      );
      return (await toDtos(db, [reglement]))[0]!;
    },

    /** `imputerAvoirClient`: the client's credit set against one of its invoices, oldest first. */
    async allocateCredit(
      auth: AuthContext,
      body: BodyOf<E['imputerAvoirClient']>,
    ): Promise<ClientReglements> {
      await requireClient(db, body.client_id);
      await db.transaction(async (tx) => {
        const { invoice, regle, reste } = await lockedReste(tx, invoices, body.facture_id);
        assertAllowed(checkFactureImputable(invoice, body.client_id));
        assertAllowed(
          checkImputationAmount(body.montant_centimes, reste, invoice.numero ?? '', euros),
        );
        // The client's payments locked, oldest first: two allocations never spend the same credit.
        const live = (await q.lockLiveReglementsOfClient(tx, body.client_id)).reverse();
        const imputed = await q.imputeParReglement(
          tx,
          live.map((row) => row.id),
        );
        const credit = creditOf(live, imputed);
        if (credit < body.montant_centimes)
          throw refusal(
            'CREDIT_INSUFFICIENT',
            `L'avoir disponible du client (${euros(credit / 100)}) ne couvre pas ce montant.`,
            { credit_centimes: credit },
          );
        let left = body.montant_centimes;
        const parts: { reglement_id: number; cents: number }[] = [];
        for (const row of live) {
          const free = row.montant_centimes - (imputed.get(row.id) ?? 0);
          if (free <= 0 || left === 0) continue;
          const cents = Math.min(free, left);
          parts.push({ reglement_id: row.id, cents });
          left -= cents;
        }
        await q.insertImputations(
          tx,
          parts.map((part) => ({
            reglement_id: part.reglement_id,
            facture_id: invoice.id,
            montant_centimes: part.cents,
            created_by_user_id: auth.userId,
          })),
        );
        await invoices.recordLedger(tx, invoice.id, regle + body.montant_centimes, deps.now());
      });
      return clientLedger(db, body.client_id);
    },

    /** `annulerReglement`: kept with who, when and why; its invoices owe again what it paid. */
    async cancel(auth: AuthContext, body: BodyOf<E['annulerReglement']>): Promise<ReglementDto> {
      const cancelled = await db.transaction(async (tx) => {
        const row = await q.lockReglement(tx, body.id);
        if (!row) throw notFound('Règlement introuvable.');
        if (row.annule_at) throw refusal('REGLEMENT_CANCELLED', 'Ce règlement est déjà annulé.');
        const factureIds = (await q.factureIdsOfReglement(tx, row.id)).sort((a, b) => a - b);
        for (const id of factureIds) await invoices.lock(tx, id);
        const updated = await q.cancelReglement(tx, row.id, {
          annule_at: deps.now(),
          annule_par_user_id: auth.userId,
          annule_motif: body.motif,
        });
        await q.releaseCesuTitres(tx, row.id);
        const totals = await q.regleParFacture(tx, factureIds);
        for (const id of factureIds)
          await invoices.recordLedger(tx, id, totals.get(id) ?? 0, deps.now());
        return updated!;
      });
      return (await toDtos(db, [cancelled]))[0]!;
    },

    /** `listClientReglements`: the client's payments and its credit; a client reads its own. */
    async listOfClient(
      auth: AuthContext,
      clientId: number,
      access: Access,
    ): Promise<ClientReglements> {
      assertOwns(auth, access, { clientId });
      await requireClient(db, clientId);
      return clientLedger(db, clientId);
    },
  };
}

export type ReglementsService = ReturnType<typeof createReglementsService>;

/** An invoice's allocations with their payments (its history, facturation). */
export async function ledgerOfFacture(conn: Conn, factureId: number) {
  const rows = await q.imputationsOfFacture(conn, factureId);
  const names = await q.userNames(
    conn,
    rows.map(({ reglement }) => reglement.recorded_by_user_id),
  );
  return rows.map(({ imputation, reglement }) => ({
    imputation,
    reglement,
    recorded_by: reglement.recorded_by_user_id
      ? (names.get(reglement.recorded_by_user_id) ?? null)
      : null,
  }));
}
