import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, mutuelles } from '../../db/schema/clients.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { brouillons } from '../../db/schema/devis.ts';
import { formulaire_vues } from '../../db/schema/tracking.ts';
import {
  appOfTheFile,
  encrypted,
  lastMailTo,
  madeForEachTest,
  madeForTheFile,
} from '../../../test/helper.ts';
import {
  call,
  clientSession,
  countDevis,
  operatorSession,
  PONCTUEL_BESOIN,
  RECURRING_BESOIN,
} from '../../../test/fixtures-devis.ts';
import { expectRefusal } from '../../../test/fixtures-missions.ts';

const t = appOfTheFile();
const shared = madeForTheFile(async () => ({
  operator: await operatorSession(t),
}));
// Each test has its own two clients: Alice's quotes and missions are only those the test made.
const own = madeForEachTest(async () => ({
  alice: await clientSession(t),
  bob: await clientSession(t),
}));

describe('GET client/{id}', () => {
  it('answers the client its own record, with missions, quotes and contacts', async () => {
    const response = await call(
      t,
      'GET',
      `/api/client/${encrypted(t, own.alice.clientId)}`,
      own.alice,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: own.alice.clientId,
      user_id: own.alice.userId,
      nom: 'Durand',
      missions: [],
      devis: [],
      contacts: [],
      payment_methods: [],
    });
    expect(response.body.data).not.toHaveProperty('commentaires');
  });

  it('answers every back-office role, drafts and comments included', async () => {
    const recrutement = await operatorSession(t, [2]);
    const response = await call(
      t,
      'GET',
      `/api/client/${encrypted(t, own.alice.clientId)}`,
      recrutement,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.commentaires).toEqual([]);
  });

  it("refuses another client's record and answers 404 for an unknown one", async () => {
    const other = await call(t, 'GET', `/api/client/${encrypted(t, own.bob.clientId)}`, own.alice);
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('FORBIDDEN');
    const unknown = await call(t, 'GET', `/api/client/${encrypted(t, 999_999)}`, shared.operator);
    expect(unknown.status).toBe(404);
  });
});

describe('POST client (public request form)', () => {
  const form = {
    civilite: 'Mme',
    nom: 'Petit',
    prenom: 'Jeanne',
    email: 'jeanne.petit@exemple.fr',
    mobile: '06 11 22 33 44',
    codep: '69003',
    ville: 'Lyon',
    client_besoin_skill_id: 2,
    message: 'Pour ma mère, trois matinées par semaine.',
    accept_rgpd: true,
  };

  it('creates a prospect and a commercial task, and tells sales', async () => {
    const response = await call(t, 'POST', '/api/client', null, form);
    expect(response.status).toBe(201);
    const id = response.body.data.id;
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, id));
    expect(client).toMatchObject({
      nom: 'Petit',
      client_statut_id: 1,
      origine: 'Formulaire public',
    });
    const tasks = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(and(eq(cockpit_taches.client_id, id), eq(cockpit_taches.kind, 'commercial')));
    expect(tasks).toHaveLength(1);
    expect((await lastMailTo(t, t.config.mail.sales))?.subject).toContain('Jeanne Petit');
  });

  it('refuses a form without consent or with an unknown service', async () => {
    expect(
      (await call(t, 'POST', '/api/client', null, { ...form, accept_rgpd: false })).status,
    ).toBe(400);
    expect(
      (await call(t, 'POST', '/api/client', null, { ...form, client_besoin_skill_id: 6 })).status,
    ).toBe(400);
  });
});

describe('client/save (back office)', () => {
  const record = {
    nom: 'Lemoine',
    prenom: 'Paul',
    adresse: '3 place Bellecour',
    codep: '69002',
    ville: 'Lyon',
    statut_id: 1,
    commentaire: 'Appelé le 2 mars, rappeler lundi.',
  };

  it('creates, then updates a record, with its comment', async () => {
    const created = await call(t, 'POST', '/api/client/save', shared.operator, record);
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ nom: 'Lemoine', statut: 'Prospect' });
    const updated = await call(t, 'POST', '/api/client/save', shared.operator, {
      ...record,
      id,
      statut_id: 3,
      commentaire: null,
    });
    expect(updated.body.data).toMatchObject({ id, statut_id: 3, statut: 'Client actif' });
    const detail = await call(t, 'GET', `/api/client/${encrypted(t, id)}`, shared.operator);
    expect(detail.body.data.commentaires).toHaveLength(1);
  });

  it('refuses clients, unknown statuses and unknown ids', async () => {
    expect((await call(t, 'POST', '/api/client/save', own.alice, record)).status).toBe(403);
    expect(
      (await call(t, 'POST', '/api/client/save', shared.operator, { ...record, statut_id: 99 }))
        .status,
    ).toBe(400);
    expect(
      (await call(t, 'POST', '/api/client/save', shared.operator, { ...record, id: 999_999 }))
        .status,
    ).toBe(404);
  });
});

describe('the need flow', () => {
  it('client/devis prices a need without storing anything, tax credit included', async () => {
    const response = await call(t, 'POST', '/api/client/devis', own.alice, {
      client_id: own.alice.clientId,
      ...RECURRING_BESOIN,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      client_besoin_skill_id: 4,
      is_ponctuel: false,
      nb_heures: 5,
      nb_heures_weekend: 2.5,
      prix_horaire_ttc: 24,
      prix_horaire_weekend_ttc: 30,
      montant_ttc: 195,
      montant_mensuel_ttc: 845,
      credit_impot_ttc: 97.5,
      reste_a_charge_ttc: 97.5,
      reste_a_charge_mensuel_ttc: 422.5,
    });
    expect(await countDevis(t, own.alice.clientId)).toBe(0);
    const other = await call(t, 'POST', '/api/client/devis', own.alice, {
      client_id: own.bob.clientId,
      ...RECURRING_BESOIN,
    });
    expect(other.status).toBe(403);
  });

  it('save-besoin deletes the draft it came from, in the same transaction', async () => {
    const draft = await call(t, 'POST', '/api/devis/brouillons/save', own.alice, {
      client_id: own.alice.clientId,
      ...PONCTUEL_BESOIN,
    });
    const draftId = draft.body.data.id;
    // Bob's draft cannot be consumed by Alice's need: nothing is saved.
    const bobDraft = await call(t, 'POST', '/api/devis/brouillons/save', own.bob, {
      client_id: own.bob.clientId,
      service: 1,
    });
    const refused = await call(t, 'POST', '/api/client/save-besoin', own.alice, {
      client_id: own.alice.clientId,
      brouillon_id: bobDraft.body.data.id,
      ...PONCTUEL_BESOIN,
    });
    expect(refused.status).toBe(403);
    expect(await countDevis(t, own.alice.clientId)).toBe(0);

    const response = await call(t, 'POST', '/api/client/save-besoin', own.alice, {
      client_id: own.alice.clientId,
      brouillon_id: draftId,
      ...PONCTUEL_BESOIN,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ statut: 'en_attente_signature', montant_ttc: 90 });
    const left = await t.database.db.select().from(brouillons).where(eq(brouillons.id, draftId));
    expect(left).toHaveLength(0);
  });

  it('init-client-mutuelle opens a mission, add-besoin extends it with a quote', async () => {
    const [mutuelle] = await t.database.db
      .insert(mutuelles)
      .values({ nom: 'Mutuelle Test' })
      .returning({ id: mutuelles.id });
    const body = {
      client_id: own.alice.clientId,
      mutuelle_id: mutuelle!.id,
      reference: 'MUT-2026-001',
      client_besoin_skill_id: 1,
      nb_heures_total: 20,
      date_debut: '2026-03-02',
      date_fin: '2026-06-30',
    };
    expect(
      (await call(t, 'POST', '/api/client/init-client-mutuelle', own.alice, body)).status,
    ).toBe(403);
    const opened = await call(t, 'POST', '/api/client/init-client-mutuelle', shared.operator, body);
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({
      mutuelle: { nom: 'Mutuelle Test' },
      nb_heures_total: 20,
      nb_minutes_a_planifier: 1200,
      reference: 'MUT-2026-001',
    });
    const duplicate = await call(
      t,
      'POST',
      '/api/client/init-client-mutuelle',
      shared.operator,
      body,
    );
    expectRefusal(duplicate, 'REFERENCE_TAKEN');
    const reversed = await call(t, 'POST', '/api/client/init-client-mutuelle', shared.operator, {
      ...body,
      reference: 'MUT-2026-002',
      date_fin: '2026-01-01',
    });
    expect(reversed.status).toBe(400);

    const missionId = opened.body.data.id;
    const added = await call(t, 'POST', '/api/client/add-besoin', own.alice, {
      client_id: own.alice.clientId,
      mission_id: missionId,
      ...PONCTUEL_BESOIN,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.mission_id).toBe(missionId);
    const notHers = await call(t, 'POST', '/api/client/add-besoin', own.bob, {
      client_id: own.bob.clientId,
      mission_id: missionId,
      ...PONCTUEL_BESOIN,
    });
    expect(notHers.status).toBe(403);
  });
});

describe('form counters and call-back requests', () => {
  it('records views and additions of the need form', async () => {
    const vue = await call(t, 'POST', '/api/formulaire/vue', own.alice, {
      date: '2026-03-02T09:00:00Z',
    });
    expect(vue.status).toBe(202);
    expect(vue.body.data).toEqual({ logged: true });
    const ajout = await call(t, 'POST', '/api/formulaire/ajout', own.alice, {
      date: '2026-03-02T09:05:00Z',
      client_id: own.alice.clientId,
    });
    expect(ajout.status).toBe(202);
    const rows = await t.database.db.select().from(formulaire_vues);
    expect(rows.map((row) => row.kind).sort()).toEqual(['ajout', 'vue']);
    const other = await call(t, 'POST', '/api/formulaire/ajout', own.alice, {
      date: '2026-03-02T09:05:00Z',
      client_id: own.bob.clientId,
    });
    expect(other.status).toBe(403);
  });

  it('mails sales when a client asks to be called back', async () => {
    const response = await call(t, 'POST', '/api/alerte/client-ask-recall', own.alice, {
      client_id: own.alice.clientId,
      telephone: '06 98 76 54 32',
      disponibilite: 'mardi matin',
      motif: 'Question sur mon devis',
    });
    expect(response.status).toBe(200);
    const mail = await lastMailTo(t, t.config.mail.sales);
    expect(mail?.subject).toContain('rappel');
    expect(mail?.text).toContain('06 98 76 54 32');
    expect(mail?.text).toContain('mardi matin');
    const other = await call(t, 'POST', '/api/alerte/client-ask-recall', own.alice, {
      client_id: own.bob.clientId,
      telephone: '06 98 76 54 32',
    });
    expect(other.status).toBe(403);
    const noPhone = await call(t, 'POST', '/api/alerte/client-ask-recall', own.bob, {
      client_id: own.bob.clientId,
    });
    expect(noPhone.status).toBe(400);
  });
});
