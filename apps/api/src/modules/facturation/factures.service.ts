import {
  GENERATION_LISTED_MAX,
  type Access,
  type Facture as FactureDto,
} from '@maisonnee/contract';
import {
  DOCUMENT_TYPE,
  hourlyPriceTTC,
  invoiceTotals,
  parisPeriodBounds,
  priceTimedLine,
  priceTypedLine,
  round2,
  skillLabel,
  splitMutuelleMinutes,
  toParisIsoDate,
  type ListPeriod,
  type PricedLine,
} from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import {
  clientBillingParty,
  invoiceRecipientEmails,
  mutuelleBillingParty,
  mutuelleNames,
} from '../clients/clients-billing.service.ts';
import { quoteRatesForSkill, type QuoteRates } from '../devis/devis-rates.service.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import { chargeIssuedFacture, latestPaiementStatuts } from '../paiements/paiements.service.ts';
import {
  missionsForBilling,
  type MissionForBilling,
} from '../planning/missions-billing.service.ts';
import { euros } from '../../lib/pdf-writer.ts';
import { renderFacturePdf } from './factures-pdf.ts';
import { toFactureDto } from './factures-view.ts';
import * as q from './factures.queries.ts';
import {
  billableLinesForMonth,
  clientsWithTimesheet,
  type BillableLine,
} from './releves.service.ts';

/*
 * Invoices and credit notes (docs/facturation.md): drafts priced from the confirmed timesheet,
 * split between the client and its mutuelle; issuing gives the next gapless number and the PDF in
 * one transaction; an issued invoice never changes except for its payment, a credit note corrects it.
 */

export const FACTURES_BUCKET = 'factures';

const NO_HOURS = 'Aucune heure confirmée à facturer pour cette période.';
const PENDING =
  'Des heures de cette période restent à confirmer ou sont contestées : la facture attendra.';
const FROZEN = 'Une facture émise ne se modifie pas : émettez un avoir.';
const ALREADY_ISSUED = 'Cette facture est déjà émise.';
const EXISTS = 'Une facture existe déjà pour ce client, ce mois et ce payeur.';

type Payer = { type: 'client'; mutuelleId: null } | { type: 'mutuelle'; mutuelleId: number };

interface Draft {
  payer: Payer;
  missionId: number | null;
  lignes: q.NewFactureLigneRow[];
}

interface ListFilters {
  page: number;
  limit: number;
  /** `all` (the specification's example) filters nothing, as no type does. */
  type?: 'client' | 'mutuelle' | 'all' | undefined;
  period?: ListPeriod | undefined;
  name?: string | undefined;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** End of a Paris day as an instant (21:59:59Z is 22:59:59 or 23:59:59 in Paris). */
const endOfParisDay = (day: string) => new Date(`${day}T21:59:59Z`);

const lastDayOfMonth = (periode: string) => {
  const [y, m] = periode.split('-').map(Number) as [number, number];
  return `${periode}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

function pricedToRow(
  priced: PricedLine,
  extra: Pick<q.NewFactureLigneRow, 'libelle' | 'date' | 'intervention_id'> &
    Partial<q.NewFactureLigneRow>,
): q.NewFactureLigneRow {
  return { ...extra, ...priced };
}

export function createFacturesService(deps: ModuleDeps) {
  const { db, config, now } = deps;
  const documents = createDocumentsService(deps);

  // ---- reading -------------------------------------------------------------------------------

  async function toDtos(rows: readonly q.FactureRow[]): Promise<FactureDto[]> {
    const ids = rows.map((r) => r.id);
    const [lignes, names, mutuelles, numeros, paiements] = await Promise.all([
      q.findLignes(db, ids),
      q.clientNames(
        db,
        rows.map((r) => r.client_id),
      ),
      mutuelleNames(
        db,
        rows.flatMap((r) => (r.mutuelle_id ? [r.mutuelle_id] : [])),
      ),
      q.numerosOf(
        db,
        rows.flatMap((r) => (r.avoir_de_facture_id ? [r.avoir_de_facture_id] : [])),
      ),
      latestPaiementStatuts(deps, ids),
    ]);
    const at = now();
    return rows.map((row) =>
      toFactureDto(row, lignes.get(row.id) ?? [], {
        clientNom: names.get(row.client_id) ?? '',
        organisme: row.mutuelle_id ? (mutuelles.get(row.mutuelle_id) ?? null) : null,
        avoirDeNumero: row.avoir_de_facture_id
          ? (numeros.get(row.avoir_de_facture_id) ?? null)
          : null,
        paiementStatut: paiements.get(row.id) ?? null,
        now: at,
      }),
    );
  }

  async function toDto(row: q.FactureRow): Promise<FactureDto> {
    return (await toDtos([row]))[0]!;
  }

  async function requireFacture(id: number): Promise<q.FactureRow> {
    const row = await q.findFactureById(db, id);
    if (!row) throw notFound('Facture introuvable.');
    return row;
  }

  // ---- pricing a month -----------------------------------------------------------------------

  /** Rates of a line: the quote's for the mission's skill, else the section 9 grid. */
  function ratesResolver() {
    const cache = new Map<number, QuoteRates | undefined>();
    return async (
      mission: MissionForBilling | undefined,
    ): Promise<{ rates: QuoteRates; skillId: number }> => {
      const skillId = mission?.skillId ?? 1;
      if (mission?.devisId) {
        const key = mission.devisId * 10 + skillId;
        if (!cache.has(key)) cache.set(key, await quoteRatesForSkill(db, mission.devisId, skillId));
        const rates = cache.get(key);
        if (rates) return { rates, skillId };
      }
      const recurring = mission ? !mission.isPonctuel : true;
      return {
        skillId,
        rates: {
          semaine: hourlyPriceTTC({ skillId, recurring, weekend: false }),
          weekend: hourlyPriceTTC({ skillId, recurring, weekend: true }),
        },
      };
    };
  }

  /** The drafts of a client's month: one for the client, one per mutuelle paying some hours. */
  async function draftsOfMonth(periode: string, lines: readonly BillableLine[]): Promise<Draft[]> {
    const missions = await missionsForBilling(
      db,
      lines.flatMap((l) => (l.missionId ? [l.missionId] : [])),
    );
    const resolve = ratesResolver();
    const toClient: BillableLine[] = [];
    const toMutuelle = new Map<number, BillableLine[]>();
    const byMission = new Map<number | null, BillableLine[]>();
    for (const line of lines) {
      const list = byMission.get(line.missionId) ?? [];
      list.push(line);
      byMission.set(line.missionId, list);
    }
    for (const [missionId, missionLines] of byMission) {
      const mission = missionId ? missions.get(missionId) : undefined;
      if (!mission?.mutuelleId || mission.nbHeuresTotal === null) {
        toClient.push(...missionLines);
        continue;
      }
      const granted =
        Math.round(mission.nbHeuresTotal * 60) -
        (await q.minutesBilledToMutuelle(db, mission.id, periode));
      const split = splitMutuelleMinutes(missionLines, granted);
      toClient.push(...split.client);
      const list = toMutuelle.get(mission.mutuelleId) ?? [];
      list.push(...split.mutuelle);
      toMutuelle.set(mission.mutuelleId, list);
    }

    const price = async (list: BillableLine[]) => {
      const sorted = [...list].sort((a, b) =>
        a.date === b.date ? a.interventionId - b.interventionId : a.date < b.date ? -1 : 1,
      );
      const rows: q.NewFactureLigneRow[] = [];
      for (const line of sorted) {
        const mission = line.missionId ? missions.get(line.missionId) : undefined;
        const { rates, skillId } = await resolve(mission);
        const priced = priceTimedLine({ date: line.date, minutes: line.minutes, skillId, rates });
        rows.push(
          pricedToRow(priced, {
            libelle: skillLabel(skillId),
            date: line.date,
            intervention_id: line.interventionId,
            candidat_id: line.candidatId,
            agent_nom: line.agentNom,
            skill_id: skillId,
          }),
        );
      }
      return rows;
    };
    const singleMission = (list: BillableLine[]) => {
      const ids = new Set(list.map((l) => l.missionId));
      return ids.size === 1 ? ([...ids][0] ?? null) : null;
    };

    const drafts: Draft[] = [];
    if (toClient.length > 0)
      drafts.push({
        payer: { type: 'client', mutuelleId: null },
        missionId: singleMission(toClient),
        lignes: await price(toClient),
      });
    for (const [mutuelleId, list] of toMutuelle)
      if (list.length > 0)
        drafts.push({
          payer: { type: 'mutuelle', mutuelleId },
          missionId: singleMission(list),
          lignes: await price(list),
        });
    return drafts;
  }

  async function insertDraft(
    clientId: number,
    periode: string,
    dateDebut: string,
    dateFin: string,
    draft: Draft,
    userId: number,
  ): Promise<q.FactureRow> {
    const totals = invoiceTotals(draft.lignes);
    try {
      return await db.transaction((tx) =>
        q.insertFacture(
          tx,
          {
            client_id: clientId,
            type: draft.payer.type,
            mutuelle_id: draft.payer.mutuelleId,
            mission_id: draft.missionId,
            periode,
            date_debut: dateDebut,
            date_fin: dateFin,
            montant_ht: totals.montant_ht,
            montant_tva: totals.montant_tva,
            montant_ttc: totals.montant_ttc,
            statut: 'brouillon',
            created_by_user_id: userId,
          },
          draft.lignes,
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EXISTS);
      throw error;
    }
  }

  // ---- issuing -------------------------------------------------------------------------------

  async function pdfOf(row: q.FactureRow, conn: Tx): Promise<Uint8Array> {
    const [dto] = await toDtosIn(conn, [row]);
    const client = await clientBillingParty(conn, row.client_id);
    const mutuelle = row.mutuelle_id
      ? await mutuelleBillingParty(conn, row.mutuelle_id)
      : undefined;
    const destinataire =
      row.type === 'mutuelle' && mutuelle
        ? { nom: mutuelle.nom, adresse: mutuelle.adresse }
        : { nom: client?.nom ?? '', adresse: client?.adresse ?? null };
    return renderFacturePdf({
      facture: dto!,
      agency: config.agency,
      destinataire,
      beneficiaire: row.type === 'mutuelle' ? (client?.nom ?? null) : null,
      moyenPaiement: await paymentOnFile(conn, row),
      now: now(),
    });
  }

  /** The card or SEPA mandate the invoice will be charged on (Stripe configured), else null. */
  async function paymentOnFile(conn: Tx, row: q.FactureRow): Promise<string | null> {
    if (row.type !== 'client' || row.nature !== 'facture' || !config.stripe.secretKey) return null;
    const method = await q.defaultPaymentMethod(conn, row.client_id);
    if (!method) return null;
    const kind = method.type === 'sepa_debit' ? 'le mandat SEPA' : `la carte ${method.brand ?? ''}`;
    return `${kind.trim()} se terminant par ${method.last4 ?? '····'}`;
  }

  /** Same as toDtos but reading through the transaction (rows not committed yet). */
  async function toDtosIn(conn: Tx, rows: readonly q.FactureRow[]): Promise<FactureDto[]> {
    const ids = rows.map((r) => r.id);
    const lignes = await q.findLignes(conn, ids);
    const names = await q.clientNames(
      conn,
      rows.map((r) => r.client_id),
    );
    const mutuelles = await mutuelleNames(
      conn,
      rows.flatMap((r) => (r.mutuelle_id ? [r.mutuelle_id] : [])),
    );
    const numeros = await q.numerosOf(
      conn,
      rows.flatMap((r) => (r.avoir_de_facture_id ? [r.avoir_de_facture_id] : [])),
    );
    return rows.map((row) =>
      toFactureDto(row, lignes.get(row.id) ?? [], {
        clientNom: names.get(row.client_id) ?? '',
        organisme: row.mutuelle_id ? (mutuelles.get(row.mutuelle_id) ?? null) : null,
        avoirDeNumero: row.avoir_de_facture_id
          ? (numeros.get(row.avoir_de_facture_id) ?? null)
          : null,
        paiementStatut: null,
        now: now(),
      }),
    );
  }

  /**
   * Inside the caller's transaction: takes the next number of the series, freezes the row as
   * issued, writes its PDF (documents module) and notifies the client. Any failure rolls all back.
   */
  async function issueWithin(
    tx: Tx,
    row: q.FactureRow,
    extra: Partial<q.NewFactureRow> = {},
  ): Promise<q.FactureRow> {
    const issuedAt = now();
    const annee = Number(toParisIsoDate(issuedAt).slice(0, 4));
    const serie = row.nature === 'avoir' ? 'AV' : 'F';
    const n = await q.nextNumber(tx, serie, annee);
    const numero = `${serie}-${annee}-${String(n).padStart(6, '0')}`;
    const dueAt =
      row.nature === 'avoir'
        ? null
        : row.due_at && row.due_at.getTime() > issuedAt.getTime()
          ? row.due_at
          : new Date(issuedAt.getTime() + config.invoiceDueDays * 86_400_000);
    const issued = (await q.updateFacture(tx, row.id, {
      ...extra,
      numero,
      statut: 'emise',
      issued_at: issuedAt,
      due_at: dueAt,
    }))!;
    const bytes = await pdfOf(issued, tx);
    const label = row.nature === 'avoir' ? 'Avoir' : 'Facture';
    const { result } = await documents.storeGenerated(
      {
        bytes,
        mimeType: 'application/pdf',
        ext: 'pdf',
        documentTypeId: DOCUMENT_TYPE.FACTURE,
        bucket: FACTURES_BUCKET,
        namePrefix: numero.toLowerCase(),
        originalName: `${label} ${numero}.pdf`,
        owner: { clientId: row.client_id },
        uploadedByUserId: row.created_by_user_id,
      },
      async (inner, document) =>
        (await q.updateFacture(inner, row.id, { filename: document.filename }))!,
      tx,
    );
    if (issued.type === 'client')
      await notify(
        tx,
        { clientId: row.client_id },
        NOTIFICATION_MESSAGES.facture.factureEmise({
          numero,
          montant: euros(issued.montant_ttc),
          avoir: issued.nature === 'avoir',
          clientId: issued.client_id,
        }),
      );
    return result;
  }

  // ---- the calls -----------------------------------------------------------------------------

  return {
    async getFacture(auth: AuthContext, id: number, access: Access): Promise<FactureDto> {
      const row = await requireFacture(id);
      assertOwns(auth, access, { clientId: row.client_id });
      return toDto(row);
    },

    async listFactures(filters: ListFilters) {
      // Days, weeks and months of the Paris calendar (at 00:30 on the 1st it is the new month).
      const range = filters.period ? parisPeriodBounds(filters.period, now()) : undefined;
      const { rows, total } = await q.listFactures(db, {
        type: filters.type === 'all' ? undefined : filters.type,
        from: range?.from,
        to: range?.to,
        name: filters.name || undefined,
        page: filters.page,
        limit: filters.limit,
      });
      const items = (await toDtos(rows)).map(({ lignes: _lignes, ...item }) => item);
      return { items, page: filters.page, limit: filters.limit, total };
    },

    async listClientFactures(
      auth: AuthContext,
      pathId: number,
      body: {
        id: number;
        start_date: string;
        end_date: string;
        statut?: FactureDto['statut'] | undefined;
        mutuelle?: boolean | undefined;
      },
      access: Access,
    ): Promise<FactureDto[]> {
      if (body.id !== pathId)
        throw validationFailed({ id: "L'identifiant du client ne correspond pas à l'adresse." });
      assertOwns(auth, access, { clientId: pathId });
      const rows = await q.listClientFactures(db, pathId, {
        start: body.start_date,
        end: body.end_date,
        type: body.mutuelle === undefined ? undefined : body.mutuelle ? 'mutuelle' : 'client',
      });
      const dtos = await toDtos(rows);
      return body.statut ? dtos.filter((d) => d.statut === body.statut) : dtos;
    },

    async createFacture(
      auth: AuthContext,
      body: {
        client_id: number;
        type: 'client' | 'mutuelle';
        mutuelle_id?: number | null | undefined;
        periode_debut: string;
        periode_fin: string;
        lignes?: TypedLine[] | undefined;
      },
    ): Promise<FactureDto> {
      if (!(await clientBillingParty(db, body.client_id))) throw notFound('Client introuvable.');
      const payer: Payer =
        body.type === 'mutuelle'
          ? { type: 'mutuelle', mutuelleId: body.mutuelle_id! }
          : { type: 'client', mutuelleId: null };
      if (payer.mutuelleId && !(await mutuelleBillingParty(db, payer.mutuelleId)))
        throw notFound('Mutuelle introuvable.');
      const periode = body.periode_debut.slice(0, 7);
      if (await q.findLiveFacture(db, body.client_id, periode, payer.type, payer.mutuelleId))
        throw conflict(EXISTS);
      let draft: Draft | undefined;
      if (body.lignes && body.lignes.length > 0) {
        draft = { payer, missionId: null, lignes: body.lignes.map(typedLineRow) };
      } else {
        const month = await billableLinesForMonth(deps, body.client_id, periode);
        const inRange = month.lines.filter(
          (l) => l.date >= body.periode_debut && l.date <= body.periode_fin,
        );
        if (inRange.length === 0) throw conflict(NO_HOURS);
        if (month.pending > 0) throw conflict(PENDING);
        const drafts = await draftsOfMonth(periode, inRange);
        draft = drafts.find(
          (d) => d.payer.type === payer.type && d.payer.mutuelleId === payer.mutuelleId,
        );
        if (!draft) throw conflict(NO_HOURS);
      }
      const row = await insertDraft(
        body.client_id,
        periode,
        body.periode_debut,
        body.periode_fin,
        draft,
        auth.userId,
      );
      return toDto(row);
    },

    async genererFacturesMois(
      auth: AuthContext,
      body: { periode: string; client_id?: number | undefined },
    ) {
      const clientIds = body.client_id
        ? [body.client_id]
        : await clientsWithTimesheet(deps, body.periode);
      const creees: q.FactureRow[] = [];
      let existantes = 0;
      let enAttente = 0;
      const debut = `${body.periode}-01`;
      const fin = lastDayOfMonth(body.periode);
      for (const clientId of clientIds) {
        const month = await billableLinesForMonth(deps, clientId, body.periode);
        if (month.pending > 0) {
          enAttente += 1;
          continue;
        }
        if (month.lines.length === 0) continue;
        const drafts = await draftsOfMonth(body.periode, month.lines);
        for (const draft of drafts) {
          const live = await q.findLiveFacture(
            db,
            clientId,
            body.periode,
            draft.payer.type,
            draft.payer.mutuelleId,
          );
          if (live) {
            existantes += 1;
            continue;
          }
          try {
            creees.push(await insertDraft(clientId, body.periode, debut, fin, draft, auth.userId));
          } catch (error) {
            if (error instanceof AppError && error.code === 'CONFLICT') existantes += 1;
            else throw error;
          }
        }
      }
      // A whole agency's month is thousands of drafts: the answer lists the first ones and counts
      // them all; the list of the month is GET /api/factures?period= (docs/lists.md).
      const listed = await toDtos(creees.slice(0, GENERATION_LISTED_MAX));
      const items = listed.map(({ lignes: _lignes, ...item }) => item);
      return { creees: items, nb_creees: creees.length, existantes, en_attente: enAttente };
    },

    async genererFactures(
      _auth: AuthContext,
      body: { facture: number; organisme: number | null; commentaire?: string | null | undefined },
    ): Promise<FactureDto> {
      const row = await requireFacture(body.facture);
      if (row.statut !== 'brouillon') throw conflict(ALREADY_ISSUED);
      const extra: Partial<q.NewFactureRow> = {};
      if (body.commentaire !== undefined) extra.commentaire = body.commentaire ?? null;
      if (body.organisme !== (row.mutuelle_id ?? null)) {
        if (body.organisme !== null && !(await mutuelleBillingParty(db, body.organisme)))
          throw notFound('Mutuelle introuvable.');
        extra.type = body.organisme === null ? 'client' : 'mutuelle';
        extra.mutuelle_id = body.organisme;
      }
      let issued: q.FactureRow;
      try {
        issued = await db.transaction(async (tx) => {
          const locked = await q.lockFacture(tx, row.id);
          if (!locked || locked.statut !== 'brouillon') throw conflict(ALREADY_ISSUED);
          return issueWithin(tx, locked, extra);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EXISTS);
        throw error;
      }
      // The invoice is issued whatever happens to the charge: a failure is the payments' to record.
      if (issued.type === 'client')
        await chargeIssuedFacture(deps, issued.id).catch((error: unknown) =>
          deps.log.error({ err: error, factureId: issued.id }, 'automatic charge failed'),
        );
      return toDto((await q.findFactureById(db, issued.id)) ?? issued);
    },

    async updateFacture(
      _auth: AuthContext,
      body: {
        id: number;
        statut?: FactureDto['statut'] | undefined;
        date_echeance?: string | undefined;
        lignes?: TypedLine[] | undefined;
        montant_paye?: number | undefined;
      },
    ): Promise<FactureDto> {
      const row = await requireFacture(body.id);
      if (row.statut === 'brouillon') {
        if (body.montant_paye !== undefined)
          throw conflict("Une facture planifiée n'est pas encore à payer : émettez-la d'abord.");
        if (body.statut !== undefined && body.statut !== 'brouillon' && body.statut !== 'annulee')
          throw conflict("Une facture planifiée s'émet par « Générer la facture ».");
        const values: Partial<q.NewFactureRow> = {};
        if (body.date_echeance) values.due_at = endOfParisDay(body.date_echeance);
        if (body.statut === 'annulee') values.statut = 'annulee';
        const updated = await db.transaction(async (tx) => {
          if (body.lignes) {
            const lignes = body.lignes.map(typedLineRow);
            await q.replaceLignes(tx, row.id, lignes);
            const totals = invoiceTotals(lignes);
            Object.assign(values, {
              montant_ht: totals.montant_ht,
              montant_tva: totals.montant_tva,
              montant_ttc: totals.montant_ttc,
            });
          }
          return (await q.updateFacture(tx, row.id, values))!;
        });
        return toDto(updated);
      }
      // Issued: only the payment bookkeeping of an invoice.
      const onlyPayment =
        row.nature === 'facture' &&
        row.statut !== 'annulee' &&
        body.lignes === undefined &&
        body.date_echeance === undefined &&
        (body.statut === undefined || body.statut === 'payee') &&
        (body.montant_paye !== undefined || body.statut === 'payee');
      if (!onlyPayment) throw conflict(FROZEN);
      const paye = body.montant_paye ?? row.montant_ttc;
      if (paye > row.montant_ttc)
        throw validationFailed(
          { montant_paye: 'Le montant payé dépasse le montant de la facture.' },
          'Le montant payé dépasse le montant de la facture.',
        );
      if (body.statut === 'payee' && paye < row.montant_ttc)
        throw conflict("La facture n'est pas payée en entier.");
      const full = paye >= row.montant_ttc;
      const updated = (await q.updateFacture(db, row.id, {
        montant_paye: paye,
        ...(full
          ? {
              statut: 'payee',
              paid_at: row.paid_at ?? now(),
              paiement_erreur: null,
              paiement_relance_at: null,
            }
          : row.statut === 'payee'
            ? { statut: row.sent_at ? 'envoyee' : 'emise', paid_at: null }
            : {}),
      }))!;
      return toDto(updated);
    },

    async createAvoir(
      auth: AuthContext,
      body: { facture_id: number; motif: string; montant_ttc?: number | undefined },
    ): Promise<FactureDto> {
      const original = await requireFacture(body.facture_id);
      if (original.nature !== 'facture' || original.numero === null)
        throw conflict('Un avoir corrige une facture émise.');
      if (original.statut === 'annulee') throw conflict('Cette facture est déjà annulée.');
      const avoir = await db.transaction(async (tx) => {
        const locked = (await q.lockFacture(tx, original.id))!;
        if (locked.statut === 'annulee') throw conflict('Cette facture est déjà annulée.');
        const credited = await q.creditedTotal(tx, locked.id);
        const left = round2(locked.montant_ttc + credited);
        const amount = body.montant_ttc ?? left;
        if (left <= 0 || amount > left)
          throw conflict(
            `Le montant de l'avoir dépasse ce qui reste à créditer sur la facture (${euros(Math.max(left, 0))}).`,
          );
        const lignes = await avoirLines(
          tx,
          locked,
          amount,
          credited === 0 && amount === locked.montant_ttc,
        );
        const totals = invoiceTotals(lignes);
        const inserted = await q.insertFacture(
          tx,
          {
            nature: 'avoir',
            avoir_de_facture_id: locked.id,
            type: locked.type,
            client_id: locked.client_id,
            mission_id: locked.mission_id,
            mutuelle_id: locked.mutuelle_id,
            periode: locked.periode,
            date_debut: locked.date_debut,
            date_fin: locked.date_fin,
            montant_ht: totals.montant_ht,
            montant_tva: totals.montant_tva,
            montant_ttc: totals.montant_ttc,
            commentaire: body.motif,
            statut: 'brouillon',
            created_by_user_id: auth.userId,
          },
          lignes,
        );
        const issued = await issueWithin(tx, inserted);
        if (round2(left - amount) === 0)
          await q.updateFacture(tx, locked.id, { statut: 'annulee' });
        return issued;
      });
      return toDto(avoir);
    },

    async sendFacture(_auth: AuthContext, body: { id: number; email?: string | null | undefined }) {
      const row = await requireFacture(body.id);
      if (row.statut === 'brouillon' || !row.filename)
        throw conflict("Une facture planifiée ne s'envoie pas : émettez-la d'abord.");
      let recipients: string[];
      if (body.email) recipients = [body.email];
      else if (row.type === 'mutuelle' && row.mutuelle_id) {
        const mutuelle = await mutuelleBillingParty(db, row.mutuelle_id);
        recipients = mutuelle?.email ? [mutuelle.email] : [];
      } else {
        const client = await clientBillingParty(db, row.client_id);
        recipients = [
          ...(client?.email ? [client.email] : []),
          ...(await invoiceRecipientEmails(db, row.client_id)),
        ];
      }
      recipients = [...new Set(recipients.map((e) => e.trim().toLowerCase()))];
      if (recipients.length === 0)
        throw conflict('Aucune adresse e-mail pour envoyer cette facture : indiquez-en une.');
      const bytes = await documents.read({ bucket: FACTURES_BUCKET, filename: row.filename });
      if (!bytes) throw conflict('Le PDF de cette facture est introuvable.');
      const label = row.nature === 'avoir' ? 'Avoir' : 'Facture';
      const due = row.due_at ? ` à régler avant le ${frDay(toParisIsoDate(row.due_at))}` : '';
      for (const to of recipients)
        await deps.mailer.send({
          to,
          subject: `${label} ${row.numero} — ${config.agency.nom}`,
          text:
            `Bonjour,\n\nVeuillez trouver ci-joint ${row.nature === 'avoir' ? "l'avoir" : 'la facture'} ${row.numero} ` +
            `d'un montant de ${euros(row.montant_ttc)}${row.nature === 'avoir' ? '' : due}.\n\n` +
            `Bien cordialement,\n${config.agency.nom}`,
          attachments: [
            {
              filename: `${label} ${row.numero}.pdf`,
              content: bytes,
              contentType: 'application/pdf',
            },
          ],
        });
      const updated = (await q.updateFacture(db, row.id, {
        sent_at: now(),
        ...(row.statut === 'emise' ? { statut: 'envoyee' as const } : {}),
      }))!;
      return toDto(updated);
    },
  };
}

export type FacturesService = ReturnType<typeof createFacturesService>;

const frDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

interface TypedLine {
  intervention_id?: number | null | undefined;
  libelle: string;
  date?: string | null | undefined;
  quantite: number;
  prix_unitaire_ttc: number;
}

/** A line typed by accounting: a 'forfait' at the 10 % rate of home services. */
function typedLineRow(line: TypedLine): q.NewFactureLigneRow {
  return pricedToRow(priceTypedLine(line.quantite, line.prix_unitaire_ttc, 0.1), {
    libelle: line.libelle,
    date: line.date ?? null,
    intervention_id: line.intervention_id ?? null,
  });
}

/**
 * Lines of a credit note: the invoice's lines negated when it is credited in full, otherwise one
 * line per VAT rate sharing the amount in proportion of the invoice's TTC per rate.
 */
async function avoirLines(
  conn: Tx,
  original: q.FactureRow,
  amount: number,
  whole: boolean,
): Promise<q.NewFactureLigneRow[]> {
  const lignes = (await q.findLignes(conn, [original.id])).get(original.id) ?? [];
  if (whole)
    return lignes.map((l) => ({
      intervention_id: l.intervention_id,
      libelle: l.libelle,
      date: l.date,
      candidat_id: l.candidat_id,
      agent_nom: l.agent_nom,
      skill_id: l.skill_id,
      minutes: l.minutes === null ? null : -l.minutes,
      quantite: l.quantite,
      tarif: l.tarif,
      prix_unitaire_ttc: l.prix_unitaire_ttc,
      taux_tva: l.taux_tva,
      montant_ht: -l.montant_ht,
      montant_tva: -l.montant_tva,
      montant_ttc: -l.montant_ttc,
    }));
  const groups = invoiceTotals(lignes).tva_par_taux;
  const rows: q.NewFactureLigneRow[] = [];
  let rest = amount;
  groups.forEach((g, index) => {
    const share =
      index === groups.length - 1
        ? round2(rest)
        : round2((amount * g.montant_ttc) / original.montant_ttc);
    rest = round2(rest - share);
    const priced = priceTypedLine(1, share, g.taux_tva);
    rows.push({
      libelle: `Avoir partiel sur la facture ${original.numero ?? ''}`,
      date: null,
      intervention_id: null,
      ...priced,
      prix_unitaire_ttc: -priced.prix_unitaire_ttc,
      montant_ht: -priced.montant_ht,
      montant_tva: -priced.montant_tva,
      montant_ttc: -priced.montant_ttc,
    });
  });
  return rows;
}
