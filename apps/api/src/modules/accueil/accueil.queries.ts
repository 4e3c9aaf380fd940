import { and, asc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { devis, devis_details } from '../../db/schema/devis.ts';
import { releves_heures } from '../../db/schema/factures.ts';
import {
  intervention_avis,
  interventions,
  MAX_INTERVENTION_HOURS,
} from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Reads of the family's home (issue 25, point 2). The accueil module owns no table: these queries
 * read planning's, devis', facturation's and the accounts' tables in joins (a join is not a write,
 * docs/architecture-map.md), each bounded by the client and an index: (client_id, date_debut) of
 * interventions, (client_id, …) of quotes, invoices and timesheet lines.
 */

type Conn = Db | Tx;

const HOUR_MS = 3_600_000;

/**
 * The household's next visit: the first not cancelled whose planned end is after `nowWall` (the
 * agency's wall clock, as planned times are stored), or the one under way (checked in, not out).
 * A visit lasts at most MAX_INTERVENTION_HOURS, so the index range starts that long before now.
 */
export async function nextVisit(db: Conn, clientId: number, nowWall: Date) {
  const [row] = await db
    .select({
      id: interventions.id,
      mission_id: interventions.mission_id,
      candidat_id: interventions.candidat_id,
      statut: interventions.statut,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      pointage_debut_at: interventions.pointage_debut_at,
      pointage_fin_at: interventions.pointage_fin_at,
      en_route_at: interventions.en_route_at,
      en_route_arrivee_estimee_at: interventions.en_route_arrivee_estimee_at,
      skill_id: missions.client_besoin_skill_id,
      agent_prenom: candidats.prenom,
      agent_nom: candidats.nom,
    })
    .from(interventions)
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .leftJoin(candidats, eq(candidats.id, interventions.candidat_id))
    .where(
      and(
        eq(interventions.client_id, clientId),
        gt(
          interventions.date_debut,
          new Date(nowWall.getTime() - MAX_INTERVENTION_HOURS * HOUR_MS),
        ),
        isNull(interventions.cancelled_at),
        or(
          eq(interventions.statut, 'en_cours'),
          and(eq(interventions.statut, 'planifiee'), gt(interventions.date_fin, nowWall)),
        ),
      ),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id))
    .limit(1);
  return row;
}

export type NextVisitRow = NonNullable<Awaited<ReturnType<typeof nextVisit>>>;

/** An agent's photo (their first account's) and the average and count of their reviews. */
export async function agentPhotoAndRating(db: Conn, candidatId: number) {
  const [row] = await db
    .select({
      note: sql<number | null>`avg(${intervention_avis.note})::float8`,
      nb: sql<number>`count(*)::int`,
      photo: sql<
        string | null
      >`(select u.profile_photo_path from ${users} u where u.candidat_id = ${candidatId} order by u.id limit 1)`,
    })
    .from(intervention_avis)
    .where(eq(intervention_avis.candidat_id, candidatId));
  return {
    note: row?.note === null || row?.note === undefined ? null : Number(row.note),
    nb: Number(row?.nb ?? 0),
    photo: row?.photo ?? null,
  };
}

/** Quotes sent for signature whose window is open: how many, and the oldest sent. */
export async function devisToSign(db: Conn, clientId: number, now: Date) {
  const [row] = await db
    .select({
      nombre: sql<number>`count(*)::int`,
      premier_id: sql<
        number | null
      >`(array_agg(${devis.id} order by coalesce(${devis.sent_at}, ${devis.created_at}), ${devis.id}))[1]`,
    })
    .from(devis)
    .where(
      and(
        eq(devis.client_id, clientId),
        eq(devis.statut, 'en_attente_signature'),
        isNull(devis.deleted_at),
        or(isNull(devis.expires_at), gt(devis.expires_at, now)),
      ),
    );
  return { nombre: Number(row?.nombre ?? 0), premier_id: row?.premier_id ?? null };
}

/**
 * The oldest month with timesheet lines still to confirm before their deadline, the lines and the
 * month's deadline (the latest of them, as the timesheet screen and its notification give it).
 * Lines whose deadline passed count as confirmed (facturation turns them into confirme_auto).
 */
export async function releveToConfirm(db: Conn, clientId: number, now: Date) {
  const [row] = await db
    .select({
      periode: releves_heures.periode,
      nb: sql<number>`count(*)::int`,
      date_limite: sql<string>`max(${releves_heures.date_limite})`,
    })
    .from(releves_heures)
    .where(
      and(
        eq(releves_heures.client_id, clientId),
        eq(releves_heures.statut, 'a_confirmer'),
        gt(releves_heures.date_limite, now),
      ),
    )
    .groupBy(releves_heures.periode)
    .orderBy(asc(releves_heures.periode))
    .limit(1);
  return row
    ? { periode: row.periode, nb: Number(row.nb), date_limite: new Date(row.date_limite) }
    : null;
}

/**
 * The household's visits of a month (planned times in [from, to), wall clock), not cancelled, with
 * what prices them: the mission's skill, payer and quote, the quote's rates for that skill (else
 * its first line's, as invoicing reads them) and the minutes of the visit's timesheet line.
 */
export async function visitsOfMonth(db: Conn, clientId: number, range: { from: Date; to: Date }) {
  const rate = (column: 'prix_horaire_ttc' | 'prix_horaire_weekend_ttc') =>
    sql<string | null>`(select dd.${sql.raw(column)} from ${devis_details} dd
      where dd.devis_id = ${missions.devis_id}
      order by (dd.client_besoin_skill_id = ${missions.client_besoin_skill_id}) desc nulls last,
        dd.position, dd.id
      limit 1)`;
  return db
    .select({
      id: interventions.id,
      statut: interventions.statut,
      mission_id: interventions.mission_id,
      skill_id: missions.client_besoin_skill_id,
      is_ponctuel: missions.is_ponctuel,
      mutuelle_id: missions.mutuelle_id,
      nb_heures_total: missions.nb_heures_total,
      nb_heures_consommees: missions.nb_heures_consommees,
      prix_semaine: rate('prix_horaire_ttc'),
      prix_weekend: rate('prix_horaire_weekend_ttc'),
      releve_realisees: releves_heures.minutes_realisees,
      releve_retenues: releves_heures.minutes_retenues,
    })
    .from(interventions)
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .leftJoin(releves_heures, eq(releves_heures.intervention_id, interventions.id))
    .where(
      and(
        eq(interventions.client_id, clientId),
        gte(interventions.date_debut, range.from),
        lt(interventions.date_debut, range.to),
        ne(interventions.statut, 'annulee'),
        isNull(interventions.cancelled_at),
      ),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id));
}

export type MonthVisitRow = Awaited<ReturnType<typeof visitsOfMonth>>[number];
