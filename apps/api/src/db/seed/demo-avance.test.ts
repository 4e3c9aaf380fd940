import { rm } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUrssafStandIn, type UrssafStandIn } from '../../../test/urssaf-stand-in.ts';
import { createMailer } from '../../adapters/mail/mailer.ts';
import { buildApp, type App } from '../../app.ts';
import { testConfig, type AppConfig } from '../../config.ts';
import { runAvanceSuiviJob } from '../../modules/facturation/factures-avance.ts';
import type { ModuleDeps } from '../../modules/module-deps.ts';
import {
  avance_demandes,
  avance_inscriptions,
  clients,
  cockpit_taches,
  factures,
  notifications,
  reglements,
} from '../schema/index.ts';
import { mailOutbox } from '../schema/auth.ts';
import { DEMO_AVANCE_PARCOURS } from './demo-agency/avance.ts';

/*
 * The demo with URSSAF's stand-in (`--demo`, docs/avance-immediate.md): three households
 * registered through the product, each latest invoice a payment request; the follow-up job reads
 * what the stand-in's data says — one paid (a ledger payment), one waiting for the family, one
 * refused (a cockpit task). The seed's history of payments tells no family.
 */

const CLIENT_ID = 'maisonnee-demo';
const CLIENT_SECRET = 'secret-demo-urssaf';
const PAIEMENT_RECU = 'Maisonnée : paiement reçu';

/*
 * Two clocks: late in a month, and just after a new month began at night (the date the demo was
 * first seen failing, 2026-12-08 01:30 in Paris). The follow-up job's first run comes 30 s after
 * the start, as the scheduler's does: the requests the seed just sent are followed then.
 */
describe.each([new Date('2026-11-28T10:00:00Z'), new Date('2026-12-08T00:30:00Z')])(
  'the demo’s immediate advance at %s',
  (NOW) => {
    let standIn: UrssafStandIn;
    let config: AppConfig;
    let app: App;

    beforeAll(async () => {
      standIn = await startUrssafStandIn({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        parcours: DEMO_AVANCE_PARCOURS,
      });
      config = testConfig({
        seedDemo: true,
        databaseUrl: undefined,
        urssaf: {
          apiUrl: standIn.url,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          timeoutMs: 10_000,
        },
      });
      app = await buildApp({ config, now: () => NOW });
      await app.ready();
    }, 300_000);

    afterAll(async () => {
      await app?.close();
      await standIn?.close();
      await rm(config.dataDir, { recursive: true, force: true });
    });

    const paymentMails = () =>
      app.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, PAIEMENT_RECU));
    const paymentNotifications = () =>
      app.database.db.select().from(notifications).where(eq(notifications.title, 'Paiement reçu'));

    it('records the households’ past payments without telling them again', async () => {
      const db = app.database.db;
      const transfers = await db.select().from(reglements).where(eq(reglements.mode, 'virement'));
      expect(transfers.length).toBeGreaterThan(10);
      // The mails queued after the seed's calls have had their turn.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Only URSSAF's payment, when the follow-up job has already run (the tests of this file run
      // in any order: CI shuffles them), may have told a family; none of the seeded transfers.
      const aboutTransfers = (text: string | null) => !(text ?? '').includes('avance immédiate');
      expect((await paymentMails()).filter((mail) => aboutTransfers(mail.text))).toEqual([]);
      expect(
        (await paymentNotifications()).filter((notification) => aboutTransfers(notification.body)),
      ).toEqual([]);
    });

    it('registers three households and follows their requests to paid, waiting and refused', async () => {
      const db = app.database.db;
      const emails = Object.keys(DEMO_AVANCE_PARCOURS);
      const households = await db
        .select({ id: clients.id, email: clients.email })
        .from(clients)
        .where(inArray(clients.email, emails));
      const ids = households.map((h) => h.id);
      const registered = await db
        .select()
        .from(avance_inscriptions)
        .where(inArray(avance_inscriptions.client_id, ids));
      expect(registered.map((r) => r.statut)).toEqual(['inscrite', 'inscrite', 'inscrite']);

      // Each latest invoice went to URSSAF: its request is sent, waiting for its first answer.
      const sent = await db
        .select()
        .from(avance_demandes)
        .where(inArray(avance_demandes.client_id, ids));
      expect(sent).toHaveLength(3);
      for (const demande of sent) expect(demande.id_demande_paiement).not.toBeNull();

      const firstRun = new Date(NOW.getTime() + 30_000);
      const mailer = createMailer({ db, from: config.mail.from, smtpUrl: undefined, log: app.log });
      const deps = {
        db,
        config,
        mailer,
        now: () => firstRun,
        log: app.log,
      } as unknown as ModuleDeps;
      expect(await runAvanceSuiviJob(deps, firstRun)).toEqual({
        actif: true,
        transmises: 0,
        suivies: 3,
      });
      const demandes = await db
        .select()
        .from(avance_demandes)
        .where(inArray(avance_demandes.client_id, ids));
      const codeOf = (email: string) =>
        demandes.find((d) => d.client_id === households.find((h) => h.email === email)!.id)
          ?.statut_code;
      for (const email of emails) expect(codeOf(email)).toBe(DEMO_AVANCE_PARCOURS[email]!.code);

      const paid = demandes.find((d) => d.statut_code === '70')!;
      const [payment] = await db
        .select()
        .from(reglements)
        .where(eq(reglements.id, paid.reglement_id!));
      expect(payment).toMatchObject({
        mode: 'avance_urssaf',
        montant_centimes: paid.montant_ttc_centimes,
      });
      const [invoice] = await db.select().from(factures).where(eq(factures.id, paid.facture_id));
      expect(invoice!.statut).toBe('payee');
      // URSSAF's payment, recorded now, is told to its family (the seed's past ones are not).
      const paidEmail = households.find((h) => h.id === paid.client_id)!.email!;
      await expect
        .poll(async () => (await paymentMails()).map((mail) => mail.to))
        .toEqual([paidEmail]);

      const refused = demandes.find((d) => d.statut_code === '40')!;
      const tasks = await db
        .select()
        .from(cockpit_taches)
        .where(eq(cockpit_taches.cle, `avance_refusee:facture:${refused.facture_id}`));
      expect(tasks).toHaveLength(1);
    });
  },
);
