import { encryptFilePayload, type FileServePayload, ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoicePdf, uploadsOf } from '../../../test/fixtures-documents.ts';
import { PNG } from '../../../test/fixtures-missions.ts';
import { bearer, buildTestApp, createUser, signIn, type TestApp } from '../../../test/helper.ts';
import { documents } from '../../db/schema/documents.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { createDocumentsService, type DocumentsService } from './documents.service.ts';

const PDF = Buffer.from('%PDF-1.7\n% Devis signé de test\n%%EOF\n');

let t: TestApp;
let service: DocumentsService;
let alice: Awaited<ReturnType<typeof createUser>>;
let aliceToken: string;
let bobToken: string;
let operatorToken: string;
let signedFilename: string;

const storage = () => uploadsOf(t);

beforeAll(async () => {
  t = await buildTestApp();
  service = createDocumentsService({ db: t.database.db, storage: storage() });
});
// Each test has its own accounts and its own signed quote of Alice's (a generated PDF).
beforeEach(async () => {
  alice = await createUser(t);
  const bob = await createUser(t);
  const operator = await createUser(t, { roles: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL] });
  aliceToken = (await signIn(t, alice.email)).access_token;
  bobToken = (await signIn(t, bob.email)).access_token;
  operatorToken = (await signIn(t, operator.email)).access_token;
  const { document } = await service.storeGenerated({
    bytes: PDF,
    mimeType: 'application/pdf',
    ext: 'pdf',
    documentTypeId: 4,
    bucket: 'devis',
    namePrefix: 'devis-signe-DEV-1',
    originalName: 'Devis signé DEV-1.pdf',
    owner: { clientId: alice.clientId },
    uploadedByUserId: null,
  });
  signedFilename = document.filename;
});
afterAll(async () => {
  await t.close();
});

/** The caller as the authenticator builds it, enough for the read rule. */
const caller = (roles: number[], ids: { clientId?: number; candidatId?: number } = {}) =>
  ({
    userId: 1,
    roles,
    clientId: ids.clientId ?? null,
    candidatId: ids.candidatId ?? null,
  }) as AuthContext;

const upload = (buffer: Buffer, ext = 'png'): UploadedFile => ({
  buffer,
  mime: ext === 'png' ? 'image/png' : 'application/pdf',
  ext,
  originalName: `mon-rib.${ext}`,
});

async function rowsNamed(filename: string) {
  return t.database.db.select().from(documents).where(eq(documents.filename, filename));
}

describe('documents service', () => {
  it("stores an upload in its type's bucket under a server-generated name", async () => {
    const { document } = await service.storeUpload({
      file: upload(PNG),
      documentTypeId: 12,
      owner: { clientId: alice.clientId },
      uploadedByUserId: alice.user.id,
    });
    expect(document).toMatchObject({
      documentTypeId: 12,
      clientId: alice.clientId,
      candidatId: null,
      bucket: 'ribs',
      originalName: 'mon-rib.png',
      mimeType: 'image/png',
    });
    expect(document.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    // Images are written again without their metadata: the same picture, maybe other bytes.
    const stored = (await service.read(document))!;
    expect(document.sizeBytes).toBe(stored.length);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    expect(await service.findById(document.id)).toEqual(document);
  });

  it('records the row and the work of the caller together, or keeps neither', async () => {
    const { document, result } = await service.storeUpload(
      {
        file: upload(PDF, 'pdf'),
        documentTypeId: 8,
        owner: { candidatId: null, clientId: alice.clientId },
        uploadedByUserId: alice.user.id,
      },
      async (_tx, stored) => `lié au document ${stored.id}`,
    );
    expect(result).toBe(`lié au document ${document.id}`);

    let failedName = '';
    await expect(
      service.storeUpload(
        {
          file: upload(PDF, 'pdf'),
          documentTypeId: 8,
          owner: { clientId: alice.clientId },
          uploadedByUserId: alice.user.id,
        },
        async (_tx, stored) => {
          failedName = stored.filename;
          throw new Error('la suite a échoué');
        },
      ),
    ).rejects.toThrow('la suite a échoué');
    expect(await rowsNamed(failedName)).toHaveLength(0);
    expect(await storage().exists(`autres/${failedName}`)).toBe(false);
  });

  it('stores a generated file with its type and bucket, inside an open transaction too', async () => {
    const invoice = invoicePdf({ clientId: alice.clientId }, null);
    const { document } = await t.database.db.transaction((tx) =>
      service.storeGenerated(invoice, undefined, tx),
    );
    expect(document.filename).toMatch(/^facture-F-2026-000001-[0-9a-f]{8}\.pdf$/);
    expect(document).toMatchObject({ bucket: 'factures', documentTypeId: 7 });
    expect(await rowsNamed(document.filename)).toHaveLength(1);
    expect((await service.read(document))?.equals(invoice.bytes)).toBe(true);
  });

  it('removes a document: its row and its bytes', async () => {
    const { document } = await service.storeUpload({
      file: upload(PNG),
      documentTypeId: 13,
      owner: { clientId: alice.clientId },
      uploadedByUserId: alice.user.id,
    });
    await service.remove(document);
    expect(await service.findById(document.id)).toBeUndefined();
    expect(await service.read(document)).toBeNull();
  });

  it('lets the owner and the back office read a document, nobody else', async () => {
    const { document: agencyDocument } = await service.storeUpload({
      file: upload(PDF, 'pdf'),
      documentTypeId: 10,
      owner: { candidatId: null },
      uploadedByUserId: alice.user.id,
    });
    const clientDocument = (await service.findById((await rowsNamed(signedFilename))[0]!.id))!;
    expect(service.assertCanRead(caller([5], { clientId: alice.clientId! }), clientDocument)).toBe(
      clientDocument,
    );
    for (const roles of [[1], [2], [3], [4]]) {
      expect(() => service.assertCanRead(caller(roles), clientDocument)).not.toThrow();
    }
    const refusals = [
      () =>
        service.assertCanRead(caller([5], { clientId: alice.clientId! + 1000 }), clientDocument),
      () => service.assertCanRead(caller([6], { candidatId: 1 }), clientDocument),
      () => service.assertCanRead(caller([5], { clientId: alice.clientId! }), agencyDocument),
    ];
    for (const refused of refusals)
      expect(refused).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => service.assertCanRead(caller([1]), undefined)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', status: 404 }),
    );
  });
});

/** A link minted by the API for the caller of `token` (GET /api/documents/link). */
async function linkOf(
  token: string,
  file: { filename?: string; isDownload?: boolean } = {},
): Promise<string> {
  const query = new URLSearchParams({
    document_type_id: '4',
    filename: file.filename ?? signedFilename,
    is_download: String(file.isDownload ?? true),
  });
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/documents/link?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}

/** A payload as the web built it before file links: optionally with the access token in it. */
const oldLink = (payload: Partial<FileServePayload> & { token?: string }) =>
  `/uploads/serve-file/${encryptFilePayload(
    {
      documentTypeId: 4,
      filename: signedFilename,
      isDownload: true,
      clientId: alice.clientId,
      candidatId: null,
      ...payload,
    },
    t.config.idSecret,
  )}`;

describe('GET /uploads/serve-file/{payload}', () => {
  it('serves the owner’s file as a download through a link the API minted', async () => {
    const response = await t.app.inject({ method: 'GET', url: await linkOf(aliceToken) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Devis sign_ DEV-1.pdf"; filename\*=UTF-8''Devis%20sign%C3%A9%20DEV-1.pdf$/,
    );
  });

  it('opens inline when the link was asked with is_download=false', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: await linkOf(aliceToken, { isDownload: false }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('mints links for the back office, and refuses another client (403)', async () => {
    const url = await linkOf(operatorToken);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/documents/link?document_type_id=4&filename=${signedFilename}`,
      headers: bearer(bobToken),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a link without a grant (access token or not), a forged payload, or one pointing elsewhere', async () => {
    for (const url of [oldLink({}), oldLink({ token: aliceToken })]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(aliceToken) });
      expect(response.statusCode).toBe(401);
    }
    const forged = await t.app.inject({
      method: 'GET',
      url: '/uploads/serve-file/pas-une-charge-chiffree',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVALID_ID');
    const grant = new URL(await linkOf(aliceToken), 'http://x').searchParams.get('grant');
    const repointed = await t.app.inject({
      method: 'GET',
      url: `${oldLink({ clientId: 999 })}?grant=${grant}`,
    });
    expect(repointed.statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `${oldLink({ filename: 'autre.pdf' })}?grant=${grant}`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers 404 when the row is there but the bytes are gone', async () => {
    const { document } = await service.storeUpload({
      file: upload(PDF, 'pdf'),
      documentTypeId: 4,
      owner: { clientId: alice.clientId },
      uploadedByUserId: alice.user.id,
    });
    const url = await linkOf(aliceToken, { filename: document.filename });
    await storage().remove(`${document.bucket}/${document.filename}`);
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});
