import { ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  call,
  clientSession,
  operatorSession,
  submitSignedDevis,
  withDevisSuite,
  type Session,
} from '../../../test/fixtures-devis.ts';
import { invoicePdf, uploadsOf } from '../../../test/fixtures-documents.ts';
import { multipartBody, PDF, PNG } from '../../../test/fixtures-missions.ts';
import { bearer, encrypted, type TestApp } from '../../../test/helper.ts';
import { documents } from '../../db/schema/documents.ts';
import { createDocumentsService } from './documents.service.ts';

/*
 * POST /api/clients/documents and DELETE /api/clients/documents/delete/{id} (issue 11, points 1
 * and 6): a client files its own papers, the back office any client's; files checked by content
 * and size; quotes and invoices are never deleted; the row and the file go together.
 */

let t: TestApp;
withDevisSuite((suite) => ({ t } = suite));

const storage = () => uploadsOf(t);

/** A file sent as a PDF (its content need not be one). */
const pdfFile = (name = 'rib.pdf', content = PDF) => ({ name, type: 'application/pdf', content });

/**
 * POST /api/clients/documents as `session`: files a paper of type `typeId` (a PDF unless given)
 * in the folder of client `clientId`, with more fields when given.
 */
async function fileIn(
  session: Session,
  clientId: number,
  typeId: string,
  file = pdfFile(),
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipartBody(
    { client_id: String(clientId), document_type_id: typeId, ...fields },
    file,
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/clients/documents',
    payload,
    headers: { ...headers, ...bearer(session.token) },
  });
  return { status: response.statusCode, body: response.json() };
}

/** GET /api/clients/documents/{id}: the client's folders, as `session` reads them. */
const foldersOf = (session: Session, clientId: number) =>
  call(t, 'GET', `/api/clients/documents/${encrypted(t, clientId)}`, session);

async function rowsOf(clientId: number) {
  return t.database.db.select().from(documents).where(eq(documents.client_id, clientId));
}

const deleteUrl = (id: number) => `/api/clients/documents/delete/${encrypted(t, id)}`;

describe('uploading a client document', () => {
  it('stores a PDF, a JPEG and a PNG with their label and date, under server-made names', async () => {
    const alice = await clientSession(t);
    const jpeg = await sharp({
      create: { width: 2, height: 2, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Alice Secret' } } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('Alice Secret'))).toBe(true);

    const rib = await fileIn(alice, alice.clientId, '12', pdfFile(), {
      libelle: 'RIB compte joint',
      date_document: '2026-02-15',
    });
    expect(rib.status).toBe(201);
    expect(rib.body.data).toMatchObject({
      document_type_id: 12,
      document_type: 'RIB',
      client_id: alice.clientId,
      mime_type: 'application/pdf',
      original_name: 'rib.pdf',
      libelle: 'RIB compte joint',
      date_document: '2026-02-15',
    });
    expect(rib.body.data.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);

    const id = await fileIn(alice, alice.clientId, '13', {
      name: 'cni.jpg',
      type: 'image/jpeg',
      content: jpeg,
    });
    expect(id.status).toBe(201);
    const sepa = await fileIn(alice, alice.clientId, '14', {
      name: 'mandat.png',
      type: 'image/png',
      content: PNG,
    });
    expect(sepa.status).toBe(201);

    const rows = await rowsOf(alice.clientId);
    expect(rows.map((r) => [r.document_type_id, r.bucket, r.uploaded_by_user_id]).sort()).toEqual(
      [
        [12, 'ribs', alice.userId],
        [13, 'pieces_identites', alice.userId],
        [14, 'sepa', alice.userId],
      ].sort(),
    );
    // The identity card's photo lost its metadata on the way in.
    const idRow = rows.find((r) => r.document_type_id === 13)!;
    const stored = await storage().read(`${idRow.bucket}/${idRow.filename}`);
    expect(stored.includes(Buffer.from('Alice Secret'))).toBe(false);

    // Listed in their folders with label and date.
    const listed = await foldersOf(alice, alice.clientId);
    expect(listed.status).toBe(200);
    const folders = listed.body.documents;
    expect(folders.ribs).toHaveLength(1);
    expect(folders.ribs[0]).toMatchObject({
      libelle: 'RIB compte joint',
      date_document: '2026-02-15',
      // The screen offers « Supprimer » only on what the client put there itself.
      uploaded_by_user_id: alice.userId,
    });
    expect(folders.pieces_identites).toHaveLength(1);
    expect(folders.sepa).toHaveLength(1);
  });

  it('refuses an executable renamed .pdf (415) and a file over 10 MB (413), saving nothing', async () => {
    const alice = await clientSession(t);
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 1)]);
    const wrong = await fileIn(alice, alice.clientId, '8', pdfFile('facture.pdf', exe));
    expect(wrong.status).toBe(415);
    expect(wrong.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(wrong.body.error.message).toMatch(/PDF, JPEG ou PNG/);

    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const tooBig = await fileIn(alice, alice.clientId, '8', pdfFile('gros.pdf', big));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowsOf(alice.clientId)).toEqual([]);
  });

  it("refuses another client's file (403) and the types a client does not file (403)", async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    const other = await fileIn(bob, alice.clientId, '12');
    expect(other.status).toBe(403);
    for (const type of ['4', '7', '6']) {
      const refused = await fileIn(alice, alice.clientId, type);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/déposer/);
    }
    const unknown = await fileIn(alice, alice.clientId, '5');
    expect(unknown.status).toBe(400);
    expect(await rowsOf(alice.clientId)).toEqual([]);
  });

  it("lets the back office file a paper in any client's file, not an agent's paper or an invoice", async () => {
    const alice = await clientSession(t);
    const operator = await operatorSession(t, [ROLE.COMPTABILITE]);
    const payslip = await fileIn(operator, alice.clientId, '6', pdfFile('bulletin.pdf'), {
      date_document: '2026-01-31',
    });
    expect(payslip.status).toBe(201);
    expect(payslip.body.data).toMatchObject({ document_type_id: 6, client_id: alice.clientId });
    for (const type of ['1', '7']) {
      const refused = await fileIn(operator, alice.clientId, type);
      expect(refused.status).toBe(400);
    }
    const missing = await fileIn(operator, 987654, '8');
    expect(missing.status).toBe(404);
    const listed = await foldersOf(alice, alice.clientId);
    expect(listed.body.documents.feuillepaie).toHaveLength(1);
  });
});

describe('deleting a client document', () => {
  it('deletes its own upload: the row and the file go together', async () => {
    const alice = await clientSession(t);
    const { body } = await fileIn(alice, alice.clientId, '12');
    const key = `ribs/${body.data.filename}`;
    expect(await storage().exists(key)).toBe(true);
    const deleted = await call(t, 'DELETE', deleteUrl(body.data.id), alice);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: body.data.id, deleted: true });
    expect(await rowsOf(alice.clientId)).toEqual([]);
    expect(await storage().exists(key)).toBe(false);
    // Twice: it is gone.
    expect((await call(t, 'DELETE', deleteUrl(body.data.id), alice)).status).toBe(404);
  });

  it("refuses another client's document and what the agency filed, for a client (403)", async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    const operator = await operatorSession(t);
    const own = await fileIn(alice, alice.clientId, '13');
    expect((await call(t, 'DELETE', deleteUrl(own.body.data.id), bob)).status).toBe(403);
    const filed = await fileIn(operator, alice.clientId, '8');
    const refused = await call(t, 'DELETE', deleteUrl(filed.body.data.id), alice);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/déposés vous-même/);
    // The back office may delete both.
    expect((await call(t, 'DELETE', deleteUrl(filed.body.data.id), operator)).status).toBe(200);
    expect((await call(t, 'DELETE', deleteUrl(own.body.data.id), operator)).status).toBe(200);
    expect(await rowsOf(alice.clientId)).toEqual([]);
  });

  it('never deletes an invoice PDF or a quote (409), for the client or the back office', async () => {
    const alice = await clientSession(t);
    const operator = await operatorSession(t, [ROLE.ADMINISTRATEUR]);
    const service = createDocumentsService({ db: t.database.db, storage: storage() });
    const { document: invoice } = await service.storeGenerated(
      invoicePdf({ clientId: alice.clientId }, alice.userId, 'Facture F-2026-000001'),
    );
    for (const who of [alice, operator]) {
      const refused = await call(t, 'DELETE', deleteUrl(invoice.id), who);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toMatch(/facture/i);
    }
    await submitSignedDevis(t, alice);
    const quotes = (await rowsOf(alice.clientId)).filter((r) => r.document_type_id === 4);
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) {
      expect((await call(t, 'DELETE', deleteUrl(quote.id), operator)).status).toBe(409);
    }
    expect(await storage().exists(`factures/${invoice.filename}`)).toBe(true);

    const listed = await foldersOf(alice, alice.clientId);
    expect(listed.body.documents.factures).toHaveLength(1);
    expect(listed.body.documents.factures[0]).toMatchObject({
      document_type_id: 7,
      libelle: 'Facture F-2026-000001',
    });
    // The signed quote's PDFs name their quote.
    expect(listed.body.documents.devis.every((d: { devis_id: number | null }) => d.devis_id)).toBe(
      true,
    );
  });
});
