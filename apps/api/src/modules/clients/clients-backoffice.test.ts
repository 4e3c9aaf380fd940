import { ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commentaires } from '../../db/schema/commentaires.ts';
import { missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';
import {
  appOfTheFile,
  createUser,
  encrypted,
  lastMailTo,
  madeForTheFile,
  mailsTo,
  signIn,
} from '../../../test/helper.ts';
import {
  aWordOfItsOwn,
  clientRow,
  insertClientRecord,
  kmNorthOf,
  usersOfClient,
} from '../../../test/fixtures-clients.ts';
import {
  call,
  clientSession,
  devisRow,
  LIBRE_LIGNE,
  operatorSession,
  PONCTUEL_BESOIN,
  type Session,
  submitSignedDevis,
} from '../../../test/fixtures-devis.ts';
import {
  aSpotOfItsOwn,
  createAgentAccount,
  createMission,
  expectRefusal,
} from '../../../test/fixtures-missions.ts';

/*
 * The operators' client calls (issue 10 point 1): search, around a point, map, statuses,
 * deletion, comments, a client's interventions, agents around a client, the client's account.
 */

const t = appOfTheFile();
const shared = madeForTheFile(async () => ({
  commercial: await operatorSession(t, [ROLE.COMMERCIAL]),
  recrutement: await operatorSession(t, [ROLE.RECRUTEMENT]),
}));
const search = (body: Record<string, unknown>, session: Session = shared.commercial) =>
  call(t, 'POST', '/api/clients/search', session, body);

describe('POST clients/search', () => {
  it('finds a client by name, e-mail, phone (whatever its spacing), postal code and status', async () => {
    const word = aWordOfItsOwn();
    const found = await insertClientRecord(t, {
      nom: word,
      email: `${word.toLowerCase()}@exemple.fr`,
      mobile: '06 12 34 56 78',
      codep: '69003',
      ville: 'Lyon',
      client_statut_id: 3,
    });
    await insertClientRecord(t, { nom: `${word}x`, prenom: 'Paul', codep: '75011' });
    const ids = async (body: Record<string, unknown>) =>
      ((await search(body)).body.data.items as { id: number }[]).map((item) => item.id);

    expect(await ids({ q: word.toUpperCase(), codep: '69' })).toEqual([found.id]);
    expect(await ids({ q: `${word.toLowerCase()}@exemple` })).toEqual([found.id]);
    expect(await ids({ q: `${word} 0612 3456` })).toEqual([found.id]);
    expect(await ids({ q: `${word} Odile`, statut_ids: [3] })).toEqual([found.id]);
    const page = await search({ q: word });
    expect(page.body.data).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.body.data.items[0]).toMatchObject({
      id: found.id,
      statut_id: 3,
      statut: 'Client actif',
      is_active: true,
    });
  });

  it('answers every operator role, and a page of all active clients without any criterion', async () => {
    await insertClientRecord(t);
    for (const roles of [[ROLE.RECRUTEMENT], [ROLE.COMPTABILITE], [ROLE.ADMINISTRATEUR]]) {
      const response = await search({}, await operatorSession(t, roles));
      expect(response.status).toBe(200);
      expect(response.body.data.total).toBeGreaterThan(0);
      expect(response.body.data.items.length).toBeLessThanOrEqual(20);
    }
  });

  it('answers an empty page for an absurd query, wildcards included, never a 500', async () => {
    for (const q of ['%%%', '_', '\\', "'; drop table clients; --", 'zzzqqxwv 0000000000']) {
      const response = await search({ q });
      expect(response.status, q).toBe(200);
      expect(response.body.data).toEqual({ items: [], page: 1, limit: 20, total: 0 });
    }
    const farPage = await search({ page: 99_999 });
    expect(farPage.status).toBe(200);
    expect(farPage.body.data.items).toEqual([]);
  });

  it('refuses an overlong query or a malformed postal code with a French message', async () => {
    const long = await search({ q: 'a'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.error.code).toBe('VALIDATION_FAILED');
    expect(long.body.error.fields.q).toBe('100 caractères au plus.');
    const codep = await search({ codep: '7' });
    expect(codep.status).toBe(400);
    expect(codep.body.error.fields.codep).toMatch(/Code postal : 2 à 5 chiffres/);
  });

  it('leaves deleted (inactive) clients out unless asked for', async () => {
    const word = aWordOfItsOwn();
    const gone = await insertClientRecord(t, { nom: word, is_active: false });
    expect((await search({ q: word })).body.data.total).toBe(0);
    const asked = await search({ q: word, is_active: false });
    expect(asked.body.data.items.map((item: { id: number }) => item.id)).toEqual([gone.id]);
  });
});

describe('POST clients/clients-around and clients/maps-positions', () => {
  it('lists located clients within 20 km by default, nearest first, with their services', async () => {
    const center = aSpotOfItsOwn();
    const near = await insertClientRecord(t, kmNorthOf(center, 3));
    const middle = await insertClientRecord(t, kmNorthOf(center, 15));
    await insertClientRecord(t, kmNorthOf(center, 30));
    await insertClientRecord(t, { lat: null, lng: null });
    await createMission(t, { client_id: middle.id, client_besoin_skill_id: 2 });
    const response = await call(
      t,
      'POST',
      '/api/clients/clients-around',
      shared.commercial,
      center,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ page: 1, limit: 50, total: 2 });
    const around = response.body.data.items as {
      id: number;
      distance_km: number;
      services: number[];
    }[];
    expect(around.map((c) => c.id)).toEqual([near.id, middle.id]);
    expect(around[0]!.distance_km).toBeCloseTo(3, 0);
    expect(around[1]!.services).toEqual([2]);
    const wider = await call(t, 'POST', '/api/clients/clients-around', shared.commercial, {
      ...center,
      distanceKM: 40,
      services: [2],
    });
    expect(wider.body.data.items.map((c: { id: number }) => c.id)).toEqual([middle.id]);
  });

  it('answers the 50 nearest per page with how many are within the radius', async () => {
    const center = aSpotOfItsOwn();
    // 52 clients 1.0, 1.1, … 6.1 km away: page 1 holds the 50 nearest, page 2 the last two.
    const ids: number[] = [];
    for (let i = 0; i < 52; i++)
      ids.push((await insertClientRecord(t, kmNorthOf(center, 1 + i / 10))).id);
    const first = await call(t, 'POST', '/api/clients/clients-around', shared.commercial, center);
    expect(first.body.data).toMatchObject({ page: 1, limit: 50, total: 52 });
    expect(first.body.data.items.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 50));
    const second = await call(t, 'POST', '/api/clients/clients-around', shared.commercial, {
      ...center,
      page: 2,
    });
    expect(second.body.data).toMatchObject({ page: 2, total: 52 });
    expect(second.body.data.items.map((c: { id: number }) => c.id)).toEqual(ids.slice(50));
  });

  it('refuses a radius of 0 or 10,000 km with a French message', async () => {
    const center = aSpotOfItsOwn();
    for (const [distanceKM, message] of [
      [0, 'Le rayon doit être supérieur à 0 km.'],
      [-5, 'Le rayon doit être supérieur à 0 km.'],
      [10_000, 'Le rayon ne peut pas dépasser 200 km.'],
    ] as const) {
      const response = await call(t, 'POST', '/api/clients/clients-around', shared.commercial, {
        ...center,
        distanceKM,
      });
      expect(response.status, String(distanceKM)).toBe(400);
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { distanceKM: message },
      });
    }
    const limit = await call(t, 'POST', '/api/clients/clients-around', shared.commercial, {
      ...center,
      distanceKM: 200,
    });
    expect(limit.status).toBe(200);
  });

  it('puts located clients on the map, and refuses accounting (not a planning team)', async () => {
    const located = await insertClientRecord(t, aSpotOfItsOwn());
    const response = await call(t, 'POST', '/api/clients/maps-positions', shared.recrutement, {});
    expect(response.status).toBe(200);
    expect(response.body.data.items).toContainEqual(
      expect.objectContaining({ id: located.id, kind: 'client', label: `Odile ${located.nom}` }),
    );
    const comptable = await operatorSession(t, [ROLE.COMPTABILITE]);
    const refused = await call(t, 'POST', '/api/clients/maps-positions', comptable, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Votre rôle ne permet pas cette action.');
  });
});

describe('GET clients/client-statuts', () => {
  it('lists the statuses in order', async () => {
    const response = await call(t, 'GET', '/api/clients/client-statuts', shared.recrutement);
    expect(response.status).toBe(200);
    expect(response.body.data.slice(0, 3)).toEqual([
      { id: 1, libelle: 'Prospect' },
      { id: 2, libelle: 'Devis envoyé' },
      { id: 3, libelle: 'Client actif' },
    ]);
  });
});

describe('DELETE client/delete/{id}', () => {
  const remove = (id: number, session: Session = shared.commercial) =>
    call(t, 'DELETE', `/api/client/delete/${encrypted(t, id)}`, session);

  it('refuses while a mission runs, and changes nothing', async () => {
    const alice = await clientSession(t);
    await submitSignedDevis(t, alice, PONCTUEL_BESOIN);
    const refused = await remove(alice.clientId);
    const error = expectRefusal(refused, 'CLIENT_HAS_ACTIVE_MISSIONS');
    expect(error.message).toMatch(/mission en cours/);
    expect((await clientRow(t, alice.clientId)).is_active).toBe(true);
    expect((await usersOfClient(t, alice.clientId))[0]!.is_active).toBe(true);
  });

  it('deactivates the record and its accounts, keeps the signed quote, and refuses new quotes', async () => {
    const alice = await clientSession(t);
    const signed = await submitSignedDevis(t, alice, PONCTUEL_BESOIN);
    await t.database.db
      .update(missions)
      .set({ statut: 'terminee' })
      .where(eq(missions.client_id, alice.clientId));

    const response = await remove(alice.clientId);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: alice.clientId, deleted: true });
    expect((await clientRow(t, alice.clientId)).is_active).toBe(false);
    expect((await usersOfClient(t, alice.clientId))[0]!.is_active).toBe(false);
    expect((await devisRow(t, signed.id)).statut).toBe('signe');
    // The account is closed: its session ends (sessions are re-read within a second), and it can
    // no longer sign in.
    t.clock.advance(2000);
    expect((await call(t, 'GET', '/api/auth/user', alice)).status).toBe(401);
    const signInAgain = await call(t, 'POST', '/api/auth/signin-user', null, {
      email: alice.email,
      password: 'Velours-Cerise-42',
    });
    expect(signInAgain.status).toBe(403);

    const admin = await operatorSession(t);
    const libre = await call(t, 'POST', '/api/devis/devis-libre', admin, {
      client_id: alice.clientId,
      lignes: [LIBRE_LIGNE],
    });
    expect(expectRefusal(libre, 'CLIENT_INACTIVE').message).toMatch(
      /impossible de lui faire un devis/,
    );
    const besoin = await call(t, 'POST', '/api/client/save-besoin', admin, {
      client_id: alice.clientId,
      ...PONCTUEL_BESOIN,
    });
    expectRefusal(besoin, 'CLIENT_INACTIVE');
    // Deleting again answers the same.
    expect((await remove(alice.clientId)).status).toBe(200);
  });

  it('answers 404 for an unknown client and 403 to recruitment', async () => {
    expect((await remove(1_999_999_999)).status).toBe(404);
    const prospect = await insertClientRecord(t);
    const refused = await remove(prospect.id, shared.recrutement);
    expect(refused.status).toBe(403);
    expect((await clientRow(t, prospect.id)).is_active).toBe(true);
  });
});

describe('comments on a client file', () => {
  const add = (clientId: number, texte: string, session: Session = shared.commercial) =>
    call(t, 'POST', '/api/clients/commentaires', session, { client_id: clientId, texte });
  const remove = (id: number, session: Session) =>
    call(t, 'DELETE', `/api/clients/commentaires/delete/${encrypted(t, id)}`, session);

  it('adds a comment the operators see on the file and the client never sees', async () => {
    const alice = await clientSession(t);
    const added = await add(alice.clientId, '  Préfère être appelée le matin.  ');
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      texte: 'Préfère être appelée le matin.',
      auteur_id: shared.commercial.userId,
    });
    const file = await call(
      t,
      'GET',
      `/api/client/${encrypted(t, alice.clientId)}`,
      shared.recrutement,
    );
    expect(file.body.data.commentaires).toEqual([added.body.data]);
    const own = await call(t, 'GET', `/api/client/${encrypted(t, alice.clientId)}`, alice);
    expect(own.body.data).not.toHaveProperty('commentaires');
    expect((await add(alice.clientId, 'x', shared.recrutement)).status).toBe(403);
    expect((await add(alice.clientId, '   ')).status).toBe(400);
  });

  it('lets the author, an administrator or a manager delete a comment, and no one else', async () => {
    const client = await insertClientRecord(t);
    const other = await operatorSession(t, [ROLE.COMMERCIAL]);
    const first = (await add(client.id, 'Premier')).body.data.id as number;
    const refused = await remove(first, other);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Seul son auteur, un administrateur ou un manager peut supprimer ce commentaire.',
    );
    expect((await remove(first, shared.commercial)).body.data).toEqual({
      id: first,
      deleted: true,
    });
    expect((await remove(first, shared.commercial)).status).toBe(404);

    const second = (await add(client.id, 'Deuxième')).body.data.id as number;
    const { user, email } = await createUser(t, { roles: [ROLE.COMMERCIAL] });
    await t.database.db.update(users).set({ role_manager: true }).where(eq(users.id, user.id));
    const manager = { ...other, token: (await signIn(t, email)).access_token };
    expect((await remove(second, manager)).status).toBe(200);

    const third = (await add(client.id, 'Troisième')).body.data.id as number;
    expect((await remove(third, await operatorSession(t, [ROLE.ADMINISTRATEUR]))).status).toBe(200);
    const left = await t.database.db
      .select()
      .from(commentaires)
      .where(eq(commentaires.client_id, client.id));
    expect(left).toEqual([]);
  });
});

describe('POST clients/interventions/{id}', () => {
  it("lists a client's interventions of a period, by status, to operators and the client", async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    const { interventionIds } = await createMission(
      t,
      { client_id: alice.clientId },
      {
        interventions: [
          {
            date_debut: new Date('2026-03-10T09:00:00Z'),
            date_fin: new Date('2026-03-10T12:00:00Z'),
          },
          {
            date_debut: new Date('2026-03-12T09:00:00Z'),
            date_fin: new Date('2026-03-12T12:00:00Z'),
            statut: 'annulee',
          },
          {
            date_debut: new Date('2026-05-12T09:00:00Z'),
            date_fin: new Date('2026-05-12T12:00:00Z'),
          },
        ],
      },
    );
    const url = `/api/clients/interventions/${encrypted(t, alice.clientId)}`;
    const march = { date_debut: '2026-03-01', date_fin: '2026-03-31' };
    const all = await call(t, 'POST', url, shared.recrutement, march);
    expect(all.status).toBe(200);
    expect(all.body.data.map((i: { id: number }) => i.id)).toEqual(interventionIds.slice(0, 2));
    const planned = await call(t, 'POST', url, alice, { ...march, statuts: ['planifiee'] });
    expect(planned.body.data.map((i: { id: number }) => i.id)).toEqual([interventionIds[0]]);
    expect((await call(t, 'POST', url, bob, march)).status).toBe(403);
    const tooLong = await call(t, 'POST', url, shared.commercial, {
      date_debut: '2026-01-01',
      date_fin: '2027-06-30',
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Période trop longue : une année au plus.');
  });
});

describe('POST clients/agents-dispos/{id}', () => {
  const slots = [{ day: 2, start_time: '09:00', end_time: '12:00' }];

  it('lists the agents of the service available around the client', async () => {
    const home = aSpotOfItsOwn();
    const client = await insertClientRecord(t, home);
    const agent = await createAgentAccount(t, { competences: [3], position: kmNorthOf(home, 2) });
    await createAgentAccount(t, { competences: [1], position: kmNorthOf(home, 2) });
    await createAgentAccount(t, { competences: [3], position: kmNorthOf(home, 40) });
    const response = await call(
      t,
      'POST',
      `/api/clients/agents-dispos/${encrypted(t, client.id)}`,
      shared.recrutement,
      { client_besoin_skill_id: 3, horaires: slots, date_debut: '2026-03-09' },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.map((a: { candidat: { id: number } }) => a.candidat.id)).toEqual([
      agent.candidatId,
    ]);
    expect(response.body.data[0]).toMatchObject({
      nb_creneaux_demandes: 1,
      is_disponible_tous_creneaux: true,
    });
  });

  it('says clearly when the address is not located, and refuses a bad radius or no slot', async () => {
    const client = await insertClientRecord(t, { lat: null, lng: null });
    const url = `/api/clients/agents-dispos/${encrypted(t, client.id)}`;
    const unlocated = await call(t, 'POST', url, shared.commercial, {
      client_besoin_skill_id: 1,
      horaires: slots,
    });
    expect(expectRefusal(unlocated, 'ADDRESS_NOT_LOCATED').message).toMatch(
      /placez-la sur la carte/,
    );
    const radius = await call(t, 'POST', url, shared.commercial, {
      client_besoin_skill_id: 1,
      horaires: slots,
      distanceKM: 0,
    });
    expect(radius.body.error.fields.distanceKM).toBe('Le rayon doit être supérieur à 0 km.');
    const empty = await call(t, 'POST', url, shared.commercial, {
      client_besoin_skill_id: 1,
      horaires: [],
    });
    expect(empty.body.error.fields.horaires).toBe('Indiquez au moins un créneau.');
  });
});

describe('POST client/create-client-user-account/{id}', () => {
  const open = (id: number, body?: Record<string, unknown>, session: Session = shared.commercial) =>
    call(t, 'POST', `/api/client/create-client-user-account/${encrypted(t, id)}`, session, body);

  it('creates the account and mails the invitation; the code sets the password', async () => {
    const word = aWordOfItsOwn().toLowerCase();
    const email = `${word}@exemple.fr`;
    const client = await insertClientRecord(t, { email });
    const response = await open(client.id);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ client_id: client.id, email });
    const [account] = await usersOfClient(t, client.id);
    expect(account).toMatchObject({
      id: response.body.data.user_id,
      email,
      roles_ids: [ROLE.CLIENT],
      is_active: true,
    });
    const mail = await lastMailTo(t, email);
    expect(mail?.subject).toBe('Votre espace Maisonnée vous attend');
    expect(mail?.text).toContain(
      `http://localhost:8080/auth/forgot-password?email=${encodeURIComponent(email)}&code=`,
    );
    const code = mail!.text.match(/code : (\d{6})/)![1]!;
    // Until the password is chosen, nothing opens the account.
    const before = await call(t, 'POST', '/api/auth/signin-user', null, {
      email,
      password: 'Velours-Cerise-42',
    });
    expect(before.status).toBe(401);
    const reset = await call(t, 'POST', '/api/users/reset-password', null, {
      email,
      code,
      password: 'Nouveau-Jardin-77',
    });
    expect(reset.status).toBe(200);
    const signedIn = await signIn(t, email, 'Nouveau-Jardin-77');
    expect(signedIn.user.id).toBe(account!.id);

    expectRefusal(await open(client.id), 'CLIENT_HAS_ACCOUNT');
  });

  it('takes the e-mail given for a record without one, and refuses without any', async () => {
    const client = await insertClientRecord(t, { email: null });
    expectRefusal(await open(client.id), 'CLIENT_WITHOUT_EMAIL');
    const email = `${aWordOfItsOwn().toLowerCase()}@exemple.fr`;
    expect((await open(client.id, { email })).status).toBe(201);
    expect((await clientRow(t, client.id)).email).toBe(email);
  });

  it('refuses an address that already has an account, a deleted client, and recruitment', async () => {
    const alice = await clientSession(t);
    const client = await insertClientRecord(t);
    const taken = await open(client.id, { email: alice.email });
    expect(expectRefusal(taken, 'EMAIL_ALREADY_USED').message).toMatch(
      /déjà celle d’un autre compte/,
    );
    expect(await usersOfClient(t, client.id)).toEqual([]);
    const deleted = await insertClientRecord(t, { email: 'supprime@exemple.fr', is_active: false });
    expectRefusal(await open(deleted.id), 'CLIENT_INACTIVE');
    expect((await open(client.id, { email: 'x@exemple.fr' }, shared.recrutement)).status).toBe(403);
    expect(await mailsTo(t, 'supprime@exemple.fr')).toEqual([]);
  });
});

describe("GET client/{id}: the operator's whole file", () => {
  it('holds identity, status, contacts, interlocutors and comments', async () => {
    const client = await insertClientRecord(t, { client_statut_id: 2, codep: '33000' });
    await call(t, 'POST', '/api/clients/save-client-contacts', shared.commercial, {
      client_id: client.id,
      contacts: [{ nom: 'Martin', prenom: 'Léa', lien: 'fille', is_contact_urgence: true }],
    });
    await call(t, 'POST', '/api/interlocuteurs', shared.commercial, {
      client_id: client.id,
      nom: 'Garnier',
      fonction: 'Assistante sociale',
      note: 'Le mardi après-midi.',
    });
    await call(t, 'POST', '/api/clients/commentaires', shared.commercial, {
      client_id: client.id,
      texte: 'Dossier APA en cours.',
    });
    const file = await call(t, 'GET', `/api/client/${encrypted(t, client.id)}`, shared.recrutement);
    expect(file.status).toBe(200);
    expect(file.body.data).toMatchObject({
      id: client.id,
      nom: client.nom,
      codep: '33000',
      statut_id: 2,
      statut: 'Devis envoyé',
      contacts: [{ nom: 'Martin', lien: 'fille', is_contact_urgence: true }],
      interlocuteurs: [{ nom: 'Garnier', note: 'Le mardi après-midi.' }],
      commentaires: [{ texte: 'Dossier APA en cours.' }],
    });
  });
});

describe('POST clients/localiser: placing the address without an outside service', () => {
  it('places an unlocated client, after which agents around it can be searched', async () => {
    const home = aSpotOfItsOwn();
    const client = await insertClientRecord(t, { lat: null, lng: null });
    const agent = await createAgentAccount(t, { competences: [3], position: kmNorthOf(home, 2) });
    const placed = await call(t, 'POST', '/api/clients/localiser', shared.commercial, {
      client_id: client.id,
      ...home,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data).toEqual({ id: client.id, ...home });
    expect(await clientRow(t, client.id)).toMatchObject(home);
    const around = await call(
      t,
      'POST',
      `/api/clients/agents-dispos/${encrypted(t, client.id)}`,
      shared.commercial,
      {
        client_besoin_skill_id: 3,
        horaires: [{ day: 2, start_time: '09:00', end_time: '12:00' }],
        date_debut: '2026-03-09',
      },
    );
    expect(around.body.data.map((a: { candidat: { id: number } }) => a.candidat.id)).toContain(
      agent.candidatId,
    );
  });

  it('refuses a point off the globe, an unknown client, recruitment and the client itself', async () => {
    const client = await insertClientRecord(t, { lat: null, lng: null });
    const off = await call(t, 'POST', '/api/clients/localiser', shared.commercial, {
      client_id: client.id,
      lat: 123,
      lng: 2.35,
    });
    expect(off.status).toBe(400);
    expect((await clientRow(t, client.id)).lat).toBeNull();
    const unknown = await call(t, 'POST', '/api/clients/localiser', shared.commercial, {
      client_id: 987_654,
      lat: 48.85,
      lng: 2.35,
    });
    expect(unknown.status).toBe(404);
    const denied = await call(t, 'POST', '/api/clients/localiser', shared.recrutement, {
      client_id: client.id,
      lat: 48.85,
      lng: 2.35,
    });
    expect(denied.status).toBe(403);
    const alice = await clientSession(t);
    const self = await call(t, 'POST', '/api/clients/localiser', alice, {
      client_id: alice.clientId,
      lat: 48.85,
      lng: 2.35,
    });
    expect(self.status).toBe(403);
  });
});
