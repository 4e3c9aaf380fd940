import { agencyWallClock } from '@maisonnee/domain';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { refOf, tell, when } from './planning-common.ts';
import { findClient } from './read-model.queries.ts';
import { markSignale, selectStartedWithoutAgent } from './sans-agent.queries.ts';

/*
 * A visit whose start has come without an agent (issue 22, point 7; docs/planning.md, « Délai de
 * prévenance »): the family is told (notification and mail) that nobody could be found, once per
 * intervention. The intervention stays planned for the agency to move or cancel; the cockpit
 * already lists it (« Créneaux sans agent »). Idempotent: the flag is set by a guarded update
 * before anyone is told, so two runs (or two API instances) never tell twice.
 */

/** Only visits that started within this window are looked at: older ones are the agency's past. */
export const SANS_AGENT_LOOKBACK_HOURS = 24;

/** Tells each family whose visit started without an agent; answers how many were told. */
export async function runSansAgentJob(deps: ModuleDeps, now: Date): Promise<{ signales: number }> {
  const { db, mailer } = deps;
  const wall = agencyWallClock(now);
  const from = new Date(wall.getTime() - SANS_AGENT_LOOKBACK_HOURS * 3_600_000);
  const rows = await selectStartedWithoutAgent(db, from, wall);
  let signales = 0;
  for (const row of rows) {
    const message = NOTIFICATION_MESSAGES.intervention.sansAgent({
      ...refOf(row),
      quand: when(row),
    });
    const told = await db.transaction(async (tx) => {
      if (!(await markSignale(tx, row.id, now))) return false;
      await tell(tx, 'client', row, message);
      return true;
    });
    if (!told) continue;
    signales += 1;
    const client = await findClient(db, row.client_id);
    if (client?.email) {
      await mailer.send({
        to: client.email,
        subject: 'Aucun intervenant trouvé pour votre intervention',
        text: `Bonjour,\n\n${message.body}\n\nL'équipe Maisonnée`,
      });
    }
  }
  return { signales };
}
