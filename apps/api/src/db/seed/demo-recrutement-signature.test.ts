import { rm } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer } from '../../../test/helper.ts';
import { buildApp, type App } from '../../app.ts';
import { testConfig, type AppConfig } from '../../config.ts';
import { candidats, contrats_travail } from '../schema/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_RECRUTEMENT_CANDIDATS } from './demo-recrutement.ts';

/*
 * The demo's contract waiting for its candidate is a real one: she signs it in the app. On a demo
 * of its own (SEED_DEMO, its own DATA_DIR), since signing changes the contract and the candidate
 * that demo-recrutement.test.ts reads, and the tests of a file run in any order.
 */

const NOW = new Date('2026-11-28T10:00:00Z');
let config: AppConfig;
let app: App;

beforeAll(async () => {
  config = testConfig({ seedDemo: true, databaseUrl: undefined });
  app = await buildApp({ config, now: () => NOW });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(config.dataDir, { recursive: true, force: true });
});

it('lets the candidate whose contract waits sign it in the app', async () => {
  const julie = DEMO_RECRUTEMENT_CANDIDATS.find(
    (c) => c.contrat?.statut === 'en_attente_signature',
  )!;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin-user',
    payload: { email: julie.email, password: DEMO_PASSWORD },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const token = signIn.json().data.access_token as string;
  const [candidat] = await app.database.db
    .select({ id: candidats.id })
    .from(candidats)
    .where(inArray(candidats.email, [julie.email]));
  const [pending] = await app.database.db
    .select()
    .from(contrats_travail)
    .where(eq(contrats_travail.candidat_id, candidat!.id));
  expect(pending?.statut).toBe('en_attente_signature');

  const response = await app.inject({
    method: 'POST',
    url: '/api/candidats/save-contrat-signe',
    headers: bearer(token),
    payload: {
      document_id: pending!.document_id,
      signature_text: `${julie.prenom} ${julie.nom}`,
      accept_conditions: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [signed] = await app.database.db
    .select()
    .from(contrats_travail)
    .where(eq(contrats_travail.id, pending!.id));
  expect(signed?.statut).toBe('signe_agent');
});
