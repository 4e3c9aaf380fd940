import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { mailOutbox } from '../../db/schema/auth.ts';
import {
  candidat_competences,
  candidat_evenements,
  candidats,
  contrats_travail,
} from '../../db/schema/candidats.ts';
import { documents } from '../../db/schema/documents.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';
import {
  bearer,
  buildTestApp,
  encrypted,
  lastCodeMailedTo,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import {
  aSpotOfItsOwn,
  createOperator,
  expectRefusal,
  requestsOn,
  setClock,
  type OperatorAccount,
} from '../../../test/fixtures-missions.ts';
import { sha256Hex } from '../../lib/pdf-signature.ts';
import { heuresMensuelles, periodeEssai } from './contrat-travail-pdf.ts';

/*
 * The work contract from end to end: sent by the recruiter (PDF, SHA-256, agent account invited),
 * signed by the candidate in the app, countersigned by the agency; the new agent signs in, finds the
 * final contract in its documents, and planning proposes it for a mission of its service near it.
 */

let t: TestApp;
let recruiter: OperatorAccount;
const { post, get } = requestsOn(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  setClock(t);
  recruiter = await createOperator(t, [2]);
});
afterAll(() => t?.close());

const storage = () => createDiskStorage(join(t.config.dataDir, 'uploads'));

let counter = 0;
/** A candidate met in interview: identity, address placed on the map, one service (skill 1). */
async function createCandidat(position = aSpotOfItsOwn()) {
  counter += 1;
  const [row] = await t.database.db
    .insert(candidats)
    .values({
      civilite: 'Mme',
      nom: 'Martin',
      prenom: `Léa${counter}`,
      email: `lea${counter}-${Date.now()}@exemple.fr`,
      mobile: '0612345678',
      date_naissance: '1995-04-12',
      adresse: '3 rue des Lilas',
      codep: '75011',
      ville: 'Paris',
      ...position,
      candidat_statut_id: 3,
      is_active: false,
    })
    .returning();
  await t.database.db
    .insert(candidat_competences)
    .values({ candidat_id: row!.id, competence_id: 1 });
  return { ...row!, position };
}

const CONTRAT = {
  type_contrat: 'CDI',
  date_debut: '2026-03-16',
  nb_heures_hebdo: 24,
  taux_horaire_brut: 12.5,
} as const;

/** The candidate's contracts, newest first. */
const contratsOf = (candidatId: number) =>
  t.database.db
    .select()
    .from(contrats_travail)
    .where(eq(contrats_travail.candidat_id, candidatId))
    .orderBy(desc(contrats_travail.id));

async function contratOf(candidatId: number) {
  const [row] = await contratsOf(candidatId);
  return row!;
}

async function fileOf(documentId: number) {
  const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
  return { doc: doc!, bytes: await storage().read(`${doc!.bucket}/${doc!.filename}`) };
}

async function candidatRow(id: number) {
  const [row] = await t.database.db.select().from(candidats).where(eq(candidats.id, id));
  return row!;
}

async function eventTypes(candidatId: number) {
  const rows = await t.database.db
    .select({ type: candidat_evenements.type })
    .from(candidat_evenements)
    .where(eq(candidat_evenements.candidat_id, candidatId));
  return rows.map((row) => row.type);
}

/** The candidate chooses a password with the mailed code, then signs in. */
async function candidateSignsIn(email: string) {
  const code = await lastCodeMailedTo(t, email);
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/users/reset-password',
    payload: { email, code, password: 'Lilas-Printemps-2026' },
  });
  expect(reset.statusCode).toBe(200);
  return signIn(t, email, 'Lilas-Printemps-2026');
}

describe('the work contract, from sending to a new agent', () => {
  it('is sent, signed by the candidate, countersigned, and the agent signs in and is planned', async () => {
    const candidat = await createCandidat();
    const sent = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    expect(sent.statusCode).toBe(201);
    const document = sent.json().data;
    expect(document).toMatchObject({
      document_type_id: 3,
      candidat_id: candidat.id,
      mime_type: 'application/pdf',
      signe_at: null,
      contresigne_at: null,
    });

    // The contract row: what was sent, the SHA-256 of exactly the stored PDF.
    const contrat = await contratOf(candidat.id);
    expect(contrat).toMatchObject({
      statut: 'en_attente_signature',
      type_contrat: 'CDI',
      date_debut: '2026-03-16',
      date_fin: null,
      nb_heures_hebdo: 24,
      taux_horaire_brut: 12.5,
      document_id: document.id,
      created_by_user_id: recruiter.userId,
    });
    const unsigned = await fileOf(document.id);
    expect(unsigned.doc).toMatchObject({ document_type_id: 3, candidat_id: candidat.id });
    expect(contrat.unsigned_document_sha256).toBe(sha256Hex(unsigned.bytes));
    const pdf = await PDFDocument.load(unsigned.bytes);
    expect(pdf.getTitle()).toContain('Contrat de travail à durée indéterminée');
    const text = unsigned.bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);

    // The candidate waits for the signature; the history says so; an agent account was invited.
    expect((await candidatRow(candidat.id)).candidat_statut_id).toBe(5);
    expect(await eventTypes(candidat.id)).toContain('contrat_envoye');
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.candidat_id, candidat.id));
    expect(account).toMatchObject({ email: candidat.email, roles_ids: [6], is_active: true });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, candidat.email!));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'Votre espace agent Maisonnée vous attend',
        'Votre contrat de travail à signer',
      ]),
    );
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, account!.id));
    expect(told?.title).toBe('Votre contrat de travail est prêt');

    // The candidate chooses a password, signs in and lists its contract.
    const session = await candidateSignsIn(candidat.email!);
    const listed = await get(
      `/api/candidats/contrats/${encrypted(t, candidat.id)}`,
      session.access_token,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0]).toMatchObject({
      statut: 'en_attente_signature',
      statut_label: expect.any(String),
      document: { id: document.id },
    });

    // The candidate signs in the app.
    const signed = await post('/api/candidats/save-contrat-signe', session.access_token, {
      document_id: document.id,
      signature_text: `Léa${counter} Martin`,
      accept_conditions: true,
    });
    expect(signed.statusCode).toBe(200);
    const signedDoc = signed.json().data;
    expect(signedDoc.id).not.toBe(document.id);
    expect(signedDoc.signe_at).toBeTruthy();
    const afterSign = await contratOf(candidat.id);
    expect(afterSign).toMatchObject({
      statut: 'signe_agent',
      signed_document_id: signedDoc.id,
      signer_name: `Léa${counter} Martin`,
      signer_user_id: account!.id,
    });
    expect(afterSign.signer_ip).toBeTruthy();
    const signedFile = await fileOf(signedDoc.id);
    const signedPdf = await PDFDocument.load(signedFile.bytes);
    expect(signedPdf.getPageCount()).toBe(pdf.getPageCount() + 1);
    expect(signedPdf.getKeywords()).toContain(`sha256:${contrat.unsigned_document_sha256}`);
    expect(signedFile.bytes.toString('latin1')).toContain(contrat.unsigned_document_sha256);
    expect(await eventTypes(candidat.id)).toContain('contrat_signe');
    const recruiterTold = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, recruiter.userId));
    expect(recruiterTold.map((n) => n.title)).toContain('Contrat signé par le candidat');
    // The agency's mail gives the signature time as people read it (Paris), not an ISO instant.
    const agencyMail = (await t.database.db.select().from(mailOutbox)).find((m) =>
      m.text.includes(`a signé électroniquement son contrat de travail`),
    );
    expect(agencyMail?.text).toMatch(
      /son contrat de travail le \d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2} \(heure de Paris\) depuis/,
    );
    // Not an agent yet: still waiting for the countersignature.
    expect((await candidatRow(candidat.id)).candidat_statut_id).toBe(5);

    // The agency countersigns the signed copy.
    const final = await post('/api/candidats/save-contrat-travail-contresigne', recruiter.token, {
      document_id: signedDoc.id,
      signature_text: 'Claire Recrutement',
      accept_conditions: true,
    });
    expect(final.statusCode).toBe(200);
    const finalDoc = final.json().data;
    expect(finalDoc.contresigne_at).toBeTruthy();
    const afterCounter = await contratOf(candidat.id);
    expect(afterCounter).toMatchObject({
      statut: 'contresigne',
      countersigned_document_id: finalDoc.id,
      countersigner_name: 'Claire Recrutement',
      countersigner_user_id: recruiter.userId,
    });
    const finalFile = await fileOf(finalDoc.id);
    const finalPdf = await PDFDocument.load(finalFile.bytes);
    expect(finalPdf.getPageCount()).toBe(pdf.getPageCount() + 2);
    // Both signatures' audit trails: the candidate's and the agency's over the signed copy.
    expect(finalPdf.getKeywords()).toContain(`sha256:${contrat.unsigned_document_sha256}`);
    expect(finalPdf.getKeywords()).toContain(
      `contresignature_sha256:${sha256Hex(signedFile.bytes)}`,
    );
    expect(await candidatRow(candidat.id)).toMatchObject({
      candidat_statut_id: 6,
      is_active: true,
      date_entree: '2026-03-16',
    });
    expect((await candidatRow(candidat.id)).contrat_signed_at).toBeTruthy();
    expect(await eventTypes(candidat.id)).toContain('contrat_contresigne');
    const agentTold = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, account!.id));
    expect(agentTold.map((n) => n.title)).toContain('Bienvenue dans l’équipe');

    // The new agent signs in and reads the countersigned contract as the current version.
    const agent = await signIn(t, candidat.email!, 'Lilas-Printemps-2026');
    const mine = await get(
      `/api/candidats/contrats/${encrypted(t, candidat.id)}`,
      agent.access_token,
    );
    expect(mine.json().data[0]).toMatchObject({
      statut: 'contresigne',
      signer_name: `Léa${counter} Martin`,
      countersigner_name: 'Claire Recrutement',
      document: { id: finalDoc.id },
    });

    const status = await post('/api/candidat/check-status-agent-for-appli', agent.access_token, {
      candidat_id: candidat.id,
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({ is_active: true, can_use_app: true });

    // Planning proposes the new agent for a mission of its service near it.
    const dispos = await post('/api/candidats/agents-dispos-for-horaires', recruiter.token, {
      client_besoin_skill_id: 1,
      horaires: [{ day: 2, start_time: '09:00', end_time: '12:00' }],
      date_debut: '2026-03-17',
      lat: candidat.position.lat + 0.01,
      lng: candidat.position.lng,
    });
    expect(dispos.statusCode).toBe(200);
    const ids = dispos.json().data.map((a: { candidat: { id: number } }) => a.candidat.id);
    expect(ids).toContain(candidat.id);
  });

  it('a candidate not yet countersigned is not proposed by planning', async () => {
    const candidat = await createCandidat();
    await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    const dispos = await post('/api/candidats/agents-dispos-for-horaires', recruiter.token, {
      client_besoin_skill_id: 1,
      horaires: [{ day: 2, start_time: '09:00', end_time: '12:00' }],
      date_debut: '2026-03-17',
      lat: candidat.position.lat,
      lng: candidat.position.lng,
    });
    const ids = dispos.json().data.map((a: { candidat: { id: number } }) => a.candidat.id);
    expect(ids).not.toContain(candidat.id);
  });

  it('a CDD prints its end date and a trial period of a day per week', async () => {
    const candidat = await createCandidat();
    const sent = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      type_contrat: 'CDD',
      date_debut: '2026-04-01',
      date_fin: '2026-06-30',
      nb_heures_hebdo: 35,
      taux_horaire_brut: 12.02,
    });
    expect(sent.statusCode).toBe(201);
    const contrat = await contratOf(candidat.id);
    expect(contrat).toMatchObject({ type_contrat: 'CDD', date_fin: '2026-06-30' });
    const { bytes } = await fileOf(sent.json().data.id);
    expect((await PDFDocument.load(bytes)).getTitle()).toContain('durée déterminée');
    expect(periodeEssai('CDD', '2026-04-01', '2026-06-30')).toContain('13 jours');
    expect(periodeEssai('CDD', '2026-01-01', '2026-12-31')).toContain('30 jours');
    expect(periodeEssai('CDI', '2026-01-01', null)).toContain('un mois');
    expect(heuresMensuelles(35)).toBe(151.67);
  });

  it('an account of the same address, a client one, gets the agent space: no second account', async () => {
    const candidat = await createCandidat();
    // The candidate is also a client of the agency, with an account of that address.
    const [existing] = await t.database.db
      .insert(users)
      .values({
        email: candidat.email!,
        password_hash: 'x',
        name: 'Léa Martin',
        roles_ids: [5],
        user_role_id: 5,
      })
      .returning();
    const sent = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    expect(sent.statusCode).toBe(201);
    const accounts = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, candidat.email!));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ id: existing!.id, candidat_id: candidat.id });
    expect(accounts[0]!.roles_ids.sort()).toEqual([5, 6]);
  });

  it('the signature image of a typed name is drawn for a candidate (tools)', async () => {
    const candidat = await createCandidat();
    await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    const session = await candidateSignsIn(candidat.email!);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tools/create-image-signature',
      headers: bearer(session.access_token),
      payload: { text: 'Léa Martin' },
    });
    expect(response.statusCode).toBe(200);
    const image = response.json().data.image as string;
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    // The drawn image is accepted as the signature.
    const contrat = await contratOf(candidat.id);
    const signed = await post('/api/candidats/save-contrat-signe', session.access_token, {
      document_id: contrat.document_id,
      signature_text: 'Léa Martin',
      signature_image: image,
      accept_conditions: true,
    });
    expect(signed.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(contrats_travail)
      .where(and(eq(contrats_travail.id, contrat.id), eq(contrats_travail.statut, 'signe_agent')));
    expect(row).toBeTruthy();
  });
});

/** Sends the default CDI to a new candidate, who signs in: the candidate, its session, its contract. */
async function sentToNewCandidate() {
  const candidat = await createCandidat();
  const sent = await post('/api/candidats/send-contrat-travail', recruiter.token, {
    candidat_id: candidat.id,
    ...CONTRAT,
  });
  expect(sent.statusCode).toBe(201);
  const session = await candidateSignsIn(candidat.email!);
  return { candidat, token: session.access_token, documentId: sent.json().data.id as number };
}

const signature = (name = 'Léa Martin') => ({ signature_text: name, accept_conditions: true });

describe('work contract refusals: a clear French message, the right code, nothing half-saved', () => {
  it('signed twice: 409 ALREADY_SIGNED, the first signature kept', async () => {
    const { candidat, token, documentId } = await sentToNewCandidate();
    const noConsent = await post('/api/candidats/save-contrat-signe', token, {
      document_id: documentId,
      signature_text: 'Léa Martin',
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.fields).toHaveProperty('accept_conditions');
    const first = await post('/api/candidats/save-contrat-signe', token, {
      document_id: documentId,
      ...signature(),
    });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/candidats/save-contrat-signe', token, {
      document_id: documentId,
      ...signature('Quelqu’un d’autre'),
    });
    expectRefusal(again, 'ALREADY_SIGNED');
    expect(again.json().error.message).toMatch(/déjà signé/);
    // The signed copy too cannot be signed again.
    const copy = await post('/api/candidats/save-contrat-signe', token, {
      document_id: first.json().data.id,
      ...signature(),
    });
    expectRefusal(copy, 'ALREADY_SIGNED');
    expect(await contratOf(candidat.id)).toMatchObject({
      statut: 'signe_agent',
      signer_name: 'Léa Martin',
    });
  });

  it('signed by another candidate: 403 CONTRAT_AUTRE_SIGNATAIRE, still waiting', async () => {
    const lea = await sentToNewCandidate();
    const other = await sentToNewCandidate();
    const response = await post('/api/candidats/save-contrat-signe', other.token, {
      document_id: lea.documentId,
      ...signature(),
    });
    expectRefusal(response, 'CONTRAT_AUTRE_SIGNATAIRE');
    expect((await contratOf(lea.candidat.id)).statut).toBe('en_attente_signature');
    // Nor may the other candidate read Léa's contracts.
    const listed = await get(
      `/api/candidats/contrats/${encrypted(t, lea.candidat.id)}`,
      other.token,
    );
    expect(listed.statusCode).toBe(403);
  });

  it('countersigned before the candidate signed: 409 CONTRAT_NON_SIGNE; countersigned twice: 409', async () => {
    const { candidat, token, documentId } = await sentToNewCandidate();
    const early = await post('/api/candidats/save-contrat-travail-contresigne', recruiter.token, {
      document_id: documentId,
      ...signature('Claire Recrutement'),
    });
    expectRefusal(early, 'CONTRAT_NON_SIGNE');
    expect((await candidatRow(candidat.id)).candidat_statut_id).toBe(5);

    const signed = await post('/api/candidats/save-contrat-signe', token, {
      document_id: documentId,
      ...signature(),
    });
    const once = await post('/api/candidats/save-contrat-travail-contresigne', recruiter.token, {
      document_id: signed.json().data.id,
      ...signature('Claire Recrutement'),
    });
    expect(once.statusCode).toBe(200);
    const twice = await post('/api/candidats/save-contrat-travail-contresigne', recruiter.token, {
      document_id: signed.json().data.id,
      ...signature('Claire Recrutement'),
    });
    expectRefusal(twice, 'ALREADY_SIGNED');
    // A countersigned contract is not cancelled.
    const cancel = await post('/api/candidats/contrats/annuler', recruiter.token, {
      contrat_id: (await contratOf(candidat.id)).id,
    });
    expectRefusal(cancel, 'ALREADY_SIGNED');
    expect((await contratOf(candidat.id)).statut).toBe('contresigne');
    // Nor is a second contract sent to an active agent.
    const resend = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    expectRefusal(resend, 'STATUT_CHANGE_REFUSED');
  });

  it('the candidate may not countersign, nor may a client or the commercial team send', async () => {
    const { candidat, token, documentId } = await sentToNewCandidate();
    const self = await post('/api/candidats/save-contrat-travail-contresigne', token, {
      document_id: documentId,
      ...signature(),
    });
    expect(self.statusCode).toBe(403);
    const commercial = await createOperator(t, [3]);
    const sent = await post('/api/candidats/send-contrat-travail', commercial.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    expect(sent.statusCode).toBe(403);
    const recruiterSigns = await post('/api/candidats/save-contrat-signe', recruiter.token, {
      document_id: documentId,
      ...signature(),
    });
    expect(recruiterSigns.statusCode).toBe(403);
  });

  it('a contract for an unknown candidate: 404; a document that is no contract: 404', async () => {
    const response = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: 999_999,
      ...CONTRAT,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Candidat introuvable.');
    const { token } = await sentToNewCandidate();
    const [other] = await t.database.db
      .insert(documents)
      .values({
        document_type_id: 8,
        bucket: 'autres',
        filename: `autre-${Date.now()}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: 10,
      })
      .returning();
    const sign = await post('/api/candidats/save-contrat-signe', token, {
      document_id: other!.id,
      ...signature(),
    });
    expect(sign.statusCode).toBe(404);
  });

  it('a CDD without end date, or ending before it starts, is refused by the contract (400)', async () => {
    const candidat = await createCandidat();
    const noEnd = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
      type_contrat: 'CDD',
    });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().error.code).toBe('VALIDATION_FAILED');
    expect(noEnd.json().error.fields).toHaveProperty('date_fin');
    const backwards = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
      type_contrat: 'CDD',
      date_fin: '2026-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(await contratsOf(candidat.id)).toHaveLength(0);
    expect((await candidatRow(candidat.id)).candidat_statut_id).toBe(3);
  });

  it('no e-mail or an unfinished application: 422 CANDIDATURE_INCOMPLETE, nothing saved', async () => {
    const noEmail = await createCandidat();
    await t.database.db.update(candidats).set({ email: null }).where(eq(candidats.id, noEmail.id));
    const response = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: noEmail.id,
      ...CONTRAT,
    });
    expectRefusal(response, 'CANDIDATURE_INCOMPLETE');
    expect(response.json().error.message).toMatch(/adresse e-mail/);

    const halfway = await createCandidat();
    await t.database.db
      .update(candidats)
      .set({ candidature_etape: 'competences', adresse: null })
      .where(eq(candidats.id, halfway.id));
    const incomplete = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: halfway.id,
      ...CONTRAT,
    });
    expectRefusal(incomplete, 'CANDIDATURE_INCOMPLETE');
    expect(incomplete.json().error.message).toMatch(/l'adresse, la fin de la candidature en ligne/);
    for (const id of [noEmail.id, halfway.id]) {
      expect(await contratsOf(id)).toHaveLength(0);
      expect((await candidatRow(id)).candidat_statut_id).toBe(3);
      expect(
        await t.database.db.select().from(documents).where(eq(documents.candidat_id, id)),
      ).toHaveLength(0);
    }
  });

  it('a second contract while one waits: 409 CONTRAT_EN_COURS; after cancelling, a new one is sent', async () => {
    const { candidat, token, documentId } = await sentToNewCandidate();
    const second = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    expectRefusal(second, 'CONTRAT_EN_COURS');
    const contrat = await contratOf(candidat.id);
    const cancelled = await post('/api/candidats/contrats/annuler', recruiter.token, {
      contrat_id: contrat.id,
      motif: 'Horaires à revoir',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id: contrat.id, statut: 'annule' });
    expect(cancelled.json().data.cancelled_at).toBeTruthy();
    expect((await candidatRow(candidat.id)).candidat_statut_id).toBe(4);
    expect(await eventTypes(candidat.id)).toContain('contrat_annule');
    const late = await post('/api/candidats/save-contrat-signe', token, {
      document_id: documentId,
      ...signature(),
    });
    expectRefusal(late, 'CONTRAT_ANNULE');
    const twice = await post('/api/candidats/contrats/annuler', recruiter.token, {
      contrat_id: contrat.id,
    });
    expectRefusal(twice, 'CONTRAT_ANNULE');
    const again = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
      nb_heures_hebdo: 20,
    });
    expect(again.statusCode).toBe(201);
    const listed = await get(`/api/candidats/contrats/${encrypted(t, candidat.id)}`, token);
    expect(listed.json().data.map((c: { statut: string }) => c.statut)).toEqual([
      'en_attente_signature',
      'annule',
    ]);
  });

  it('a failure while saving (address of another agent’s account) leaves no contract, no file, the status unchanged', async () => {
    const taken = await sentToNewCandidate();
    const candidat = await createCandidat();
    await t.database.db
      .update(candidats)
      .set({ email: taken.candidat.email })
      .where(eq(candidats.id, candidat.id));
    const mailsBefore = (await t.database.db.select().from(mailOutbox)).length;
    const response = await post('/api/candidats/send-contrat-travail', recruiter.token, {
      candidat_id: candidat.id,
      ...CONTRAT,
    });
    expectRefusal(response, 'EMAIL_ALREADY_USED');
    expect(await contratsOf(candidat.id)).toHaveLength(0);
    expect(
      await t.database.db.select().from(documents).where(eq(documents.candidat_id, candidat.id)),
    ).toHaveLength(0);
    expect((await candidatRow(candidat.id)).candidat_statut_id).toBe(3);
    expect(await eventTypes(candidat.id)).not.toContain('contrat_envoye');
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(mailsBefore);
    const files = await readdir(join(t.config.dataDir, 'uploads', 'contrats')).catch(() => []);
    expect(files.filter((name) => name.includes(`CT-${candidat.id}-`))).toEqual([]);
  });
});
