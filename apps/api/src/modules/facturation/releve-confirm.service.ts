import { endpoints } from '@maisonnee/contract';
import { checkReleveLignesConfirmable } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { releveOf } from './releves-view.ts';
import * as q from './releves.queries.ts';
import { syncMonth } from './releves.service.ts';

/* The client confirms its month, or the lines it chose, still to confirm (`releve/confirm`). */

type E = typeof endpoints;

export function createReleveConfirmService(deps: ModuleDeps) {
  const { db, now } = deps;

  return {
    async confirm(auth: AuthContext, body: BodyOf<E['confirmReleve']>) {
      assertCaller(auth, endpoints.confirmReleve.access, { clientId: body.client_id });
      const at = now();
      await syncMonth(deps, body.periode, at, body.client_id);
      await db.transaction(async (tx) => {
        const rows = await q.linesOfMonth(tx, body.client_id, body.periode, body.ligne_ids);
        if (body.ligne_ids) {
          const found = new Set(rows.map((row) => row.id));
          const missing = body.ligne_ids.filter((id) => !found.has(id));
          if (missing.length > 0)
            throw notFound('Ligne introuvable dans le relevé de ce mois : vérifiez la sélection.');
          assertAllowed(checkReleveLignesConfirmable(rows));
        }
        const toConfirm = rows.filter((row) => row.statut === 'a_confirmer');
        await q.updateLines(
          tx,
          toConfirm.map((row) => row.id),
          { statut: 'confirme', repondu_at: at, repondu_par_user_id: auth.userId, updated_at: at },
        );
      });
      return releveOf(deps, body.client_id, body.periode, at);
    },
  };
}
