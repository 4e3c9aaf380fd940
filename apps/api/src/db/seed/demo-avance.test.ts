import { rm } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUrssafStandIn, type UrssafStandIn } from '../../../test/urssaf-stand-in.ts';
import { buildApp, type App } from '../../app.ts';
import { testConfig, type AppConfig } from '../../config.ts';
import { runAvanceSuiviJob } from '../../modules/facturation/factures-avance.ts';
import type { ModuleDeps } from '../../modules/module-deps.ts';
import {
  avance_demandes,
  avance_inscriptions,
  clients,
  cockpit_taches,
  reglements,
} from '../schema/index.ts';
import { DEMO_AVANCE_PARCOURS } from './demo-agency/avance.ts';

/*
 * The demo with URSSAF's stand-in (`--demo`, docs/avance-immediate.md): three households
 * registered through the product, each latest invoice a payment request; the follow-up job reads
 * what the stand-in's data says — one paid (a ledger payment), one waiting for the family, one
 * refused (a cockpit task).
 */

const NOW = new Date('2026-11-28T10:00:00Z');
const CLIENT_ID = 'maisonnee-demo';
const CLIENT_SECRET = 'secret-demo-urssaf';
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

describe('the demo’s immediate advance', () => {
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

    const deps = { db, config, now: () => NOW, log: app.log } as unknown as ModuleDeps;
    await runAvanceSuiviJob(deps, NOW);
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
    const refused = demandes.find((d) => d.statut_code === '40')!;
    const tasks = await db
      .select()
      .from(cockpit_taches)
      .where(eq(cockpit_taches.cle, `avance_refusee:facture:${refused.facture_id}`));
    expect(tasks).toHaveLength(1);
  });
});
