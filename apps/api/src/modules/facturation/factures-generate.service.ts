import { endpoints, GENERATION_LISTED_MAX } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createDraftsService, lastDayOfMonth } from './factures-drafts.ts';
import { createFacturesReader, withoutLignes } from './factures-reader.ts';
import * as q from './factures.queries.ts';
import { billableLinesForMonth, clientsWithTimesheet } from './releves.service.ts';

/*
 * A month's drafts at once (`factures/generer-mois`): for each client with a timesheet (or one),
 * its drafts per payer, unless the month still has hours pending or the invoice exists already.
 */

export function createFacturesGenerateService(deps: ModuleDeps) {
  const { db } = deps;
  const reader = createFacturesReader(deps);
  const drafts = createDraftsService(deps);

  return {
    async genererFacturesMois(
      auth: AuthContext,
      body: { periode: string; client_id?: number | undefined },
    ) {
      assertCaller(auth, endpoints.genererFacturesMois.access);
      const clientIds = body.client_id
        ? [body.client_id]
        : await clientsWithTimesheet(deps, body.periode);
      const creees: q.FactureRow[] = [];
      let existantes = 0;
      let enAttente = 0;
      const period = {
        periode: body.periode,
        debut: `${body.periode}-01`,
        fin: lastDayOfMonth(body.periode),
      };
      for (const clientId of clientIds) {
        const month = await billableLinesForMonth(deps, clientId, body.periode);
        if (month.pending > 0) {
          enAttente += 1;
          continue;
        }
        if (month.lines.length === 0) continue;
        for (const draft of await drafts.draftsOfMonth(body.periode, month.lines)) {
          const { type, mutuelleId } = draft.payer;
          if (await q.findLiveFacture(db, clientId, body.periode, type, mutuelleId)) {
            existantes += 1;
            continue;
          }
          try {
            creees.push(await drafts.insertDraft(clientId, period, draft, auth.userId));
          } catch (error) {
            // Saved meanwhile by another call.
            if (error instanceof AppError && error.code === 'FACTURE_EXISTS') existantes += 1;
            else throw error;
          }
        }
      }
      // A whole agency's month is thousands of drafts: the answer lists the first ones and counts
      // them all; the list of the month is GET /api/factures?period= (docs/lists.md).
      const items = (await reader.dtos(creees.slice(0, GENERATION_LISTED_MAX))).map(withoutLignes);
      return { creees: items, nb_creees: creees.length, existantes, en_attente: enAttente };
    },
  };
}
