import type { endpoints } from '@maisonnee/contract';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { when } from './planning-common.ts';
import {
  findCandidat,
  findClient,
  selectInterventionsByIds,
  type InterventionRow,
} from './read-model.queries.ts';

/* The back office sends clients or agents the list of their interventions (mail and notification). */

type E = typeof endpoints;

export function createInterventionsNotifyService(deps: { db: Db; mailer: Mailer }) {
  const { db, mailer } = deps;

  return {
    async notifyInterventions(
      body: BodyOf<E['notifyInterventionsClient']>,
      target: 'client' | 'agent',
    ) {
      const rows = await selectInterventionsByIds(db, body.intervention_ids);
      if (rows.length === 0) throw notFound('Aucune de ces interventions n’existe.');
      const groups = new Map<number, InterventionRow[]>();
      for (const row of rows) {
        const key = target === 'client' ? row.client_id : row.candidat_id;
        if (key == null) continue;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      let notified = 0;
      for (const [ownerId, list] of groups) {
        const lines = list.map((row) => `- ${when(row)}`).join('\n');
        const intro = body.message ? `${body.message}\n\n` : '';
        const text = `${intro}Vos interventions :\n${lines}`;
        const person =
          target === 'client' ? await findClient(db, ownerId) : await findCandidat(db, ownerId);
        if (person?.email)
          await mailer.send({ to: person.email, subject: 'Vos interventions Maisonnée', text });
        await notify(
          db,
          target === 'client' ? { clientId: ownerId } : { candidatId: ownerId },
          NOTIFICATION_MESSAGES.intervention.planningAJour({
            target,
            text,
            interventionId: list.length === 1 ? list[0]!.id : null,
            missionId: list[0]!.mission_id,
          }),
        );
        notified += list.length;
      }
      return { notified };
    },
  };
}
