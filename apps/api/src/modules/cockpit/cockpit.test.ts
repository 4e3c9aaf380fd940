import { NOTIF_TYPE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conges } from '../../db/schema/candidat-declarations.ts';
import { clients } from '../../db/schema/clients.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { users } from '../../db/schema/users.ts';
import {
  clientSession,
  devisUrl,
  draftedLibreDevis,
  planningDraftOfASignedQuote,
  signDevis,
  submitBesoin,
} from '../../../test/fixtures-devis.ts';
import {
  aSpotOfItsOwn,
  at,
  aVisit,
  checkIn,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  expectRefusal,
  interventionRow,
  notificationsOf,
  setClock,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { bearer, createUser, madeForEachTest, signIn } from '../../../test/helper.ts';

/*
 * The commercial cockpit (docs/cockpit.md). The test clock starts on Monday 2026-03-02 at 09:00
 * UTC and is set back there before each test. One database for the file: each test looks only at
 * the tasks of the clients, missions and agents it made.
 */

const { t, post, get } = suiteOfTheFile({ setClockBeforeEach: true });
const own = madeForEachTest(async () => ({ operator: await createOperator(t, [3]) }));

/** The commercial cockpit's counts (badges) as the holder of `token` reads them. */
const countsOf = async (token: string) =>
  (await get('/api/client-cockpit/commercial/counts', token)).json().data;

interface Tache {
  id: number;
  type: string;
  titre: string;
  note: string | null;
  client_id: number | null;
  candidat_id: number | null;
  mission_id: number | null;
  devis_id: number | null;
  intervention_id: number | null;
  creneaux: { date: string; time_debut: string; time_fin: string }[];
  intervention_ids: number[];
  liens: { kind: string; id: number }[];
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  is_traitee: boolean;
  is_cloture_auto: boolean;
}

/** Every task of the cockpit the caller sees with the filter (all pages). */
async function taches(token: string, filter: object = {}): Promise<Tache[]> {
  const all: Tache[] = [];
  for (let page = 1; page < 50; page += 1) {
    const response = await post(`/api/client-cockpit/commercial?page=${page}`, token, filter);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { items: Tache[]; total: number };
    all.push(...data.items);
    if (all.length >= data.total || data.items.length === 0) break;
  }
  return all;
}

const openOf = async (token: string, where: (t: Tache) => boolean, filter: object = {}) =>
  (await taches(token, filter)).filter(where);

const aBackOfficeUser = async (roles: number[], manager = false) => {
  const account = await createOperator(t, roles);
  if (manager)
    await t.database.db
      .update(users)
      .set({ role_manager: true })
      .where(eq(users.id, account.userId));
  return account;
};

describe('who may use the commercial cockpit', () => {
  it('a commercial operator reads it; recruitment, agents and clients are refused (403), nobody signed in 401', async () => {
    expect((await post('/api/client-cockpit/commercial', own.operator.token, {})).statusCode).toBe(
      200,
    );
    expect(
      (await get('/api/client-cockpit/commercial/counts', own.operator.token)).statusCode,
    ).toBe(200);
    const recrutement = await createOperator(t, [2]);
    const client = await createClientAccount(t);
    const agent = await createAgentAccount(t);
    for (const token of [recrutement.token, client.token, agent.token]) {
      for (const [url, body] of [
        ['/api/client-cockpit/commercial', {}],
        ['/api/client-cockpit/commercial/affect-tache', { tache_id: 1, user_id: null }],
        ['/api/client-cockpit/commercial/traiter', { tache_id: 1 }],
        ['/api/client-cockpit/commercial/reaffecter', { intervention_id: 1, candidat_id: 1 }],
      ] as const) {
        const response = await post(url, token, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
      expect((await get('/api/client-cockpit/commercial/counts', token)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/client-cockpit/commercial' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an unknown task type is a French 400 on its field', async () => {
    const response = await post('/api/client-cockpit/commercial', own.operator.token, {
      type: 'nimporte_quoi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.type).toBe('Type de tâche inconnu.');
  });
});

describe('event tasks', () => {
  it('a public request and a call-back asked appear, each with its type and a link to the client', async () => {
    const email = `prospect-${Date.now()}@exemple.fr`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client',
      payload: {
        civilite: 'Mme',
        nom: 'Martin',
        prenom: 'Claire',
        email,
        mobile: '0612345678',
        codep: '75011',
        ville: 'Paris',
        client_besoin_skill_id: 1,
        accept_rgpd: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const prospectId = created.json().data.id as number;
    const [publique] = await openOf(own.operator.token, (x) => x.client_id === prospectId, {
      type: 'demande_publique',
    });
    expect(publique).toMatchObject({ type: 'demande_publique', titre: 'Rappeler le prospect' });
    expect(publique!.liens).toContainEqual(
      expect.objectContaining({ kind: 'client', id: prospectId }),
    );

    const client = await createClientAccount(t);
    const before = await countsOf(own.operator.token);
    const recall = await post('/api/alerte/client-ask-recall', client.token, {
      client_id: client.clientId,
      telephone: '0611223344',
    });
    expect(recall.statusCode).toBe(200);
    // The badges follow without reloading the list: one more open call-back.
    const after = await countsOf(own.operator.token);
    expect(after.par_type.rappel).toBe(before.par_type.rappel + 1);
    expect(after.ouvertes).toBe(before.ouvertes + 1);
    const [rappel] = await openOf(own.operator.token, (x) => x.client_id === client.clientId, {
      type: 'rappel',
    });
    expect(rappel?.note).toContain('0611223344');
  });
});

describe('tasks derived from quotes', () => {
  it('a need submitted is a new need; after DEVIS_RELANCE_JOURS days unsigned it becomes a quote to follow up; signed, it is gone', async () => {
    const session = await clientSession(t);
    const devis = await submitBesoin(t, session);
    const mine = (x: Tache) => x.devis_id === devis.id;
    expect((await openOf(own.operator.token, mine)).map((x) => x.type)).toEqual(['nouveau_besoin']);

    setClock(t, at('2026-03-09T09:30:00Z'));
    // A week later: fresh sessions (access tokens last an hour).
    own.operator = await createOperator(t, [3]);
    session.token = (await signIn(t, session.email)).access_token;
    expect((await openOf(own.operator.token, mine)).map((x) => x.type)).toEqual([
      'devis_non_signe',
    ]);
    const closed = await openOf(own.operator.token, mine, { is_traitee: true });
    expect(closed).toEqual([
      expect.objectContaining({ type: 'nouveau_besoin', is_traitee: true, is_cloture_auto: true }),
    ]);

    expect((await signDevis(t, session, devis.id)).status).toBe(200);
    // Signed on Monday 10:30 with its first visit at 16:30 the same day: the quote's own tasks are
    // gone, and the lead-time alert (issue 22, point 7) asks for an agent at once.
    expect((await openOf(own.operator.token, mine)).map((x) => [x.type, x.titre])).toEqual([
      ['autre', `Démarrage sous 24 h : trouver un intervenant (devis ${devis.reference})`],
    ]);
  });

  it('a quote drafted by the back office is to build until it is sent or deleted', async () => {
    const client = await createClientAccount(t);
    const id = await draftedLibreDevis(t, own.operator.token, client.clientId);
    const mine = (x: Tache) => x.devis_id === id;
    expect(await openOf(own.operator.token, mine)).toEqual([
      expect.objectContaining({ type: 'devis_a_construire', client_id: client.clientId }),
    ]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: devisUrl(t, id).replace('/api/devis/', '/api/devis/delete/'),
      headers: bearer(own.operator.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await openOf(own.operator.token, mine)).toEqual([]);
  });
});

describe('slots without an agent', () => {
  it('a mission with interventions to come without agent is one task per mission, closed once an agent holds them', async () => {
    const client = await createClientAccount(t, aSpotOfItsOwn());
    const agent = await createAgentAccount(t);
    const { missionId, interventionIds } = await createMission(
      t,
      { client_id: client.clientId, reference: `M-SANS-${Date.now()}` },
      {
        interventions: [
          { date_debut: at('2026-03-10T09:00:00Z'), date_fin: at('2026-03-10T12:00:00Z') },
          { date_debut: at('2026-03-17T09:00:00Z'), date_fin: at('2026-03-17T12:00:00Z') },
        ],
      },
    );
    const mine = (x: Tache) => x.mission_id === missionId;
    const first = await openOf(own.operator.token, mine);
    expect(first).toEqual([
      expect.objectContaining({ type: 'creneaux_sans_agent', intervention_ids: interventionIds }),
    ]);
    // Reading again neither duplicates nor changes it.
    expect((await openOf(own.operator.token, mine)).map((x) => x.id)).toEqual([first[0]!.id]);
    await t.database.db
      .update(interventions)
      .set({ candidat_id: agent.candidatId })
      .where(eq(interventions.mission_id, missionId));
    expect(await openOf(own.operator.token, mine)).toEqual([]);
    // Taken off the agent again: the same task opens again.
    await t.database.db
      .update(interventions)
      .set({ candidat_id: null })
      .where(eq(interventions.id, interventionIds[1]!));
    const again = await openOf(own.operator.token, mine);
    expect(again.map((x) => [x.id, x.intervention_ids])).toEqual([
      [first[0]!.id, [interventionIds[1]]],
    ]);
  });
});

describe('absences and leave that leave interventions uncovered', () => {
  it('a one-day absence reads « le 10/03 de 08:00 à 23:30 » on its task and its notification, which counts what the task lists', async () => {
    // Issue 22: the task read « Absent du 10/03/2026 au 11/03/2026 » (the wall clock read as an
    // instant), the notification « du 2026-03-10 08:00 » under « Compte » and counted 2 where the
    // task listed 1.
    const spot = aSpotOfItsOwn();
    const client = await createClientAccount(t, spot);
    const absent = await createAgentAccount(t, { position: spot, prenom: 'Nadia' });
    const { missionId, horaireIds } = await createMission(
      t,
      { client_id: client.clientId },
      {
        horaires: [
          { day: 2, start_time: '09:00', end_time: '12:00', candidat_id: absent.candidatId },
        ],
      },
    );
    const [onSlot, oneOff] = await t.database.db
      .insert(interventions)
      .values([
        {
          client_id: client.clientId,
          mission_id: missionId,
          candidat_id: absent.candidatId,
          dt_dispo_client_id: horaireIds[0]!,
          date_debut: at('2026-03-10T09:00:00Z'),
          date_fin: at('2026-03-10T12:00:00Z'),
        },
        {
          client_id: client.clientId,
          mission_id: missionId,
          candidat_id: absent.candidatId,
          date_debut: at('2026-03-10T14:00:00Z'),
          date_fin: at('2026-03-10T16:00:00Z'),
        },
      ])
      .returning({ id: interventions.id });
    const declared = await post('/api/candidat/absences/save', absent.token, {
      candidat_id: absent.candidatId,
      debut: '2026-03-10',
      fin: '2026-03-10',
      time_debut: '08:00',
      time_fin: '23:30',
      motif: 'maladie',
    });
    expect(declared.statusCode, declared.body).toBe(201);
    expect((await interventionRow(t, oneOff!.id)).candidat_id).toBeNull();

    const mine = (x: Tache) => x.candidat_id === absent.candidatId;
    const [tache] = await openOf(own.operator.token, mine, { type: 'absence_non_couverte' });
    expect(tache!.note).toBe(
      'Absent le 10/03/2026 de 08:00 à 23:30. 1 intervention à confier à un autre agent.',
    );
    expect(tache!.intervention_ids).toEqual([onSlot!.id]);

    const [told] = (await notificationsOf(t, own.operator.userId)).filter(
      (n) => n.title === 'Absence déclarée' && (n.body ?? '').includes('Nadia'),
    );
    expect(told!.notification_type_id).toBe(NOTIF_TYPE.INTERVENTION);
    expect(told!.body).toMatch(
      /^Nadia .+ est absent le 10\/03\/2026 de 08:00 à 23:30 : 1 intervention à confier à un autre agent\. 1 autre intervention de la période n'a plus d'agent\.$/,
    );
    expect(told!.body).toContain(`${tache!.intervention_ids.length} intervention à confier`);
  });

  it('an absence lists its interventions with replacements (not the absent agent); reassigning tells the client and both agents and closes the task', async () => {
    const spot = aSpotOfItsOwn();
    const client = await createClientAccount(t, spot);
    const absent = await createAgentAccount(t, { position: spot, prenom: 'Karim' });
    const remplacant = await createAgentAccount(t, { position: spot, prenom: 'Inès' });
    const sansCompetence = await createAgentAccount(t, { position: spot, competences: [4] });
    const { horaireIds } = await createMission(
      t,
      { client_id: client.clientId },
      {
        horaires: [
          { day: 2, start_time: '09:00', end_time: '12:00', candidat_id: absent.candidatId },
        ],
      },
    );
    const [row] = await t.database.db
      .insert(interventions)
      .values({
        client_id: client.clientId,
        mission_id: (await createMission(t, { client_id: client.clientId })).missionId,
        candidat_id: absent.candidatId,
        dt_dispo_client_id: horaireIds[0]!,
        date_debut: at('2026-03-10T09:00:00Z'),
        date_fin: at('2026-03-10T12:00:00Z'),
      })
      .returning({ id: interventions.id });
    const interventionId = row!.id;
    const declared = await post('/api/candidat/absences/save', absent.token, {
      candidat_id: absent.candidatId,
      debut: '2026-03-09',
      fin: '2026-03-11',
      time_debut: '08:00',
      time_fin: '20:00',
      motif: 'maladie',
    });
    expect(declared.statusCode).toBe(201);
    // The absence took the intervention off the agent: it is still the absent agent's to cover.
    expect((await interventionRow(t, interventionId)).candidat_id).toBeNull();

    const mine = (x: Tache) => x.candidat_id === absent.candidatId;
    const [tache] = await openOf(own.operator.token, mine, { type: 'absence_non_couverte' });
    expect(tache).toMatchObject({ intervention_ids: [interventionId] });
    expect(tache!.titre).toContain('Karim');

    const replacements = await post(
      '/api/client-cockpit/commercial/remplacements',
      own.operator.token,
      {
        tache_id: tache!.id,
      },
    );
    expect(replacements.statusCode).toBe(200);
    const [entry] = replacements.json().data;
    expect(entry.intervention.id).toBe(interventionId);
    expect(entry.agent_absent_id).toBe(absent.candidatId);
    const ids = entry.remplacants.map((a: { candidat: { id: number } }) => a.candidat.id);
    expect(ids).toContain(remplacant.candidatId);
    expect(ids).not.toContain(absent.candidatId);
    expect(ids).not.toContain(sansCompetence.candidatId);

    const refused = await post('/api/client-cockpit/commercial/reaffecter', own.operator.token, {
      intervention_id: interventionId,
      candidat_id: sansCompetence.candidatId,
    });
    expectRefusal(refused, 'AGENT_NOT_ELIGIBLE');

    const done = await post('/api/client-cockpit/commercial/reaffecter', own.operator.token, {
      intervention_id: interventionId,
      candidat_id: remplacant.candidatId,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.candidat_id).toBe(remplacant.candidatId);
    const titles = async (userId: number) => (await notificationsOf(t, userId)).map((n) => n.title);
    expect(await titles(client.userId)).toContain('Intervenant confirmé');
    expect(await titles(remplacant.userId)).toContain('Nouvelle intervention');
    expect(await titles(absent.userId)).toContain('Intervention supprimée');
    expect(await openOf(own.operator.token, mine, { type: 'absence_non_couverte' })).toEqual([]);

    // The same agent twice, or an intervention already past: refused with their codes.
    expectRefusal(
      await post('/api/client-cockpit/commercial/reaffecter', own.operator.token, {
        intervention_id: interventionId,
        candidat_id: remplacant.candidatId,
      }),
      'AGENT_BUSY',
    );
    setClock(t, at('2026-03-10T10:00:00Z'));
    own.operator = await createOperator(t, [3]);
    expectRefusal(
      await post('/api/client-cockpit/commercial/reaffecter', own.operator.token, {
        intervention_id: interventionId,
        candidat_id: absent.candidatId,
      }),
      'INTERVENTION_NOT_PLANNED',
    );
    const unknown = await post('/api/client-cockpit/commercial/reaffecter', own.operator.token, {
      intervention_id: 2_000_000_000,
      candidat_id: remplacant.candidatId,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('leave asked over interventions the agent holds is a task; an agent busy then cannot replace', async () => {
    const spot = aSpotOfItsOwn();
    const client = await createClientAccount(t, spot);
    const enConge = await createAgentAccount(t, { position: spot });
    const occupe = await createAgentAccount(t, { position: spot });
    const { interventionIds } = await aVisit(t, {
      clientId: client.clientId,
      candidatId: enConge.candidatId,
      from: '2026-03-12T14:00:00Z',
      to: '2026-03-12T16:00:00Z',
    });
    await aVisit(t, {
      clientId: client.clientId,
      candidatId: occupe.candidatId,
      from: '2026-03-12T13:00:00Z',
      to: '2026-03-12T15:00:00Z',
    });
    const [conge] = await t.database.db
      .insert(conges)
      .values({ candidat_id: enConge.candidatId, date_debut: '2026-03-12', date_fin: '2026-03-13' })
      .returning();
    const mine = (x: Tache) => x.candidat_id === enConge.candidatId;
    const [tache] = await openOf(own.operator.token, mine, { type: 'absence_non_couverte' });
    expect(tache).toMatchObject({ intervention_ids: interventionIds });
    expect(tache!.titre).toContain('congé demandé');
    const replacements = await post(
      '/api/client-cockpit/commercial/remplacements',
      own.operator.token,
      {
        tache_id: tache!.id,
      },
    );
    const ids = replacements
      .json()
      .data[0].remplacants.map((a: { candidat: { id: number } }) => a.candidat.id);
    expect(ids).not.toContain(occupe.candidatId);
    expectRefusal(
      await post('/api/client-cockpit/commercial/reaffecter', own.operator.token, {
        intervention_id: interventionIds[0],
        candidat_id: occupe.candidatId,
      }),
      'AGENT_BUSY',
    );
    // Leave refused: nothing left to cover, the task closes by itself.
    await t.database.db.update(conges).set({ statut: 'refuse' }).where(eq(conges.id, conge!.id));
    expect(await openOf(own.operator.token, mine, { type: 'absence_non_couverte' })).toEqual([]);
  });

  it('leave also lists the interventions of its weekly slots left without an agent', async () => {
    const spot = aSpotOfItsOwn();
    const client = await createClientAccount(t, spot);
    const enConge = await createAgentAccount(t, { position: spot });
    const created = await createMission(
      t,
      { client_id: client.clientId },
      {
        horaires: [
          { day: 4, start_time: '14:00', end_time: '16:00', candidat_id: enConge.candidatId },
        ],
        interventions: [
          {
            candidat_id: enConge.candidatId,
            date_debut: at('2026-03-12T09:00:00Z'),
            date_fin: at('2026-03-12T11:00:00Z'),
          },
        ],
      },
    );
    // The slot's intervention of that Thursday was taken off the agent: nobody holds it.
    const [freed] = await t.database.db
      .insert(interventions)
      .values({
        mission_id: created.missionId,
        client_id: client.clientId,
        candidat_id: null,
        dt_dispo_client_id: created.horaireIds[0],
        date_debut: at('2026-03-12T14:00:00Z'),
        date_fin: at('2026-03-12T16:00:00Z'),
      })
      .returning({ id: interventions.id });
    await t.database.db.insert(conges).values({
      candidat_id: enConge.candidatId,
      date_debut: '2026-03-12',
      date_fin: '2026-03-13',
    });
    const mine = (x: Tache) => x.candidat_id === enConge.candidatId;
    const [tache] = await openOf(own.operator.token, mine, { type: 'absence_non_couverte' });
    expect(tache).toMatchObject({ intervention_ids: [created.interventionIds[0], freed!.id] });
  });
});

describe('assigning, freeing and treating tasks', () => {
  /** A fresh call-back task of a client of its own. */
  async function aRecallTask() {
    const client = await createClientAccount(t);
    await post('/api/alerte/client-ask-recall', client.token, {
      client_id: client.clientId,
      telephone: '0611223344',
    });
    const [tache] = await openOf(own.operator.token, (x) => x.client_id === client.clientId, {
      type: 'rappel',
    });
    return tache!;
  }

  it('a commercial operator gives a task to a colleague or frees it; not to recruitment, a client or an unknown user (400); an unknown task is 404', async () => {
    const tache = await aRecallTask();
    const colleague = await aBackOfficeUser([1, 3]);
    const given = await post('/api/client-cockpit/commercial/affect-tache', own.operator.token, {
      tache_id: tache.id,
      user_id: colleague.userId,
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toMatchObject({ assigned_user_id: colleague.userId });
    expect(given.json().data.assigned_user_name).toEqual(expect.any(String));

    const freed = await post('/api/client-cockpit/commercial/affect-tache', colleague.token, {
      tache_id: tache.id,
      user_id: null,
    });
    expect(freed.json().data.assigned_user_id).toBeNull();

    const recrutement = await aBackOfficeUser([2]);
    const client = await createClientAccount(t);
    for (const userId of [recrutement.userId, client.userId, 2_000_000_000]) {
      const refused = await post(
        '/api/client-cockpit/commercial/affect-tache',
        own.operator.token,
        {
          tache_id: tache.id,
          user_id: userId,
        },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.user_id).toMatch(/équipe commerciale/);
    }
    const unknown = await post('/api/client-cockpit/commercial/affect-tache', own.operator.token, {
      tache_id: 2_000_000_000,
      user_id: null,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Tâche introuvable.');
    // A recruitment task is not the commercial cockpit's.
    const [recrutementTache] = await t.database.db
      .insert(cockpit_taches)
      .values({ kind: 'recrutement', title: 'Appeler le candidat' })
      .returning();
    const other = await post('/api/client-cockpit/commercial/affect-tache', own.operator.token, {
      tache_id: recrutementTache!.id,
      user_id: null,
    });
    expect(other.statusCode).toBe(404);
  });

  it("a non-manager sees their tasks and those nobody holds, not a colleague's, and cannot take it back; a manager sees and moves everyone's", async () => {
    const tache = await aRecallTask();
    const colleague = await aBackOfficeUser([3]);
    const manager = await aBackOfficeUser([3], true);
    await post('/api/client-cockpit/commercial/affect-tache', own.operator.token, {
      tache_id: tache.id,
      user_id: colleague.userId,
    });
    const isIt = (x: Tache) => x.id === tache.id;
    expect(await openOf(own.operator.token, isIt)).toEqual([]);
    expect(await openOf(colleague.token, isIt, { mine: true })).toHaveLength(1);
    expect(await openOf(manager.token, isIt)).toHaveLength(1);
    // An administrator sees what a manager sees (docs/roles.md).
    const admin = await aBackOfficeUser([1]);
    expect(await openOf(admin.token, isIt)).toHaveLength(1);
    expect(await openOf(manager.token, isIt, { assigned_user_id: colleague.userId })).toHaveLength(
      1,
    );
    const counts = await countsOf(colleague.token);
    expect(counts.mes_taches).toBeGreaterThanOrEqual(1);

    const taken = await post('/api/client-cockpit/commercial/affect-tache', own.operator.token, {
      tache_id: tache.id,
      user_id: own.operator.userId,
    });
    expect(taken.statusCode).toBe(403);
    const treated = await post('/api/client-cockpit/commercial/traiter', own.operator.token, {
      tache_id: tache.id,
    });
    expect(treated.statusCode).toBe(403);
    const moved = await post('/api/client-cockpit/commercial/affect-tache', manager.token, {
      tache_id: tache.id,
      user_id: own.operator.userId,
    });
    expect(moved.statusCode).toBe(200);
    expect(await openOf(own.operator.token, isIt, { mine: true })).toHaveLength(1);
  });

  it('a treated task leaves the open list, keeps its note, and can be opened again', async () => {
    const tache = await aRecallTask();
    const done = await post('/api/client-cockpit/commercial/traiter', own.operator.token, {
      tache_id: tache.id,
      note: 'Rappelée, rendez-vous pris.',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ is_traitee: true, is_cloture_auto: false });
    expect(done.json().data.note).toContain('Traitement : Rappelée, rendez-vous pris.');
    const isIt = (x: Tache) => x.id === tache.id;
    expect(await openOf(own.operator.token, isIt)).toEqual([]);
    expect(await openOf(own.operator.token, isIt, { is_traitee: true })).toHaveLength(1);
    const reopened = await post('/api/client-cockpit/commercial/traiter', own.operator.token, {
      tache_id: tache.id,
      is_traitee: false,
    });
    expect(reopened.json().data.is_traitee).toBe(false);
    expect(await openOf(own.operator.token, isIt)).toHaveLength(1);
  });
});

describe('"Transmettre mon planning"', () => {
  it("the client's planning of a signed quote reaches the cockpit as a task with its dated slots, once", async () => {
    const client = await createClientAccount(t);
    const { devis, draft } = await planningDraftOfASignedQuote(t, client, [
      { day: 4, time_debut: '16:30', time_fin: '19:00' },
      { day: 1, time_debut: '16:30', time_fin: '19:00' },
    ]);
    expect(draft.statusCode).toBe(200);
    const body = { client_id: client.clientId, brouillon_id: draft.json().data.id };
    const sent = await post('/api/client-cockpit/demande-planning', client.token, body);
    expect(sent.statusCode).toBe(200);
    const again = await post('/api/client-cockpit/demande-planning', client.token, body);
    expect(again.json().data.tache_id).toBe(sent.json().data.tache_id);
    const found = await openOf(own.operator.token, (x) => x.client_id === client.clientId, {
      type: 'demande_planning',
    });
    expect(found).toEqual([
      expect.objectContaining({
        id: sent.json().data.tache_id,
        devis_id: devis.id,
        creneaux: [
          { date: '2026-03-09', time_debut: '16:30', time_fin: '19:00' },
          { date: '2026-03-12', time_debut: '16:30', time_fin: '19:00' },
        ],
      }),
    ]);

    const other = await createClientAccount(t);
    const notHers = await post('/api/client-cockpit/demande-planning', other.token, body);
    expect(notHers.statusCode).toBe(403);
    const needDraft = await post('/api/devis/brouillons/save', client.token, {
      client_id: client.clientId,
      kind: 'besoin',
      service: 1,
    });
    const wrongKind = await post('/api/client-cockpit/demande-planning', client.token, {
      client_id: client.clientId,
      brouillon_id: needDraft.json().data.id,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error.fields.brouillon_id).toBeDefined();
  });
});

describe('check-in on an address without coordinates', () => {
  it('is refused with ADDRESS_NOT_LOCATED and opens one "place the address" task, closed once the address is placed', async () => {
    const { email, clientId } = await createUser(t, { roles: [5] });
    await signIn(t, email);
    const agent = await createAgentAccount(t);
    const { interventionIds } = await aVisit(t, {
      clientId: clientId!,
      candidatId: agent.candidatId,
      from: '2026-03-02T09:00:00Z',
      to: '2026-03-02T12:00:00Z',
    });
    const refused = await checkIn(t, agent, interventionIds[0]!);
    const error = expectRefusal(refused, 'ADDRESS_NOT_LOCATED');
    expect(error.message).toMatch(/pas encore placée sur la carte.*L'agence est prévenue/);
    await checkIn(t, agent, interventionIds[0]!);
    const mine = (x: Tache) => x.client_id === clientId;
    const found = await openOf(own.operator.token, mine, { type: 'adresse_a_localiser' });
    expect(found).toEqual([
      expect.objectContaining({
        intervention_id: interventionIds[0],
        titre: expect.stringMatching(/Placer l'adresse/),
      }),
    ]);
    await t.database.db
      .update(clients)
      .set({ lat: 48.85, lng: 2.35 })
      .where(eq(clients.id, clientId!));
    expect(await openOf(own.operator.token, mine, { type: 'adresse_a_localiser' })).toEqual([]);
  });
});
