import { createHash } from 'node:crypto';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CANDIDAT_STATUT, distanceMeters } from '@maisonnee/domain';
import { count, getTableName, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helper.ts';
import { buildApp, type App } from '../../app.ts';
import { testConfig, type AppConfig } from '../../config.ts';
import {
  annonces,
  candidat_evenements,
  candidats,
  contrats_travail,
  conversations,
  documents,
  messages,
  notifications,
  users,
} from '../schema/index.ts';
import { DEMO_OPERATEUR_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';
import {
  DEMO_RECRUTEMENT_ANNONCES,
  DEMO_RECRUTEMENT_CANDIDATS,
  DEMO_RECRUTEMENT_THREADS,
  ensureDemoRecrutementFiles,
} from './demo-recrutement.ts';

/*
 * The demo agency's recruitment (issue 24) as `npm start` builds it (SEED_DEMO, its own embedded
 * database in DATA_DIR): a candidate at every stage of the pipeline with their papers on disk,
 * work contracts in each state with the PDFs of the product's contract code, more job posts,
 * conversations with unread messages on both sides; a second seed adds nothing and a restart
 * writes a missing file again.
 */

const NOW = new Date('2026-11-28T10:00:00Z');
const emails = DEMO_RECRUTEMENT_CANDIDATS.map((c) => c.email);
let config: AppConfig;
let app: App;

async function start(): Promise<App> {
  const started = await buildApp({ config, now: () => NOW });
  await started.ready();
  return started;
}

const pathOf = (bucket: string, filename: string) =>
  join(config.dataDir, 'uploads', bucket, filename);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function demoCandidatIds(): Promise<number[]> {
  const rows = await app.database.db
    .select({ id: candidats.id })
    .from(candidats)
    .where(inArray(candidats.email, emails));
  return rows.map((row) => row.id);
}

async function demoDocuments() {
  const ids = await demoCandidatIds();
  return app.database.db.select().from(documents).where(inArray(documents.candidat_id, ids));
}

/** The work contracts of the recruitment demo's candidates (the demo's agents have theirs). */
async function demoContrats() {
  const ids = await demoCandidatIds();
  return app.database.db
    .select()
    .from(contrats_travail)
    .where(inArray(contrats_travail.candidat_id, ids));
}

async function tokenOf(email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signin-user',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.access_token as string;
}

async function get(token: string, url: string) {
  const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  config = testConfig({ seedDemo: true, databaseUrl: undefined });
  const started = performance.now();
  app = await start();
  // For the record (the whole demo; the machine's load decides): issue 24 asks for under 10 s.
  console.log(
    `demo: first start on an empty DATA_DIR ${Math.round(performance.now() - started)} ms`,
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(config.dataDir, { recursive: true, force: true });
});

describe('demo recruitment', () => {
  it('puts a candidate at every stage of the pipeline, placed, with skills and history', async () => {
    const rows = await app.database.db
      .select()
      .from(candidats)
      .where(inArray(candidats.email, emails));
    expect(rows).toHaveLength(DEMO_RECRUTEMENT_CANDIDATS.length);
    const statuts = new Set(rows.map((row) => row.candidat_statut_id));
    for (const statut of [
      CANDIDAT_STATUT.CANDIDATURE_RECUE,
      CANDIDAT_STATUT.A_CONTACTER,
      CANDIDAT_STATUT.ENTRETIEN,
      CANDIDAT_STATUT.DOSSIER_INCOMPLET,
      CANDIDAT_STATUT.CONTRAT_A_SIGNER,
      CANDIDAT_STATUT.AGENT_ACTIF,
      CANDIDAT_STATUT.CANDIDATURE_REFUSEE,
      CANDIDAT_STATUT.DEMISSIONNAIRE,
    ]) {
      expect(statuts, `statut ${statut}`).toContain(statut);
    }
    // An application left half-way, interviews to come and one done.
    expect(rows.some((row) => row.candidature_completed_at === null)).toBe(true);
    const interviews = rows.filter((row) => row.candidat_statut_id === CANDIDAT_STATUT.ENTRETIEN);
    expect(interviews.some((row) => row.entretien_at! > NOW)).toBe(true);
    expect(interviews.some((row) => row.entretien_at! < NOW)).toBe(true);
    for (const row of rows) {
      expect(row.lat, row.email!).not.toBeNull();
      // Around Paris: within 25 km of Notre-Dame.
      const km = distanceMeters({ lat: 48.853, lng: 2.3499 }, { lat: row.lat!, lng: row.lng! });
      expect(km / 1000, row.email!).toBeLessThan(25);
    }
    const history = await app.database.db
      .select()
      .from(candidat_evenements)
      .where(
        inArray(
          candidat_evenements.candidat_id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      expect(
        history.filter((line) => line.candidat_id === row.id).length,
        row.email!,
      ).toBeGreaterThan(0);
    }
  });

  it('stores every paper of the candidates, with the recorded size; a file incomplete stays so', async () => {
    const docs = await demoDocuments();
    const papers = DEMO_RECRUTEMENT_CANDIDATS.reduce((n, c) => n + c.pieces.length, 0);
    expect(docs.filter((doc) => doc.document_type_id !== 3)).toHaveLength(papers);
    for (const doc of docs) {
      const size = (await stat(pathOf(doc.bucket, doc.filename))).size;
      expect(size, doc.filename).toBe(doc.size_bytes);
      const head = (await readFile(pathOf(doc.bucket, doc.filename))).subarray(0, 8);
      if (doc.mime_type === 'application/pdf') expect(head.toString('latin1', 0, 5)).toBe('%PDF-');
      else expect(head.toString('latin1', 1, 4)).toBe('PNG');
    }
    const incomplete = DEMO_RECRUTEMENT_CANDIDATS.filter(
      (c) => c.statut === CANDIDAT_STATUT.DOSSIER_INCOMPLET,
    );
    expect(incomplete.some((c) => c.pieces.length < 4)).toBe(true);
  });

  it('has work contracts in each state, the sent copy being the one the row fingerprints', async () => {
    const rows = await demoContrats();
    expect(new Set(rows.map((row) => row.statut))).toEqual(
      new Set(['en_attente_signature', 'signe_agent', 'contresigne']),
    );
    const docs = new Map((await demoDocuments()).map((doc) => [doc.id, doc]));
    for (const row of rows) {
      const sent = docs.get(row.document_id)!;
      expect(sha256(await readFile(pathOf(sent.bucket, sent.filename)))).toBe(
        row.unsigned_document_sha256,
      );
      if (row.statut !== 'en_attente_signature')
        expect(docs.has(row.signed_document_id!)).toBe(true);
      if (row.statut === 'contresigne') expect(docs.has(row.countersigned_document_id!)).toBe(true);
    }
    // Sent five days ago and still unsigned: old enough for the cockpit's follow-up.
    const pending = rows.find((row) => row.statut === 'en_attente_signature')!;
    expect(NOW.getTime() - pending.sent_at.getTime()).toBeGreaterThan(3 * 86_400_000);
  });

  it('fills the recruitment cockpit of the demo operator', async () => {
    const token = await tokenOf(DEMO_OPERATEUR_EMAIL);
    const counts = await get(token, '/api/candidat-cockpit/recrutement/counts');
    for (const type of [
      'candidature_recue',
      'documents_a_verifier',
      'entretien',
      'contrat_non_signe',
      'contrat_a_contresigner',
    ]) {
      expect(counts.par_type[type], type).toBeGreaterThan(0);
    }
    const notices = await app.database.db.select().from(notifications);
    expect(notices.some((n) => n.title === 'Contrat signé par le candidat' && !n.is_read)).toBe(
      true,
    );
  });

  it('gives the operator several conversations, some unread on each side', async () => {
    const token = await tokenOf(DEMO_OPERATEUR_EMAIL);
    const { items, total } = await get(token, '/api/messagerie/conversations');
    expect(total).toBeGreaterThanOrEqual(6);
    const bySubject = new Map(
      items.map((item: { subject: string; non_lus: number }) => [item.subject, item]),
    );
    // Agents named by e-mail always exist; households and other agents when the demo has them.
    expect(bySubject.get('Arrêt maladie')).toMatchObject({ kind: 'agent', non_lus: 2 });
    expect(bySubject.get('Votre première semaine')).toMatchObject({ kind: 'agent', non_lus: 0 });
    const unread = await get(token, '/api/messagerie/unread');
    expect(unread.conversations).toBeGreaterThanOrEqual(3);

    expect(bySubject.get('Date de début de mon CDD')).toMatchObject({ non_lus: 1 });
    const chloe = await tokenOf('chloe.dubois@exemple.fr');
    expect(await get(chloe, '/api/messagerie/unread')).toEqual({ conversations: 1, messages: 1 });
    const julie = await tokenOf('julie.bernard@exemple.fr');
    expect(await get(julie, '/api/messagerie/unread')).toEqual({ conversations: 1, messages: 1 });
    const seeded = await app.database.db
      .select({ subject: conversations.subject })
      .from(conversations)
      .where(
        inArray(
          conversations.subject,
          DEMO_RECRUTEMENT_THREADS.map((thread) => thread.subject),
        ),
      );
    expect(new Set(seeded.map((row) => row.subject)).size).toBe(seeded.length);
  });

  it('adds job posts: active ones beyond 20 km of the 11th, those in Paris switched off', async () => {
    const rows = await app.database.db
      .select()
      .from(annonces)
      .where(
        inArray(
          annonces.title,
          DEMO_RECRUTEMENT_ANNONCES.map((annonce) => annonce.title),
        ),
      );
    expect(rows).toHaveLength(DEMO_RECRUTEMENT_ANNONCES.length);
    expect(new Set(rows.map((row) => row.client_besoin_skill_id)).size).toBe(5);
    for (const row of rows.filter((row) => row.is_active)) {
      const km = distanceMeters({ lat: 48.859, lng: 2.3795 }, { lat: row.lat!, lng: row.lng! });
      expect(km / 1000, row.title).toBeGreaterThan(20.5);
    }
    expect(rows.some((row) => !row.is_active && row.ville === 'Paris')).toBe(true);
  });

  it('a second seed and a restart add nothing; a restart writes a missing file again', async () => {
    const tables = [
      candidats,
      candidat_evenements,
      contrats_travail,
      documents,
      users,
      annonces,
      conversations,
      messages,
      notifications,
    ];
    const countAll = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (table) => {
            const [row] = await app.database.db.select({ n: count() }).from(table);
            return [getTableName(table), row!.n] as const;
          }),
        ),
      );
    const before = await countAll();
    await seedDemo(app.database.db, { now: NOW });
    expect(await countAll()).toEqual(before);

    const docs = await demoDocuments();
    const cv = docs.find((doc) => doc.filename.endsWith('-cv.pdf'))!;
    const contrat = docs.find((doc) => doc.filename === 'demo-contrat-envoye-chloe-dubois.pdf')!;
    await app.close();
    await rm(pathOf(cv.bucket, cv.filename));
    await rm(pathOf(contrat.bucket, contrat.filename));
    app = await start();
    expect(await countAll()).toEqual(before);
    for (const doc of await demoDocuments()) {
      expect((await stat(pathOf(doc.bucket, doc.filename))).size, doc.filename).toBe(
        doc.size_bytes,
      );
    }
    const [row] = await app.database.db
      .select()
      .from(contrats_travail)
      .where(inArray(contrats_travail.document_id, [contrat.id]));
    // With every file in place, a start only looks: no file is written again.
    const written = async () =>
      Promise.all(
        (await demoDocuments()).map(
          async (doc) => (await stat(pathOf(doc.bucket, doc.filename))).mtimeMs,
        ),
      );
    const mtimes = await written();
    await ensureDemoRecrutementFiles(app.moduleDeps);
    expect(await written()).toEqual(mtimes);
    expect(sha256(await readFile(pathOf(contrat.bucket, contrat.filename)))).toBe(
      row!.unsigned_document_sha256,
    );
  }, 120_000);
});
