import { endpoints } from '@maisonnee/contract';
import { PLANNING_CONFLITS, type PlanningConflit } from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import {
  LANDING_PAGES,
  NOTIFICATION_MESSAGES,
  notify,
} from '../notifications/notifications.service.ts';
import { assertSlotsOnGrid } from './agent-checks.ts';
import { insertForcages } from './forcages.queries.ts';
import * as q from './interventions.queries.ts';
import { futureSlot, loadOwnedIntervention, refOf, when } from './planning-common.ts';
import { publishPlanningChanged } from './planning-live.ts';
import { checkAgentTakes, movedIntervention, moveTargets } from './replanning.ts';

/*
 * Moves from the planning board (issue 26, docs/planning.md « Déplacer, affecter, forcer »): an
 * intervention still to come, and with `serie` the following ones of its recurring slot, goes to
 * another day, other hours, another agent or back to « à pourvoir », in one transaction, under
 * every planning rule. The forceable rules may be forced with a reason, kept in
 * planning_forcages and shown on the board.
 */

type E = typeof endpoints;

export function createBoardMovesService(deps: { db: Db; config: AppConfig; now: () => Date }) {
  const { db, config, now } = deps;

  return {
    async deplacer(auth: AuthContext, body: BodyOf<E['deplacerIntervention']>) {
      assertCaller(auth, endpoints.deplacerIntervention.access);
      const row = await loadOwnedIntervention(
        db,
        auth,
        body.intervention_id,
        endpoints.deplacerIntervention.access,
      );
      const at = now();
      if (row.statut !== 'planifiee' || row.date_debut.getTime() <= at.getTime())
        throw refusal(
          'INTERVENTION_NOT_PLANNED',
          'Seule une intervention planifiée à venir peut être déplacée : celle-ci a commencé, est terminée ou annulée.',
        );
      const slot = futureSlot(body, 'date', at);
      return db.transaction(async (tx) => {
        const targets = await moveTargets(tx, row, slot, body.serie);
        assertSlotsOnGrid(targets);
        const forced =
          body.candidat_id === null
            ? new Map<number, PlanningConflit[]>()
            : await checkAgentTakes(tx, config, {
                candidatId: body.candidat_id,
                intervention: await movedIntervention(tx, row),
                targets,
                forcer: body.forcer !== undefined,
              });
        for (const target of targets) {
          const updated = await q.updateIntervention(
            tx,
            target.id,
            { date_debut: target.start, date_fin: target.end, candidat_id: body.candidat_id },
            'planifiee',
          );
          if (!updated)
            throw refusal(
              'INTERVENTION_CHANGED',
              'Cette intervention a changé entre-temps : rechargez le planning.',
            );
        }
        if (body.forcer && forced.size > 0)
          await insertForcages(
            tx,
            [...forced].map(([interventionId, regles]) => ({
              intervention_id: interventionId,
              regles,
              motif: body.forcer!.motif,
              user_id: auth.userId,
              created_at: at,
            })),
          );
        // The weeks left and the weeks reached both change on the board.
        publishPlanningChanged([...targets.map((target) => target.before), ...targets]);
        const message = NOTIFICATION_MESSAGES.intervention.replanifiee({
          ...refOf(row),
          quand: when({ date_debut: slot.start, date_fin: slot.end }),
          count: targets.length,
        });
        await notify(
          tx,
          { clientId: row.client_id },
          { ...message, landingPage: LANDING_PAGES.client },
        );
        // The agents who had them and the one who takes them.
        const agents = new Set(
          [...targets.map((target) => target.candidatId), body.candidat_id].filter(
            (id): id is number => id != null,
          ),
        );
        for (const candidatId of agents)
          await notify(tx, { candidatId }, { ...message, landingPage: LANDING_PAGES.agent });
        const rules = new Set([...forced.values()].flat());
        return {
          ids: [...targets]
            .sort((a, b) => a.start.getTime() - b.start.getTime())
            .map((target) => target.id),
          regles_forcees: PLANNING_CONFLITS.filter((code) => rules.has(code)),
        };
      });
    },
  };
}
