import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_PNG, saveIdentity, STORED_IDENTITY } from '../../../test/fixtures-agency.ts';
import {
  aSpotOfItsOwn,
  createOperator,
  requestsOn,
  setClock,
  type OperatorAccount,
} from '../../../test/fixtures-missions.ts';
import { buildTestApp, mailsTo, type TestApp } from '../../../test/helper.ts';
import { pdfShownText } from '../../../test/pdf-text.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { candidat_competences, candidats } from '../../db/schema/candidats.ts';
import { documents } from '../../db/schema/documents.ts';

/*
 * Issue 24, point 2: the work contract names the employer as the agency's stored identity says
 * when it is sent (name, SIRET, declaration number, logo), and the mail to the candidate too.
 */

let t: TestApp;
let recruiter: OperatorAccount;
const { post } = requestsOn(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  setClock(t);
  recruiter = await createOperator(t, [2]);
});
afterAll(() => t?.close());

const storage = () => createDiskStorage(join(t.config.dataDir, 'uploads'));

describe('a work contract sent once the identity is saved', () => {
  it('names the stored employer, with its logo, in the PDF and the mail', async () => {
    await storage().put('agence/logo-contrat.png', LOGO_PNG);
    await saveIdentity(t, { ...STORED_IDENTITY, logo_path: 'agence/logo-contrat.png' });
    const email = `chloe-${Date.now()}@exemple.fr`;
    const [candidat] = await t.database.db
      .insert(candidats)
      .values({
        civilite: 'Mme',
        nom: 'Bernard',
        prenom: 'Chloé',
        email,
        mobile: '0612345678',
        date_naissance: '1994-05-06',
        adresse: '8 rue des Acacias',
        codep: '69003',
        ville: 'Lyon',
        ...aSpotOfItsOwn(),
        candidat_statut_id: 3,
        is_active: false,
      })
      .returning();
    await t.database.db
      .insert(candidat_competences)
      .values({ candidat_id: candidat!.id, competence_id: 1 });

    const sent = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat!.id,
      type_contrat: 'CDI',
      date_debut: '2026-03-16',
      nb_heures_hebdo: 24,
      taux_horaire_brut: 12.5,
    });
    expect(sent.statusCode).toBe(201);
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, sent.json().data.id));
    const bytes = await storage().read(`${doc!.bucket}/${doc!.filename}`);
    // The writer wraps long lines: read the text as one paragraph.
    const text = pdfShownText(bytes).replaceAll('\n', ' ');
    expect(text).toContain('Les Mains Vertes Services, 5 place Bellecour, 69002 Lyon');
    expect(text).toContain('SIRET 900 111 222 00015');
    expect(text).toContain('SAP900111222');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Image');

    const mails = await mailsTo(t, email);
    const offer = mails.find((mail) => mail.subject === 'Votre contrat de travail à signer');
    expect(offer?.text).toContain('Les Mains Vertes Services vous propose un CDI');
    expect(offer?.text).toContain('Bien cordialement,\nLes Mains Vertes Services');
  });
});
