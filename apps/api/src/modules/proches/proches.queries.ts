import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { missions } from '../../db/schema/missions.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { proches } from '../../db/schema/proches.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Data access of the relatives (issue 25, point 7; docs/proches.md): the `proches` rows, written
 * here only, and the reads a relative's follow-up joins (the household, its missions and visits,
 * the agents' names). No business rule here.
 */

export type ProcheRow = typeof proches.$inferSelect;

/** How many relatives the family's list shows: the ones not removed, then the latest removed. */
export const PROCHES_LISTED_MAX = 50;

/** A household's relatives, those not removed first, newest first (the removed ones for the record). */
export function listProchesOfClient(db: Db | Tx, clientId: number) {
  return db
    .select()
    .from(proches)
    .where(eq(proches.client_id, clientId))
    .orderBy(sql`${proches.revoked_at} is not null`, desc(proches.invited_at), desc(proches.id))
    .limit(PROCHES_LISTED_MAX);
}

export async function findProche(db: Db | Tx, id: number): Promise<ProcheRow | undefined> {
  const [row] = await db.select().from(proches).where(eq(proches.id, id));
  return row;
}

/** The relative `id`, locked until the transaction ends. */
export async function lockProche(tx: Tx, id: number): Promise<ProcheRow | undefined> {
  const [row] = await tx.select().from(proches).where(eq(proches.id, id)).for('update');
  return row;
}

/**
 * Serialises the invitations of one household until the transaction ends, so that two at once
 * cannot pass the cap together (no row to lock when there is none yet).
 */
export async function lockInvitationsOf(tx: Tx, clientId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7250, ${clientId})`);
}

/** The household's relatives not removed: their e-mails (invited or active). */
export async function activeEmailsOf(db: Db | Tx, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ email: proches.email })
    .from(proches)
    .where(and(eq(proches.client_id, clientId), isNull(proches.revoked_at)));
  return rows.map((row) => row.email);
}

export async function insertProche(
  db: Db | Tx,
  values: {
    clientId: number;
    email: string;
    prenom: string;
    nom: string | null;
    lien: string | null;
    userId: number;
    invitedByUserId: number;
    at: Date;
  },
): Promise<ProcheRow> {
  const [row] = await db
    .insert(proches)
    .values({
      client_id: values.clientId,
      email: values.email,
      prenom: values.prenom,
      nom: values.nom,
      lien: values.lien,
      user_id: values.userId,
      invited_by_user_id: values.invitedByUserId,
      invited_at: values.at,
    })
    .returning();
  return row!;
}

export async function markProcheRevoked(tx: Tx, id: number, at: Date): Promise<ProcheRow> {
  const [row] = await tx
    .update(proches)
    .set({ revoked_at: at })
    .where(eq(proches.id, id))
    .returning();
  return row!;
}

/** The relative opened the follow-up: its invitations not yet accepted become active. */
export async function markAcceptedBy(db: Db | Tx, userId: number, at: Date): Promise<void> {
  await db
    .update(proches)
    .set({ accepted_at: at })
    .where(
      and(eq(proches.user_id, userId), isNull(proches.revoked_at), isNull(proches.accepted_at)),
    );
}

/** The households `userId` follows now (access not removed), with their names. */
export function listFoyersOfUser(db: Db | Tx, userId: number) {
  return db
    .select({
      client_id: proches.client_id,
      accepted_at: proches.accepted_at,
      nom: clients.nom,
      prenom: clients.prenom,
    })
    .from(proches)
    .innerJoin(clients, eq(clients.id, proches.client_id))
    .where(and(eq(proches.user_id, userId), isNull(proches.revoked_at)))
    .orderBy(asc(clients.nom), asc(proches.client_id));
}

/** The family's own addresses: its account's and its client record's. */
export async function familyEmailsOf(db: Db | Tx, clientId: number): Promise<string[]> {
  const [record, accounts] = await Promise.all([
    db.select({ email: clients.email }).from(clients).where(eq(clients.id, clientId)),
    db.select({ email: users.email }).from(users).where(eq(users.client_id, clientId)),
  ]);
  return [...record, ...accounts]
    .map((row) => row.email?.trim().toLowerCase())
    .filter((email): email is string => Boolean(email));
}

/** The account of an address, if any (the relative may already have one). */
export async function findAccountByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, prenom: users.prenom })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

// Written out: in a one-table select Drizzle leaves columns unqualified.
const hasSignedIn = sql<boolean>`exists (select 1 from auth_sessions s where s.user_id = "users"."id")`;

/** The relative's account: whether it ever signed in (a pending invitation otherwise). */
export async function findRelativeAccount(db: Db | Tx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      prenom: users.prenom,
      last_login_at: users.last_login_at,
      has_signed_in: hasSignedIn,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function countActiveProches(db: Db | Tx, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(proches)
    .where(and(eq(proches.client_id, clientId), isNull(proches.revoked_at)));
  return row?.n ?? 0;
}

/** The household's missions that run (not ended nor cancelled), for the notebook's links. */
export function listMissionsOfClient(db: Db | Tx, clientId: number) {
  return db
    .select({ id: missions.id, skill_id: missions.client_besoin_skill_id })
    .from(missions)
    .where(and(eq(missions.client_id, clientId), inArray(missions.statut, ['active', 'suspendue'])))
    .orderBy(asc(missions.date_debut), asc(missions.id));
}

const visiteColumns = {
  id: interventions.id,
  mission_id: interventions.mission_id,
  date_debut: interventions.date_debut,
  date_fin: interventions.date_fin,
  statut: interventions.statut,
  pointage_debut_at: interventions.pointage_debut_at,
  pointage_fin_at: interventions.pointage_fin_at,
  en_route_at: interventions.en_route_at,
  en_route_arrivee_estimee_at: interventions.en_route_arrivee_estimee_at,
  skill_id: missions.client_besoin_skill_id,
  agent_prenom: candidats.prenom,
  agent_nom: candidats.nom,
};

export type VisiteRow = {
  id: number;
  mission_id: number | null;
  date_debut: Date;
  date_fin: Date;
  statut: string;
  pointage_debut_at: Date | null;
  pointage_fin_at: Date | null;
  en_route_at: Date | null;
  en_route_arrivee_estimee_at: Date | null;
  skill_id: number | null;
  agent_prenom: string | null;
  agent_nom: string | null;
};

/**
 * The household's visits around `wallNow` (the agency's wall clock, as planned times are stored):
 * the next `limit` not over yet, soonest first, and the `limit` latest of the days since `since`.
 */
export async function listVisitesOfClient(
  db: Db | Tx,
  clientId: number,
  window: { wallNow: Date; since: Date; limit: number },
): Promise<{ aVenir: VisiteRow[]; recentes: VisiteRow[] }> {
  const base = () =>
    db
      .select(visiteColumns)
      .from(interventions)
      .leftJoin(missions, eq(missions.id, interventions.mission_id))
      .leftJoin(candidats, eq(candidats.id, interventions.candidat_id));
  const [aVenir, recentes] = await Promise.all([
    base()
      .where(
        and(eq(interventions.client_id, clientId), gte(interventions.date_fin, window.wallNow)),
      )
      .orderBy(asc(interventions.date_debut), asc(interventions.id))
      .limit(window.limit),
    base()
      .where(
        and(
          eq(interventions.client_id, clientId),
          lt(interventions.date_fin, window.wallNow),
          gte(interventions.date_debut, window.since),
          ne(interventions.statut, 'annulee'),
        ),
      )
      .orderBy(desc(interventions.date_debut), desc(interventions.id))
      .limit(window.limit),
  ]);
  return { aVenir, recentes };
}
