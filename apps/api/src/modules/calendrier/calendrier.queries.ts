import { and, desc, eq, exists, gte, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { calendar_feeds, rappels_envoyes } from '../../db/schema/calendrier.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';
import { push_subscriptions } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

/*
 * What the calendrier module reads and writes (docs/calendrier.md). It owns calendar_feeds and
 * rappels_envoyes; the visits, their family, agent and service are read by joins (planning's,
 * clients' and candidats' tables), never written. The columns read are chosen: no door code,
 * access instructions nor phone number is ever selected, so none can reach a feed or a reminder.
 */

type Conn = Db | Tx;

/** The caller's feed in force (not revoked), if any. */
export async function findActiveFeedOfUser(db: Conn, userId: number) {
  const [row] = await db
    .select({
      id: calendar_feeds.id,
      created_at: calendar_feeds.created_at,
      last_read_at: calendar_feeds.last_read_at,
    })
    .from(calendar_feeds)
    .where(and(eq(calendar_feeds.user_id, userId), isNull(calendar_feeds.revoked_at)))
    .orderBy(desc(calendar_feeds.created_at))
    .limit(1);
  return row;
}

/** Revokes every feed of the user still in force; how many were. */
export async function revokeFeedsOfUser(db: Conn, userId: number, at: Date): Promise<number> {
  const rows = await db
    .update(calendar_feeds)
    .set({ revoked_at: at })
    .where(and(eq(calendar_feeds.user_id, userId), isNull(calendar_feeds.revoked_at)))
    .returning({ id: calendar_feeds.id });
  return rows.length;
}

/** A new feed of the user, known by the hash of its secret. */
export async function insertFeed(db: Conn, userId: number, tokenHash: string, at: Date) {
  const [row] = await db
    .insert(calendar_feeds)
    .values({ user_id: userId, token_hash: tokenHash, created_at: at })
    .returning({ id: calendar_feeds.id, created_at: calendar_feeds.created_at });
  return row!;
}

/**
 * The feed in force whose secret has this hash, with the spaces of its owner (an account that was
 * deactivated reads nothing).
 */
export async function findFeedByHash(db: Conn, tokenHash: string) {
  const [row] = await db
    .select({
      id: calendar_feeds.id,
      user_id: calendar_feeds.user_id,
      client_id: users.client_id,
      candidat_id: users.candidat_id,
    })
    .from(calendar_feeds)
    .innerJoin(users, eq(users.id, calendar_feeds.user_id))
    .where(
      and(
        eq(calendar_feeds.token_hash, tokenHash),
        isNull(calendar_feeds.revoked_at),
        eq(users.is_active, true),
      ),
    )
    .limit(1);
  return row;
}

/** Notes when a calendar last read the feed. */
export async function touchFeed(db: Conn, id: number, at: Date): Promise<void> {
  await db.update(calendar_feeds).set({ last_read_at: at }).where(eq(calendar_feeds.id, id));
}

/**
 * The columns of a visit a feed or a reminder shows: never the door code, the access
 * instructions, the address's complement (families write codes there too), a note or a phone.
 */
const visitColumns = {
  id: interventions.id,
  mission_id: interventions.mission_id,
  client_id: interventions.client_id,
  candidat_id: interventions.candidat_id,
  date_debut: interventions.date_debut,
  date_fin: interventions.date_fin,
  statut: interventions.statut,
  skill_id: missions.client_besoin_skill_id,
  agent_prenom: candidats.prenom,
  agent_nom: candidats.nom,
  client_civilite: clients.civilite,
  client_prenom: clients.prenom,
  client_nom: clients.nom,
  adresse: clients.adresse,
  codep: clients.codep,
  ville: clients.ville,
};

function visits(db: Conn) {
  return db
    .select(visitColumns)
    .from(interventions)
    .innerJoin(clients, eq(clients.id, interventions.client_id))
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .leftJoin(candidats, eq(candidats.id, interventions.candidat_id));
}

export type VisitRow = Awaited<ReturnType<typeof selectFeedVisits>>[number];

/** Longest feed: a weekly household over 120 days holds a few dozen visits. */
const FEED_MAX_VISITS = 1000;

/**
 * The visits of a family (`clientId`) and of an agent (`candidatId`) whose planned start (agency
 * wall clock) is in [from, to), cancelled ones included (the calendar shows them cancelled).
 */
export function selectFeedVisits(
  db: Conn,
  spaces: { clientId: number | null; candidatId: number | null },
  from: Date,
  to: Date,
) {
  const whose = [
    ...(spaces.clientId ? [eq(interventions.client_id, spaces.clientId)] : []),
    ...(spaces.candidatId ? [eq(interventions.candidat_id, spaces.candidatId)] : []),
  ];
  return visits(db)
    .where(and(or(...whose), gte(interventions.date_debut, from), lt(interventions.date_debut, to)))
    .orderBy(interventions.date_debut, interventions.id)
    .limit(FEED_MAX_VISITS);
}

/** Visits of one planned day to remind: an agent, not cancelled, start (wall clock) in [from, to). */
export function selectVisitsToRemind(db: Conn, from: Date, to: Date) {
  return visits(db)
    .where(
      and(
        isNotNull(interventions.candidat_id),
        ne(interventions.statut, 'annulee'),
        gte(interventions.date_debut, from),
        lt(interventions.date_debut, to),
      ),
    )
    .orderBy(interventions.date_debut, interventions.id)
    .limit(5000);
}

/**
 * The active accounts a visit's reminder goes to, each with whether it has a push device: the
 * family's (users of the client) and the agent's (users of the candidat).
 */
export function selectReminderRecipients(db: Conn, clientId: number, candidatId: number) {
  return db
    .select({
      user_id: users.id,
      email: users.email,
      client_id: users.client_id,
      candidat_id: users.candidat_id,
      has_push: exists(
        db
          .select({ id: push_subscriptions.id })
          .from(push_subscriptions)
          .where(eq(push_subscriptions.user_id, users.id)),
      ).mapWith(Boolean),
    })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        or(eq(users.client_id, clientId), eq(users.candidat_id, candidatId)),
      ),
    )
    .orderBy(users.id);
}

/**
 * Claims the reminder of a visit for one person: true when this call recorded it, false when it
 * was already (by an earlier run or another API process at the same moment).
 */
export async function claimRappel(
  db: Conn,
  value: { interventionId: number; userId: number; canal: 'push' | 'mail' },
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(rappels_envoyes)
    .values({
      intervention_id: value.interventionId,
      user_id: value.userId,
      canal: value.canal,
      sent_at: at,
    })
    .onConflictDoNothing({ target: [rappels_envoyes.intervention_id, rappels_envoyes.user_id] })
    .returning({ id: rappels_envoyes.id });
  return rows.length > 0;
}

/** The reminders already recorded for these visits (to skip them without a write). */
export function selectRappelsOf(db: Conn, interventionIds: number[]) {
  if (interventionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ intervention_id: rappels_envoyes.intervention_id, user_id: rappels_envoyes.user_id })
    .from(rappels_envoyes)
    .where(inArray(rappels_envoyes.intervention_id, interventionIds));
}
