import { endpoints, type Releve, type ReleveLigne } from '@maisonnee/contract';
import {
  agencyWallClock,
  checkReleveLigneChangeable,
  checkReleveLigneContestable,
  checkReleveLigneCorrigeable,
  checkReleveLignesConfirmable,
  CONTEST_DEADLINE_PASSED_REASON,
  formatDuration,
  formatInterventionDate,
  formatMonth,
  isReleveLigneBillable,
  isReleveLignePending,
  ROLE_GROUPS,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { assertAllowed, notFound, refusal } from '../../lib/app-error.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import { addCockpitTache, treatCockpitTacheByCle } from '../cockpit/cockpit.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import {
  billingInterventionsByIds,
  doneInterventionKeysBetween,
  missionDtoForBilling,
  missionForBilling,
  type DoneCursor,
  type DoneIntervention,
} from '../planning/billing.service.ts';
import * as q from './releves.queries.ts';

/*
 * The monthly timesheet (docs/releves.md): one line per intervention done, timed by its check-in
 * and check-out; the client confirms or contests it before the deadline, after which it counts as
 * confirmed; invoices are built from confirmed lines only. Also `client/savedepassement`.
 */

type E = typeof endpoints;
type Conn = Db | Tx;

/** One confirmed timesheet line, ready to be priced on an invoice. */
export interface BillableLine {
  releveId: number;
  interventionId: number;
  missionId: number | null;
  clientId: number;
  /** Paris day of the intervention, YYYY-MM-DD. */
  date: string;
  /** Minutes to bill: minutes_retenues when the agency ruled, otherwise the minutes worked. */
  minutes: number;
  candidatId: number | null;
  agentNom: string | null;
}

export interface BillableMonth {
  lines: BillableLine[];
  /** Lines of the month not billable yet: still to confirm before their deadline, or contested. */
  pending: number;
}

export const DELAI_PASSE = CONTEST_DEADLINE_PASSED_REASON;

// ---------------------------------------------------------------------------------------------
// Months and deadlines. Planned times are stored as Paris wall-clock times written as UTC
// (see agencyWallClock), so a month of interventions is [first day 00:00, next first day 00:00)
// in that storage; deadlines and check-ins are real instants.

/** The month of a planned time, 'YYYY-MM'. */
export const periodeOfPlanned = (plannedStart: Date) => plannedStart.toISOString().slice(0, 7);

/** The month of a real instant in Paris, 'YYYY-MM'. */
export const periodeAt = (instant: Date) => agencyWallClock(instant).toISOString().slice(0, 7);

/** The month before, 'YYYY-MM'. */
export function previousPeriode(periode: string): string {
  const [year, month] = periode.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

/** Wall-clock bounds of a month: [first day 00:00, first day of the next month 00:00). */
export function monthBounds(periode: string): { from: Date; to: Date } {
  const [year, month] = periode.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}

/** The real instant of a Paris wall-clock time written as UTC. */
export function parisInstant(wall: Date): Date {
  const guess = new Date(wall.getTime() - (agencyWallClock(wall).getTime() - wall.getTime()));
  const offset = agencyWallClock(guess).getTime() - guess.getTime();
  return new Date(wall.getTime() - offset);
}

/** The real instant the month ends at in Paris. */
export const monthEnd = (periode: string) => parisInstant(monthBounds(periode).to);

/** Deadline of a line of `periode` created at `now`: month end + N days, or now + N days. */
export function deadlineFor(periode: string, now: Date, contestDays: number): Date {
  const days = contestDays * 86_400_000;
  const regular = new Date(monthEnd(periode).getTime() + days);
  return regular.getTime() > now.getTime() ? regular : new Date(now.getTime() + days);
}

// ---------------------------------------------------------------------------------------------
// Bringing the timesheet up to date.

/**
 * Interventions read, checked and added per round when bringing a month up to date: a month of
 * the whole agency holds tens of thousands of them, which in one statement overflowed the
 * query's parameters (the hourly job failed on every run) and held the API's thread for seconds.
 */
export const SYNC_BATCH = 1_000;

/**
 * Adds a line for every intervention done in the month (of one client or all) that has none,
 * then turns the lines whose deadline passed into confirme_auto. Returns how many it added.
 */
export async function syncMonth(
  deps: Pick<ModuleDeps, 'db' | 'config'>,
  periode: string,
  now: Date,
  clientId?: number,
  { batch = SYNC_BATCH }: { batch?: number } = {},
): Promise<number> {
  const { db, config } = deps;
  let added = 0;
  const range = { ...monthBounds(periode), clientId };
  let after: DoneCursor | undefined;
  for (;;) {
    const done = await doneInterventionKeysBetween(db, range, { after, limit: batch });
    if (done.length === 0) break;
    const known = await q.interventionIdsWithLine(
      db,
      done.map((i) => i.id),
    );
    // Only the interventions without a line are read in full (on later runs: none or a few).
    const freshIds = done.filter((i) => !known.has(i.id)).map((i) => i.id);
    const fresh = freshIds.length
      ? await billingInterventionsByIds(db, freshIds)
      : new Map<number, DoneIntervention>();
    const inserted = await q.insertReleveLines(
      db,
      [...fresh.values()].map((i) => ({
        client_id: i.clientId,
        intervention_id: i.id,
        mission_id: i.missionId,
        periode,
        minutes_prevues: i.minutesPrevues,
        minutes_realisees: i.minutesRealisees,
        date_limite: deadlineFor(periode, now, config.timesheetContestDays),
        created_at: now,
        updated_at: now,
      })),
    );
    added += inserted.length;
    if (done.length < batch) break;
    after = done[done.length - 1]!;
  }
  await q.autoConfirm(db, now, { clientId, periode });
  return added;
}

// ---------------------------------------------------------------------------------------------
// The invoice side's interface.

/**
 * The confirmed lines of a client's month (confirme, confirme_auto, corrige), after bringing the
 * timesheet up to date (new interventions done, deadlines passed → confirme_auto).
 */
export async function billableLinesForMonth(
  deps: ModuleDeps,
  clientId: number,
  periode: string,
): Promise<BillableMonth> {
  const now = deps.now();
  await syncMonth(deps, periode, now, clientId);
  const rows = await q.linesOfMonth(deps.db, clientId, periode);
  const interventions = await billingInterventionsByIds(
    deps.db,
    rows.map((row) => row.intervention_id),
  );
  const lines: BillableLine[] = [];
  let pending = 0;
  for (const row of rows) {
    if (isReleveLignePending(row.statut)) pending += 1;
    if (!isReleveLigneBillable(row.statut)) continue;
    const intervention = interventions.get(row.intervention_id);
    lines.push({
      releveId: row.id,
      interventionId: row.intervention_id,
      missionId: row.mission_id,
      clientId: row.client_id,
      date: intervention ? intervention.dateDebut.toISOString().slice(0, 10) : `${periode}-01`,
      minutes: row.minutes_retenues ?? row.minutes_realisees,
      candidatId: intervention?.candidatId ?? null,
      agentNom: intervention?.agentNom ?? null,
    });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.interventionId - b.interventionId);
  return { lines, pending };
}

/** Clients that have at least one timesheet line in the month (after bringing it up to date). */
export async function clientsWithTimesheet(deps: ModuleDeps, periode: string): Promise<number[]> {
  await syncMonth(deps, periode, deps.now());
  return q.clientIdsOfMonth(deps.db, periode);
}

// ---------------------------------------------------------------------------------------------
// Lines as the contract returns them.

async function toLigneDtos(db: Conn, rows: q.ReleveRow[]): Promise<ReleveLigne[]> {
  const ids = rows.map((row) => row.intervention_id);
  const [interventions, invoiced] = await Promise.all([
    billingInterventionsByIds(db, ids),
    q.facturesOfInterventions(db, ids),
  ]);
  return rows
    .map((row) => toLigneDto(row, interventions.get(row.intervention_id), invoiced))
    .sort((a, b) => a.debut_prevu.localeCompare(b.debut_prevu) || a.id - b.id);
}

function toLigneDto(
  row: q.ReleveRow,
  intervention: DoneIntervention | undefined,
  invoiced: Map<number, q.InvoiceOfLine>,
): ReleveLigne {
  const debut = intervention?.dateDebut ?? monthBounds(row.periode).from;
  const fin = intervention?.dateFin ?? debut;
  return {
    id: row.id,
    client_id: row.client_id,
    intervention_id: row.intervention_id,
    mission_id: row.mission_id,
    date: debut.toISOString().slice(0, 10),
    debut_prevu: debut.toISOString(),
    fin_prevue: fin.toISOString(),
    pointage_debut_at: intervention?.pointageDebutAt?.toISOString() ?? null,
    pointage_fin_at: intervention?.pointageFinAt?.toISOString() ?? null,
    agent_nom: intervention?.agentNom ?? null,
    skill_id: intervention?.skillId ?? null,
    minutes_prevues: row.minutes_prevues,
    minutes_realisees: row.minutes_realisees,
    minutes_retenues: row.minutes_retenues,
    depassement_minutes: Math.max(0, row.minutes_realisees - row.minutes_prevues),
    motif_ecourtee: intervention?.motifDepart ?? null,
    statut: row.statut,
    motif_contestation: row.motif_contestation,
    note_agence: row.note_agence,
    date_limite: row.date_limite.toISOString(),
    repondu_at: row.repondu_at?.toISOString() ?? null,
    facture_id: invoiced.get(row.intervention_id)?.factureId ?? null,
  };
}

/** The line is on an issued invoice (not a draft, not cancelled): it cannot change any more. */
async function assertNotInvoiced(db: Conn, row: q.ReleveRow) {
  const invoiced = await q.facturesOfInterventions(db, [row.intervention_id]);
  assertAllowed(checkReleveLigneChangeable(invoiced.get(row.intervention_id)));
}

const quand = (intervention: DoneIntervention | undefined, row: q.ReleveRow) =>
  intervention
    ? formatInterventionDate(intervention.dateDebut, intervention.dateFin)
    : formatMonth(row.periode);

// ---------------------------------------------------------------------------------------------
// The calls.

export function createRelevesService(deps: ModuleDeps) {
  const { db, now } = deps;

  async function releveOf(clientId: number, periode: string, at: Date): Promise<Releve> {
    await syncMonth(deps, periode, at, clientId);
    const rows = await q.linesOfMonth(db, clientId, periode);
    const { from, to } = monthBounds(periode);
    const [lignes, depassements] = await Promise.all([
      toLigneDtos(db, rows),
      q.depassementsOfClient(db, clientId, parisInstant(from), parisInstant(to)),
    ]);
    const deadlines = rows.map((row) => row.date_limite.getTime());
    return {
      client_id: clientId,
      periode,
      date_limite: deadlines.length ? new Date(Math.max(...deadlines)).toISOString() : null,
      lignes,
      depassements: depassements.map((d) => ({
        id: d.id,
        mission_id: d.mission_id,
        nb_heures: d.nb_heures,
        commentaire: d.commentaire,
        created_at: d.created_at.toISOString(),
      })),
      minutes_realisees: rows.reduce((sum, row) => sum + row.minutes_realisees, 0),
      nb_a_confirmer: rows.filter((row) => row.statut === 'a_confirmer').length,
      nb_contestees: rows.filter((row) => row.statut === 'conteste').length,
    };
  }

  /** A line, 404 when missing, then the endpoint's ownership rule (403 when not the client's). */
  async function ownedLine(auth: AuthContext, id: number, access: E[keyof E]['access']) {
    const row = await q.findLine(db, id);
    if (!row) throw notFound('Ligne de relevé introuvable.');
    assertOwns(auth, access, { clientId: row.client_id });
    return row;
  }

  return {
    async listPeriodes(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listRelevePeriodes.access, { clientId });
      const at = now();
      // The current month and the one before are brought up to date; older ones already are.
      const current = periodeAt(at);
      await syncMonth(deps, previousPeriode(current), at, clientId);
      await syncMonth(deps, current, at, clientId);
      await q.autoConfirm(db, at, { clientId });
      const rows = await q.periodesOfClient(db, clientId);
      return rows.map((row) => ({
        periode: row.periode,
        nb_lignes: row.nb_lignes,
        nb_a_confirmer: row.nb_a_confirmer,
        date_limite: row.date_limite ? row.date_limite.toISOString() : null,
      }));
    },

    async getReleve(auth: AuthContext, clientId: number, query: QueryOf<E['getReleve']>) {
      assertOwns(auth, endpoints.getReleve.access, { clientId });
      return releveOf(clientId, query.periode, now());
    },

    async confirm(auth: AuthContext, body: BodyOf<E['confirmReleve']>) {
      assertOwns(auth, endpoints.confirmReleve.access, { clientId: body.client_id });
      const at = now();
      await syncMonth(deps, body.periode, at, body.client_id);
      await db.transaction(async (tx) => {
        const rows = await q.linesOfMonth(tx, body.client_id, body.periode, body.ligne_ids);
        if (body.ligne_ids) {
          const found = new Set(rows.map((row) => row.id));
          const missing = body.ligne_ids.filter((id) => !found.has(id));
          if (missing.length > 0)
            throw notFound('Ligne introuvable dans le relevé de ce mois : vérifiez la sélection.');
          assertAllowed(checkReleveLignesConfirmable(rows));
        }
        const toConfirm = rows.filter((row) => row.statut === 'a_confirmer');
        await q.updateLines(
          tx,
          toConfirm.map((row) => row.id),
          { statut: 'confirme', repondu_at: at, repondu_par_user_id: auth.userId, updated_at: at },
        );
      });
      return releveOf(body.client_id, body.periode, at);
    },

    async contest(auth: AuthContext, body: BodyOf<E['contestReleveLigne']>) {
      const access = endpoints.contestReleveLigne.access;
      const at = now();
      const line = await ownedLine(auth, body.ligne_id, access);
      await q.autoConfirm(db, at, { clientId: line.client_id, periode: line.periode });
      const updated = await db.transaction(async (tx) => {
        const row = (await q.findLineForUpdate(tx, line.id))!;
        await assertNotInvoiced(tx, row);
        assertAllowed(
          checkReleveLigneContestable({ statut: row.statut, dateLimite: row.date_limite }, at),
        );
        const [saved] = await q.updateLines(tx, [row.id], {
          statut: 'conteste',
          motif_contestation: body.motif,
          repondu_at: at,
          repondu_par_user_id: auth.userId,
          updated_at: at,
        });
        const intervention = (await billingInterventionsByIds(tx, [row.intervention_id])).get(
          row.intervention_id,
        );
        const client = await q.clientName(tx, row.client_id);
        const jour = quand(intervention, row);
        await addCockpitTache(tx, {
          type: 'releve_conteste',
          kind: 'commercial',
          client_id: row.client_id,
          mission_id: row.mission_id,
          intervention_id: row.intervention_id,
          cle: `releve_conteste:releve:${row.id}`,
          title: `Heures contestées : ${client}, intervention du ${jour}`,
          note:
            `Pointé ${formatDuration(row.minutes_realisees)} (prévu ${formatDuration(row.minutes_prevues)}). ` +
            `Motif du client : ${body.motif}`,
          due_at: row.date_limite,
        });
        await notify(
          tx,
          { plannerRoles: ROLE_GROUPS.COMMERCIAL },
          NOTIFICATION_MESSAGES.facture.releveConteste({
            client,
            quand: jour,
            clientId: row.client_id,
          }),
        );
        return saved!;
      });
      return (await toLigneDtos(db, [updated]))[0]!;
    },

    async corriger(auth: AuthContext, body: BodyOf<E['corrigerReleveLigne']>) {
      const at = now();
      const line = await ownedLine(auth, body.ligne_id, endpoints.corrigerReleveLigne.access);
      const updated = await db.transaction(async (tx) => {
        const row = (await q.findLineForUpdate(tx, line.id))!;
        await assertNotInvoiced(tx, row);
        assertAllowed(checkReleveLigneCorrigeable(row));
        const [saved] = await q.updateLines(tx, [row.id], {
          statut: 'corrige',
          minutes_retenues: body.minutes_retenues,
          note_agence: body.note ?? null,
          updated_at: at,
        });
        // The contest's task on the commercial cockpit is done once the agency has ruled.
        await treatCockpitTacheByCle(tx, `releve_conteste:releve:${row.id}`, auth.userId, at);
        const intervention = (await billingInterventionsByIds(tx, [row.intervention_id])).get(
          row.intervention_id,
        );
        await notify(
          tx,
          { clientId: row.client_id },
          NOTIFICATION_MESSAGES.facture.releveCorrige({
            quand: quand(intervention, row),
            heures: formatDuration(body.minutes_retenues),
            periode: row.periode,
            clientId: row.client_id,
          }),
        );
        return saved!;
      });
      return (await toLigneDtos(db, [updated]))[0]!;
    },

    async list(query: QueryOf<E['listReleves']>) {
      const at = now();
      if (query.periode) await syncMonth(deps, query.periode, at);
      else await q.autoConfirm(db, at);
      const { rows, total } = await q.listLines(
        db,
        { periode: query.periode, statut: query.statut },
        { page: query.page, limit: query.limit },
      );
      const dtos = await toLigneDtos(
        db,
        rows.map((row) => row.line),
      );
      const names = new Map(
        rows.map((row) => [
          row.line.id,
          [row.client_prenom, row.client_nom].filter(Boolean).join(' '),
        ]),
      );
      // Keep the query's order (month, client), not the timesheet's.
      const byId = new Map(dtos.map((dto) => [dto.id, dto]));
      return {
        items: rows.map((row) => ({
          ...byId.get(row.line.id)!,
          client_nom: names.get(row.line.id)!,
        })),
        page: query.page,
        limit: query.limit,
        total,
      };
    },

    async saveDepassement(auth: AuthContext, body: BodyOf<E['saveDepassement']>) {
      const mission = await missionForBilling(db, body.mission_id);
      if (!mission) throw notFound('Mission introuvable.');
      assertOwns(auth, endpoints.saveDepassement.access, { clientId: mission.clientId });
      if (mission.mutuelleId === null)
        throw refusal(
          'MISSION_WITHOUT_MUTUELLE',
          "Cette mission n'est pas prise en charge par une mutuelle : il n'y a pas de dépassement à accorder.",
        );
      await q.insertDepassement(db, {
        mission_id: mission.id,
        client_id: mission.clientId,
        nb_heures: body.nb_heures,
        commentaire: body.commentaire ?? null,
        accorde_par_user_id: auth.userId,
        created_at: now(),
      });
      return missionDtoForBilling(db, mission.id, now());
    },
  };
}

export type RelevesService = ReturnType<typeof createRelevesService>;
