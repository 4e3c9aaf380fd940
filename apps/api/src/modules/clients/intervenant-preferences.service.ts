import type { Db, Tx } from '../../db/client.ts';
import type { IntervenantPreference } from '../../db/schema/preferences.ts';
import { refusal } from '../../lib/app-error.ts';
import * as q from './intervenant-preferences.queries.ts';

/*
 * What planning asks of a family's choices about agents (docs/intervenants.md): preferred agents
 * are ranked first, agents set aside (« écartés ») are never proposed nor assigned for that
 * family. Kept apart from the family's calls (intervenants.service.ts), which read planning: this
 * file imports nothing of planning, so planning may import it.
 */

type Conn = Db | Tx;

/** The family's choice about each agent it decided on (all, or these agents only). */
export function preferencesOfClient(
  db: Conn,
  clientId: number,
  candidatIds?: readonly number[],
): Promise<Map<number, IntervenantPreference>> {
  return q.selectPreferencesOfClient(db, clientId, candidatIds);
}

/**
 * The families that set each of these agents aside, as `client:agent` keys (the planning board
 * marks their visits for those families).
 */
export async function ecartesOfCandidats(
  db: Conn,
  candidatIds: readonly number[],
): Promise<Set<string>> {
  const rows = await q.selectEcartesOfCandidats(db, candidatIds);
  return new Set(rows.map((row) => `${row.client_id}:${row.candidat_id}`));
}

/**
 * What every family decided about these agents, by `client:agent` key (the week's proposal
 * weighs all the families of the week at once).
 */
export async function preferencesOfCandidats(
  db: Conn,
  candidatIds: readonly number[],
): Promise<Map<string, IntervenantPreference>> {
  const rows = await q.selectPreferencesOfCandidats(db, candidatIds);
  return new Map(rows.map((row) => [`${row.client_id}:${row.candidat_id}`, row.preference]));
}

/**
 * INTERVENANT_ECARTE (409) when the family asked not to see this agent again: planning does not
 * give them its visits, whoever picks them.
 */
export async function assertIntervenantNotEcarte(
  db: Conn,
  clientId: number,
  candidatId: number,
  prenom?: string | null,
): Promise<void> {
  const preference = (await q.selectPreferencesOfClient(db, clientId, [candidatId])).get(
    candidatId,
  );
  if (preference === 'ecarte') {
    throw refusal(
      'INTERVENANT_ECARTE',
      `La famille a demandé à ne plus recevoir ${prenom ?? 'cet intervenant'} : choisissez un autre intervenant.`,
    );
  }
}
