import { endpoints } from '@maisonnee/contract';
import { BACK_OFFICE_ROLES } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import * as q from './auth.queries.ts';
import { toMembre, type MembreEquipe, type TeamDeps } from './team-common.ts';

/** The team: every account holding a back-office role, active or deactivated, by name. */
export async function listEquipe(deps: TeamDeps, auth: AuthContext): Promise<MembreEquipe[]> {
  assertCaller(auth, endpoints.listEquipe.access);
  const rows = await q.listStaffUsers(deps.db, BACK_OFFICE_ROLES);
  return rows.map(toMembre);
}
