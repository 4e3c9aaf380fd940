import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/mailer.ts';
import { rappels_envoyes } from '../../db/schema/calendrier.ts';
import { clients } from '../../db/schema/clients.ts';
import { notifications, push_subscriptions } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import { runWithEvents, type EventSinks } from '../../lib/event-scope.ts';
import { appOfTheFile, createUser, mailsTo } from '../../../test/helper.ts';
import { at, createAgentAccount, createMission } from '../../../test/fixtures-missions.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { runRappelsJob } from './rappels.job.ts';

/*
 * The reminder the day before a visit (issue 25, point 8; docs/calendrier.md): from 17:00 Paris,
 * tomorrow's visits with an agent, not cancelled, are reminded to each account of the family and
 * to the agent, by push to those with a device and by mail to the others, once per visit and
 * person, never with the door code. The clock is given to the job: instants in UTC, Paris days
 * and summer time follow from the domain's one rule, whatever the zone the tests run in.
 */

const t = appOfTheFile();
const DOOR_CODE = '4812B';
const TITLE = 'Rappel : intervention demain';

let pushed: number[][];
const sinks: EventSinks = {
  publish: () => undefined,
  push: (userIds) => pushed.push([...userIds]),
};

/** One run of the job at `instant`, in an event scope as the scheduler runs it. */
async function runAt(instant: string) {
  const deps = {
    db: t.database.db,
    config: t.config,
    now: () => at(instant),
    log: t.app.log,
    mailer: createMailer({
      db: t.database.db,
      from: 'test@maisonnee.fr',
      smtpUrl: undefined,
      log: t.app.log,
    }),
  } as unknown as ModuleDeps;
  return runWithEvents(sinks, () => runRappelsJob(deps, at(instant)));
}

/**
 * A household of its own: two accounts of the family (the second with a push device), the agent
 * Karim Benali (no device), and a mission of cleaning at 12 rue de Rivoli with these visits.
 */
async function household(
  visits: { from: string; to: string; agent?: boolean; statut?: 'planifiee' | 'annulee' }[],
) {
  const first = await createUser(t, { roles: [5] });
  const clientId = first.clientId!;
  await t.database.db
    .update(clients)
    .set({
      civilite: 'Mme',
      nom: 'Dubois',
      adresse: '12 rue de Rivoli',
      codep: '75004',
      ville: 'Paris',
      code_porte: DOOR_CODE,
      acces_instructions: `Digicode ${DOOR_CODE}`,
      complement_adresse: `Code ${DOOR_CODE}`,
    })
    .where(eq(clients.id, clientId));
  const second = await createUser(t, { roles: [5], withClient: false });
  await t.database.db
    .update(users)
    .set({ client_id: clientId })
    .where(eq(users.id, second.user.id));
  await t.database.db.insert(push_subscriptions).values({
    user_id: second.user.id,
    channel: 'webpush',
    endpoint: `https://push.example.test/${second.user.id}`,
    p256dh: 'x',
    auth: 'y',
  });
  const agent = await createAgentAccount(t);
  const [agentUser] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, agent.userId));
  const { interventionIds } = await createMission(
    t,
    { client_id: clientId, client_besoin_skill_id: 1 },
    {
      interventions: visits.map((visit) => ({
        candidat_id: visit.agent === false ? null : agent.candidatId,
        date_debut: at(visit.from),
        date_fin: at(visit.to),
        statut: visit.statut ?? 'planifiee',
      })),
    },
  );
  return {
    interventionIds,
    mail: { email: first.email, userId: first.user.id },
    push: { email: second.email, userId: second.user.id },
    agent: { email: agentUser!.email, userId: agent.userId },
  };
}

type Household = Awaited<ReturnType<typeof household>>;

/** The reminders recorded for the household's visits: [visit index, user id, channel]. */
async function remindersOf(h: Household) {
  const rows = await t.database.db
    .select()
    .from(rappels_envoyes)
    .where(inArray(rappels_envoyes.intervention_id, h.interventionIds));
  return rows
    .map((row) => [h.interventionIds.indexOf(row.intervention_id), row.user_id, row.canal])
    .sort((a, b) => String(a).localeCompare(String(b)));
}

async function remindersTo(userId: number) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.title, TITLE)));
}

beforeAll(() => {
  pushed = [];
});

describe('the reminder the day before a visit', () => {
  it('reminds tomorrow from 17:00 Paris: by push with a device, by mail without, never the door code', async () => {
    const h = await household([
      { from: '2026-03-03T09:00:00Z', to: '2026-03-03T11:00:00Z' }, // tomorrow: reminded
      { from: '2026-03-03T14:00:00Z', to: '2026-03-03T16:00:00Z', statut: 'annulee' },
      { from: '2026-03-03T16:00:00Z', to: '2026-03-03T17:00:00Z', agent: false },
      { from: '2026-03-04T09:00:00Z', to: '2026-03-04T11:00:00Z' }, // the day after
      { from: '2026-03-02T20:00:00Z', to: '2026-03-02T21:00:00Z' }, // tonight
    ]);
    // Monday 2 March, 16:59 in Paris (15:59Z, winter time): not yet.
    await runAt('2026-03-02T15:59:00Z');
    expect(await remindersOf(h)).toEqual([]);

    pushed = [];
    await runAt('2026-03-02T16:00:00Z');
    expect(await remindersOf(h)).toEqual(
      [
        [0, h.mail.userId, 'mail'],
        [0, h.push.userId, 'push'],
        [0, h.agent.userId, 'mail'],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    // The push goes to the device's owner (notify() pushes every notification it writes).
    expect(pushed.flat()).toContain(h.push.userId);

    const familyMails = await mailsTo(t, h.mail.email);
    expect(familyMails).toHaveLength(1);
    expect(familyMails[0]!.subject).toBe(TITLE);
    expect(familyMails[0]!.text).toContain(
      'Demain, mardi 3 mars de 09:00 à 11:00 : Ménage avec Karim.',
    );
    expect(await mailsTo(t, h.push.email)).toEqual([]);
    const agentMails = await mailsTo(t, h.agent.email);
    expect(agentMails).toHaveLength(1);
    expect(agentMails[0]!.text).toContain(
      'Demain, mardi 3 mars de 09:00 à 11:00 : Ménage chez Mme Dubois, 12 rue de Rivoli, 75004 Paris.',
    );

    const [notification] = await remindersTo(h.push.userId);
    expect(notification!.body).toBe('Demain, mardi 3 mars de 09:00 à 11:00 : Ménage avec Karim.');
    const texts = [
      ...familyMails,
      ...agentMails,
      ...(await remindersTo(h.mail.userId)),
      ...(await remindersTo(h.agent.userId)),
      notification!,
    ].map((row) => JSON.stringify(row));
    for (const text of texts) expect(text).not.toContain(DOOR_CODE);
  });

  it('never reminds twice, even when two runs go at once', async () => {
    const h = await household([{ from: '2026-03-03T09:00:00Z', to: '2026-03-03T11:00:00Z' }]);
    await Promise.all([runAt('2026-03-02T17:00:00Z'), runAt('2026-03-02T17:00:00Z')]);
    await runAt('2026-03-02T20:30:00Z');
    expect(await remindersOf(h)).toHaveLength(3);
    expect(await mailsTo(t, h.mail.email)).toHaveLength(1);
    expect(await mailsTo(t, h.agent.email)).toHaveLength(1);
    expect(await remindersTo(h.push.userId)).toHaveLength(1);
  });

  it('takes the Paris day: at 23:59 Paris it is still the next day, at 17:00 the day after', async () => {
    const h = await household([
      { from: '2026-03-03T09:00:00Z', to: '2026-03-03T10:00:00Z' },
      { from: '2026-03-04T00:30:00Z', to: '2026-03-04T02:00:00Z' },
    ]);
    // Monday 23:59 in Paris (22:59Z): Tuesday's visit; Tuesday 00:00 (23:00Z) is before 17:00.
    await runAt('2026-03-02T22:59:00Z');
    expect((await remindersOf(h)).map(([visit]) => visit)).toEqual([0, 0, 0]);
    await runAt('2026-03-02T23:00:00Z');
    expect(await remindersOf(h)).toHaveLength(3);
    // Tuesday 17:00 in Paris: Wednesday 00:30 is tomorrow.
    await runAt('2026-03-03T16:00:00Z');
    expect((await remindersOf(h)).map(([visit]) => visit)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('follows summer time: 17:00 Paris is 16:00Z on Saturday 28 March, 15:00Z on Sunday 29', async () => {
    const h = await household([
      { from: '2026-03-29T10:00:00Z', to: '2026-03-29T12:00:00Z' }, // Sunday
      { from: '2026-03-30T10:00:00Z', to: '2026-03-30T12:00:00Z' }, // Monday
    ]);
    await runAt('2026-03-28T15:59:00Z');
    expect(await remindersOf(h)).toEqual([]);
    await runAt('2026-03-28T16:00:00Z');
    expect((await remindersOf(h)).map(([visit]) => visit)).toEqual([0, 0, 0]);
    await runAt('2026-03-29T14:59:00Z');
    expect(await remindersOf(h)).toHaveLength(3);
    await runAt('2026-03-29T15:00:00Z');
    expect((await remindersOf(h)).map(([visit]) => visit)).toEqual([0, 0, 0, 1, 1, 1]);
    const mails = await mailsTo(t, h.mail.email);
    expect(mails.map((mail) => mail.text.split('\n')[2])).toEqual([
      'Demain, dimanche 29 mars de 10:00 à 12:00 : Ménage avec Karim.',
      'Demain, lundi 30 mars de 10:00 à 12:00 : Ménage avec Karim.',
    ]);
  });
});
