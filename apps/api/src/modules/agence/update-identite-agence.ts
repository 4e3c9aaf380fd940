import { endpoints } from '@maisonnee/contract';
import { describeIdentityChanges } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import * as q from './agence.queries.ts';
import { readAgencySettings } from './agency-settings.ts';
import { recordAudit } from './audit.ts';
import { parametresView, type ParametresDeps, type ParametresView } from './parametres-view.ts';

/**
 * `PUT /api/agence/parametres/identite`: the whole identity, checked field by field by the
 * contract (a bad SIRET refuses everything, 400 naming it), written in one statement with its log
 * entry in the same transaction. The logo is kept: it changes by upload only.
 */
export async function updateIdentiteAgence(
  deps: ParametresDeps,
  auth: AuthContext,
  body: BodyOf<typeof endpoints.updateIdentiteAgence>,
): Promise<ParametresView> {
  assertCaller(auth, endpoints.updateIdentiteAgence.access);
  return deps.db.transaction(async (tx) => {
    const before = await readAgencySettings(tx, deps.config);
    const identity = { ...body, logo_path: before.identity.logo_path };
    const changes = describeIdentityChanges(before.identity, identity);
    await q.upsertIdentity(tx, {
      identity,
      rulesIfNew: before.rules,
      userId: auth.userId,
      at: deps.now(),
    });
    if (changes.length > 0) {
      await recordAudit(tx, {
        area: 'parametres',
        action: 'identity',
        actor: { id: auth.userId, name: auth.user.name },
        summary: `Identité de l’agence modifiée : ${changes.join(' ; ')}`,
        before: before.identity,
        after: identity,
      });
    }
    return parametresView(deps, tx);
  });
}
