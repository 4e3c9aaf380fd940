import { endpoints } from '@maisonnee/contract';
import { checkReleveLigneContestable, formatDuration, ROLE_GROUPS } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { assertNotInvoiced, interventionOf, ligneDto, ownedLine, quand } from './releves-view.ts';
import * as q from './releves.queries.ts';

/*
 * The client contests a line before its deadline (`releve/contest`): the commercial team gets a
 * cockpit task and a notification; the line waits for the agency's correction.
 */

type E = typeof endpoints;

export function createReleveContestService(deps: ModuleDeps) {
  const { db, now } = deps;

  return {
    async contest(auth: AuthContext, body: BodyOf<E['contestReleveLigne']>) {
      const at = now();
      const line = await ownedLine(db, auth, body.ligne_id, endpoints.contestReleveLigne.access);
      await q.autoConfirm(db, at, { clientId: line.client_id, periode: line.periode });
      const updated = await db.transaction(async (tx) => {
        const row = (await q.findLineForUpdate(tx, line.id))!;
        await assertNotInvoiced(tx, row);
        assertAllowed(
          checkReleveLigneContestable({ statut: row.statut, dateLimite: row.date_limite }, at),
        );
        const [saved] = await q.updateLines(tx, [row.id], {
          statut: 'conteste',
          motif_contestation: body.motif,
          repondu_at: at,
          repondu_par_user_id: auth.userId,
          updated_at: at,
        });
        const client = await q.clientName(tx, row.client_id);
        const jour = quand(await interventionOf(tx, row), row);
        await addCockpitTache(tx, {
          type: 'releve_conteste',
          kind: 'commercial',
          client_id: row.client_id,
          mission_id: row.mission_id,
          intervention_id: row.intervention_id,
          cle: `releve_conteste:releve:${row.id}`,
          title: `Heures contestées : ${client}, intervention du ${jour}`,
          note:
            `Pointé ${formatDuration(row.minutes_realisees)} (prévu ${formatDuration(row.minutes_prevues)}). ` +
            `Motif du client : ${body.motif}`,
          due_at: row.date_limite,
        });
        await notify(
          tx,
          { plannerRoles: ROLE_GROUPS.COMMERCIAL },
          NOTIFICATION_MESSAGES.facture.releveConteste({
            client,
            quand: jour,
            clientId: row.client_id,
          }),
        );
        return saved!;
      });
      return ligneDto(db, updated);
    },
  };
}
