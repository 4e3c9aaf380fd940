import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  call,
  devisRow,
  devisSuite,
  LIBRE_LIGNE,
  submitBesoin,
} from '../../../test/fixtures-devis.ts';
import { lastMailTo } from '../../../test/helper.ts';
import { LOGO_PNG, saveIdentity, STORED_IDENTITY } from '../../../test/fixtures-agency.ts';
import { pdfShownText } from '../../../test/pdf-text.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';

/*
 * Issue 24, point 2: the quote PDF names the agency as its stored identity says at the time of
 * the quote — name, legal form, SIRET, home-services declaration and its date — with its logo;
 * a logo whose file is gone leaves the quote without it, never without its PDF.
 */

const { t, own } = devisSuite();
const storage = () => createDiskStorage(join(t.config.dataDir, 'uploads'));

async function quotePdf(session: Parameters<typeof submitBesoin>[1]) {
  const { id } = await submitBesoin(t, session);
  const row = await devisRow(t, id);
  return storage().read(`devis/${row.filename}`);
}

const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').includes('/Image');

describe('the quote PDF', () => {
  it('prints the stored identity: name, legal form, SIRET, declaration number and date, logo', async () => {
    await storage().put('agence/logo-test.png', LOGO_PNG);
    await saveIdentity(t, { ...STORED_IDENTITY, logo_path: 'agence/logo-test.png' });
    const bytes = await quotePdf(own.alice);
    const text = pdfShownText(bytes);
    expect(text).toContain('Les Mains Vertes Services');
    expect(text).toContain('5 place Bellecour, 69002 Lyon');
    expect(text).toContain('contact@mains-vertes.fr · 04 72 00 00 00');
    expect(text).toContain('SARL au capital de 8 000 € · RCS Lyon 900 111 222');
    expect(text).toContain('SIRET 900 111 222 00015 · TVA intracommunautaire FR12900111222');
    expect(text).toContain('Déclaration de services à la personne n° SAP900111222 du 15/03/2024');
    expect(text).not.toContain(t.config.agency.siret);
    expect(hasImage(bytes)).toBe(true);
  });

  it('is still drawn, without a logo, when the logo file is missing', async () => {
    await saveIdentity(t, {
      ...STORED_IDENTITY,
      nom: 'Agence Sans Logo',
      logo_path: 'agence/gone.png',
    });
    const bytes = await quotePdf(own.bob);
    expect(pdfShownText(bytes)).toContain('Agence Sans Logo');
    expect(hasImage(bytes)).toBe(false);
  });

  it('is mailed for signature with the stored name as signature', async () => {
    await saveIdentity(t, { ...STORED_IDENTITY, logo_path: null });
    const sent = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [LIBRE_LIGNE],
      send: true,
    });
    expect(sent.status).toBe(201);
    const mail = await lastMailTo(t, own.alice.email);
    expect(mail?.subject).toBe(`Votre devis ${sent.body.data.reference} à signer`);
    expect(mail?.text).toContain('Bien cordialement,\nLes Mains Vertes Services');
  });
});
