import { formatDeadline, formatMonth } from '@maisonnee/domain';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import * as q from './releves.queries.ts';
import { monthEnd, periodeAt, previousPeriode, syncMonth } from './releves.service.ts';

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
  // One grouped read and one read of who was told, not three queries per client of the agency.
  const open = await q.openLinesOfMonthByClient(deps.db, ended);
  if (open.length === 0) return { notifies };
  const messageOf = (clientId: number, deadline: Date) =>
    NOTIFICATION_MESSAGES.facture.releveAConfirmer({
      mois: formatMonth(ended),
      periode: ended,
      dateLimite: formatDeadline(deadline),
      clientId,
    });
  const { title, landingPage } = messageOf(open[0]!.clientId, open[0]!.dateLimite);
  const told = await q.clientsWithNotification(deps.db, title, landingPage);
  for (const { clientId, dateLimite } of open) {
    if (told.has(clientId)) continue;
    await notify(deps.db, { clientId }, messageOf(clientId, dateLimite));
    notifies += 1;
  }
  return { notifies };
}
