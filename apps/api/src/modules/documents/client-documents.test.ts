import { ROLE } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { encrypted, type TestApp } from '../../../test/helper.ts';
import {
  call,
  clientSession,
  operatorSession,
  submitSignedDevis,
  withDevisSuite,
} from '../../../test/fixtures-devis.ts';

/*
 * GET /api/clients/documents/{id}: a client's documents in its folders, for the client's file in
 * the back office (issue 10, point 3) and the client itself.
 */

let t: TestApp;
withDevisSuite((suite) => ({ t } = suite));

const url = (clientId: number) => `/api/clients/documents/${encrypted(t, clientId)}`;

describe("a client's documents", () => {
  it('files the quote PDFs under devis, for the client and every operator', async () => {
    const alice = await clientSession(t);
    const signed = await submitSignedDevis(t, alice);
    const own = await call(t, 'GET', url(alice.clientId), alice);
    expect(own.status).toBe(200);
    const folders = own.body.documents;
    expect(Object.keys(folders).sort()).toEqual(
      [
        'arretmaladie',
        'autres',
        'devis',
        'factures',
        'feuillepaie',
        'notefrais',
        'pieces_identites',
        'ribs',
        'sepa',
      ].sort(),
    );
    // The PDF to sign and the signed one.
    expect(folders.devis.length).toBeGreaterThanOrEqual(2);
    expect(folders.devis[0]).toMatchObject({
      client_id: alice.clientId,
      document_type_id: 4,
      mime_type: 'application/pdf',
    });
    expect(folders.devis.map((d: { original_name: string }) => d.original_name).join()).toContain(
      signed.reference,
    );
    expect(folders.factures).toEqual([]);
    for (const roles of [[ROLE.COMMERCIAL], [ROLE.COMPTABILITE]]) {
      const operator = await operatorSession(t, roles);
      const seen = await call(t, 'GET', url(alice.clientId), operator);
      expect(seen.status).toBe(200);
      expect(seen.body.documents.devis).toHaveLength(folders.devis.length);
    }
  });

  it('refuses another client (403) and answers 404 for an unknown one', async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    expect((await call(t, 'GET', url(alice.clientId), bob)).status).toBe(403);
    const operator = await operatorSession(t);
    expect((await call(t, 'GET', url(987_654), operator)).status).toBe(404);
    expect((await call(t, 'GET', url(alice.clientId), null)).status).toBe(401);
  });
});
