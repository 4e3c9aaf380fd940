import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CANDIDAT_STATUT, DOCUMENT_TYPE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demissions } from '../../db/schema/candidat-declarations.ts';
import { candidat_evenements, candidats, contrats_travail } from '../../db/schema/candidats.ts';
import { commentaires } from '../../db/schema/commentaires.ts';
import { documents } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';
import { aWordOfItsOwn, kmNorthOf } from '../../../test/fixtures-clients.ts';
import {
  aSpotOfItsOwn,
  at,
  aVisit,
  createAgentAccount,
  createClientAccount,
  createOperator,
  expectRefusal,
  multipartBody,
  notificationsOf,
  type AgentAccount,
  type OperatorAccount,
  PDF,
} from '../../../test/fixtures-missions.ts';
import { bearer, buildTestApp, createUser, encrypted, type TestApp } from '../../../test/helper.ts';

/*
 * The recruitment back office (docs/recrutement.md, "Back office"): candidate files, searches,
 * around a point and on the map, documents, comments, deletion, and who may do what.
 */

let t: TestApp;
let recruiter: OperatorAccount;
let admin: OperatorAccount;
let commercial: OperatorAccount;
let comptable: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  recruiter = await createOperator(t, [2]);
  admin = await createOperator(t, [1]);
  commercial = await createOperator(t, [3]);
  comptable = await createOperator(t, [4]);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
async function call(method: Method, url: string, who: { token: string }, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(who.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json(), raw: response };
}

/** The profile of a complete file: services, skills, answers, availability, transport. */
const PROFILE = {
  services: [1, 2],
  competence_ids: [1, 4],
  infos_supp: [
    { info_supp_id: 1, valeur: 'oui' },
    { info_supp_id: 6, valeur: 'Anglais' },
  ],
  disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
  transport_type_id: 5,
  rayon_km: 15,
  experience_annees: 4,
};

/** A complete back-office file body, with a name of its own. */
function fileBody(overrides: Record<string, unknown> = {}) {
  const word = aWordOfItsOwn();
  return {
    civilite: 'Mme',
    nom: word,
    prenom: 'Lina',
    email: `${word.toLowerCase()}@exemple.fr`,
    mobile: '06 11 22 33 44',
    date_naissance: '1990-05-04',
    adresse: '3 rue Oberkampf',
    codep: '75011',
    ville: 'Paris',
    lat: 48.8647,
    lng: 2.3789,
    ...PROFILE,
    statut_id: CANDIDAT_STATUT.CANDIDATURE_RECUE,
    ...overrides,
  };
}

const save = (body: Record<string, unknown>, who: { token: string } = recruiter) =>
  call('POST', '/api/candidat/save', who, body);

async function createFile(overrides: Record<string, unknown> = {}) {
  const response = await save(fileBody(overrides));
  expect(response.status).toBe(200);
  return response.body.data as { id: number; nom: string; email: string };
}

const fileUrl = (id: number) => `/api/candidat/${encrypted(t, id)}`;

describe('POST candidat/save', () => {
  it('creates a complete file with its services, answers, comment and history', async () => {
    const body = fileBody({ commentaire: 'Rencontrée au forum emploi.' });
    const created = await save(body);
    expect(created.status).toBe(200);
    const file = created.body.data;
    expect(file).toMatchObject({
      nom: body.nom,
      email: body.email,
      statut_id: 1,
      statut: 'Candidature reçue',
      ...PROFILE,
      is_candidature_complete: true,
      candidature_etape: null,
    });
    expect(file.commentaires).toHaveLength(1);
    expect(file.commentaires[0]).toMatchObject({
      texte: 'Rencontrée au forum emploi.',
      auteur_id: recruiter.userId,
    });
    expect(file.historique.map((event: { type: string }) => event.type).sort()).toEqual(
      ['commentaire', 'fiche', 'statut'].sort(),
    );
  });

  it('moves the status as the rule allows, records the interview and the documents check', async () => {
    const file = await createFile();
    const moved = await save({
      ...fileBody({ nom: file.nom, email: file.email }),
      id: file.id,
      statut_id: CANDIDAT_STATUT.ENTRETIEN,
      entretien_at: '2026-03-10T09:30:00Z',
      documents_verifies: true,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      statut_id: 3,
      statut: 'Entretien planifié',
      entretien_at: '2026-03-10T09:30:00.000Z',
      documents_verifies_at: t.clock.now().toISOString(),
    });
    const events = await t.database.db
      .select()
      .from(candidat_evenements)
      .where(eq(candidat_evenements.candidat_id, file.id));
    const libelles = events.map((event) => event.libelle);
    expect(libelles).toContain('Statut : Candidature reçue → Entretien planifié.');
    expect(
      libelles.some((libelle) => libelle.startsWith('Entretien planifié le 10 mars 2026')),
    ).toBe(true);
    expect(libelles).toContain('Documents vérifiés.');
    expect(events.every((event) => event.user_id === recruiter.userId)).toBe(true);
    // Newest first on the file.
    const read = await call('GET', fileUrl(file.id), recruiter);
    const ids = read.body.data.historique.map((event: { id: number }) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses the statuses given by their own calls, and says so in French', async () => {
    const refusedAtCreation = await save(fileBody({ statut_id: CANDIDAT_STATUT.AGENT_ACTIF }));
    expectRefusal(refusedAtCreation, 'STATUT_CHANGE_REFUSED');
    const file = await createFile();
    const toContract = await save({
      ...fileBody({ nom: file.nom, email: file.email }),
      id: file.id,
      statut_id: CANDIDAT_STATUT.CONTRAT_A_SIGNER,
    });
    expect(expectRefusal(toContract, 'STATUT_CHANGE_REFUSED').message).toMatch(/contrat/);
    // Nothing half-saved: the file kept its status and got no new event.
    const [row] = await t.database.db.select().from(candidats).where(eq(candidats.id, file.id));
    expect(row!.candidat_statut_id).toBe(1);
  });

  it('lets an active agent be set inactive only', async () => {
    const agent = await createAgentAccount(t);
    const body = fileBody({ id: agent.candidatId });
    expectRefusal(
      await save({ ...body, statut_id: CANDIDAT_STATUT.A_CONTACTER }),
      'STATUT_CHANGE_REFUSED',
    );
    const inactive = await save({ ...body, statut_id: CANDIDAT_STATUT.AGENT_INACTIF });
    expect(inactive.status).toBe(200);
    expect(inactive.body.data).toMatchObject({ statut_id: 7, statut: 'Agent inactif' });
    expect(
      inactive.body.data.historique.map((event: { libelle: string }) => event.libelle),
    ).toContain('Statut : Agent actif → Agent inactif.');
    const back = await save({ ...body, statut_id: CANDIDAT_STATUT.AGENT_ACTIF });
    expect(back.body.data.statut_id).toBe(6);
  });

  it('keeps a service or a skill sent twice once', async () => {
    const twice = await save(fileBody({ services: [2, 2, 1], competence_ids: [4, 4] }));
    expect(twice.status).toBe(200);
    expect(twice.body.data).toMatchObject({ services: [1, 2], competence_ids: [4] });
    const agent = await createAgentAccount(t);
    const updated = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      services: [3, 3],
    });
    expect(updated.body.data.services).toEqual([3]);
  });

  it('refuses an e-mail already used by another file', async () => {
    const first = await createFile();
    const second = await save(fileBody({ email: first.email.toUpperCase() }));
    expectRefusal(second, 'EMAIL_ALREADY_USED');
    // Its own e-mail is fine when the file is saved again.
    const again = await save({ ...fileBody({ nom: first.nom, email: first.email }), id: first.id });
    expect(again.status).toBe(200);
  });

  it('refuses unknown skills and extra-information ids, bad input and other roles', async () => {
    expect((await save(fileBody({ competence_ids: [999] }))).body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { competence_ids: 'Compétence inconnue.' },
    });
    expect((await save(fileBody({ infos_supp: [{ info_supp_id: 99, valeur: 'x' }] }))).status).toBe(
      400,
    );
    expect((await save(fileBody({ codep: '7501' }))).status).toBe(400);
    expect((await save(fileBody({ services: [] }))).status).toBe(400);
    expect((await save(fileBody(), commercial)).status).toBe(403);
    expect((await save(fileBody(), comptable)).status).toBe(403);
    expect((await save({ ...fileBody(), id: 999_999 })).status).toBe(404);
  });
});

describe('GET candidat/{id}', () => {
  it('shows the back office comments and history, the agent its own file without them', async () => {
    const agent = await createAgentAccount(t);
    await call('POST', '/api/candidat/update', recruiter, {
      id: agent.candidatId,
      presentation: 'Sérieux.',
    });
    await t.database.db.insert(commentaires).values({
      candidat_id: agent.candidatId,
      author_user_id: recruiter.userId,
      commentaire: 'Ok',
    });

    const asBackOffice = await call('GET', fileUrl(agent.candidatId), commercial);
    expect(asBackOffice.status).toBe(200);
    expect(asBackOffice.body.data.commentaires).toHaveLength(1);
    expect(asBackOffice.body.data.historique.length).toBeGreaterThan(0);

    const asAgent = await call('GET', fileUrl(agent.candidatId), agent);
    expect(asAgent.status).toBe(200);
    expect(asAgent.body.data).toMatchObject({
      id: agent.candidatId,
      user_id: agent.userId,
      presentation: 'Sérieux.',
    });
    expect(asAgent.body.data.commentaires).toBeUndefined();
    expect(asAgent.body.data.historique).toBeUndefined();

    const other = await createAgentAccount(t);
    expect((await call('GET', fileUrl(agent.candidatId), other)).status).toBe(403);
    const client = await createClientAccount(t);
    expect((await call('GET', fileUrl(agent.candidatId), client)).status).toBe(403);
    expect((await call('GET', '/api/candidat/not-an-id', recruiter)).status).toBe(400);
    expect((await call('GET', fileUrl(999_999), recruiter)).status).toBe(404);
  });
});

describe('POST candidat/update and candidat-infos-supp', () => {
  let agent: AgentAccount;
  beforeAll(async () => {
    agent = await createAgentAccount(t);
  });

  it('lets the agent edit its own profile, never another one', async () => {
    const updated = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      mobile: '07 00 00 00 01',
      services: [3],
      competence_ids: [8],
      disponibilites: [{ day: 6, time_debut: '09:00', time_fin: '13:00' }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      mobile: '07 00 00 00 01',
      services: [3],
      competence_ids: [8],
      disponibilites: [{ day: 6, time_debut: '09:00', time_fin: '13:00' }],
    });
    expect(updated.body.data.historique).toBeUndefined();
    const events = await t.database.db
      .select()
      .from(candidat_evenements)
      .where(eq(candidat_evenements.candidat_id, agent.candidatId));
    expect(events.map((event) => event.libelle)).toContain('Profil mis à jour par l’agent.');

    const other = await createAgentAccount(t);
    const refused = await call('POST', '/api/candidat/update', other, {
      id: agent.candidatId,
      nom: 'Pirate',
    });
    expect(refused.status).toBe(403);
    // The agent cannot move its own status: only the agency may.
    const withStatut = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      statut_id: 6,
    });
    expect(withStatut.status).toBe(403);
    expect(
      (await call('POST', '/api/candidat/update', agent, { id: agent.candidatId })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/candidat/update', commercial, { id: agent.candidatId, nom: 'X' }))
        .status,
    ).toBe(403);
  });

  it('refuses an e-mail another file holds', async () => {
    const file = await createFile();
    const refused = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      email: file.email,
    });
    expectRefusal(refused, 'EMAIL_ALREADY_USED');
  });

  it("refuses another account's e-mail, as the application does (issue 22, point 17)", async () => {
    const operateur = await createUser(t, { roles: [1], withClient: false });
    const refused = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      email: operateur.email.toUpperCase(),
    });
    expect(expectRefusal(refused, 'EMAIL_ALREADY_USED').message).toMatch(/autre compte/);
    const [file] = await t.database.db
      .select({ email: candidats.email })
      .from(candidats)
      .where(eq(candidats.id, agent.candidatId));
    expect(file!.email).not.toBe(operateur.email);
    // Its own account's address and a free one are accepted.
    const [own] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.candidat_id, agent.candidatId));
    const kept = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      email: own!.email,
    });
    expect(kept.status).toBe(200);
    const moved = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      email: `${aWordOfItsOwn().toLowerCase()}@exemple.fr`,
    });
    expect(moved.status).toBe(200);
  });

  it('replaces the extra information', async () => {
    const saved = await call('POST', '/api/candidat-infos-supp', agent, {
      candidat_id: agent.candidatId,
      infos_supp: [
        { info_supp_id: 3, valeur: 'oui' },
        { info_supp_id: 7, valeur: 'CAP petite enfance' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.infos_supp).toEqual([
      { info_supp_id: 3, valeur: 'oui' },
      { info_supp_id: 7, valeur: 'CAP petite enfance' },
    ]);
    const other = await createAgentAccount(t);
    expect(
      (
        await call('POST', '/api/candidat-infos-supp', other, {
          candidat_id: agent.candidatId,
          infos_supp: [],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/api/candidat-infos-supp', agent, {
          candidat_id: agent.candidatId,
          infos_supp: [{ info_supp_id: 42, valeur: 'x' }],
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST candidat/update by the recruitment team (partial moves)', () => {
  /** An application left after its first step: no address, no availability. */
  async function unfinishedApplication() {
    const word = aWordOfItsOwn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidat/step1',
      payload: {
        civilite: 'M.',
        nom: word,
        prenom: 'Noé',
        email: `${word.toLowerCase()}@exemple.fr`,
        mobile: '0611223344',
        date_naissance: '1995-02-03',
        codep: '75011',
        ville: 'Paris',
        services: [1],
        accept_rgpd: true,
      },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { data: { id: number } }).data.id;
  }

  it('moves, checks, comments and plans an unfinished application without the rest of the file', async () => {
    const id = await unfinishedApplication();
    const moved = await call('POST', '/api/candidat/update', recruiter, {
      id,
      statut_id: CANDIDAT_STATUT.ENTRETIEN,
      entretien_at: '2026-12-02T09:30:00.000Z',
      documents_verifies: true,
      commentaire: 'Appelé : disponible en décembre.',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      statut_id: CANDIDAT_STATUT.ENTRETIEN,
      entretien_at: '2026-12-02T09:30:00.000Z',
      is_candidature_complete: false,
    });
    expect(moved.body.data.documents_verifies_at).not.toBeNull();
    const libelles = moved.body.data.historique.map((e: { libelle: string }) => e.libelle);
    expect(libelles).toEqual(
      expect.arrayContaining([
        'Statut : Candidature reçue → Entretien planifié.',
        'Documents vérifiés.',
        'Commentaire ajouté.',
      ]),
    );
    // A move alone is no « fiche mise à jour ».
    expect(libelles).not.toContain('Fiche mise à jour par l’agence.');
    expect(moved.body.data.commentaires.map((c: { texte: string }) => c.texte)).toEqual([
      'Appelé : disponible en décembre.',
    ]);

    const refused = await call('POST', '/api/candidat/update', recruiter, {
      id,
      statut_id: CANDIDAT_STATUT.CANDIDATURE_REFUSEE,
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data.statut_id).toBe(CANDIDAT_STATUT.CANDIDATURE_REFUSEE);
  });

  it('refuses a move the rule forbids, and the agency-only fields to the agent', async () => {
    const id = await unfinishedApplication();
    expectRefusal(
      await call('POST', '/api/candidat/update', recruiter, {
        id,
        statut_id: CANDIDAT_STATUT.AGENT_ACTIF,
      }),
      'STATUT_CHANGE_REFUSED',
    );
    const agent = await createAgentAccount(t);
    const byAgent = await call('POST', '/api/candidat/update', agent, {
      id: agent.candidatId,
      statut_id: CANDIDAT_STATUT.AGENT_INACTIF,
    });
    expect(byAgent.status).toBe(403);
    expect(byAgent.body.error.message).toMatch(/Seule l'agence/);
    const [row] = await t.database.db
      .select({ statut: candidats.candidat_statut_id })
      .from(candidats)
      .where(eq(candidats.id, agent.candidatId));
    expect(row?.statut).toBe(CANDIDAT_STATUT.AGENT_ACTIF);
  });
});

describe('searches', () => {
  it('finds files by name, e-mail, mobile digits, status, service and postal code, 20 a page', async () => {
    const a = await createFile({ mobile: '06 98 76 54 32', codep: '69003', services: [4] });
    const b = await createFile({ nom: `${a.nom}x`, statut_id: CANDIDAT_STATUT.A_CONTACTER });
    const ids = async (body: Record<string, unknown>) =>
      (
        (await call('POST', '/api/candidats/search', commercial, { statut_ids: [], ...body })).body
          .data.items as {
          id: number;
        }[]
      ).map((item) => item.id);
    expect(await ids({ q: a.nom.toUpperCase() })).toEqual([a.id, b.id]);
    expect(await ids({ q: `${a.nom} 0698 7654` })).toEqual([a.id]);
    expect(await ids({ q: a.email })).toEqual([a.id]);
    expect(await ids({ q: a.nom, statut_ids: [2] })).toEqual([b.id]);
    expect(await ids({ q: a.nom, services: [4] })).toEqual([a.id]);
    expect(await ids({ q: a.nom, codep: '69003' })).toEqual([a.id]);
    const page = await call('POST', '/api/candidats/search', comptable, {
      q: a.nom,
      statut_ids: [],
    });
    expect(page.body.data).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(page.body.data.items[0]).toMatchObject({
      id: a.id,
      statut: 'Candidature reçue',
      services: [4],
      note_moyenne: null,
    });
    const agent = await createAgentAccount(t);
    expect(
      (await call('POST', '/api/candidats/search', agent, { q: a.nom, statut_ids: [] })).status,
    ).toBe(403);
    expect(
      (await call('POST', '/api/candidats/search', recruiter, { page: 0, statut_ids: [] })).status,
    ).toBe(400);
  });

  it('lists a pipeline column newest first, paginated by ?page', async () => {
    const word = aWordOfItsOwn();
    const made: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      made.push((await createFile({ nom: word, email: `${word}${index}@exemple.fr` })).id);
      t.clock.advance(60_000);
    }
    const column = await call('POST', '/api/candidats/search-by-statuts?page=1', recruiter, {
      statut_ids: [CANDIDAT_STATUT.CANDIDATURE_RECUE],
    });
    expect(column.status).toBe(200);
    const items = column.body.data.items as { id: number }[];
    expect(items.slice(0, 3).map((item) => item.id)).toEqual([...made].reverse());
    const second = await call('POST', '/api/candidats/search-by-statuts?page=2', recruiter, {
      statut_ids: [CANDIDAT_STATUT.CANDIDATURE_RECUE],
    });
    expect(second.body.data.page).toBe(2);
    expect(
      (await call('POST', '/api/candidats/search-by-statuts', recruiter, { statut_ids: [] }))
        .status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/api/candidats/search-by-statuts', commercial, {
          statut_ids: [1],
        })
      ).status,
    ).toBe(403);
  });

  it('finds by name (20 at most) and lists the active agents', async () => {
    const word = aWordOfItsOwn();
    for (let index = 0; index < 22; index += 1)
      await t.database.db.insert(candidats).values({ nom: word, prenom: `P${index}` });
    const byName = await call('POST', '/api/candidat/name', commercial, { name: word });
    expect(byName.status).toBe(200);
    expect(byName.body.data).toHaveLength(20);
    expect((await call('POST', '/api/candidat/name', recruiter, { name: '' })).status).toBe(400);

    const agent = await createAgentAccount(t);
    const applicant = await createFile();
    const list = await call('GET', '/api/candidats/', comptable);
    const listed = (list.body.data.items as { id: number }[]).map((item) => item.id);
    expect(listed).toContain(agent.candidatId);
    expect(listed).not.toContain(applicant.id);
    expect(
      list.body.data.items.find((item: { id: number }) => item.id === agent.candidatId),
    ).toEqual({
      id: agent.candidatId,
      nom: 'Benali',
      prenom: 'Karim',
      statut: 'Agent actif',
      services: [1],
    });
  });

  it('lists active files around a point, nearest first, and refuses a radius of 0 or over 200 km', async () => {
    const spot = aSpotOfItsOwn();
    const near = await createFile({ ...kmNorthOf(spot, 2), services: [3] });
    const nearer = await createFile({ ...kmNorthOf(spot, 1), services: [3] });
    await createFile({ ...kmNorthOf(spot, 30), services: [3] });
    await createFile({ ...kmNorthOf(spot, 1.5), services: [3], is_active: false });
    const around = await call('POST', '/api/candidats/candidats-around', commercial, {
      ...spot,
      services: [3],
      statut_ids: [],
    });
    expect(around.status).toBe(200);
    expect(around.body.data).toMatchObject({ page: 1, limit: 50, total: 2 });
    expect(around.body.data.items.map((item: { id: number }) => item.id)).toEqual([
      nearer.id,
      near.id,
    ]);
    expect(around.body.data.items[0]).toMatchObject({ distance_km: 1, transport_type_id: 5 });
    const wider = await call('POST', '/api/candidats/candidats-around', recruiter, {
      ...spot,
      distanceKM: 40,
      statut_ids: [1],
    });
    expect(wider.body.data.items).toHaveLength(3);
    expect(wider.body.data.total).toBe(3);
    const afterTheEnd = await call('POST', '/api/candidats/candidats-around', recruiter, {
      ...spot,
      distanceKM: 40,
      statut_ids: [1],
      page: 2,
    });
    expect(afterTheEnd.body.data).toMatchObject({ items: [], page: 2, total: 3 });
    for (const distanceKM of [0, 201, -5]) {
      const refused = await call('POST', '/api/candidats/candidats-around', recruiter, {
        ...spot,
        distanceKM,
        statut_ids: [],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toHaveProperty('distanceKM');
    }
    expect(
      (
        await call('POST', '/api/candidats/candidats-around', comptable, {
          ...spot,
          statut_ids: [],
        })
      ).status,
    ).toBe(403);
  });

  it('gives the map positions of located files', async () => {
    const located = await createFile({ services: [5] });
    const unplaced = await createFile({ lat: null, lng: null });
    const map = await call('POST', '/api/candidat/maps-positions', recruiter, {
      services: [5],
      statut_ids: [],
    });
    expect(map.status).toBe(200);
    const mine = map.body.data.items.find((item: { id: number }) => item.id === located.id);
    expect(mine).toMatchObject({ kind: 'candidat', label: `Lina ${located.nom}`, services: [5] });
    const all = await call('POST', '/api/candidat/maps-positions', recruiter, { statut_ids: [] });
    expect(all.body.data.items.some((item: { id: number }) => item.id === unplaced.id)).toBe(false);
  });
});

/** A document of a candidate, straight in the database (its bytes are not needed to list it). */
async function insertDocument(candidatId: number, documentTypeId: number, name: string) {
  const [row] = await t.database.db
    .insert(documents)
    .values({
      document_type_id: documentTypeId,
      candidat_id: candidatId,
      bucket: 'contrats',
      filename: `${name}-${Math.random().toString(36).slice(2)}.pdf`,
      original_name: `${name}.pdf`,
      mime_type: 'application/pdf',
      size_bytes: 10,
    })
    .returning();
  return row!;
}

const upload = (who: { token: string }, fields: Record<string, string>) => {
  const body = multipartBody(fields, { name: 'fiche.pdf', type: 'application/pdf', content: PDF });
  return t.app.inject({
    method: 'POST',
    url: '/api/candidats/documents/upload',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
};

describe('documents of a file', () => {
  it('files a document for an agent, tells the agent, and lists it to the agent only', async () => {
    const agent = await createAgentAccount(t);
    const uploaded = await upload(comptable, {
      candidat_id: String(agent.candidatId),
      document_type_id: String(DOCUMENT_TYPE.FICHE_PAIE),
      libelle: 'Fiche de paie février 2026',
      date_document: '2026-02-28',
    });
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json().data;
    expect(document).toMatchObject({
      document_type_id: 6,
      candidat_id: agent.candidatId,
      libelle: 'Fiche de paie février 2026',
    });
    const notifications = await notificationsOf(t, agent.userId);
    expect(notifications.map((n) => n.body)).toContain(
      "L'agence a déposé un document dans votre espace : Fiche de paie février 2026.",
    );

    const listed = await call(
      'GET',
      `/api/candidats/documents/${encrypted(t, agent.candidatId)}`,
      agent,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.documents.map((d: { id: number }) => d.id)).toEqual([document.id]);
    const other = await createAgentAccount(t);
    expect(
      (await call('GET', `/api/candidats/documents/${encrypted(t, agent.candidatId)}`, other))
        .status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/candidats/documents/${encrypted(t, agent.candidatId)}`, commercial))
        .status,
    ).toBe(403);

    // A CV is not what the agency files; a recruiter of another kind may not upload.
    const cv = await upload(recruiter, {
      candidat_id: String(agent.candidatId),
      document_type_id: String(DOCUMENT_TYPE.CV),
    });
    expect(cv.statusCode).toBe(400);
    const byCommercial = await upload(commercial, {
      candidat_id: String(agent.candidatId),
      document_type_id: String(DOCUMENT_TYPE.AUTRE),
    });
    expect(byCommercial.statusCode).toBe(403);
    const noFile = await upload(recruiter, { candidat_id: '999999', document_type_id: '8' });
    expect(noFile.statusCode).toBe(404);
  });

  it('shows only the current version of each contract, with its signature dates', async () => {
    const agent = await createAgentAccount(t);
    const sent = await insertDocument(agent.candidatId, 3, 'contrat');
    const signed = await insertDocument(agent.candidatId, 3, 'contrat-signe');
    const final = await insertDocument(agent.candidatId, 3, 'contrat-contresigne');
    const cancelled = await insertDocument(agent.candidatId, 3, 'contrat-annule');
    const base = {
      candidat_id: agent.candidatId,
      type_contrat: 'CDI',
      date_debut: '2026-03-16',
      nb_heures_hebdo: 24,
      taux_horaire_brut: 13,
      unsigned_document_sha256: 'a'.repeat(64),
      sent_at: at('2026-03-01T10:00:00Z'),
    };
    await t.database.db.insert(contrats_travail).values([
      {
        ...base,
        statut: 'annule',
        document_id: cancelled.id,
        cancelled_at: at('2026-03-01T11:00:00Z'),
      },
      {
        ...base,
        statut: 'contresigne',
        document_id: sent.id,
        signed_document_id: signed.id,
        signed_at: at('2026-03-02T08:00:00Z'),
        countersigned_document_id: final.id,
        countersigned_at: at('2026-03-02T08:30:00Z'),
      },
    ]);
    const url = `/api/candidats/documents/${encrypted(t, agent.candidatId)}`;
    const asAgent = (await call('GET', url, agent)).body.documents;
    expect(asAgent).toHaveLength(1);
    expect(asAgent[0]).toMatchObject({
      id: final.id,
      signe_at: '2026-03-02T08:00:00.000Z',
      contresigne_at: '2026-03-02T08:30:00.000Z',
    });
    const asRecruiter = (await call('GET', url, recruiter)).body.documents;
    expect(asRecruiter.map((d: { id: number }) => d.id).sort()).toEqual(
      [final.id, cancelled.id].sort(),
    );

    // Contracts and payslips stay in the file.
    const del = (id: number) =>
      call('DELETE', `/api/candidats/documents/delete/${encrypted(t, id)}`, recruiter);
    expectRefusal(await del(final.id), 'DOCUMENT_PROTECTED');
    expectRefusal(await del(cancelled.id), 'DOCUMENT_PROTECTED');
    const payslip = await insertDocument(agent.candidatId, DOCUMENT_TYPE.FICHE_PAIE, 'paie');
    expectRefusal(await del(payslip.id), 'DOCUMENT_PROTECTED');
  });

  it('deletes another document with its file', async () => {
    const agent = await createAgentAccount(t);
    const uploaded = await upload(recruiter, {
      candidat_id: String(agent.candidatId),
      document_type_id: String(DOCUMENT_TYPE.NOTE_FRAIS),
    });
    const document = uploaded.json().data;
    const path = join(t.config.dataDir, 'uploads', 'notefrais', document.filename);
    expect(existsSync(path)).toBe(true);
    const url = `/api/candidats/documents/delete/${encrypted(t, document.id)}`;
    expect((await call('DELETE', url, agent)).status).toBe(403);
    const deleted = await call('DELETE', url, comptable);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: document.id, deleted: true });
    expect(existsSync(path)).toBe(false);
    expect((await call('DELETE', url, comptable)).status).toBe(404);
  });
});

describe('DELETE candidat/delete/{id}', () => {
  const del = (id: number, who: { token: string } = recruiter) =>
    call('DELETE', `/api/candidat/delete/${encrypted(t, id)}`, who);

  it('refuses a file with interventions: it is to be deactivated', async () => {
    const agent = await createAgentAccount(t);
    const client = await createClientAccount(t);
    await aVisit(t, {
      clientId: client.clientId,
      candidatId: agent.candidatId,
      from: '2026-03-04T09:00:00Z',
      to: '2026-03-04T11:00:00Z',
    });
    expectRefusal(await del(agent.candidatId), 'CANDIDAT_HAS_INTERVENTIONS');
    expect((await call('GET', fileUrl(agent.candidatId), recruiter)).status).toBe(200);
  });

  it('refuses a file whose contract waits for a signature', async () => {
    const file = await createFile();
    const sent = await insertDocument(file.id, 3, 'contrat');
    await t.database.db.insert(contrats_travail).values({
      candidat_id: file.id,
      type_contrat: 'CDD',
      date_debut: '2026-03-16',
      date_fin: '2026-06-30',
      nb_heures_hebdo: 20,
      taux_horaire_brut: 12.5,
      document_id: sent.id,
      unsigned_document_sha256: 'b'.repeat(64),
      sent_at: at('2026-03-02T09:00:00Z'),
      statut: 'signe_agent',
    });
    expectRefusal(await del(file.id), 'CONTRAT_EN_COURS');
  });

  it('deletes a file with its documents, comments and history; only recruitment may', async () => {
    const file = await createFile({ commentaire: 'À rappeler.' });
    const uploaded = await upload(recruiter, {
      candidat_id: String(file.id),
      document_type_id: String(DOCUMENT_TYPE.AUTRE),
    });
    const stored = uploaded.json().data;
    const path = join(t.config.dataDir, 'uploads', 'autres', stored.filename);
    expect(existsSync(path)).toBe(true);
    // A cancelled contract and a resignation letter point at documents: they go too.
    const cancelled = await insertDocument(file.id, 3, 'contrat-annule');
    await t.database.db.insert(contrats_travail).values({
      candidat_id: file.id,
      type_contrat: 'CDI',
      date_debut: '2026-03-16',
      nb_heures_hebdo: 20,
      taux_horaire_brut: 12.5,
      document_id: cancelled.id,
      unsigned_document_sha256: 'c'.repeat(64),
      sent_at: at('2026-03-02T09:00:00Z'),
      statut: 'annule',
    });
    const lettre = await insertDocument(file.id, DOCUMENT_TYPE.AUTRE, 'lettre');
    await t.database.db
      .insert(demissions)
      .values({ candidat_id: file.id, lettre_document_id: lettre.id, date_effet: '2026-04-01' });
    expect((await del(file.id, commercial)).status).toBe(403);
    const deleted = await del(file.id, admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: file.id, deleted: true });
    expect((await call('GET', fileUrl(file.id), recruiter)).status).toBe(404);
    expect(existsSync(path)).toBe(false);
    const left = await t.database.db
      .select()
      .from(commentaires)
      .where(eq(commentaires.candidat_id, file.id));
    expect(left).toHaveLength(0);
    const documentsLeft = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.candidat_id, file.id));
    expect(documentsLeft).toHaveLength(0);
    expect((await del(file.id)).status).toBe(404);
  });
});

describe('DELETE candidats/commentaires/delete/{id}', () => {
  it('lets the author, an administrator or a manager delete a comment', async () => {
    const file = await createFile({ commentaire: 'Premier contact.' });
    const read = await call('GET', fileUrl(file.id), recruiter);
    const commentId = read.body.data.commentaires[0].id as number;
    const url = `/api/candidats/commentaires/delete/${encrypted(t, commentId)}`;
    const otherRecruiter = await createOperator(t, [2]);
    expect((await call('DELETE', url, otherRecruiter)).status).toBe(403);
    expect((await call('DELETE', url, commercial)).status).toBe(403);
    const deleted = await call('DELETE', url, recruiter);
    expect(deleted.body.data).toEqual({ id: commentId, deleted: true });
    expect((await call('GET', fileUrl(file.id), recruiter)).body.data.commentaires).toEqual([]);
    expect((await call('DELETE', url, admin)).status).toBe(404);
  });
});
