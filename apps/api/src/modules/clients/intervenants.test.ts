import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidat_infos_supp, candidats } from '../../db/schema/candidat-profile.ts';
import { clients } from '../../db/schema/clients.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { intervention_avis } from '../../db/schema/interventions.ts';
import { client_intervenant_preferences } from '../../db/schema/preferences.ts';
import { scenarios } from '../../db/schema/scenarios.ts';
import {
  agentSearchSuite,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  expectRefusal,
  interventionRow,
  notificationsOf,
  TUESDAYS_AND_THURSDAYS,
  type AgentAccount,
  type ClientAccount,
} from '../../../test/fixtures-missions.ts';
import { bearer, encrypted } from '../../../test/helper.ts';

/*
 * Agent profiles (issue 25, point 3; docs/intervenants.md): what a family reads of the agents
 * planned or proposed for it, its preferred and set-aside agents and what planning does with them,
 * and the agent's own public profile. The clock starts on Monday 2026-03-02 at 09:00 UTC; each
 * test has its own spot, client and agents.
 */

const { t, post, get, db, own } = agentSearchSuite();

const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

const profilUrl = (candidatId: number) => `/api/client/intervenants/${encrypted(t, candidatId)}`;
const choose = (client: ClientAccount, agent: AgentAccount, body: object) =>
  put(`${profilUrl(agent.candidatId)}/preference`, client.token, body);

const day = (iso: string) => ({
  date_debut: at(`${iso}T09:00:00Z`),
  date_fin: at(`${iso}T12:00:00Z`),
});

/** Visits of the agent at the client's: one done last month, one planned next week. */
async function plannedAt(client: ClientAccount, agent: AgentAccount) {
  return createMission(
    t,
    { client_id: client.clientId, date_debut: at('2026-02-01T00:00:00Z') },
    {
      interventions: [
        { candidat_id: agent.candidatId, statut: 'terminee', ...day('2026-02-10') },
        { candidat_id: agent.candidatId, statut: 'planifiee', ...day('2026-03-10') },
      ],
    },
  );
}

async function nameClient(client: ClientAccount, prenom: string, nom: string) {
  await db().update(clients).set({ prenom, nom }).where(eq(clients.id, client.clientId));
}

async function review(
  client: ClientAccount,
  agent: AgentAccount,
  note: number,
  commentaire: string,
  when: string,
) {
  const { interventionIds } = await createMission(
    t,
    { client_id: client.clientId, date_debut: at('2026-01-01T00:00:00Z') },
    { interventions: [{ candidat_id: agent.candidatId, statut: 'terminee', ...day(when) }] },
  );
  await db()
    .insert(intervention_avis)
    .values({
      intervention_id: interventionIds[0]!,
      candidat_id: agent.candidatId,
      client_id: client.clientId,
      note,
      commentaire,
      created_at: at(`${when}T15:00:00Z`),
    });
}

describe('a family reads the profile of its agents', () => {
  it('shows the presentation, skills, languages, experience, rating and the latest five reviews', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Fatou', position: own.nearby });
    await db()
      .update(candidats)
      .set({ nom: 'Diallo', presentation: 'Douce et ponctuelle.' })
      .where(eq(candidats.id, agent.candidatId));
    await db()
      .insert(candidat_infos_supp)
      .values({
        candidat_id: agent.candidatId,
        langues: ['français', 'wolof'],
        experience: 'Six ans auprès de familles parisiennes.',
        experience_annees: 6,
        competence_ids: [1, 3],
      });
    await plannedAt(own.client, agent);
    await nameClient(own.client, 'Claire', 'Martin');
    const other = await createClientAccount(t);
    await nameClient(other, 'Paul', 'Lefèvre');
    await review(own.client, agent, 5, 'Parfait.', '2026-02-03');
    for (const [n, date] of ['2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07'].entries())
      await review(other, agent, 4, `Très bien ${n}`, date);
    await review(other, agent, 3, 'Un peu en retard.', '2026-01-20');

    const response = await get(profilUrl(agent.candidatId), own.client.token);
    expect(response.statusCode).toBe(200);
    const profil = response.json().data;
    expect(profil).toMatchObject({
      id: agent.candidatId,
      prenom: 'Fatou',
      nom_initiale: 'D.',
      presentation: 'Douce et ponctuelle.',
      services: [{ id: 1, label: expect.any(String), annees_experience: null }],
      competences: ['Ménage', 'Vitres'],
      langues: ['français', 'wolof'],
      experience_annees: 6,
      experience: 'Six ans auprès de familles parisiennes.',
      nb_avis: 6,
      note_moyenne: 4,
      is_planifie: true,
      is_propose: false,
      preference: null,
    });
    // The latest five, newest first; each reviewer as « Prénom N. ».
    expect(profil.avis.map((a: { auteur: string; note: number }) => [a.auteur, a.note])).toEqual([
      ['Paul L.', 4],
      ['Paul L.', 4],
      ['Paul L.', 4],
      ['Paul L.', 4],
      ['Claire M.', 5],
    ]);
    const text = response.body;
    for (const secret of ['Diallo', 'Lefèvre', 'Martin', 'Un peu en retard.', '@exemple.fr'])
      expect(text).not.toContain(secret);
  });

  it('lists the agents planned or proposed for the family, with its choice', async () => {
    const planned = await createAgentAccount(t, { prenom: 'Inès', position: own.nearby });
    const proposed = await createAgentAccount(t, { prenom: 'Jade', position: own.nearby });
    const stranger = await createAgentAccount(t, { prenom: 'Katia', position: own.nearby });
    await plannedAt(own.client, planned);
    await db()
      .insert(scenarios)
      .values({
        client_id: own.client.clientId,
        payload: { candidat_id: proposed.candidatId, titre: 'Proposition 1' },
        token: `tok-${proposed.candidatId}-${Date.now()}`,
      });
    expect((await choose(own.client, planned, { preference: 'prefere' })).statusCode).toBe(200);

    const response = await get('/api/client/intervenants', own.client.token);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as {
      id: number;
      is_planifie: boolean;
      is_propose: boolean;
      preference: string | null;
    }[];
    expect(list.map((a) => a.id).sort()).toEqual([planned.candidatId, proposed.candidatId].sort());
    expect(list.find((a) => a.id === planned.candidatId)).toMatchObject({
      is_planifie: true,
      is_propose: false,
      preference: 'prefere',
    });
    expect(list.find((a) => a.id === proposed.candidatId)).toMatchObject({
      is_planifie: false,
      is_propose: true,
      preference: null,
    });
    // A proposed agent's profile is the family's to read; an agent never planned nor proposed is not.
    expect((await get(profilUrl(proposed.candidatId), own.client.token)).statusCode).toBe(200);
    expect((await get(profilUrl(stranger.candidatId), own.client.token)).statusCode).toBe(404);
  });

  it("refuses another family's agent, the agents themselves and the back office", async () => {
    const agent = await createAgentAccount(t, { prenom: 'Léa', position: own.nearby });
    await plannedAt(own.client, agent);
    const other = await createClientAccount(t);

    // Another family: the agent was never planned there (404), and it cannot choose about it.
    const read = await get(profilUrl(agent.candidatId), other.token);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toMatch(/ni planifié ni proposé/);
    expect((await choose(other, agent, { preference: 'ecarte' })).statusCode).toBe(404);
    expect(
      await db()
        .select()
        .from(client_intervenant_preferences)
        .where(eq(client_intervenant_preferences.candidat_id, agent.candidatId)),
    ).toHaveLength(0);
    // An agent (even the one concerned) and the back office: not theirs (403).
    for (const token of [agent.token, own.operator.token]) {
      expect((await get(profilUrl(agent.candidatId), token)).statusCode).toBe(403);
      expect((await get('/api/client/intervenants', token)).statusCode).toBe(403);
      expect(
        (await put(`${profilUrl(agent.candidatId)}/preference`, token, { preference: 'ecarte' }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('refuses an unknown preference in French', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Maya', position: own.nearby });
    await plannedAt(own.client, agent);
    const response = await choose(own.client, agent, { preference: 'adore' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe("the family's choices and planning", () => {
  const agentsDispos = async (missionId: number) => {
    const response = await post(
      `/api/missions/agents-dispos/${encrypted(t, missionId)}`,
      own.operator.token,
      { date_debut: '2026-03-09' },
    );
    expect(response.statusCode).toBe(200);
    return response.json().data as { candidat: { id: number }; raisons: string[] }[];
  };

  it('ranks the preferred agent first and never proposes an agent set aside', async () => {
    // Near is 1 km away, far 8 km: without a choice, near comes first.
    const near = await createAgentAccount(t, { prenom: 'Nina', position: own.nearby });
    const far = await createAgentAccount(t, {
      prenom: 'Olga',
      position: { lat: own.spot.lat + 0.07, lng: own.spot.lng },
    });
    const setAside = await createAgentAccount(t, {
      prenom: 'Pia',
      position: { lat: own.spot.lat, lng: own.spot.lng + 0.005 },
    });
    for (const agent of [near, far, setAside])
      await createMission(
        t,
        { client_id: own.client.clientId, date_debut: at('2026-01-01T00:00:00Z') },
        { interventions: [{ candidat_id: agent.candidatId, ...day('2026-06-01') }] },
      );
    const { missionId } = await createMission(
      t,
      { client_id: own.client.clientId, date_debut: at('2026-03-02T00:00:00Z') },
      { horaires: TUESDAYS_AND_THURSDAYS },
    );
    const before = (await agentsDispos(missionId)).map((a) => a.candidat.id);
    expect(before.indexOf(near.candidatId)).toBeLessThan(before.indexOf(far.candidatId));
    expect(before).toContain(setAside.candidatId);

    expect((await choose(own.client, far, { preference: 'prefere' })).statusCode).toBe(200);
    const ecarte = await choose(own.client, setAside, {
      preference: 'ecarte',
      motif: 'Trop pressée.',
    });
    expect(ecarte.statusCode).toBe(200);
    expect(ecarte.json().data.preference).toBe('ecarte');

    const after = await agentsDispos(missionId);
    expect(after.map((a) => a.candidat.id)).toEqual([far.candidatId, near.candidatId]);
    expect(after[0]!.raisons[0]).toBe('Intervenant préféré de la famille');

    // Choosing it explicitly is refused, whoever does it.
    const plan = await post(
      `/api/missions/create-interventions-for-mission/${encrypted(t, missionId)}/${encrypted(t, setAside.candidatId)}`,
      own.operator.token,
      { date_debut: '2026-03-09', date_fin: '2026-03-15' },
    );
    const error = expectRefusal(plan, 'INTERVENANT_ECARTE');
    expect(error.message).toMatch(/Pia/);

    // Nor can the cockpit give it one of the family's visits to replace another agent.
    const visit = await createMission(
      t,
      { client_id: own.client.clientId, date_debut: at('2026-03-02T00:00:00Z') },
      { interventions: [{ candidat_id: near.candidatId, ...day('2026-03-12') }] },
    );
    const reassign = await post('/api/client-cockpit/commercial/reaffecter', own.operator.token, {
      intervention_id: visit.interventionIds[0]!,
      candidat_id: setAside.candidatId,
    });
    expectRefusal(reassign, 'INTERVENANT_ECARTE');
    expect((await interventionRow(t, visit.interventionIds[0]!)).candidat_id).toBe(near.candidatId);

    // Withdrawn, the agent is proposed again.
    expect((await choose(own.client, setAside, { preference: null })).statusCode).toBe(200);
    expect((await agentsDispos(missionId)).map((a) => a.candidat.id)).toContain(
      setAside.candidatId,
    );
  });

  it('tells the agency (never the agent) and leaves the planned visits for it to replace', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Rose', position: own.nearby });
    const { interventionIds } = await plannedAt(own.client, agent);
    await nameClient(own.client, 'Claire', 'Martin');

    const response = await choose(own.client, agent, {
      preference: 'ecarte',
      motif: 'Pas à l’aise.',
    });
    expect(response.statusCode).toBe(200);

    // The planned visit keeps its agent until the agency replaces it.
    expect((await interventionRow(t, interventionIds[1]!)).candidat_id).toBe(agent.candidatId);
    const agency = await notificationsOf(t, own.operator.userId);
    const told = agency.filter((n) => n.title === 'Intervenant écarté par une famille');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/Claire Martin ne souhaite plus recevoir Rose B\./);
    expect(told[0]!.body).toMatch(/1 intervention\(s\) à venir .* remplacez-le/);
    const [tache] = await db()
      .select()
      .from(cockpit_taches)
      .where(
        and(
          eq(cockpit_taches.client_id, own.client.clientId),
          eq(cockpit_taches.candidat_id, agent.candidatId),
        ),
      );
    expect(tache?.kind).toBe('commercial');
    expect(tache?.note).toMatch(/Pas à l’aise\./);
    expect(await notificationsOf(t, agent.userId)).toEqual([]);

    // Setting it aside again does not tell the agency twice.
    await choose(own.client, agent, { preference: 'ecarte' });
    expect(
      (await notificationsOf(t, own.operator.userId)).filter(
        (n) => n.title === 'Intervenant écarté par une famille',
      ),
    ).toHaveLength(1);
  });
});

describe("the agent's public profile", () => {
  it('is written by the agent and shown as families see it', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Sana', position: own.nearby });
    const response = await put('/api/agent/profil-public', agent.token, {
      presentation: '  Aide à domicile depuis 2019.  ',
      langues: ['français', 'arabe'],
      experience: 'Auprès de personnes âgées et de jeunes enfants.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      presentation: 'Aide à domicile depuis 2019.',
      langues: ['français', 'arabe'],
      experience: 'Auprès de personnes âgées et de jeunes enfants.',
      apercu: {
        prenom: 'Sana',
        nom_initiale: 'B.',
        presentation: 'Aide à domicile depuis 2019.',
        langues: ['français', 'arabe'],
        preference: null,
      },
    });
    const read = await get('/api/agent/profil-public', agent.token);
    expect(read.json().data.presentation).toBe('Aide à domicile depuis 2019.');
    // The family it works for reads the same.
    await plannedAt(own.client, agent);
    const family = await get(profilUrl(agent.candidatId), own.client.token);
    expect(family.json().data.presentation).toBe('Aide à domicile depuis 2019.');
  });

  it('refuses in French a presentation too long and a language twice', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Tess', position: own.nearby });
    const response = await put('/api/agent/profil-public', agent.token, {
      presentation: 'a'.repeat(601),
      langues: ['français', 'Français'],
      experience: null,
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    const messages = Object.values(error.fields as Record<string, string>);
    expect(messages).toContain('600 caractères au plus.');
    expect(messages).toContain('Chaque langue une seule fois.');
    const [row] = await db().select().from(candidats).where(eq(candidats.id, agent.candidatId));
    expect(row!.presentation).toBeNull();
  });

  it('is the agent’s only: a family and the back office are refused', async () => {
    for (const token of [own.client.token, own.operator.token]) {
      expect((await get('/api/agent/profil-public', token)).statusCode).toBe(403);
      expect(
        (await put('/api/agent/profil-public', token, { presentation: 'x', langues: [] }))
          .statusCode,
      ).toBe(403);
    }
  });
});
