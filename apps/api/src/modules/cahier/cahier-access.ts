import { ROLE, ROLE_GROUPS, type CahierAuteurKind } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import * as q from './cahier.queries.ts';

/*
 * Who takes part in a mission's notebook (docs/cahier.md), the one rule of the module: the family
 * of the mission (its client space), a relative of that household (an active row of `proches`),
 * an agent who has or had a visit of the mission (so the notebook is shown to the next agent), and
 * the agency's commercial team with the administrators. Everyone else is refused (403).
 */

/** Who reads: the caller of a call, or the holder of a file link's session. */
export type CahierReader = Pick<AuthContext, 'userId' | 'roles' | 'clientId' | 'candidatId'>;

/** How the reader takes part in the notebook, or null when they do not. */
export function lecteurOf(
  reader: CahierReader,
  mission: q.CahierAccessRow,
): CahierAuteurKind | null {
  if (reader.roles.includes(ROLE.CLIENT) && reader.clientId === mission.clientId) return 'famille';
  if (mission.isProche) return 'proche';
  if (reader.roles.includes(ROLE.AGENT) && reader.candidatId !== null && mission.isIntervenant) {
    return 'intervenant';
  }
  if (reader.roles.some((role) => (ROLE_GROUPS.COMMERCIAL as readonly number[]).includes(role))) {
    return 'agence';
  }
  return null;
}

/** The mission and how the reader takes part (404 when it does not exist, 403 for outsiders). */
export async function assertCahierAccess(
  conn: Db | Tx,
  reader: CahierReader,
  missionId: number,
): Promise<{ mission: q.CahierAccessRow; lecteur: CahierAuteurKind }> {
  const mission = await q.findCahierAccess(conn, missionId, reader);
  if (!mission) throw notFound('Mission introuvable.');
  const lecteur = lecteurOf(reader, mission);
  if (!lecteur) throw forbidden("Vous n'avez pas accès au cahier de liaison de cette mission.");
  return { mission, lecteur };
}
