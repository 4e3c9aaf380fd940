import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DOCUMENT_TYPE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helper.ts';
import { buildApp, type App } from '../../app.ts';
import { testConfig, type AppConfig } from '../../config.ts';
import { devis, documents, factures } from '../schema/index.ts';
import { DEMO_CLIENT_EMAIL, DEMO_PASSWORD, DEMO_REFERENCES } from './demo.ts';

/*
 * The demo as `npm start` builds it (SEED_DEMO, its own embedded database in DATA_DIR): every
 * stored file row has its file, with the recorded size, and the demo quote opens (issue 22,
 * point 12: « demo-devis-DEMO-D-0001.pdf » was listed, 48 213 bytes, and answered 404).
 */

const NOW = new Date('2026-11-28T10:00:00Z');
let config: AppConfig;
let app: App;

/** Starts the app as a server would: opens DATA_DIR's database, migrates, seeds the demo. */
async function start(): Promise<App> {
  const started = await buildApp({ config, now: () => NOW });
  await started.ready();
  return started;
}

const uploads = (bucket: string, filename: string) =>
  join(config.dataDir, 'uploads', bucket, filename);

async function sizeOnDisk(bucket: string, filename: string): Promise<number | null> {
  try {
    return (await stat(uploads(bucket, filename))).size;
  } catch {
    return null;
  }
}

/** Every row that names a stored file, with the size its document row records. */
async function storedFileRows(db: App['database']['db']) {
  const rows = await db.select().from(documents);
  const byName = new Map(rows.map((row) => [`${row.bucket}/${row.filename}`, row]));
  const devisFiles = (await db.select().from(devis)).flatMap((row) =>
    [row.filename, row.signed_filename].filter((name): name is string => name !== null),
  );
  const factureFiles = (await db.select({ filename: factures.filename }).from(factures))
    .map((row) => row.filename)
    .filter((name): name is string => name !== null);
  return { rows, byName, devisFiles, factureFiles };
}

async function expectEveryFilePresent(db: App['database']['db']) {
  const { rows, byName, devisFiles, factureFiles } = await storedFileRows(db);
  for (const row of rows) {
    expect(await sizeOnDisk(row.bucket, row.filename), row.filename).toBe(row.size_bytes);
  }
  // A quote's or an invoice's file is one of the documents (with its file, checked above).
  for (const name of devisFiles) expect(byName.has(`devis/${name}`), name).toBe(true);
  for (const name of factureFiles) {
    expect(
      rows.some((row) => row.filename === name),
      name,
    ).toBe(true);
  }
  return rows;
}

/** The demo client's quote's PDF (the demo agency's quotes have theirs too). */
const isDemoQuotePdf = (row: { document_type_id: number; original_name: string | null }) =>
  row.document_type_id === DOCUMENT_TYPE.DEVIS &&
  row.original_name === `Devis ${DEMO_REFERENCES.devis}.pdf`;

beforeAll(async () => {
  // Always the embedded database of DATA_DIR, as a fresh clone runs it.
  config = testConfig({ seedDemo: true, databaseUrl: undefined });
  app = await start();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await rm(config.dataDir, { recursive: true, force: true });
});

describe('demo files', () => {
  it('every stored file row has its file, with the recorded size', async () => {
    const rows = await expectEveryFilePresent(app.database.db);
    const [quote] = await app.database.db
      .select()
      .from(devis)
      .where(eq(devis.reference, DEMO_REFERENCES.devis));
    expect(quote?.filename).toEqual(expect.any(String));
    expect(quote?.unsigned_document_sha256).toMatch(/^[0-9a-f]{64}$/);
    const document = rows.find((row) => row.filename === quote?.filename);
    expect(document).toMatchObject({
      document_type_id: DOCUMENT_TYPE.DEVIS,
      mime_type: 'application/pdf',
      original_name: `Devis ${DEMO_REFERENCES.devis}.pdf`,
    });
    expect(rows.some((row) => row.filename === 'demo-devis-DEMO-D-0001.pdf')).toBe(false);
  });

  it('the demo client opens its quote through the serve-file route (200, a PDF)', async () => {
    const [quote] = await app.database.db
      .select()
      .from(devis)
      .where(eq(devis.reference, DEMO_REFERENCES.devis));
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin-user',
      payload: { email: DEMO_CLIENT_EMAIL, password: DEMO_PASSWORD },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const { access_token } = signin.json().data as { access_token: string };
    const query = new URLSearchParams({
      document_type_id: String(DOCUMENT_TYPE.DEVIS),
      filename: quote!.filename!,
      is_download: 'false',
    });
    const link = await app.inject({
      method: 'GET',
      url: `/api/documents/link?${query}`,
      headers: bearer(access_token),
    });
    expect(link.statusCode, link.body).toBe(200);
    const file = await app.inject({ method: 'GET', url: link.json().data.url });
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a restart on the same database repairs a missing file, and an older demo’s fake row', async () => {
    const [quote] = await app.database.db
      .select()
      .from(devis)
      .where(eq(devis.reference, DEMO_REFERENCES.devis));
    await app.close();
    // The file is gone from the disk, the database kept.
    await rm(uploads('devis', quote!.filename!));
    app = await start();
    let rows = await expectEveryFilePresent(app.database.db);
    expect(rows.filter(isDemoQuotePdf)).toHaveLength(1);

    // A database seeded by the older demo: only a listed file that never existed, 48 213 bytes.
    const quotes = rows.filter((row) => row.document_type_id === DOCUMENT_TYPE.DEVIS);
    const [clientId] = quotes.map((row) => row.client_id);
    for (const row of quotes) await rm(uploads(row.bucket, row.filename));
    await app.database.db
      .delete(documents)
      .where(eq(documents.document_type_id, DOCUMENT_TYPE.DEVIS));
    await app.database.db.insert(documents).values({
      document_type_id: DOCUMENT_TYPE.DEVIS,
      client_id: clientId ?? null,
      bucket: 'devis',
      filename: 'demo-devis-DEMO-D-0001.pdf',
      original_name: `Devis ${DEMO_REFERENCES.devis}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 48_213,
    });
    await app.database.db
      .update(devis)
      .set({ filename: 'demo-devis-DEMO-D-0001.pdf', unsigned_document_sha256: null })
      .where(eq(devis.reference, DEMO_REFERENCES.devis));
    await app.close();
    app = await start();
    rows = await expectEveryFilePresent(app.database.db);
    expect(rows.filter(isDemoQuotePdf)).toHaveLength(1);
    expect(rows.some((row) => row.filename === 'demo-devis-DEMO-D-0001.pdf')).toBe(false);

    // A restart with everything in place changes nothing.
    const before = rows.map((row) => row.filename);
    await app.close();
    app = await start();
    expect((await app.database.db.select().from(documents)).map((row) => row.filename)).toEqual(
      before,
    );
  }, 120_000);
});
