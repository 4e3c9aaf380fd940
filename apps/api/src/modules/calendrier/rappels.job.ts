import { agencyWallClock } from '@maisonnee/domain';
import type { ModuleDeps } from '../module-deps.ts';
import {
  NOTIFICATION_MESSAGES,
  notify,
  type NotificationMessage,
} from '../notifications/notifications.service.ts';
import {
  claimRappel,
  selectRappelsOf,
  selectReminderRecipients,
  selectVisitsToRemind,
  type VisitRow,
} from './calendrier.queries.ts';
import { adresseOf, agentOf, clientOf, prestationOf, quandOf } from './visite-texts.ts';

/*
 * The reminder the day before a visit (issue 25, point 8; docs/calendrier.md). From 17:00 on the
 * agency's clock, every run reminds the visits planned for the next calendar day (Paris) that
 * have an agent and are not cancelled: each account of the family (users of the client) and the
 * agent's account, once per visit and person. The person gets an in-app notification through
 * notify(), which pushes it to their devices; a person with no push device gets the reminder by
 * e-mail instead. « Once » is the unique (intervention, user) of rappels_envoyes: the reminder is
 * claimed by an insert that does nothing on conflict before anyone is told, so a second run or a
 * second API process never tells twice. The texts carry the day, the times, the service, the
 * agent's first name (to the family) or the family's name and address (to the agent): never the
 * door code nor the access instructions, which the queries do not even read.
 */

/** From this hour (Paris) the visits of the next day are reminded. */
export const RAPPEL_HEURE_PARIS = 17;

const DAY_MS = 86_400_000;

export interface RappelsResult {
  push: number;
  mail: number;
}

/** The first instant (agency wall clock) of the calendar day after the one of `wall`. */
function nextDayStart(wall: Date): Date {
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) + DAY_MS);
}

function messageFor(visit: VisitRow, asFamily: boolean): NotificationMessage {
  const common = {
    missionId: visit.mission_id,
    interventionId: visit.id,
    quand: quandOf(visit),
    prestation: prestationOf(visit),
  };
  return asFamily
    ? NOTIFICATION_MESSAGES.intervention.rappelFamille({
        ...common,
        prenom: visit.agent_prenom?.trim() || agentOf(visit),
      })
    : NOTIFICATION_MESSAGES.intervention.rappelIntervenant({
        ...common,
        client: clientOf(visit),
        adresse: adresseOf(visit),
      });
}

/** The mail of a person without a push device: the same words as the notification. */
function mailOf(message: NotificationMessage) {
  return {
    subject: message.title,
    text:
      `Bonjour,\n\n${message.body}\n\n` +
      "Retrouvez le détail de l'intervention dans votre espace Maisonnée. " +
      'Vous recevez ce rappel par e-mail car les notifications ne sont activées sur aucun de vos appareils.\n\n' +
      "L'équipe Maisonnée",
  };
}

/** Reminds tomorrow's visits (from 17:00 Paris); answers how many people were told, by channel. */
export async function runRappelsJob(deps: ModuleDeps, now: Date): Promise<RappelsResult> {
  const result: RappelsResult = { push: 0, mail: 0 };
  const wall = agencyWallClock(now);
  if (wall.getUTCHours() < RAPPEL_HEURE_PARIS) return result;
  const from = nextDayStart(wall);
  const to = new Date(from.getTime() + DAY_MS);
  const { db, mailer } = deps;
  const visits = await selectVisitsToRemind(db, from, to);
  const done = new Set(
    (
      await selectRappelsOf(
        db,
        visits.map((visit) => visit.id),
      )
    ).map((row) => `${row.intervention_id}:${row.user_id}`),
  );
  for (const visit of visits) {
    if (visit.candidat_id === null) continue;
    const recipients = await selectReminderRecipients(db, visit.client_id, visit.candidat_id);
    for (const person of recipients) {
      if (done.has(`${visit.id}:${person.user_id}`)) continue;
      const message = messageFor(visit, person.client_id === visit.client_id);
      const canal = person.has_push ? 'push' : 'mail';
      const claimed = await db.transaction(async (tx) => {
        if (
          !(await claimRappel(tx, { interventionId: visit.id, userId: person.user_id, canal }, now))
        )
          return false;
        await notify(tx, { userIds: [person.user_id] }, message);
        return true;
      });
      if (!claimed) continue;
      // Sent once the claim is saved: a failure after it loses a reminder, never doubles one.
      if (canal === 'mail') await mailer.send({ to: person.email, ...mailOf(message) });
      result[canal] += 1;
    }
  }
  return result;
}
