import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import {
  client_intervenant_preferences,
  type IntervenantPreference,
} from '../../db/schema/preferences.ts';
import { scenarios } from '../../db/schema/scenarios.ts';

/*
 * A family's agents (issue 25, point 3): its choices about them (written here only), and what
 * the profile reads of planning's interventions, reviews and the proposals sent to the family.
 */

type Conn = Db | Tx;

/** The family's choice about each agent it decided on. */
export async function selectPreferencesOfClient(
  db: Conn,
  clientId: number,
  candidatIds?: readonly number[],
): Promise<Map<number, IntervenantPreference>> {
  const rows = await db
    .select({
      candidat_id: client_intervenant_preferences.candidat_id,
      preference: client_intervenant_preferences.preference,
    })
    .from(client_intervenant_preferences)
    .where(
      and(
        eq(client_intervenant_preferences.client_id, clientId),
        candidatIds
          ? inArray(client_intervenant_preferences.candidat_id, [...candidatIds])
          : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.candidat_id, row.preference]));
}

/** Every family's choice about these agents, preferred or set aside: one statement. */
export async function selectPreferencesOfCandidats(
  db: Conn,
  candidatIds: readonly number[],
): Promise<{ client_id: number; candidat_id: number; preference: IntervenantPreference }[]> {
  if (candidatIds.length === 0) return [];
  return db
    .select({
      client_id: client_intervenant_preferences.client_id,
      candidat_id: client_intervenant_preferences.candidat_id,
      preference: client_intervenant_preferences.preference,
    })
    .from(client_intervenant_preferences)
    .where(inArray(client_intervenant_preferences.candidat_id, [...candidatIds]));
}

/** The (client, agent) pairs set aside (« écarté ») among these agents: one statement. */
export async function selectEcartesOfCandidats(
  db: Conn,
  candidatIds: readonly number[],
): Promise<{ client_id: number; candidat_id: number }[]> {
  if (candidatIds.length === 0) return [];
  return db
    .select({
      client_id: client_intervenant_preferences.client_id,
      candidat_id: client_intervenant_preferences.candidat_id,
    })
    .from(client_intervenant_preferences)
    .where(
      and(
        inArray(client_intervenant_preferences.candidat_id, [...candidatIds]),
        eq(client_intervenant_preferences.preference, 'ecarte'),
      ),
    );
}

export async function upsertPreference(
  tx: Tx,
  values: {
    client_id: number;
    candidat_id: number;
    preference: IntervenantPreference;
    motif: string | null;
    created_by_user_id: number;
    at: Date;
  },
) {
  const { at, ...row } = values;
  await tx
    .insert(client_intervenant_preferences)
    .values({ ...row, created_at: at, updated_at: at })
    .onConflictDoUpdate({
      target: [
        client_intervenant_preferences.client_id,
        client_intervenant_preferences.candidat_id,
      ],
      set: {
        preference: row.preference,
        motif: row.motif,
        created_by_user_id: row.created_by_user_id,
        updated_at: at,
      },
    });
}

export async function deletePreference(tx: Tx, clientId: number, candidatId: number) {
  await tx
    .delete(client_intervenant_preferences)
    .where(
      and(
        eq(client_intervenant_preferences.client_id, clientId),
        eq(client_intervenant_preferences.candidat_id, candidatId),
      ),
    );
}

/** Statuses of a proposal that still name its agent to the family. */
const PROPOSAL_STATUTS = ['propose', 'accepte'] as const;

/**
 * The agents planned (any intervention of the family, past or future) or proposed (a proposal
 * sent or accepted) for the family, the most recent first; with `candidatId`, that agent only.
 */
export async function selectAgentsOfClient(
  db: Conn,
  clientId: number,
  options: { candidatId?: number; limit: number },
): Promise<{ candidat_id: number; is_planifie: boolean; is_propose: boolean }[]> {
  const proposedId = sql<number>`(${scenarios.payload}->>'candidat_id')::int`;
  const [planned, proposed] = await Promise.all([
    db
      .select({
        candidat_id: interventions.candidat_id,
        at: sql<string>`max(${interventions.date_debut})`,
      })
      .from(interventions)
      .where(
        and(
          eq(interventions.client_id, clientId),
          options.candidatId === undefined
            ? isNotNull(interventions.candidat_id)
            : eq(interventions.candidat_id, options.candidatId),
        ),
      )
      .groupBy(interventions.candidat_id),
    db
      .select({ candidat_id: proposedId, at: sql<string>`max(${scenarios.created_at})` })
      .from(scenarios)
      .where(
        and(
          eq(scenarios.client_id, clientId),
          inArray(scenarios.statut, [...PROPOSAL_STATUTS]),
          sql`jsonb_typeof(${scenarios.payload}->'candidat_id') = 'number'`,
          options.candidatId === undefined ? undefined : sql`${proposedId} = ${options.candidatId}`,
        ),
      )
      .groupBy(proposedId),
  ]);
  const agents = new Map<
    number,
    { candidat_id: number; is_planifie: boolean; is_propose: boolean; at: number }
  >();
  const add = (row: { candidat_id: number | null; at: string }, planifie: boolean) => {
    if (row.candidat_id === null) return;
    const id = Number(row.candidat_id);
    const at = new Date(row.at).getTime();
    const known = agents.get(id) ?? { candidat_id: id, is_planifie: false, is_propose: false, at };
    if (planifie) known.is_planifie = true;
    else known.is_propose = true;
    known.at = Math.max(known.at, at);
    agents.set(id, known);
  };
  for (const row of planned) add(row, true);
  for (const row of proposed) add(row, false);
  return [...agents.values()]
    .sort((a, b) => b.at - a.at || a.candidat_id - b.candidat_id)
    .slice(0, options.limit)
    .map(({ at: _at, ...agent }) => agent);
}

/** The latest reviews of an agent, with the reviewing family's names (shown as « Prénom N. »). */
export function selectLatestAvis(db: Conn, candidatId: number, limit: number) {
  return db
    .select({
      note: intervention_avis.note,
      commentaire: intervention_avis.commentaire,
      created_at: intervention_avis.created_at,
      prenom: clients.prenom,
      nom: clients.nom,
    })
    .from(intervention_avis)
    .innerJoin(clients, eq(clients.id, intervention_avis.client_id))
    .where(eq(intervention_avis.candidat_id, candidatId))
    .orderBy(desc(intervention_avis.created_at), desc(intervention_avis.id))
    .limit(limit);
}

/**
 * The family's visits still to come with this agent (planned times are the agency's wall clock:
 * `fromWallClock` is now on that clock).
 */
export async function countUpcomingWithAgent(
  db: Conn,
  clientId: number,
  candidatId: number,
  fromWallClock: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(interventions)
    .where(
      and(
        eq(interventions.client_id, clientId),
        eq(interventions.candidat_id, candidatId),
        eq(interventions.statut, 'planifiee'),
        gt(interventions.date_debut, fromWallClock),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The family's name as the agency reads it. */
export async function selectClientName(db: Conn, clientId: number): Promise<string> {
  const [row] = await db
    .select({ prenom: clients.prenom, nom: clients.nom })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) return 'Une famille';
  return [row.prenom, row.nom].filter(Boolean).join(' ') || 'Une famille';
}
