import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import * as q from './releves.queries.ts';
import {
  formatDeadline,
  moisLabel,
  monthEnd,
  periodeAt,
  previousPeriode,
  syncMonth,
} from './releves.service.ts';

/**
 * The timesheet's hourly job (docs/releves.md): brings the month that just ended and the current
 * one up to date (a line per intervention done), turns the lines whose deadline passed into
 * confirme_auto, and tells each client, once per month, that its timesheet of the month that
 * ended is ready to confirm.
 *
 * "Once" is read from the notifications themselves: a client is told when none of its accounts
 * has the « Relevé d'heures à confirmer » notification of that month yet, so running the job
 * twice, or after a pause, never tells anyone twice. A client with no account is not told.
 */
export async function runRelevesJob(deps: ModuleDeps, now: Date): Promise<{ notifies: number }> {
  const current = periodeAt(now);
  const ended = previousPeriode(current);
  await syncMonth(deps, ended, now);
  await syncMonth(deps, current, now);
  await q.autoConfirm(deps.db, now);
  let notifies = 0;
  if (monthEnd(ended).getTime() > now.getTime()) return { notifies };
  for (const clientId of await q.clientIdsOfMonth(deps.db, ended)) {
    const lines = await q.linesOfMonth(deps.db, clientId, ended);
    const open = lines.filter((line) => line.statut === 'a_confirmer');
    if (open.length === 0) continue;
    const deadline = new Date(Math.max(...open.map((line) => line.date_limite.getTime())));
    const message = NOTIFICATION_MESSAGES.facture.releveAConfirmer({
      mois: moisLabel(ended),
      periode: ended,
      dateLimite: formatDeadline(deadline),
      clientId,
    });
    if (await q.releveNotificationSent(deps.db, clientId, message.title, message.landingPage))
      continue;
    await notify(deps.db, { clientId }, message);
    notifies += 1;
  }
  return { notifies };
}
