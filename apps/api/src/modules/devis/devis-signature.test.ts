import { createHash } from 'node:crypto';
import { formatInstantParis } from '@maisonnee/domain';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { clients } from '../../db/schema/clients.ts';
import { devis } from '../../db/schema/devis.ts';
import { documents } from '../../db/schema/documents.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { encrypted, lastMailTo } from '../../../test/helper.ts';
import {
  call,
  devisRow,
  devisSuite,
  devisUrl,
  LIBRE_LIGNE,
  PONCTUEL_BESOIN,
  signDevis,
  submitBesoin,
  submitSignedDevis,
} from '../../../test/fixtures-devis.ts';
import { renderSignaturePng } from '../tools/signature-image.ts';

/* Signing a quote: the PDF to sign, the electronic signature, sending, a paper copy, refusals. */

const { t, own } = devisSuite();

const storage = () => createDiskStorage(join(t.config.dataDir, 'uploads'));

describe('a quote from a recurring need', () => {
  it('is created by save-besoin, priced per week and per month, with its PDF to sign', async () => {
    const created = await submitBesoin(t, own.alice);
    const devisId = created.id;
    const response = await call(t, 'GET', devisUrl(t, devisId), own.alice);
    expect(response.status).toBe(200);
    const dto = response.body.data;
    expect(dto).toMatchObject({
      client_id: own.alice.clientId,
      statut: 'en_attente_signature',
      is_libre: false,
      montant_ttc: 195,
      montant_mensuel_ttc: 845,
      reste_a_charge_ttc: 97.5,
      reste_a_charge_mensuel_ttc: 422.5,
    });
    expect(dto.reference).toMatch(/^DEV-2026-\d{6}$/);
    expect(dto.devis_details).toHaveLength(1);
    expect(dto.devis_details[0]).toMatchObject({
      client_besoin_skill_id: 4,
      nb_heures: 5,
      nb_heures_weekend: 2.5,
      prix_horaire_ttc: 24,
      prix_horaire_weekend_ttc: 30,
      frequence_type: 'Toutes les semaines',
    });
    expect(dto.devis_details[0].devis_detail_horaires).toHaveLength(3);

    const row = await devisRow(t, devisId);
    const bytes = await storage().read(`devis/${row.filename}`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(row.unsigned_document_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.filename, row.filename!));
    expect(doc).toMatchObject({
      document_type_id: 4,
      bucket: 'devis',
      client_id: own.alice.clientId,
    });
  });

  it('opens for signature for its client and for nobody else', async () => {
    const devisId = (await submitBesoin(t, own.alice)).id;
    const mine = await call(t, 'GET', devisUrl(t, devisId, '/1'), own.alice);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      is_signable: true,
      signataire: { nom: 'Durand' },
      conditions_generales_version: 'CG-2026-01',
    });
    expect(mine.body.data.filename).toMatch(/\.pdf$/);
    const other = await call(t, 'GET', devisUrl(t, devisId, '/1'), own.bob);
    expect(other.status).toBe(403);
    expect((await call(t, 'GET', devisUrl(t, devisId), own.bob)).status).toBe(403);
    expect((await call(t, 'GET', devisUrl(t, devisId))).status).toBe(401);
  });

  it("refuses another client's signature, and a signature without consent", async () => {
    const devisId = (await submitBesoin(t, own.alice)).id;
    const other = await signDevis(t, own.bob, devisId);
    expect(other.status).toBe(403);
    const noConsent = await signDevis(t, own.alice, devisId, { accept_conditions: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.code).toBe('VALIDATION_FAILED');
    expect((await devisRow(t, devisId)).statut).toBe('en_attente_signature');
  });

  it('signs: signed PDF with signer, hash, IP; document type 4; mission; agency told', async () => {
    const devisId = (await submitBesoin(t, own.alice)).id;
    const unsigned = await devisRow(t, devisId);
    const response = await signDevis(t, own.alice, devisId);
    expect(response.status).toBe(200);
    expect(response.body.data.devis).toMatchObject({
      statut: 'signe',
      signataire: 'Alice Durand',
    });
    expect(response.body.data.missions).toHaveLength(1);
    expect(response.body.data.missions[0]).toMatchObject({
      client_id: own.alice.clientId,
      devis_id: devisId,
      is_ponctuel: false,
      client_besoin_skill_id: 4,
    });
    expect(response.body.data.missions[0].horaires_recurents).toHaveLength(3);

    const row = await devisRow(t, devisId);
    expect(row.statut).toBe('signe');
    expect(row.signer_ip).toBeTruthy();
    const signed = await storage().read(`devis/${row.signed_filename}`);
    const text = signed.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Alice Durand');
    expect(text).toContain(unsigned.unsigned_document_sha256!);
    const pdf = await PDFDocument.load(signed);
    expect(pdf.getSubject()).toContain('Alice Durand');
    expect(pdf.getKeywords()).toContain(`sha256:${unsigned.unsigned_document_sha256}`);

    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.filename, row.signed_filename!));
    expect(doc).toMatchObject({
      document_type_id: 4,
      bucket: 'devis',
      client_id: own.alice.clientId,
    });
    const [mission] = await t.database.db
      .select()
      .from(missions)
      .where(eq(missions.devis_id, devisId));
    expect(mission).toBeTruthy();
    const slots = await t.database.db
      .select()
      .from(horaires_recurents)
      .where(eq(horaires_recurents.mission_id, mission!.id));
    expect(slots).toHaveLength(3);
    const notified = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.user_id, own.operator.userId), eq(notifications.title, 'Devis signé')),
      );
    expect(notified).toHaveLength(1);
    const mail = await lastMailTo(t, t.config.mail.sales);
    expect(mail?.subject).toContain('signé');
    // The agency reads the amount and the signing time as people do: French euros, Paris clock.
    expect(mail?.text).toContain('195,00 € TTC');
    expect(mail?.text).toContain(`le ${formatInstantParis(row.signed_at!)} (heure de Paris)`);
    expect(mail?.text).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });

  it('answers 409 to a second signature, by either call', async () => {
    const devisId = (await submitBesoin(t, own.alice)).id;
    expect((await signDevis(t, own.alice, devisId)).status).toBe(200);
    const again = await signDevis(t, own.alice, devisId);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'ALREADY_SIGNED',
      message: 'Ce devis est déjà signé.',
    });
    const client = await call(t, 'POST', '/api/sign-devis-client', own.alice, {
      devis_id: devisId,
      signature_text: 'Alice Durand',
      accept_conditions: true,
    });
    expect(client.status).toBe(409);
    expect(client.body.error.code).toBe('ALREADY_SIGNED');
    const resend = await call(t, 'POST', '/api/devis/resend-devis-for-sign', own.operator, {
      devis_id: devisId,
    });
    expect(resend.status).toBe(409);
    expect(resend.body.error.code).toBe('ALREADY_SIGNED');
    const view = await call(t, 'GET', devisUrl(t, devisId, '/1'), own.alice);
    expect(view.body.data.is_signable).toBe(false);
  });

  it('cannot be deleted once signed', async () => {
    const devisId = (await submitSignedDevis(t, own.alice)).id;
    const response = await call(
      t,
      'DELETE',
      `/api/devis/delete/${encrypted(t, devisId)}`,
      own.operator,
    );
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'ALREADY_SIGNED',
      message: 'Un devis signé ne peut pas être supprimé.',
    });
  });

  it('is not extended once its mission is over', async () => {
    const devisId = (await submitSignedDevis(t, own.alice)).id;
    await t.database.db
      .update(missions)
      .set({ statut: 'terminee' })
      .where(eq(missions.devis_id, devisId));
    const { mission_id } = (await devisRow(t, devisId)) as { mission_id: number };
    const response = await call(t, 'POST', '/api/client/add-besoin', own.alice, {
      client_id: own.alice.clientId,
      mission_id,
      ...PONCTUEL_BESOIN,
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('MISSION_NOT_ACTIVE');
  });
});

describe('signing with a drawn signature', () => {
  it('accepts a PNG data URL and refuses anything else', async () => {
    const created = await submitBesoin(t, own.alice, PONCTUEL_BESOIN);
    const notPng = await signDevis(t, own.alice, created.id, {
      signature_image: `data:image/png;base64,${Buffer.from('GIF89a pas une image png du tout, vraiment pas').toString('base64')}`,
    });
    expect(notPng.status).toBe(400);
    expect(notPng.body.error.fields).toHaveProperty('signature_image');
    expect((await devisRow(t, created.id)).statut).toBe('en_attente_signature');

    const png = renderSignaturePng('A. Durand').toString('base64');
    const response = await call(t, 'POST', '/api/sign-devis-client', own.alice, {
      devis_id: created.id,
      signature_text: 'Alice Durand',
      signature_image: `data:image/png;base64,${png}`,
      accept_conditions: true,
    });
    expect(response.status).toBe(200);
    // A one-off need opens a one-off mission with its intervention waiting for an agent.
    const [mission] = response.body.data.missions;
    expect(mission).toMatchObject({ is_ponctuel: true, client_besoin_skill_id: 1 });
    expect(mission.interventions).toHaveLength(1);
    expect(mission.interventions[0]).toMatchObject({
      candidat_id: null,
      date_debut: '2026-03-10T09:00:00.000Z',
      date_fin: '2026-03-10T12:00:00.000Z',
    });
  });
});

describe('a copy signed on paper', () => {
  const ligne = LIBRE_LIGNE;

  it('take a copy signed on paper', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: own.alice.clientId,
      lignes: [ligne],
      send: true,
    });
    const id = created.body.data.id;
    const [paper] = await t.database.db
      .insert(documents)
      .values({
        document_type_id: 4,
        client_id: own.alice.clientId,
        bucket: 'devis',
        filename: `papier-${id}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: 10,
      })
      .returning({ id: documents.id });
    const response = await call(t, 'POST', '/api/devis/save-filename-devis-signe', own.operator, {
      devis_id: id,
      document_id: paper!.id,
      signed_at: '2026-03-02',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.devis).toMatchObject({
      statut: 'signe',
      filename_signe: `papier-${id}.pdf`,
    });
    expect(response.body.data.missions).toHaveLength(1);
    const again = await call(t, 'POST', '/api/devis/save-filename-devis-signe', own.operator, {
      devis_id: id,
      document_id: paper!.id,
      signed_at: '2026-03-02',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SIGNED');
  });
});

describe('quotes that cannot be signed or sent', () => {
  it('refuses to sign an expired quote', async () => {
    const created = await submitBesoin(t, own.bob);
    await t.database.db
      .update(devis)
      .set({ expires_at: new Date('2026-03-01T00:00:00Z') })
      .where(eq(devis.id, created.id));
    const response = await signDevis(t, own.bob, created.id, { signature_text: 'Bob' });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('DEVIS_EXPIRED');
    expect(response.body.error.message).toMatch(/expiré/);
    const view = await call(t, 'GET', devisUrl(t, created.id), own.bob);
    expect(view.body.data.statut).toBe('expire');
    // The client cannot send it again; the back office renews its window.
    const byClient = await call(t, 'POST', '/api/send-devis-client-non-signe', own.bob, {
      devis_id: created.id,
    });
    expect(byClient.status).toBe(409);
    expect(byClient.body.error.code).toBe('DEVIS_EXPIRED');
    const byOperator = await call(t, 'POST', '/api/devis/resend-devis-for-sign', own.operator, {
      devis_id: created.id,
    });
    expect(byOperator.status).toBe(200);
    expect((await devisRow(t, created.id)).statut).toBe('en_attente_signature');
  });

  it('refuses a refused quote, and a quote whose document changed since it was opened', async () => {
    const refused = await submitBesoin(t, own.bob, PONCTUEL_BESOIN);
    await t.database.db.update(devis).set({ statut: 'refuse' }).where(eq(devis.id, refused.id));
    const signRefused = await signDevis(t, own.bob, refused.id, { signature_text: 'Bob' });
    expect(signRefused.status).toBe(409);
    expect(signRefused.body.error.code).toBe('DEVIS_REFUSED');
    const sendRefused = await call(t, 'POST', '/api/devis/resend-devis-for-sign', own.operator, {
      devis_id: refused.id,
    });
    expect(sendRefused.body.error.code).toBe('DEVIS_REFUSED');

    const changed = await submitBesoin(t, own.bob, PONCTUEL_BESOIN);
    await t.database.db
      .update(devis)
      .set({ unsigned_document_sha256: '0'.repeat(64) })
      .where(eq(devis.id, changed.id));
    const response = await signDevis(t, own.bob, changed.id, { signature_text: 'Bob' });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('DEVIS_CHANGED');
    expect((await devisRow(t, changed.id)).statut).toBe('en_attente_signature');
  });

  it('refuses to send a quote to a client without an e-mail address (422)', async () => {
    const [record] = await t.database.db
      .insert(clients)
      .values({ nom: 'Sansmail', prenom: 'Jean' })
      .returning({ id: clients.id });
    const response = await call(t, 'POST', '/api/devis/devis-libre', own.operator, {
      client_id: record!.id,
      send: true,
      lignes: [LIBRE_LIGNE],
    });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('CLIENT_WITHOUT_EMAIL');
  });
});
