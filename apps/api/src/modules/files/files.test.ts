import { join } from 'node:path';
import { encryptFilePayload, type FileServePayload } from '@maisonnee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helper.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { documents } from '../../db/schema/documents.ts';

const PDF = Buffer.from('%PDF-1.7\n% Devis signé de test\n%%EOF\n');

let t: TestApp;
let alice: Awaited<ReturnType<typeof createUser>>;
let aliceToken: string;
let bobToken: string;
let operatorToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t);
  const bob = await createUser(t);
  const operator = await createUser(t, { roles: [1, 3] });
  aliceToken = (await signIn(t, alice.email)).access_token;
  bobToken = (await signIn(t, bob.email)).access_token;
  operatorToken = (await signIn(t, operator.email)).access_token;
  await createDiskStorage(join(t.config.dataDir, 'uploads')).put('devis/abc-signe.pdf', PDF);
  await t.database.db.insert(documents).values({
    document_type_id: 4,
    client_id: alice.clientId,
    bucket: 'devis',
    filename: 'abc-signe.pdf',
    original_name: 'Devis signé DEV-1.pdf',
    mime_type: 'application/pdf',
    size_bytes: PDF.length,
  });
});
afterAll(async () => {
  await t.close();
});

const link = (payload: Partial<FileServePayload> & { token?: string }) =>
  `/uploads/serve-file/${encryptFilePayload(
    {
      documentTypeId: 4,
      filename: 'abc-signe.pdf',
      isDownload: true,
      clientId: alice.clientId,
      candidatId: null,
      ...payload,
    },
    t.config.idSecret,
  )}`;

describe('GET /uploads/serve-file/{payload}', () => {
  it('serves the owner’s file as a download with the token carried in the link', async () => {
    const response = await t.app.inject({ method: 'GET', url: link({ token: aliceToken }) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Devis sign_ DEV-1.pdf"; filename\*=UTF-8''Devis%20sign%C3%A9%20DEV-1.pdf$/,
    );
  });

  it('opens inline when isDownload is false, and accepts the Authorization header instead', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: link({ isDownload: false }),
      headers: bearer(aliceToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('lets the back office read it, and refuses another client', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: link({ token: operatorToken }) })).statusCode,
    ).toBe(200);
    const other = await t.app.inject({ method: 'GET', url: link({ token: bobToken }) });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a link without a valid token, with a forged payload, or pointing elsewhere', async () => {
    expect((await t.app.inject({ method: 'GET', url: link({}) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: link({ token: 'pas-un-jeton' }) })).statusCode,
    ).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/uploads/serve-file/pas-une-charge-chiffree',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVALID_ID');
    const repointed = await t.app.inject({
      method: 'GET',
      url: link({ token: bobToken, clientId: 999 }),
    });
    expect(repointed.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: link({ token: aliceToken, filename: 'autre.pdf' }),
    });
    expect(missing.statusCode).toBe(404);
  });
});
