import type { Db } from '../../db/client.ts';
import * as q from './auth.queries.ts';

/*
 * The back-office team as other modules need it (the commercial cockpit lists the colleagues a
 * task can be given to). Only auth reads and writes `users` through its queries.
 */

export interface TeamMember {
  id: number;
  name: string;
  roles: number[];
  is_manager: boolean;
}

/** Active accounts holding one of `roles`, by name (clients and agents hold none of them). */
export async function listActiveTeamMembers(
  db: Db,
  roles: readonly number[],
): Promise<TeamMember[]> {
  const rows = await q.listActiveUsersWithRoles(db, roles);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    roles: [...row.roles_ids].sort((a, b) => a - b),
    is_manager: row.role_manager,
  }));
}
