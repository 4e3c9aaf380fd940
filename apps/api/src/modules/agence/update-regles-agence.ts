import { endpoints } from '@maisonnee/contract';
import { describeRulesChanges } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import * as q from './agence.queries.ts';
import { readAgencySettings } from './agency-settings.ts';
import { recordAudit } from './audit.ts';
import { parametresView, type ParametresDeps, type ParametresView } from './parametres-view.ts';

/**
 * `PUT /api/agence/parametres/regles`: every rule, each within AGENCY_RULE_BOUNDS (the contract
 * refuses the whole change otherwise), written in one statement with its log entry.
 */
export async function updateReglesAgence(
  deps: ParametresDeps,
  auth: AuthContext,
  body: BodyOf<typeof endpoints.updateReglesAgence>,
): Promise<ParametresView> {
  assertCaller(auth, endpoints.updateReglesAgence.access);
  return deps.db.transaction(async (tx) => {
    const before = await readAgencySettings(tx, deps.config);
    // A caller that does not send the invoice reminders' delays keeps them (issue 27).
    const rules = {
      ...body,
      relances_factures_jours: body.relances_factures_jours ?? before.rules.relances_factures_jours,
      // The sales journal's accounts (issue 28): kept when the caller leaves them out.
      comptes_comptables: body.comptes_comptables ?? before.rules.comptes_comptables,
    };
    const changes = describeRulesChanges(before.rules, rules);
    await q.upsertRules(tx, {
      rules,
      identityIfNew: before.identity,
      userId: auth.userId,
      at: deps.now(),
    });
    if (changes.length > 0) {
      await recordAudit(tx, {
        area: 'parametres',
        action: 'rules',
        actor: { id: auth.userId, name: auth.user.name },
        summary: `Règles modifiées : ${changes.join(' ; ')}`,
        before: before.rules,
        after: rules,
      });
    }
    return parametresView(deps, tx);
  });
}
