import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';

/* What the money loop reads about interventions done (docs/releves.md); planning owns them. */

type Conn = Db | Tx;

/** An intervention as the timesheet needs it: times, check-in and check-out, agent, skill. */
export function selectBillingInterventions(db: Conn, where: SQL | undefined) {
  return db
    .select({
      id: interventions.id,
      client_id: interventions.client_id,
      mission_id: interventions.mission_id,
      candidat_id: interventions.candidat_id,
      statut: interventions.statut,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      pointage_debut_at: interventions.pointage_debut_at,
      pointage_fin_at: interventions.pointage_fin_at,
      pointage_fin_motif: interventions.pointage_fin_motif,
      prolongation_minutes: interventions.prolongation_minutes,
      prolongation_statut: interventions.prolongation_statut,
      skill_id: missions.client_besoin_skill_id,
      agent_prenom: candidats.prenom,
      agent_nom: candidats.nom,
    })
    .from(interventions)
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .leftJoin(candidats, eq(candidats.id, interventions.candidat_id))
    .where(where)
    .orderBy(asc(interventions.date_debut), asc(interventions.id));
}

export type BillingInterventionRow = Awaited<ReturnType<typeof selectBillingInterventions>>[number];

/** Where a page of `selectDoneInterventions` starts: after this (date_debut, id). */
export interface DoneCursor {
  dateDebut: Date;
  id: number;
}

/**
 * Ids and planned starts of the interventions done (terminee, checked in and out) starting in
 * [from, to), of a client or all, in (date_debut, id) order; at most `limit` after `after` (a
 * month of the whole agency is tens of thousands: it is read in pages on the (date_debut, id)
 * index, and only the ids, since most already have their timesheet line).
 */
export function selectDoneInterventionKeys(
  db: Conn,
  range: { from: Date; to: Date; clientId?: number | undefined },
  page: { after?: DoneCursor | undefined; limit: number },
) {
  const after = page.after;
  return db
    .select({ id: interventions.id, dateDebut: interventions.date_debut })
    .from(interventions)
    .where(
      and(
        eq(interventions.statut, 'terminee'),
        isNotNull(interventions.pointage_debut_at),
        isNotNull(interventions.pointage_fin_at),
        gte(interventions.date_debut, range.from),
        lt(interventions.date_debut, range.to),
        range.clientId === undefined ? undefined : eq(interventions.client_id, range.clientId),
        // A row comparison: the (date_debut, id) index starts right after the previous page.
        after
          ? sql`(${interventions.date_debut}, ${interventions.id}) > (${after.dateDebut.toISOString()}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id))
    .limit(page.limit);
}

export function selectBillingInterventionsByIds(db: Conn, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectBillingInterventions(db, inArray(interventions.id, ids));
}
