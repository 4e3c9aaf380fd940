import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { parametresView, type ParametresDeps, type ParametresView } from './parametres-view.ts';

/** `GET /api/agence/parametres`: the settings screen's identity, logo, rules and grids. */
export async function getParametresAgence(
  deps: ParametresDeps,
  auth: AuthContext,
): Promise<ParametresView> {
  assertCaller(auth, endpoints.getParametresAgence.access);
  return parametresView(deps);
}
