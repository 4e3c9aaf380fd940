import { endpoints } from '@maisonnee/contract';
import { checkReleveLigneCorrigeable, formatDuration } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { treatCockpitTacheByCle } from '../cockpit/cockpit.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { assertNotInvoiced, interventionOf, ligneDto, ownedLine, quand } from './releves-view.ts';
import * as q from './releves.queries.ts';

/*
 * The agency rules on a contested line (`releve/corriger`): the minutes it keeps for the invoice,
 * its note; the contest's cockpit task is done and the client told.
 */

type E = typeof endpoints;

export function createReleveCorrectService(deps: ModuleDeps) {
  const { db, now } = deps;

  return {
    async corriger(auth: AuthContext, body: BodyOf<E['corrigerReleveLigne']>) {
      const at = now();
      const line = await ownedLine(db, auth, body.ligne_id, endpoints.corrigerReleveLigne.access);
      const updated = await db.transaction(async (tx) => {
        const row = (await q.findLineForUpdate(tx, line.id))!;
        await assertNotInvoiced(tx, row);
        assertAllowed(checkReleveLigneCorrigeable(row));
        const [saved] = await q.updateLines(tx, [row.id], {
          statut: 'corrige',
          minutes_retenues: body.minutes_retenues,
          note_agence: body.note ?? null,
          updated_at: at,
        });
        // The contest's task on the commercial cockpit is done once the agency has ruled.
        await treatCockpitTacheByCle(tx, `releve_conteste:releve:${row.id}`, auth.userId, at);
        await notify(
          tx,
          { clientId: row.client_id },
          NOTIFICATION_MESSAGES.facture.releveCorrige({
            quand: quand(await interventionOf(tx, row), row),
            heures: formatDuration(body.minutes_retenues),
            periode: row.periode,
            clientId: row.client_id,
          }),
        );
        return saved!;
      });
      return ligneDto(db, updated);
    },
  };
}
