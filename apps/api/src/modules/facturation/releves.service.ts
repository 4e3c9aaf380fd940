import {
  agencyWallClock,
  CONTEST_DEADLINE_PASSED_REASON,
  isReleveLigneBillable,
  isReleveLignePending,
} from '@maisonnee/domain';
import { readAgencySettings } from '../agence/agency-settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import {
  billingInterventionsByIds,
  doneInterventionKeysBetween,
  type DoneCursor,
  type DoneIntervention,
} from '../planning/billing.service.ts';
import * as q from './releves.queries.ts';

/*
 * The monthly timesheet (docs/releves.md): one line per intervention done, timed by its check-in
 * and check-out; the client confirms or contests it before the deadline, after which it counts as
 * confirmed; invoices are built from confirmed lines only.
 *
 * This file keeps the timesheet's months, brings them up to date and gives invoicing its billable
 * lines; the calls are one file each (releves-read, releve-confirm, releve-contest,
 * releve-correct, depassement), their shared view in releves-view.ts.
 */

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
  // The agency's deadline (days after the month's end), read once per bringing up to date.
  const contestDays = (await readAgencySettings(db, config)).rules.delai_releve_jours;
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
        date_limite: deadlineFor(periode, now, contestDays),
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
