import { ROLE } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { appOfTheFile, encrypted, madeForTheFile } from '../../../test/helper.ts';
import { insertClientRecord } from '../../../test/fixtures-clients.ts';
import {
  call,
  clientSession,
  operatorSession,
  type Session,
} from '../../../test/fixtures-devis.ts';

/* Contacts and interlocutors of a client: who may read and write them, and what is kept. */

const t = appOfTheFile();
const shared = madeForTheFile(async () => ({
  commercial: await operatorSession(t, [ROLE.COMMERCIAL]),
  recrutement: await operatorSession(t, [ROLE.RECRUTEMENT]),
  comptable: await operatorSession(t, [ROLE.COMPTABILITE]),
}));

const saveContacts = (session: Session, clientId: number, contacts: unknown[]) =>
  call(t, 'POST', '/api/clients/save-client-contacts', session, { client_id: clientId, contacts });
const listContacts = (session: Session, clientId: number) =>
  call(t, 'GET', `/api/clients/client-contacts/${encrypted(t, clientId)}`, session);

describe('contacts', () => {
  it('replaces the list: ids keep and update a contact, new ones are added, the others go', async () => {
    const client = await insertClientRecord(t);
    const first = await saveContacts(shared.commercial, client.id, [
      { nom: 'Martin', prenom: 'Léa', lien: 'fille', mobile: '06 11 22 33 44' },
      { nom: 'Roux', lien: 'voisin' },
    ]);
    expect(first.status).toBe(200);
    const [lea, roux] = first.body.data as { id: number }[];
    const second = await saveContacts(shared.commercial, client.id, [
      { id: lea!.id, nom: 'Martin', prenom: 'Léa', lien: 'fille', is_contact_urgence: true },
      { nom: 'Blanc', civilite: 'M.' },
    ]);
    expect(second.body.data).toMatchObject([
      { id: lea!.id, nom: 'Martin', mobile: null, is_contact_urgence: true },
      { nom: 'Blanc', civilite: 'M.', is_contact_urgence: false },
    ]);
    const listed = await listContacts(shared.recrutement, client.id);
    expect(listed.body.data.map((c: { id: number }) => c.id)).not.toContain(roux!.id);
    expect(listed.body.data).toHaveLength(2);
  });

  it("refuses another client's contact id, and leaves the list as it was", async () => {
    const mine = await insertClientRecord(t);
    const other = await insertClientRecord(t);
    const [foreign] = (await saveContacts(shared.commercial, other.id, [{ nom: 'Autre' }])).body
      .data;
    await saveContacts(shared.commercial, mine.id, [{ nom: 'Gardé' }]);
    const refused = await saveContacts(shared.commercial, mine.id, [
      { id: foreign.id, nom: 'Volé' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields['contacts.0.id']).toBe(
      "Ce contact n'appartient pas à ce client.",
    );
    expect((await listContacts(shared.commercial, mine.id)).body.data).toMatchObject([
      { nom: 'Gardé' },
    ]);
    expect((await listContacts(shared.commercial, other.id)).body.data).toMatchObject([
      { nom: 'Autre' },
    ]);
  });

  it('lets a client keep its own contacts only; recruitment and accounting read but do not write', async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    expect((await saveContacts(alice, alice.clientId, [{ nom: 'Durand' }])).status).toBe(200);
    expect((await saveContacts(alice, bob.clientId, [{ nom: 'Intrus' }])).status).toBe(403);
    expect((await listContacts(bob, alice.clientId)).status).toBe(403);
    expect((await listContacts(shared.comptable, alice.clientId)).status).toBe(200);
    for (const session of [shared.recrutement, shared.comptable]) {
      const refused = await saveContacts(session, alice.clientId, []);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    expect((await listContacts(shared.commercial, 1_999_999_999)).status).toBe(404);
  });
});

describe('interlocutors', () => {
  const create = (session: Session, body: Record<string, unknown>) =>
    call(t, 'POST', '/api/interlocuteurs', session, body);
  const update = (session: Session, body: Record<string, unknown>) =>
    call(t, 'PATCH', '/api/interlocuteurs', session, body);
  const list = (session: Session, clientId: number) =>
    call(t, 'GET', `/api/interlocuteurs/client/${encrypted(t, clientId)}`, session);

  it('adds, lists and changes only the fields sent', async () => {
    const client = await insertClientRecord(t);
    const created = await create(shared.commercial, {
      client_id: client.id,
      civilite: 'Mme',
      nom: 'Garnier',
      fonction: 'Assistante sociale',
      organisme: 'CCAS de Lyon',
      email: 'garnier@ccas.fr',
      note: 'Le mardi après-midi.',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      client_id: client.id,
      nom: 'Garnier',
      organisme: 'CCAS de Lyon',
      is_destinataire_factures: false,
    });
    const changed = await update(shared.comptable, {
      id: created.body.data.id,
      mobile: '0611223344',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      nom: 'Garnier',
      fonction: 'Assistante sociale',
      mobile: '0611223344',
      note: 'Le mardi après-midi.',
    });
    expect((await list(shared.recrutement, client.id)).body.data).toEqual([changed.body.data]);
  });

  it('refuses an empty change, an unknown one, an unknown field and a 21st interlocutor', async () => {
    const client = await insertClientRecord(t);
    const id = (await create(shared.commercial, { client_id: client.id, nom: 'Un' })).body.data.id;
    expect((await update(shared.commercial, { id })).body.error.message).toBe(
      'Certains champs sont invalides.',
    );
    expect((await update(shared.commercial, { id: 1_999_999_999, nom: 'X' })).status).toBe(404);
    const unknownField = await create(shared.commercial, {
      client_id: client.id,
      nom: 'Deux',
      is_destinataire_factures: true,
    });
    expect(unknownField.body.error.fields.is_destinataire_factures).toBe('Champ inconnu.');
    for (let n = 2; n <= 20; n += 1)
      expect((await create(shared.commercial, { client_id: client.id, nom: `N${n}` })).status).toBe(
        201,
      );
    const tooMany = await create(shared.commercial, { client_id: client.id, nom: 'Vingt et un' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/déjà 20 interlocuteurs/);
  });

  it('keeps a client to its own interlocutors and recruitment to reading', async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    const own = await create(alice, { client_id: alice.clientId, nom: 'Tuteur' });
    expect(own.status).toBe(201);
    expect((await create(alice, { client_id: bob.clientId, nom: 'Intrus' })).status).toBe(403);
    expect((await update(bob, { id: own.body.data.id, nom: 'Volé' })).status).toBe(403);
    expect((await list(bob, alice.clientId)).status).toBe(403);
    const refused = await create(shared.recrutement, { client_id: alice.clientId, nom: 'X' });
    expect(refused.status).toBe(403);
    expect((await list(alice, alice.clientId)).body.data).toMatchObject([{ nom: 'Tuteur' }]);
  });
});
