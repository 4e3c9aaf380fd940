import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { mailOutbox } from '../../db/schema/auth.ts';
import { clients } from '../../db/schema/clients.ts';
import { devis } from '../../db/schema/devis.ts';
import { documents } from '../../db/schema/documents.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { encrypted, type TestApp } from '../../../test/helper.ts';
import {
  call,
  countDevis,
  devisUrl,
  openDevisSuite,
  PONCTUEL_BESOIN,
  RECURRING_BESOIN,
  submitBesoin,
  type Session,
} from '../../../test/fixtures-devis.ts';
import { renderSignaturePng } from '../tools/signature-image.ts';

let t: TestApp, alice: Session, bob: Session, operator: Session;
const storage = () => createDiskStorage(join(t.config.dataDir, 'uploads'));

beforeAll(async () => {
  ({ t, alice, bob, operator } = await openDevisSuite());
});
afterAll(() => t.close());

const sign = (session: Session, devisId: number, extra: Record<string, unknown> = {}) =>
  call(t, 'POST', '/api/devis/sign', session, {
    devis_id: devisId,
    signature_text: 'Alice Durand',
    accept_conditions: true,
    ...extra,
  });

async function devisRow(id: number) {
  const [row] = await t.database.db.select().from(devis).where(eq(devis.id, id));
  return row!;
}

describe('a quote from a recurring need', () => {
  let devisId: number;

  it('is created by save-besoin, priced per week and per month, with its PDF to sign', async () => {
    const created = await submitBesoin(t, alice);
    devisId = created.id;
    const response = await call(t, 'GET', devisUrl(t, devisId), alice);
    expect(response.status).toBe(200);
    const dto = response.body.data;
    expect(dto).toMatchObject({
      client_id: alice.clientId,
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

    const row = await devisRow(devisId);
    const bytes = await storage().read(`devis/${row.filename}`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(row.unsigned_document_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const [doc] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.filename, row.filename!));
    expect(doc).toMatchObject({ document_type_id: 4, bucket: 'devis', client_id: alice.clientId });
  });

  it('opens for signature for its client and for nobody else', async () => {
    const own = await call(t, 'GET', devisUrl(t, devisId, '/1'), alice);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      is_signable: true,
      signataire: { nom: 'Durand' },
      conditions_generales_version: 'CG-2026-01',
    });
    expect(own.body.data.filename).toMatch(/\.pdf$/);
    const other = await call(t, 'GET', devisUrl(t, devisId, '/1'), bob);
    expect(other.status).toBe(403);
    expect((await call(t, 'GET', devisUrl(t, devisId), bob)).status).toBe(403);
    expect((await call(t, 'GET', devisUrl(t, devisId))).status).toBe(401);
  });

  it("refuses another client's signature, and a signature without consent", async () => {
    const other = await sign(bob, devisId);
    expect(other.status).toBe(403);
    const noConsent = await sign(alice, devisId, { accept_conditions: false });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.code).toBe('VALIDATION_FAILED');
    expect((await devisRow(devisId)).statut).toBe('en_attente_signature');
  });

  it('signs: signed PDF with signer, hash, IP; document type 4; mission; agency told', async () => {
    const unsigned = await devisRow(devisId);
    const response = await sign(alice, devisId);
    expect(response.status).toBe(200);
    expect(response.body.data.devis).toMatchObject({
      statut: 'signe',
      signataire: 'Alice Durand',
    });
    expect(response.body.data.missions).toHaveLength(1);
    expect(response.body.data.missions[0]).toMatchObject({
      client_id: alice.clientId,
      devis_id: devisId,
      is_ponctuel: false,
      client_besoin_skill_id: 4,
    });
    expect(response.body.data.missions[0].horaires_recurents).toHaveLength(3);

    const row = await devisRow(devisId);
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
    expect(doc).toMatchObject({ document_type_id: 4, bucket: 'devis', client_id: alice.clientId });
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
        and(eq(notifications.user_id, operator.userId), eq(notifications.title, 'Devis signé')),
      );
    expect(notified).toHaveLength(1);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, t.config.mail.sales))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toContain('signé');
  });

  it('answers 409 to a second signature, by either call', async () => {
    const again = await sign(alice, devisId);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'ALREADY_SIGNED',
      message: 'Ce devis est déjà signé.',
    });
    const client = await call(t, 'POST', '/api/sign-devis-client', alice, {
      devis_id: devisId,
      signature_text: 'Alice Durand',
      accept_conditions: true,
    });
    expect(client.status).toBe(409);
    expect(client.body.error.code).toBe('ALREADY_SIGNED');
    const resend = await call(t, 'POST', '/api/devis/resend-devis-for-sign', operator, {
      devis_id: devisId,
    });
    expect(resend.status).toBe(409);
    expect(resend.body.error.code).toBe('ALREADY_SIGNED');
    const view = await call(t, 'GET', devisUrl(t, devisId, '/1'), alice);
    expect(view.body.data.is_signable).toBe(false);
  });

  it('cannot be deleted once signed', async () => {
    const response = await call(
      t,
      'DELETE',
      `/api/devis/delete/${encrypted(t, devisId)}`,
      operator,
    );
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'ALREADY_SIGNED',
      message: 'Un devis signé ne peut pas être supprimé.',
    });
  });

  it('is not extended once its mission is over', async () => {
    await t.database.db
      .update(missions)
      .set({ statut: 'terminee' })
      .where(eq(missions.devis_id, devisId));
    const { mission_id } = (await devisRow(devisId)) as { mission_id: number };
    const response = await call(t, 'POST', '/api/client/add-besoin', alice, {
      client_id: alice.clientId,
      mission_id,
      ...PONCTUEL_BESOIN,
    });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('MISSION_NOT_ACTIVE');
  });
});

describe('signing with a drawn signature', () => {
  it('accepts a PNG data URL and refuses anything else', async () => {
    const created = await submitBesoin(t, alice, PONCTUEL_BESOIN);
    const notPng = await sign(alice, created.id, {
      signature_image: `data:image/png;base64,${Buffer.from('GIF89a pas une image png du tout, vraiment pas').toString('base64')}`,
    });
    expect(notPng.status).toBe(400);
    expect(notPng.body.error.fields).toHaveProperty('signature_image');
    expect((await devisRow(created.id)).statut).toBe('en_attente_signature');

    const png = renderSignaturePng('A. Durand').toString('base64');
    const response = await call(t, 'POST', '/api/sign-devis-client', alice, {
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

describe('quotes composed by the back office', () => {
  const ligne = {
    client_besoin_skill_id: 1,
    libelle: 'Grand ménage de printemps',
    is_ponctuel: true,
    date_debut: '2026-03-14',
    nb_heures: 0,
    nb_heures_weekend: 4,
  };

  it('are drafts invisible to the client until sent, then sent with a mail', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: alice.clientId,
      lignes: [ligne],
    });
    expect(created.status).toBe(201);
    const dto = created.body.data;
    expect(dto).toMatchObject({ statut: 'brouillon', is_libre: true, montant_ttc: 152 });
    expect(dto.reference).toMatch(/^DEVL-/);
    expect((await call(t, 'GET', devisUrl(t, dto.id), alice)).status).toBe(404);
    const clientList = await call(
      t,
      'GET',
      `/api/devis/client/${encrypted(t, alice.clientId)}`,
      alice,
    );
    expect(clientList.body.data.map((d: { id: number }) => d.id)).not.toContain(dto.id);
    const all = await call(
      t,
      'GET',
      `/api/conciergerie/list-devis/${encrypted(t, alice.clientId)}`,
      operator,
    );
    expect(all.body.data.map((d: { id: number }) => d.id)).toContain(dto.id);
    expect((await sign(alice, dto.id)).status).toBe(404);

    const sent = await call(t, 'POST', '/api/devis/resend-devis-for-sign', operator, {
      devis_id: dto.id,
    });
    expect(sent.status).toBe(200);
    expect((await devisRow(dto.id)).statut).toBe('en_attente_signature');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, alice.email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.text).toContain(dto.reference);
    const again = await call(t, 'POST', '/api/send-devis-client-non-signe', alice, {
      devis_id: dto.id,
    });
    expect(again.status).toBe(200);
    const notMine = await call(t, 'POST', '/api/send-devis-client-non-signe', bob, {
      devis_id: dto.id,
    });
    expect(notMine.status).toBe(403);
  });

  it('use negotiated prices and refuse mixing one-off and recurring lines or negative hours', async () => {
    const priced = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: alice.clientId,
      lignes: [{ ...ligne, prix_horaire_weekend_ttc: 35 }],
    });
    expect(priced.body.data.montant_ttc).toBe(140);
    const before = await countDevis(t, alice.clientId);
    const mixed = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: alice.clientId,
      lignes: [ligne, { ...ligne, is_ponctuel: false }],
    });
    expect(mixed.status).toBe(400);
    const negative = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: alice.clientId,
      lignes: [{ ...ligne, nb_heures: -2 }],
    });
    expect(negative.status).toBe(400);
    const unknownSkill = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: alice.clientId,
      lignes: [{ ...ligne, client_besoin_skill_id: 9 }],
    });
    expect(unknownSkill.status).toBe(400);
    expect(await countDevis(t, alice.clientId)).toBe(before);
    const byClient = await call(t, 'POST', '/api/devis/devis-libre', alice, {
      client_id: alice.clientId,
      lignes: [ligne],
    });
    expect(byClient.status).toBe(403);
  });

  it('are deleted unsigned only, then gone', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: alice.clientId,
      lignes: [ligne],
      send: true,
    });
    const id = created.body.data.id;
    const url = `/api/devis/delete/${encrypted(t, id)}`;
    expect((await call(t, 'DELETE', url, alice)).status).toBe(403);
    const deleted = await call(t, 'DELETE', url, operator);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id, deleted: true });
    expect((await call(t, 'DELETE', url, operator)).status).toBe(404);
    expect((await sign(alice, id)).status).toBe(404);
    expect((await call(t, 'GET', devisUrl(t, id), alice)).status).toBe(404);
  });

  it('take a copy signed on paper', async () => {
    const created = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: alice.clientId,
      lignes: [ligne],
      send: true,
    });
    const id = created.body.data.id;
    const [paper] = await t.database.db
      .insert(documents)
      .values({
        document_type_id: 4,
        client_id: alice.clientId,
        bucket: 'devis',
        filename: `papier-${id}.pdf`,
        mime_type: 'application/pdf',
        size_bytes: 10,
      })
      .returning({ id: documents.id });
    const response = await call(t, 'POST', '/api/devis/save-filename-devis-signe', operator, {
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
    const again = await call(t, 'POST', '/api/devis/save-filename-devis-signe', operator, {
      devis_id: id,
      document_id: paper!.id,
      signed_at: '2026-03-02',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SIGNED');
  });
});

describe('bad input on the need flow', () => {
  it('answers 400 or 403 with a French message and saves nothing', async () => {
    const before = await countDevis(t, alice.clientId);
    const cases: [Record<string, unknown>, number][] = [
      [{ ...PONCTUEL_BESOIN, time_debut: '09:15' }, 400],
      [{ ...PONCTUEL_BESOIN, time_debut: '12:00', time_fin: '09:00' }, 400],
      [{ ...PONCTUEL_BESOIN, service: 7 }, 400],
      [{ ...PONCTUEL_BESOIN, date: '2026-02-01' }, 400],
      [
        {
          ...RECURRING_BESOIN,
          reccurentArray: [{ day: 2, time_debut: '10:00', time_fin: '09:00' }],
        },
        400,
      ],
      [{ ...RECURRING_BESOIN, reccurentArray: [] }, 400],
      [{ ...RECURRING_BESOIN, date: '2026-03-01' }, 400],
    ];
    for (const [besoin, status] of cases) {
      const response = await call(t, 'POST', '/api/client/save-besoin', alice, {
        client_id: alice.clientId,
        ...besoin,
      });
      expect(response.status, JSON.stringify(besoin)).toBe(status);
      expect(response.body.success).toBe(false);
      expect(response.body.error.message).toMatch(/[a-zé]/);
    }
    const otherClient = await call(t, 'POST', '/api/client/save-besoin', alice, {
      client_id: bob.clientId,
      ...RECURRING_BESOIN,
    });
    expect(otherClient.status).toBe(403);
    expect(await countDevis(t, alice.clientId)).toBe(before);
    expect(await countDevis(t, bob.clientId)).toBe(0);
  });

  it('refuses to sign an expired quote', async () => {
    const created = await submitBesoin(t, bob);
    await t.database.db
      .update(devis)
      .set({ expires_at: new Date('2026-03-01T00:00:00Z') })
      .where(eq(devis.id, created.id));
    const response = await sign(bob, created.id, { signature_text: 'Bob' });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('DEVIS_EXPIRED');
    expect(response.body.error.message).toMatch(/expiré/);
    const view = await call(t, 'GET', devisUrl(t, created.id), bob);
    expect(view.body.data.statut).toBe('expire');
    // The client cannot send it again; the back office renews its window.
    const byClient = await call(t, 'POST', '/api/send-devis-client-non-signe', bob, {
      devis_id: created.id,
    });
    expect(byClient.status).toBe(409);
    expect(byClient.body.error.code).toBe('DEVIS_EXPIRED');
    const byOperator = await call(t, 'POST', '/api/devis/resend-devis-for-sign', operator, {
      devis_id: created.id,
    });
    expect(byOperator.status).toBe(200);
    expect((await devisRow(created.id)).statut).toBe('en_attente_signature');
  });

  it('refuses a refused quote, and a quote whose document changed since it was opened', async () => {
    const refused = await submitBesoin(t, bob, PONCTUEL_BESOIN);
    await t.database.db.update(devis).set({ statut: 'refuse' }).where(eq(devis.id, refused.id));
    const signRefused = await sign(bob, refused.id, { signature_text: 'Bob' });
    expect(signRefused.status).toBe(409);
    expect(signRefused.body.error.code).toBe('DEVIS_REFUSED');
    const sendRefused = await call(t, 'POST', '/api/devis/resend-devis-for-sign', operator, {
      devis_id: refused.id,
    });
    expect(sendRefused.body.error.code).toBe('DEVIS_REFUSED');

    const changed = await submitBesoin(t, bob, PONCTUEL_BESOIN);
    await t.database.db
      .update(devis)
      .set({ unsigned_document_sha256: '0'.repeat(64) })
      .where(eq(devis.id, changed.id));
    const response = await sign(bob, changed.id, { signature_text: 'Bob' });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('DEVIS_CHANGED');
    expect((await devisRow(changed.id)).statut).toBe('en_attente_signature');
  });

  it('refuses to send a quote to a client without an e-mail address (422)', async () => {
    const [record] = await t.database.db
      .insert(clients)
      .values({ nom: 'Sansmail', prenom: 'Jean' })
      .returning({ id: clients.id });
    const response = await call(t, 'POST', '/api/devis/devis-libre', operator, {
      client_id: record!.id,
      send: true,
      lignes: [
        {
          client_besoin_skill_id: 1,
          libelle: 'Ménage',
          is_ponctuel: true,
          date_debut: '2026-03-14',
          nb_heures: 0,
          nb_heures_weekend: 4,
        },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('CLIENT_WITHOUT_EMAIL');
  });
});
