import { NOTIF_TYPE, ROLE, encryptId } from '@maisonnee/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadsOf } from '../../../test/fixtures-documents.ts';
import {
  at,
  clockMovingSuite,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  multipartBody,
  notificationsOf,
  PNG,
  setClock,
} from '../../../test/fixtures-missions.ts';
import { bearer, createUser, madeForEachTest, signIn, type TestApp } from '../../../test/helper.ts';
import { cahier_entrees, mission_taches } from '../../db/schema/cahier.ts';
import { documents } from '../../db/schema/documents.ts';
import { proches } from '../../db/schema/proches.ts';
import { lecteurOf } from './cahier-access.ts';

/*
 * The visit report and the liaison notebook (issue 25, point 5; docs/cahier.md): the family's
 * tasks, the report of a finished visit by its planned agent (once, photo checked and stripped),
 * the notebook's one access rule (family, active relative, agent of the mission, commercial team).
 * The test clock starts on Monday 2026-03-02 at 09:00 UTC.
 */

const { t } = clockMovingSuite();
const enc = (id: number) => encryptId(id, t.config.idSecret);

/** An account of `roles` with no client record, signed in. */
async function anAccount(t: TestApp, roles: number[]) {
  const { user, email } = await createUser(t, { roles, withClient: false });
  const session = await signIn(t, email);
  return { userId: user.id, token: session.access_token };
}

/**
 * A family with a mission: agent A's visit this morning, checked out; A's visit under way (not
 * checked out); agent B's visit on Thursday (the next agent). Another family, agent C (no visit of
 * the mission), a relative of the household, a removed relative, a commercial and a recruiter.
 */
const s = madeForEachTest(async () => {
  const famille = await createClientAccount(t);
  const autreFamille = await createClientAccount(t);
  const agentA = await createAgentAccount(t, { prenom: 'Karim' });
  const agentB = await createAgentAccount(t, { prenom: 'Awa' });
  const agentC = await createAgentAccount(t, { prenom: 'Léo' });
  const { missionId, interventionIds } = await createMission(
    t,
    { client_id: famille.clientId },
    {
      interventions: [
        {
          candidat_id: agentA.candidatId,
          date_debut: at('2026-03-02T06:00:00Z'),
          date_fin: at('2026-03-02T08:00:00Z'),
          statut: 'terminee',
          pointage_debut_at: at('2026-03-02T06:01:00Z'),
          pointage_fin_at: at('2026-03-02T08:00:00Z'),
        },
        {
          candidat_id: agentA.candidatId,
          date_debut: at('2026-03-02T08:30:00Z'),
          date_fin: at('2026-03-02T10:30:00Z'),
          statut: 'en_cours',
          pointage_debut_at: at('2026-03-02T08:31:00Z'),
        },
        {
          candidat_id: agentB.candidatId,
          date_debut: at('2026-03-05T09:00:00Z'),
          date_fin: at('2026-03-05T11:00:00Z'),
        },
      ],
    },
  );
  const { missionId: autreMissionId } = await createMission(t, {
    client_id: autreFamille.clientId,
  });
  const proche = await anAccount(t, [ROLE.CLIENT]);
  const exProche = await anAccount(t, [ROLE.CLIENT]);
  const db = t.database.db;
  await db.insert(proches).values([
    {
      client_id: famille.clientId,
      email: 'proche@exemple.fr',
      user_id: proche.userId,
      accepted_at: new Date(),
    },
    {
      client_id: famille.clientId,
      email: 'ancien@exemple.fr',
      user_id: exProche.userId,
      accepted_at: new Date(),
      revoked_at: new Date(),
    },
  ]);
  return {
    famille,
    autreFamille,
    agentA,
    agentB,
    agentC,
    proche,
    exProche,
    commercial: await createOperator(t, [ROLE.COMMERCIAL]),
    recruteur: await createOperator(t, [ROLE.RECRUTEMENT]),
    missionId,
    autreMissionId,
    fini: interventionIds[0]!,
    enCours: interventionIds[1]!,
    jeudi: interventionIds[2]!,
  };
});

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

function postMultipart(
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
) {
  const body = multipartBody(fields, file, 'photo');
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const tachesUrl = () => `/api/missions/${enc(s.missionId)}/taches`;
const cahierUrl = (missionId = s.missionId) => `/api/cahier/${enc(missionId)}`;
const rapportUrl = (id: number) => `/api/interventions/${enc(id)}/rapport`;

async function setTaches(libelles: string[]) {
  const response = await put(tachesUrl(), s.famille.token, {
    taches: libelles.map((libelle) => ({ libelle })),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; libelle: string; position: number }[];
}

/** A JPEG with an EXIF block carrying a GPS position. */
function jpegWithGps(): Promise<Buffer> {
  return sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telephone', Model: 'Espion 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 8/1',
      },
    })
    .toBuffer();
}

describe('the tasks of a mission', () => {
  it('the family sets, reorders and removes tasks; a removed task stays for old reports', async () => {
    const [menage, linge, courses] = await setTaches(['Ménage', 'Linge', 'Courses']);
    expect((await get(tachesUrl(), s.famille.token)).json().data).toEqual([
      { id: menage!.id, libelle: 'Ménage', position: 0 },
      { id: linge!.id, libelle: 'Linge', position: 1 },
      { id: courses!.id, libelle: 'Courses', position: 2 },
    ]);
    const response = await put(tachesUrl(), s.famille.token, {
      taches: [
        { id: courses!.id, libelle: 'Courses (liste sur le frigo)' },
        { id: menage!.id, libelle: 'Ménage' },
        { libelle: 'Arroser les plantes' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as { libelle: string }[]).map((tache) => tache.libelle)).toEqual([
      'Courses (liste sur le frigo)',
      'Ménage',
      'Arroser les plantes',
    ]);
    const [removed] = await t.database.db
      .select()
      .from(mission_taches)
      .where(eq(mission_taches.id, linge!.id));
    expect(removed).toMatchObject({ is_active: false, libelle: 'Linge' });
  });

  it('refuses more than 20 tasks, an empty or too long wording, with French messages', async () => {
    const tooMany = await put(tachesUrl(), s.famille.token, {
      taches: Array.from({ length: 21 }, (_, i) => ({ libelle: `Tâche ${i + 1}` })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.taches).toBe('20 tâches au plus.');
    const empty = await put(tachesUrl(), s.famille.token, { taches: [{ libelle: '  ' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields['taches.0.libelle']).toBe('Ce champ est obligatoire.');
    const long = await put(tachesUrl(), s.famille.token, {
      taches: [{ libelle: 'x'.repeat(201) }],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['taches.0.libelle']).toBe('200 caractères au plus.');
  });

  it("refuses a task id of another mission, and anyone but the family's changes", async () => {
    const [autre] = await t.database.db
      .insert(mission_taches)
      .values({ mission_id: s.autreMissionId, libelle: 'Ailleurs' })
      .returning();
    const foreign = await put(tachesUrl(), s.famille.token, {
      taches: [{ id: autre!.id, libelle: 'Volée' }],
    });
    expect(foreign.statusCode).toBe(400);
    for (const who of [s.agentA, s.proche, s.commercial]) {
      expect((await put(tachesUrl(), who.token, { taches: [] })).statusCode).toBe(403);
    }
    expect((await put(tachesUrl(), s.autreFamille.token, { taches: [] })).statusCode).toBe(403);
    expect((await get(tachesUrl(), s.autreFamille.token)).statusCode).toBe(403);
    expect((await get(tachesUrl(), s.agentB.token)).statusCode).toBe(200);
  });
});

describe('the visit report', () => {
  it('is written once by the planned agent after check-out, with the tasks as they were, and tells the family', async () => {
    const [menage, linge] = await setTaches(['Ménage', 'Linge']);
    const response = await postMultipart(rapportUrl(s.fini), s.agentA.token, {
      taches: JSON.stringify([
        { tache_id: menage!.id, faite: true },
        { tache_id: linge!.id, faite: false },
      ]),
      texte: 'Tout va bien, Mme Durand a bien mangé.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      mission_id: s.missionId,
      intervention_id: s.fini,
      auteur: 'intervenant',
      auteur_nom: expect.stringMatching(/^Alice\d+ D\.$/),
      texte: 'Tout va bien, Mme Durand a bien mangé.',
      taches: [
        { tache_id: menage!.id, libelle: 'Ménage', faite: true },
        { tache_id: linge!.id, libelle: 'Linge', faite: false },
      ],
      photo: null,
      is_mine: true,
    });
    const notes = await notificationsOf(t, s.famille.userId);
    expect(notes).toEqual([
      expect.objectContaining({
        notification_type_id: NOTIF_TYPE.CAHIER,
        landing_page: expect.stringMatching(/^\/cahier\/[A-Za-z0-9_-]+$/),
      }),
    ]);
    // Renaming a task later does not change the report.
    await put(tachesUrl(), s.famille.token, {
      taches: [{ id: menage!.id, libelle: 'Aspirateur' }],
    });
    const cahier = (await get(cahierUrl(), s.famille.token)).json().data;
    expect(cahier.entrees.items[0].taches[0].libelle).toBe('Ménage');

    const twice = await postMultipart(rapportUrl(s.fini), s.agentA.token, { texte: 'Encore' });
    expectRefusal(twice, 'RAPPORT_ALREADY_SENT');
  });

  it('refuses another agent, the family, and a visit not checked out yet', async () => {
    expect((await postMultipart(rapportUrl(s.fini), s.agentB.token, {})).statusCode).toBe(403);
    expect((await postMultipart(rapportUrl(s.fini), s.agentC.token, {})).statusCode).toBe(403);
    expect((await postMultipart(rapportUrl(s.fini), s.famille.token, {})).statusCode).toBe(403);
    expectRefusal(
      await postMultipart(rapportUrl(s.enCours), s.agentA.token, { texte: 'Trop tôt' }),
      'NOT_FINISHED_YET',
    );
  });

  it("refuses a task that is not the mission's and an unreadable task list", async () => {
    const [autre] = await t.database.db
      .insert(mission_taches)
      .values({ mission_id: s.autreMissionId, libelle: 'Ailleurs' })
      .returning();
    const foreign = await postMultipart(rapportUrl(s.fini), s.agentA.token, {
      taches: JSON.stringify([{ tache_id: autre!.id, faite: true }]),
    });
    expect(foreign.statusCode).toBe(400);
    const garbled = await postMultipart(rapportUrl(s.fini), s.agentA.token, { taches: '[{' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error.fields.taches).toMatch(/illisible/);
  });

  it('refuses a photo that is not a JPEG or PNG by its content', async () => {
    const fake = await postMultipart(
      rapportUrl(s.fini),
      s.agentA.token,
      { texte: 'Photo' },
      { name: 'photo.jpg', type: 'image/jpeg', content: Buffer.from('<html>pas une image</html>') },
    );
    expect(fake.statusCode).toBe(415);
    const cut = await postMultipart(
      rapportUrl(s.fini),
      s.agentA.token,
      { texte: 'Photo' },
      { name: 'photo.jpg', type: 'image/jpeg', content: (await jpegWithGps()).subarray(0, 40) },
    );
    expect(cut.statusCode).toBe(415);
    const entries = await t.database.db
      .select()
      .from(cahier_entrees)
      .where(eq(cahier_entrees.mission_id, s.missionId));
    expect(entries).toEqual([]);
  });

  it('stores the photo without its EXIF (GPS position) and serves it to the readers of the notebook only', async () => {
    const sent = await jpegWithGps();
    expect((await sharp(sent).metadata()).exif).toBeDefined();
    const response = await postMultipart(
      rapportUrl(s.fini),
      s.agentA.token,
      {},
      { name: 'cuisine.jpg', type: 'image/jpeg', content: sent },
    );
    expect(response.statusCode).toBe(201);
    const [entree] = await t.database.db
      .select()
      .from(cahier_entrees)
      .where(eq(cahier_entrees.intervention_id, s.fini));
    expect(entree!.photo_mime).toBe('image/jpeg');
    const [document] = await t.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.filename, entree!.photo_path!), eq(documents.bucket, 'cahier')));
    expect(document).toMatchObject({ client_id: null, candidat_id: null });
    const stored = await uploadsOf(t).read(`cahier/${document!.filename}`);
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Espion 3000'))).toBe(false);

    // The family's link opens the photo; the next agent reads it too.
    for (const reader of [s.famille, s.agentB, s.proche]) {
      const cahier = (await get(cahierUrl(), reader.token)).json().data;
      const url = cahier.entrees.items[0].photo.url as string;
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
    }
    // Outsiders cannot mint a link to it.
    const link = `/api/documents/link?document_type_id=${document!.document_type_id}&filename=${document!.filename}`;
    expect((await get(link, s.agentC.token)).statusCode).toBe(403);
    expect((await get(link, s.autreFamille.token)).statusCode).toBe(403);
    expect((await get(link, s.famille.token)).statusCode).toBe(200);
  });
});

describe('the notebook', () => {
  it('is read by the family, an active relative, the agents of the mission and the commercial team only', async () => {
    const allowed = {
      famille: s.famille,
      proche: s.proche,
      intervenant: s.agentA,
      prochain: s.agentB,
      agence: s.commercial,
    };
    const expected: Record<string, string> = {
      famille: 'famille',
      proche: 'proche',
      intervenant: 'intervenant',
      prochain: 'intervenant',
      agence: 'agence',
    };
    for (const [name, who] of Object.entries(allowed)) {
      const response = await get(cahierUrl(), who.token);
      expect(response.statusCode, name).toBe(200);
      expect(response.json().data.lecteur, name).toBe(expected[name]);
    }
    for (const who of [s.autreFamille, s.exProche, s.agentC, s.recruteur]) {
      expect((await get(cahierUrl(), who.token)).statusCode).toBe(403);
      expect((await postMultipart(cahierUrl(), who.token, { texte: 'Bonjour' })).statusCode).toBe(
        403,
      );
    }
    expect((await get(cahierUrl(s.autreMissionId), s.famille.token)).statusCode).toBe(403);
  });

  it('lists the finished visits still waiting for their report to their agent', async () => {
    const cahier = (await get(cahierUrl(), s.agentA.token)).json().data;
    expect(
      cahier.rapports_a_faire.map((v: { intervention_id: number }) => v.intervention_id),
    ).toEqual([s.fini]);
    expect((await get(cahierUrl(), s.famille.token)).json().data.rapports_a_faire).toEqual([]);
  });

  it('carries the messages to the other side: family → next agent, agent → family, relative → both', async () => {
    // Agent A's visit under way is over by noon: Thursday's agent B is the next one.
    setClock(t, at('2026-03-02T12:00:00Z'));
    const fromFamily = await postMultipart(cahierUrl(), s.famille.token, {
      texte: 'Pensez à fermer la fenêtre de la cuisine.',
    });
    expect(fromFamily.statusCode).toBe(201);
    expect(fromFamily.json().data).toMatchObject({ auteur: 'famille', is_mine: true });
    expect(await notificationsOf(t, s.agentB.userId)).toEqual([
      expect.objectContaining({
        notification_type_id: NOTIF_TYPE.CAHIER,
        body: 'Pensez à fermer la fenêtre de la cuisine.',
      }),
    ]);
    expect(await notificationsOf(t, s.commercial.userId)).toEqual([]);

    const fromAgent = await postMultipart(cahierUrl(), s.agentB.token, { texte: "C'est noté." });
    expect(fromAgent.json().data).toMatchObject({
      auteur: 'intervenant',
      auteur_nom: expect.stringMatching(/^Alice\d+ D\.$/),
    });
    expect(await notificationsOf(t, s.famille.userId)).toHaveLength(1);

    const fromRelative = await postMultipart(cahierUrl(), s.proche.token, {
      texte: 'Merci à tous.',
    });
    expect(fromRelative.json().data.auteur).toBe('proche');
    expect(await notificationsOf(t, s.famille.userId)).toHaveLength(2);
    expect(await notificationsOf(t, s.agentB.userId)).toHaveLength(2);
    // The relative hears of the agent's message (the household's notebook), never of their own.
    expect((await notificationsOf(t, s.proche.userId)).map((n) => n.body)).toEqual(["C'est noté."]);

    const cahier = (await get(cahierUrl(), s.famille.token)).json().data;
    expect(cahier.entrees.total).toBe(3);
    expect(cahier.entrees.items.map((e: { texte: string }) => e.texte)).toEqual([
      'Merci à tous.',
      "C'est noté.",
      'Pensez à fermer la fenêtre de la cuisine.',
    ]);
    expect(cahier.entrees.items.map((e: { is_mine: boolean }) => e.is_mine)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('refuses an empty message, and accepts a photo alone', async () => {
    const empty = await postMultipart(cahierUrl(), s.famille.token, { texte: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Écrivez un message ou joignez une photo.');
    const photo = await postMultipart(
      cahierUrl(),
      s.famille.token,
      {},
      { name: 'p.png', type: 'image/png', content: PNG },
    );
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data.photo.url).toMatch(/^\/uploads\/serve-file\//);
  });
});

describe('lecteurOf, the access rule', () => {
  const mission = { missionId: 1, clientId: 10, isProche: false, isIntervenant: false };
  const reader = { userId: 1, roles: [] as number[], clientId: null, candidatId: null };
  it('names the family, the relative, the agent and the agency, and nobody else', () => {
    expect(lecteurOf({ ...reader, roles: [ROLE.CLIENT], clientId: 10 }, mission)).toBe('famille');
    expect(lecteurOf({ ...reader, roles: [ROLE.CLIENT], clientId: 11 }, mission)).toBeNull();
    expect(lecteurOf(reader, { ...mission, isProche: true })).toBe('proche');
    expect(
      lecteurOf(
        { ...reader, roles: [ROLE.AGENT], candidatId: 3 },
        { ...mission, isIntervenant: true },
      ),
    ).toBe('intervenant');
    expect(lecteurOf({ ...reader, roles: [ROLE.AGENT], candidatId: 3 }, mission)).toBeNull();
    expect(lecteurOf({ ...reader, roles: [ROLE.COMMERCIAL] }, mission)).toBe('agence');
    expect(lecteurOf({ ...reader, roles: [ROLE.ADMINISTRATEUR] }, mission)).toBe('agence');
    expect(lecteurOf({ ...reader, roles: [ROLE.RECRUTEMENT] }, mission)).toBeNull();
    expect(lecteurOf({ ...reader, roles: [ROLE.COMPTABILITE] }, mission)).toBeNull();
  });
});
