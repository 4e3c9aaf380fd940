import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/mailer.ts';
import { loadConfig } from '../../config.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp, mailsTo, type TestApp } from '../../../test/helper.ts';
import {
  call,
  clientSession,
  devisUrl,
  operatorSession,
  type Session,
  signDevis,
  submitBesoin,
} from '../../../test/fixtures-devis.ts';
import {
  at,
  createAgentAccount,
  createMission,
  setClock,
} from '../../../test/fixtures-missions.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { runSansAgentJob } from '../planning/sans-agent.job.ts';

/*
 * Issue 22, point 7: a one-off need for today starting in 10 minutes. The quote tells the family
 * that staffing is not guaranteed (`demarrage_proche`, on save-besoin's answer and on the signature
 * screen), signing it alerts the agency (a cockpit task and a notification to the sales staff), and
 * a visit that starts without an agent is told to the family once (notification and mail). The
 * clock: Monday 2026-03-02, 09:20 UTC = 10:20 in Paris (winter time).
 */

let t: TestApp;
let alice: Session;
let operator: Session;
const NOW = at('2026-03-02T09:20:00Z');

beforeAll(async () => {
  t = await buildTestApp({ accessTokenTtlSeconds: 7 * 86_400 });
});
beforeEach(async () => {
  setClock(t, NOW);
  alice = await clientSession(t);
  operator = await operatorSession(t);
});
afterAll(async () => {
  await t.close();
});

const todayIn10Minutes = {
  service: 1,
  frequence: 'ponctuel',
  date: '2026-03-02',
  time_debut: '10:30',
  time_fin: '12:30',
} as const;

/** save-besoin's answer, with the field this file is about. */
type Submitted = Awaited<ReturnType<typeof submitBesoin>> & {
  demarrage_proche: { premiere_intervention: string; delai_heures: number } | null;
};
const submit = async (besoin: Record<string, unknown>): Promise<Submitted> =>
  (await submitBesoin(t, alice, besoin)) as Submitted;

async function notificationsOf(userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));
}

describe('a booking without lead time (issue 22, point 7)', () => {
  it('tells the family on the quote and on the signature screen that staffing is not guaranteed', async () => {
    const created = await submit(todayIn10Minutes);
    expect(created.demarrage_proche).toEqual({
      premiere_intervention: '2026-03-02T10:30:00.000Z',
      delai_heures: 24,
    });
    const screen = await call(t, 'GET', devisUrl(t, created.id, '/1'), alice);
    expect(screen.status).toBe(200);
    expect(screen.body.data.devis.demarrage_proche).toEqual(created.demarrage_proche);
  });

  it('says nothing for a need three days ahead', async () => {
    const created = await submit({ ...todayIn10Minutes, date: '2026-03-05' });
    expect(created.demarrage_proche).toBeNull();
  });

  it('alerts the agency when such a quote is signed, and only then', async () => {
    const created = await submit(todayIn10Minutes);
    expect((await notificationsOf(operator.userId)).map((n) => n.title)).not.toContain(
      'Démarrage imminent à pourvoir',
    );
    const signed = await signDevis(t, alice, created.id);
    expect(signed.status).toBe(200);

    const [task] = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(eq(cockpit_taches.devis_id, created.id));
    expect(task).toMatchObject({ kind: 'commercial', client_id: alice.clientId, treated_at: null });
    expect(task!.title).toBe(
      `Démarrage sous 24 h : trouver un intervenant (devis ${created.reference})`,
    );
    expect(task!.note).toContain('le 02/03/2026 à 10:30');
    expect(task!.mission_id).not.toBeNull();

    const told = (await notificationsOf(operator.userId)).find(
      (n) => n.title === 'Démarrage imminent à pourvoir',
    );
    expect(told?.body).toContain(created.reference);
    expect(told?.body).toContain('moins de 24 h');
  });

  it('does not alert the agency for a quote with time to staff it', async () => {
    const created = await submit({ ...todayIn10Minutes, date: '2026-03-05' });
    expect((await signDevis(t, alice, created.id)).status).toBe(200);
    const tasks = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(and(eq(cockpit_taches.devis_id, created.id), eq(cockpit_taches.type, 'autre')));
    expect(tasks).toEqual([]);
  });

  it('reads the lead time from STAFFING_LEAD_HOURS, 24 h by default', () => {
    expect(loadConfig({}).staffingLeadHours).toBe(24);
    expect(loadConfig({ STAFFING_LEAD_HOURS: '6' }).staffingLeadHours).toBe(6);
    expect(() => loadConfig({ STAFFING_LEAD_HOURS: '-1' })).toThrow();
  });
});

describe('a visit that starts without an agent', () => {
  const jobDeps = () =>
    ({
      db: t.database.db,
      config: t.config,
      now: t.clock.now,
      log: t.app.log,
      mailer: createMailer({
        db: t.database.db,
        from: 'test@maisonnee.fr',
        smtpUrl: undefined,
        log: t.app.log,
      }),
    }) as unknown as ModuleDeps;

  it('tells the family once, by notification and mail; not for a staffed or an old visit', async () => {
    const agent = await createAgentAccount(t);
    const { interventionIds } = await createMission(
      t,
      { client_id: alice.clientId, mutuelle_id: null },
      {
        interventions: [
          // Started at 10:15 Paris, no agent.
          {
            candidat_id: null,
            date_debut: at('2026-03-02T10:15:00Z'),
            date_fin: at('2026-03-02T12:00:00Z'),
          },
          // Starts at 10:30 Paris: not yet.
          {
            candidat_id: null,
            date_debut: at('2026-03-02T10:30:00Z'),
            date_fin: at('2026-03-02T12:00:00Z'),
          },
          // Started with its agent.
          {
            candidat_id: agent.candidatId,
            date_debut: at('2026-03-02T10:00:00Z'),
            date_fin: at('2026-03-02T11:00:00Z'),
          },
          // Two days ago: the agency's past.
          {
            candidat_id: null,
            date_debut: at('2026-02-28T10:00:00Z'),
            date_fin: at('2026-02-28T11:00:00Z'),
          },
        ],
      },
    );
    const [started, notYet] = interventionIds;

    // Other tests' visits may be told too: only this family's count is asserted.
    const toldToAlice = async () =>
      (await notificationsOf(alice.userId)).filter((n) => n.title === 'Aucun intervenant trouvé');
    expect((await runSansAgentJob(jobDeps(), t.clock.now())).signales).toBeGreaterThanOrEqual(1);
    const told = await toldToAlice();
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Lun. 02/03/2026 10:15 - 12:00');
    expect(told[0]!.body).toContain('ne vous sera pas facturée');
    const mails = await mailsTo(t, alice.email);
    expect(mails.map((m) => m.subject)).toContain(
      'Aucun intervenant trouvé pour votre intervention',
    );
    const [row] = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.id, started!));
    expect(row!.sans_agent_signale_at).toEqual(NOW);
    expect(row!.statut).toBe('planifiee');

    // Run again: nothing new. At 10:31 the second one is told.
    await runSansAgentJob(jobDeps(), t.clock.now());
    expect(await toldToAlice()).toHaveLength(1);
    setClock(t, at('2026-03-02T09:31:00Z'));
    await runSansAgentJob(jobDeps(), t.clock.now());
    expect(await toldToAlice()).toHaveLength(2);
    const [second] = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.id, notYet!));
    expect(second!.sans_agent_signale_at).not.toBeNull();
  });
});
