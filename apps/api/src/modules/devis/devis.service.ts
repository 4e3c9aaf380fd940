import { endpoints, type Devis as DevisDto } from '@maisonnee/contract';
import {
  checkDevisDeletable,
  DEFAULT_FREQUENCE_TYPE,
  DEFAULT_PRICE_GRID,
  effectiveDevisStatut,
  estimateBesoin,
  frequenceIdOf,
  isoDayOfWeek,
  priceDevis,
  skillLabel,
  type BesoinToPrice,
  type DevisPrice,
  type SkillId,
  PONCTUEL_FREQUENCE_LABEL,
  toParisIsoDate,
  ALLOWED,
  refuse,
  type DevisStatut,
  type RuleResult,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, assertAllowed, notFound, refusal } from '../../lib/app-error.ts';
import {
  addClientCommentaire,
  mutuelleExists,
  requireClientForNewDevis,
} from '../clients/client-records.service.ts';
import { priceGridAt, readPriceGrids } from '../agence/agency-settings.ts';
import { createPlanningService } from '../planning/planning.service.ts';
import {
  createDevisSignatureService,
  type DevisServiceDeps,
  type DevisSignatureService,
} from './devis-signature.service.ts';
import {
  createDevisReader,
  DAY_MS,
  devisState,
  isoDay,
  LIBRE_PREFIX,
  roundCents,
  VALIDITY_DAYS,
} from './devis-view.ts';
import * as q from './devis.queries.ts';

/*
 * Quotes (devis): the price of a need, the quote created from a client's need or composed by the
 * back office, the lists of a client's quotes, deleting. Signing and sending for signature live in
 * devis-signature.service.ts; states and transitions are described in docs/devis.md.
 */

export type { DevisServiceDeps } from './devis-signature.service.ts';

const BESOIN_PREFIX = 'DEV';

const atTime = (day: string, time: string) =>
  time === '24:00'
    ? new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS)
    : new Date(`${day}T${time}:00Z`);

/** A French 400 from a domain rule's RangeError (bad times, unknown skill, bad hours). */
function asValidation(error: unknown, field: string): never {
  if (error instanceof RangeError) {
    throw new AppError('VALIDATION_FAILED', error.message, { fields: { [field]: error.message } });
  }
  throw error;
}

/** Only a quote not signed, cancelled or refused yet can be marked refused. */
function checkDevisRefusable(statut: DevisStatut): RuleResult {
  switch (statut) {
    case 'signe':
      return refuse('ALREADY_SIGNED', 'Ce devis est déjà signé : il ne peut pas être refusé.');
    case 'annule':
      return refuse('DEVIS_CANCELLED', 'Ce devis a été supprimé : il ne peut pas être refusé.');
    case 'refuse':
      return refuse('DEVIS_REFUSED', 'Ce devis est déjà marqué refusé.');
    default:
      return ALLOWED;
  }
}

/** A quote's client and state, for a module that refers to a quote (a planning draft). */
export async function findDevisOwner(conn: Db | Tx, id: number) {
  const row = await q.findDevisById(conn, id);
  return (
    row && { id: row.id, client_id: row.client_id, statut: row.statut, deleted_at: row.deleted_at }
  );
}

/** A need as the client submits it (client/save-besoin, client/add-besoin, client/devis). */
export interface BesoinInput extends BesoinToPrice {
  client_id: number;
  date: string;
  description?: string | null;
  frequenceType: string;
  reccurentArray: { day: number; time_debut: string; time_fin: string }[];
}

/** A repeated need submission answers the quote made this long ago at most. */
export const BESOIN_REPEAT_WINDOW_MS = 10 * 60_000;

const slotKey = (h: { day: number; time_debut: string; time_fin: string }) =>
  `${h.day} ${h.time_debut.slice(0, 5)} ${h.time_fin.slice(0, 5)}`;

/** The quote of the same need submitted a moment ago, still waiting for the signature, if any. */
async function findRepeatedBesoin(
  tx: Tx,
  need: {
    clientId: number;
    userId: number;
    missionId: number | null;
    since: Date;
    values: {
      client_besoin_skill_id: number;
      is_ponctuel: boolean;
      frequence: string;
      date_debut: Date;
      date_fin: Date | null;
      description: string | null;
    };
    totalTTC: number;
    horaires: readonly { day: number; time_debut: string; time_fin: string }[];
  },
): Promise<q.DevisRow | undefined> {
  const candidates = await q.findRecentBesoinDevis(tx, { ...need, referencePrefix: BESOIN_PREFIX });
  if (candidates.length === 0) return undefined;
  const lines = await q.findDevisLines(
    tx,
    candidates.map((row) => row.id),
  );
  const wanted = need.horaires.map(slotKey).sort().join('|');
  return candidates.find((row) => {
    const v = need.values;
    const slots = (lines.get(row.id) ?? []).flatMap((line) => line.horaires.map(slotKey));
    return (
      row.client_besoin_skill_id === v.client_besoin_skill_id &&
      row.is_ponctuel === v.is_ponctuel &&
      row.frequence === v.frequence &&
      row.date_debut?.getTime() === v.date_debut.getTime() &&
      (row.date_fin?.getTime() ?? null) === (v.date_fin?.getTime() ?? null) &&
      (row.description ?? null) === v.description &&
      Number(row.total_ttc) === need.totalTTC &&
      slots.sort().join('|') === wanted
    );
  });
}

export function createDevisService(
  deps: DevisServiceDeps,
  signature: DevisSignatureService = createDevisSignatureService(deps),
) {
  const { db, mailer, config, now } = deps;
  const reader = createDevisReader(deps);
  const planning = createPlanningService(deps);

  return {
    /**
     * Today's prices (public): the grid pricing new estimates and quotes, with the day it took
     * effect (null: the specification's), and the next grid scheduled, if any.
     */
    async tarifs() {
      const today = toParisIsoDate(now());
      const grids = await readPriceGrids(db);
      const current = grids.filter((g) => g.effectiveFrom <= today).at(-1);
      const next = grids.find((g) => g.effectiveFrom > today);
      return {
        effective_from: current?.effectiveFrom ?? null,
        grid: current?.grid ?? DEFAULT_PRICE_GRID,
        prochaine: next ? { effective_from: next.effectiveFrom, grid: next.grid } : null,
      };
    },

    /** Price of a need at today's grid, nothing stored (client/devis). */
    async estimate(auth: AuthContext, body: BesoinInput) {
      assertOwns(auth, endpoints.estimateClientDevis.access, { clientId: body.client_id });
      const grid = await priceGridAt(db, now());
      let price: DevisPrice;
      try {
        price = estimateBesoin(body, grid);
      } catch (error) {
        asValidation(error, 'reccurentArray');
      }
      return {
        client_besoin_skill_id: price.skillId as SkillId,
        is_ponctuel: !price.recurring,
        nb_heures: price.nbHeures,
        nb_heures_weekend: price.nbHeuresWeekend,
        prix_horaire_ttc: price.prixHoraireTTC,
        prix_horaire_weekend_ttc: price.prixHoraireWeekendTTC,
        montant_ttc: price.montantTTC,
        montant_mensuel_ttc: price.montantMensuelTTC,
        credit_impot_ttc: price.creditImpotTTC,
        reste_a_charge_ttc: price.resteAChargeTTC,
        reste_a_charge_mensuel_ttc: price.resteAChargeMensuelTTC,
      };
    },

    /**
     * The quote to sign for a client's need (save-besoin, add-besoin): priced by the domain rule,
     * sent for signature at once. `within` runs in the same transaction (the draft is deleted
     * there), so nothing is saved half-way.
     */
    async createFromBesoin(
      auth: AuthContext,
      body: BesoinInput,
      options: {
        missionId?: number;
        within?: (tx: Tx) => Promise<void>;
      } = {},
    ): Promise<DevisDto> {
      // Priced at the grid in force today; the quote keeps these prices in its lines.
      const grid = await priceGridAt(db, now());
      let price: DevisPrice;
      try {
        price = estimateBesoin(body, grid);
      } catch (error) {
        asValidation(error, body.frequence === 'ponctuel' ? 'time_fin' : 'reccurentArray');
      }
      const start =
        body.frequence === 'ponctuel' && body.time_debut
          ? atTime(body.date, body.time_debut)
          : atTime(body.date, '24:00');
      if (start < now()) {
        throw new AppError('VALIDATION_FAILED', 'La date du besoin est déjà passée.', {
          fields: { date: 'Date passée.' },
        });
      }
      await requireClientForNewDevis(db, body.client_id);
      // A need declared through an insurer's mission: the quote says which hours it pays.
      let insurer: { mutuelle_id: number; heures_mutuelle_restantes: number } | null = null;
      if (options.missionId) {
        const mission = await planning.findMission(options.missionId);
        if (!mission) throw notFound('Mission introuvable.');
        assertOwns(auth, endpoints.addBesoin.access, { clientId: mission.client_id });
        if (mission.client_id !== body.client_id)
          throw new AppError('FORBIDDEN', "Cette mission n'appartient pas à ce client.");
        if (mission.statut !== 'active')
          throw refusal('MISSION_NOT_ACTIVE', "Cette mission n'est plus en cours.");
        if (mission.mutuelle_id !== null)
          insurer = {
            mutuelle_id: mission.mutuelle_id,
            heures_mutuelle_restantes: Math.max(
              0,
              (mission.nb_heures_total ?? 0) - mission.nb_heures_consommees,
            ),
          };
      }
      const ponctuel = body.frequence === 'ponctuel';
      const horaires = ponctuel
        ? [{ day: isoDayOfWeek(body.date), time_debut: body.time_debut!, time_fin: body.time_fin! }]
        : body.reccurentArray;
      const at = now();
      const values = {
        client_besoin_skill_id: body.service,
        is_ponctuel: ponctuel,
        frequence: ponctuel ? PONCTUEL_FREQUENCE_LABEL : body.frequenceType,
        date_debut: ponctuel ? atTime(body.date, body.time_debut!) : atTime(body.date, '00:00'),
        date_fin: ponctuel ? atTime(body.date, body.time_fin!) : null,
        description: body.description ?? null,
      };
      const created = await db.transaction(async (tx) => {
        // "Envoyer ma demande de devis" pressed twice (or a retried request): the same need of the
        // same client, by the same user, within a few minutes answers the quote already made.
        await q.lockBesoinSubmissions(tx, body.client_id);
        const repeated = await findRepeatedBesoin(tx, {
          clientId: body.client_id,
          userId: auth.userId,
          missionId: options.missionId ?? null,
          since: new Date(at.getTime() - BESOIN_REPEAT_WINDOW_MS),
          values,
          totalTTC: price.montantTTC,
          horaires,
        });
        if (repeated) return { row: repeated, isNew: false };
        const id = await q.insertDevisWithLines(
          tx,
          {
            client_id: body.client_id,
            mission_id: options.missionId ?? null,
            ...insurer,
            statut: 'en_attente_signature',
            client_besoin_skill_id: body.service,
            is_ponctuel: ponctuel,
            frequence: ponctuel ? PONCTUEL_FREQUENCE_LABEL : body.frequenceType,
            frequence_id: ponctuel ? null : (body.frequenceId ?? frequenceIdOf(body.frequenceType)),
            date_debut: ponctuel ? atTime(body.date, body.time_debut!) : atTime(body.date, '00:00'),
            date_fin: ponctuel ? atTime(body.date, body.time_fin!) : null,
            description: body.description ?? null,
            nb_heures: price.nbHeures,
            nb_heures_weekend: price.nbHeuresWeekend,
            total_ttc: price.montantTTC,
            total_mensuel_ttc: price.montantMensuelTTC,
            sent_at: at,
            expires_at: new Date(at.getTime() + VALIDITY_DAYS * DAY_MS),
            created_by_user_id: auth.userId,
          },
          [
            {
              detail: {
                client_besoin_skill_id: body.service,
                label: skillLabel(body.service),
                nb_heures: price.nbHeures,
                nb_heures_weekend: price.nbHeuresWeekend,
                prix_horaire_ttc: price.prixHoraireTTC,
                prix_horaire_weekend_ttc: price.prixHoraireWeekendTTC,
                total_ttc: price.montantTTC,
              },
              horaires,
            },
          ],
          BESOIN_PREFIX,
        );
        await options.within?.(tx);
        const inserted = (await q.findDevisById(tx, id))!;
        return { row: (await signature.ensureUnsignedPdf(inserted, tx)).row, isNew: true };
      });
      const row = created.row;
      if (!created.isNew) return reader.dtoOf(row);
      await mailer.send({
        to: config.mail.sales,
        subject: `Nouveau besoin client : devis ${row.reference}`,
        text: `Le client n° ${row.client_id} a déclaré un besoin (${skillLabel(body.service)}, ${ponctuel ? 'ponctuel' : body.frequenceType}). Le devis ${row.reference} (${row.total_ttc} € TTC) lui est proposé à la signature.`,
      });
      return reader.dtoOf(row);
    },

    async getDevis(auth: AuthContext, id: number) {
      return reader.dtoOf(await reader.loadForCaller(auth, id, endpoints.getDevis.access));
    },

    /** The quotes shown on a client record the caller may already read (no access check here). */
    async listForClientRecord(clientId: number, options: { includeBrouillons: boolean }) {
      return reader.dtosOf(await q.listDevisOfClient(db, clientId, options));
    },

    async listClientDevis(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listClientDevis.access, { clientId });
      await reader.requireClient(clientId);
      return reader.dtosOf(await q.listDevisOfClient(db, clientId, { includeBrouillons: false }));
    },

    async listConciergerieDevis(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listConciergerieDevis.access, { clientId });
      await reader.requireClient(clientId);
      return reader.dtosOf(await q.listDevisOfClient(db, clientId, { includeBrouillons: true }));
    },

    /** A quote composed by the back office, sent for signature when `send` is true. */
    async createLibre(
      auth: AuthContext,
      body: (typeof endpoints.createDevisLibre.body)['_zod']['output'],
    ): Promise<DevisDto> {
      await requireClientForNewDevis(db, body.client_id);
      const ponctuel = body.lignes[0]!.is_ponctuel;
      if (body.lignes.some((ligne) => ligne.is_ponctuel !== ponctuel)) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Un devis regroupe soit des prestations ponctuelles, soit des prestations récurrentes.',
          { fields: { lignes: 'Toutes les lignes sont ponctuelles, ou toutes récurrentes.' } },
        );
      }
      const at = now();
      if (body.date_validite && body.date_validite < isoDay(at)) {
        throw new AppError('VALIDATION_FAILED', 'La date de validité est déjà passée.', {
          fields: { date_validite: 'Date passée.' },
        });
      }
      if (body.mutuelle_id && !(await mutuelleExists(db, body.mutuelle_id))) {
        throw new AppError('VALIDATION_FAILED', 'Mutuelle inconnue.', {
          fields: { mutuelle_id: 'Mutuelle inconnue.' },
        });
      }
      // Prices left empty are today's grid's; the quote keeps them in its lines.
      const grid = await priceGridAt(db, at);
      const priced = body.lignes.map((ligne, index) => {
        try {
          return {
            ligne,
            price: priceDevis({
              skillId: ligne.client_besoin_skill_id,
              recurring: !ligne.is_ponctuel,
              nbHeures: ligne.nb_heures,
              nbHeuresWeekend: ligne.nb_heures_weekend,
              frequenceId: frequenceIdOf(ligne.frequence_type),
              prixHoraireTTC: ligne.prix_horaire_ttc ?? null,
              prixHoraireWeekendTTC: ligne.prix_horaire_weekend_ttc ?? null,
              grid,
            }),
          };
        } catch (error) {
          return asValidation(error, `lignes.${index}`);
        }
      });
      const first = body.lignes[0]!;
      const debuts = body.lignes.map((l) => l.date_debut).sort();
      const fins = body.lignes
        .flatMap((l) => (l.date_fin ? [l.date_fin] : ponctuel ? [l.date_debut] : []))
        .sort();
      const total = roundCents(priced.reduce((sum, p) => sum + p.price.montantTTC, 0));
      const mensuel = ponctuel
        ? null
        : roundCents(priced.reduce((sum, p) => sum + (p.price.montantMensuelTTC ?? 0), 0));
      const expiresAt = body.date_validite
        ? atTime(body.date_validite, '24:00')
        : new Date(at.getTime() + VALIDITY_DAYS * DAY_MS);
      const row = await db.transaction(async (tx) => {
        const id = await q.insertDevisWithLines(
          tx,
          {
            client_id: body.client_id,
            mutuelle_id: body.mutuelle_id ?? null,
            statut: body.send ? 'en_attente_signature' : 'brouillon',
            client_besoin_skill_id: first.client_besoin_skill_id,
            is_ponctuel: ponctuel,
            frequence: ponctuel
              ? PONCTUEL_FREQUENCE_LABEL
              : (first.frequence_type ?? DEFAULT_FREQUENCE_TYPE),
            frequence_id: ponctuel ? null : frequenceIdOf(first.frequence_type),
            date_debut: atTime(debuts[0]!, '00:00'),
            date_fin: fins.length > 0 ? atTime(fins[fins.length - 1]!, '24:00') : null,
            description: body.commentaire ?? null,
            nb_heures: priced.reduce((sum, p) => sum + p.price.nbHeures, 0),
            nb_heures_weekend: priced.reduce((sum, p) => sum + p.price.nbHeuresWeekend, 0),
            total_ttc: total,
            total_mensuel_ttc: mensuel,
            sent_at: body.send ? at : null,
            expires_at: expiresAt,
            created_by_user_id: auth.userId,
          },
          priced.map(({ ligne, price }) => ({
            detail: {
              client_besoin_skill_id: ligne.client_besoin_skill_id,
              label: ligne.libelle,
              nb_heures: price.nbHeures,
              nb_heures_weekend: price.nbHeuresWeekend,
              prix_horaire_ttc: price.prixHoraireTTC,
              prix_horaire_weekend_ttc: price.prixHoraireWeekendTTC,
              total_ttc: price.montantTTC,
            },
            horaires: ligne.is_ponctuel
              ? ligne.creneaux.map((c) => ({
                  day: isoDayOfWeek(c.date),
                  time_debut: c.time_debut,
                  time_fin: c.time_fin,
                }))
              : ligne.horaires,
          })),
          LIBRE_PREFIX,
        );
        const inserted = (await q.findDevisById(tx, id))!;
        return body.send ? (await signature.ensureUnsignedPdf(inserted, tx)).row : inserted;
      });
      if (body.send) await signature.mailSignatureLink(row);
      return reader.dtoOf(row);
    },

    /** Deletes an unsigned quote (kept as cancelled evidence); a signed one answers 409. */
    async deleteDevis(auth: AuthContext, id: number) {
      return db.transaction(async (tx) => {
        const row = await q.lockDevis(tx, id);
        if (!row || row.deleted_at) throw notFound('Devis introuvable.');
        assertOwns(auth, endpoints.deleteDevis.access, { clientId: row.client_id });
        assertAllowed(checkDevisDeletable(devisState(row)));
        await q.updateDevis(tx, id, { deleted_at: now(), statut: 'annule' });
        return { id, deleted: true as const };
      });
    },

    /**
     * The agency records that the client turned a quote down: a draft, a quote waiting for its
     * signature or an expired one becomes `refuse` (its "devis non signé" cockpit task closes);
     * the reason, when given, is kept as a comment on the client's file.
     */
    async refuseDevis(auth: AuthContext, body: { devis_id: number; motif?: string | null }) {
      const row = await db.transaction(async (tx) => {
        const found = await q.lockDevis(tx, body.devis_id);
        if (!found || found.deleted_at) throw notFound('Devis introuvable.');
        assertOwns(auth, endpoints.refuseDevis.access, { clientId: found.client_id });
        assertAllowed(checkDevisRefusable(effectiveDevisStatut(devisState(found), now())));
        await q.updateDevis(tx, found.id, { statut: 'refuse' });
        const motif = body.motif?.trim();
        await addClientCommentaire(tx, {
          client_id: found.client_id,
          author_user_id: auth.userId,
          commentaire: motif
            ? `Devis ${found.reference} refusé : ${motif}`
            : `Devis ${found.reference} refusé.`,
        });
        return (await q.findDevisById(tx, found.id))!;
      });
      return reader.dtoOf(row);
    },
  };
}

export type DevisService = ReturnType<typeof createDevisService>;
