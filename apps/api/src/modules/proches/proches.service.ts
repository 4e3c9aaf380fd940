import type { Db, Tx } from '../../db/client.ts';
import * as q from './proches.queries.ts';

/*
 * What other modules ask of the relatives (docs/proches.md): which households an account follows
 * now. Read on every call (never cached), so a removed access is refused at the next request.
 */

/** The households (client ids) `userId` follows as a relative, access not removed. */
export async function procheClientIdsOf(db: Db | Tx, userId: number): Promise<number[]> {
  return (await q.listFoyersOfUser(db, userId)).map((foyer) => foyer.client_id);
}

/** True when `userId` follows the household `clientId` as a relative now. */
export async function isProcheOf(db: Db | Tx, userId: number, clientId: number): Promise<boolean> {
  return (await procheClientIdsOf(db, userId)).includes(clientId);
}
