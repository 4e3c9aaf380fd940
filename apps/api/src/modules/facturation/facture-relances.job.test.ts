import { ROLE, wallClockInstant } from '@maisonnee/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/mailer.ts';
import { clients } from '../../db/schema/clients.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { facture_relances } from '../../db/schema/facture-relances.ts';
import { factures } from '../../db/schema/factures.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { runWithEvents, type EventSinks } from '../../lib/event-scope.ts';
import { clientSession, operatorSession, type Session } from '../../../test/fixtures-devis.ts';
import { setClock } from '../../../test/fixtures-missions.ts';
import { insertIssuedFacture } from '../../../test/fixtures-paiements.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';
import { appOfTheFile, bearer, encrypted, mailsTo } from '../../../test/helper.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { runFactureRelancesJob } from './facture-relances.job.ts';

/*
 * Reminders of unpaid invoices (issue 27 point 3, docs/paiements.md « Impayés et relances »): at
 * each of the agency's delays after the due date (7, 15, 30 days by default), the family is told
 * in the app and by mail, once per invoice and level even when the job runs twice or on two
 * processes at once; nothing once the invoice is paid or cancelled; a cockpit task after the last.
 * Instants are UTC, days are Paris days through the domain's rule: these pass in any TZ.
 */

const t = appOfTheFile();
const sinks: EventSinks = { publish: () => undefined, push: () => undefined };
let accounting: Session;

/** The last instant of a Paris day, as an invoice's due date is stored. */
const dueOn = (day: string) => wallClockInstant(new Date(`${day}T23:59:59Z`));

/** One run of the job at 10:00 Paris on `day`, in an event scope as the scheduler runs it. */
function runOn(day: string) {
  const now = wallClockInstant(new Date(`${day}T10:00:00Z`));
  const deps = {
    db: t.database.db,
    config: t.config,
    now: () => now,
    log: t.app.log,
    mailer: createMailer({
      db: t.database.db,
      from: 'test@maisonnee.fr',
      smtpUrl: undefined,
      log: t.app.log,
    }),
  } as unknown as ModuleDeps;
  return runWithEvents(sinks, () => runFactureRelancesJob(deps, now));
}

/** A family (its account and e-mail) with an invoice of `euros` due on `day`. */
async function owing(euros: number, day: string, values = {}) {
  const family = await clientSession(t);
  const facture = await insertIssuedFacture(t, family.clientId, euros, {
    due_at: dueOn(day),
    ...values,
  });
  const [client] = await t.database.db
    .select({ email: clients.email })
    .from(clients)
    .where(eq(clients.id, family.clientId));
  return { family, facture, email: client!.email! };
}

const relancesOf = (factureId: number) =>
  t.database.db
    .select()
    .from(facture_relances)
    .where(eq(facture_relances.facture_id, factureId))
    .orderBy(facture_relances.niveau);

const remindersTo = async (userId: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.user_id, userId)))
    .filter((n) => /relance|Rappel : facture/i.test(n.title ?? ''))
    .map((n) => n.title);

const tasksOf = (clientId: number) =>
  t.database.db
    .select()
    .from(cockpit_taches)
    .where(and(eq(cockpit_taches.client_id, clientId), eq(cockpit_taches.type, 'facture_impayee')));

beforeAll(async () => {
  setClock(t);
  accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
});

// Each test starts from the agency's default delays (7, 15, 30 days): one of them saves its own,
// and the suites run in any order (CI shuffles them on PostgreSQL).
beforeEach(async () => {
  await saveRules(t, {});
});

describe('runFactureRelancesJob', () => {
  it('reminds at 7, 15 and 30 days after the due date, each once, then a cockpit task', async () => {
    const { family, facture, email } = await owing(120.5, '2026-03-02');
    await runOn('2026-03-08');
    expect(await relancesOf(facture.id)).toEqual([]);

    await runOn('2026-03-09');
    await runOn('2026-03-09');
    await runOn('2026-03-14');
    let sent = await relancesOf(facture.id);
    expect(sent.map((r) => [r.niveau, r.jours, r.jours_retard, r.reste_centimes])).toEqual([
      [1, 7, 7, 12050],
    ]);
    expect(sent[0]!.par_mail).toBe(true);
    expect(await remindersTo(family.userId)).toEqual(['Rappel : facture à régler']);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, family.userId));
    expect(notice!.body).toBe(
      `La facture ${facture.numero} était à régler le 02/03/2026 : il reste 120,50 € à payer. Si vous avez déjà réglé, merci de ne pas tenir compte de ce message. Vous pouvez la régler depuis vos documents.`,
    );
    expect((await mailsTo(t, email)).map((m) => m.subject)).toEqual([
      `Maisonnée : facture ${facture.numero} à régler`,
    ]);

    await runOn('2026-03-17');
    await runOn('2026-03-31');
    expect(await tasksOf(family.clientId)).toEqual([]);
    await runOn('2026-04-01');
    await runOn('2026-04-02');
    sent = await relancesOf(facture.id);
    expect(sent.map((r) => [r.niveau, r.jours, r.jours_retard, r.derniere])).toEqual([
      [1, 7, 7, false],
      [2, 15, 15, false],
      [3, 30, 30, true],
    ]);
    expect(await remindersTo(family.userId)).toHaveLength(3);
    expect((await mailsTo(t, email)).map((m) => m.subject)).toHaveLength(3);
    const tasks = await tasksOf(family.clientId);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      kind: 'commercial',
      title: `Facture ${facture.numero} impayée après 3 relances`,
      cle: `facture_impayee:facture:${facture.id}`,
    });

    // The back office reads them on the invoice.
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/facture/${encrypted(t, facture.id)}/relances`,
      headers: bearer(accounting.token),
    });
    expect(answer.json().data.map((r: { niveau: number }) => r.niveau)).toEqual([1, 2, 3]);
  });

  it('sends a reminder once when two runs go at the same time', async () => {
    const { family, facture, email } = await owing(80, '2026-03-02');
    await Promise.all([runOn('2026-03-10'), runOn('2026-03-10'), runOn('2026-03-10')]);
    expect((await relancesOf(facture.id)).map((r) => r.niveau)).toEqual([1]);
    expect(await remindersTo(family.userId)).toHaveLength(1);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('sends only the latest reminder due when the job did not run for a while', async () => {
    const { family, facture } = await owing(80, '2026-03-02');
    await runOn('2026-03-20');
    expect((await relancesOf(facture.id)).map((r) => r.niveau)).toEqual([2]);
    expect(await remindersTo(family.userId)).toHaveLength(1);
  });

  it('stops once the invoice is paid, and never reminds a cancelled invoice', async () => {
    const { family, facture } = await owing(60, '2026-03-02');
    await runOn('2026-03-09');
    expect((await relancesOf(facture.id)).map((r) => r.niveau)).toEqual([1]);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/reglements',
      headers: bearer(accounting.token),
      payload: {
        client_id: family.clientId,
        date: '2026-03-02',
        mode: 'virement',
        reference: 'VIR-RELANCE',
        montant_centimes: 6000,
        imputations: [{ facture_id: facture.id, montant_centimes: 6000 }],
      },
    });
    expect(paid.statusCode).toBe(201);
    await runOn('2026-03-17');
    await runOn('2026-04-02');
    expect((await relancesOf(facture.id)).map((r) => r.niveau)).toEqual([1]);
    expect(await tasksOf(family.clientId)).toEqual([]);

    const cancelled = await owing(50, '2026-03-02', { statut: 'annulee' });
    await runOn('2026-04-02');
    expect(await relancesOf(cancelled.facture.id)).toEqual([]);
    expect(await remindersTo(cancelled.family.userId)).toEqual([]);
  });

  it('follows the agency’s delays: one reminder at 3 days is the last, with its task', async () => {
    await saveRules(t, { relances_factures_jours: [3] });
    const { family, facture } = await owing(42, '2026-05-04');
    await runOn('2026-05-06');
    expect(await relancesOf(facture.id)).toEqual([]);
    await runOn('2026-05-07');
    expect((await relancesOf(facture.id)).map((r) => [r.niveau, r.derniere])).toEqual([[1, true]]);
    expect(await remindersTo(family.userId)).toEqual(['Dernière relance : facture impayée']);
    expect(await tasksOf(family.clientId)).toHaveLength(1);
    // A reminder changes nothing on the invoice itself.
    const [row] = await t.database.db.select().from(factures).where(eq(factures.id, facture.id));
    expect(row!.statut).toBe('emise');
  });
});
