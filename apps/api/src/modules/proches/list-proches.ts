import { endpoints, type Proche } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { householdOf, toProche, type ProchesDeps } from './proches-common.ts';
import * as q from './proches.queries.ts';

/** The family's relatives: invited, active, and the removed ones (newest first). */
export async function listProches(
  deps: Pick<ProchesDeps, 'db'>,
  auth: AuthContext,
): Promise<Proche[]> {
  assertCaller(auth, endpoints.listProches.access);
  const clientId = householdOf(auth);
  assertCaller(auth, endpoints.listProches.access, { clientId });
  return (await q.listProchesOfClient(deps.db, clientId)).map(toProche);
}
