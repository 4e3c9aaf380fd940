import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidat_competences, candidats } from '../../db/schema/candidats.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { scenarios } from '../../db/schema/scenarios.ts';
import { signLinkToken } from '../../lib/signed-link.ts';
import {
  appOfTheFile,
  encrypted,
  madeForEachTest,
  madeForTheFile,
  type TestApp,
} from '../../../test/helper.ts';
import { call, clientSession, operatorSession } from '../../../test/fixtures-devis.ts';
import { expectRefusal } from '../../../test/fixtures-missions.ts';

const t = appOfTheFile();
const shared = madeForTheFile(async () => ({
  operator: await operatorSession(t),
}));

let scenarioCount = 0;
/**
 * An agent, Karim, and the recurring proposal of him for the client (Tuesday and Thursday,
 * from 2026-03-03), straight in the database.
 */
async function createRecurringScenario(t: TestApp, clientId: number) {
  scenarioCount += 1;
  const [agent] = await t.database.db
    .insert(candidats)
    .values({
      nom: 'Benali',
      prenom: 'Karim',
      email: `karim${scenarioCount}@exemple.fr`,
      // An active agent of the proposals' services: acceptance checks the agent can come.
      candidat_statut_id: 6,
    })
    .returning({ id: candidats.id });
  await t.database.db.insert(candidat_competences).values([
    { candidat_id: agent!.id, competence_id: 1 },
    { candidat_id: agent!.id, competence_id: 3 },
  ]);
  const [row] = await t.database.db
    .insert(scenarios)
    .values({
      client_id: clientId,
      token: `scenario-recurrent-${scenarioCount}`,
      expires_at: new Date('2026-03-20T00:00:00Z'),
      payload: {
        titre: 'Karim le mardi et le jeudi',
        client_besoin_skill_id: 1,
        candidat_id: agent!.id,
        date_debut: '2026-03-03',
        is_ponctuel: false,
        horaires: [
          { day: 2, time_debut: '09:00', time_fin: '12:00' },
          { day: 4, time_debut: '14:00', time_fin: '16:00' },
        ],
        nb_heures_semaine: 5,
        montant_estime_ttc: 120,
      },
    })
    .returning({ id: scenarios.id });
  return { scenarioId: row!.id, candidatId: agent!.id };
}

// Each test has its own clients and proposal: Alice's list only holds what the test made.
const own = madeForEachTest(async () => {
  const alice = await clientSession(t);
  const bob = await clientSession(t);
  const { scenarioId: recurringId, candidatId } = await createRecurringScenario(t, alice.clientId);
  return { alice, bob, recurringId, candidatId };
});

const listUrl = (clientId: number, token?: string) =>
  `/api/scenarios/client/${encrypted(t, clientId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
const token = (clientId: number, expiresAt = new Date('2026-03-09T00:00:00Z')) =>
  signLinkToken(t.config.jwtSecret, 'scenario-propositions', clientId, expiresAt);

describe('scenario-propositions data (public, by signed link)', () => {
  it('answers the proposals with a valid signed link and no token', async () => {
    const response = await call(t, 'GET', listUrl(own.alice.clientId, token(own.alice.clientId)));
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({
      id: own.recurringId,
      titre: 'Karim le mardi et le jeudi',
      statut: 'propose',
      agent: { id: own.candidatId, prenom: 'Karim', nom_initiale: 'B.' },
      horaires: [
        { day: 2, time_debut: '09:00', time_fin: '12:00' },
        { day: 4, time_debut: '14:00', time_fin: '16:00' },
      ],
    });
  });

  it('refuses a missing, forged, expired or other-client link with 401', async () => {
    expect((await call(t, 'GET', listUrl(own.alice.clientId))).status).toBe(401);
    expect(
      (await call(t, 'GET', listUrl(own.alice.clientId, `${token(own.alice.clientId)}x`))).status,
    ).toBe(401);
    const expired = token(own.alice.clientId, new Date('2026-03-01T00:00:00Z'));
    expect((await call(t, 'GET', listUrl(own.alice.clientId, expired))).status).toBe(401);
    expect(
      (await call(t, 'GET', listUrl(own.alice.clientId, token(own.bob.clientId)))).status,
    ).toBe(401);
    const otherScreen = signLinkToken(
      t.config.jwtSecret,
      'facturation-planifies-modal',
      own.alice.clientId,
      new Date('2026-03-09T00:00:00Z'),
    );
    expect((await call(t, 'GET', listUrl(own.alice.clientId, otherScreen))).status).toBe(401);
  });

  it('answers the owning client and the back office by access token, not another client', async () => {
    expect((await call(t, 'GET', listUrl(own.alice.clientId), own.alice)).status).toBe(200);
    expect((await call(t, 'GET', listUrl(own.alice.clientId), shared.operator)).status).toBe(200);
    const other = await call(t, 'GET', listUrl(own.alice.clientId), own.bob);
    expect(other.status).toBe(403);
  });
});

describe('create-from-scenario-app', () => {
  it("refuses another client's proposal", async () => {
    const response = await call(t, 'POST', '/api/interventions/create-from-scenario-app', own.bob, {
      scenario_id: own.recurringId,
    });
    expect(response.status).toBe(403);
  });

  it('creates the weekly slots and their first four interventions with the proposed agent', async () => {
    const response = await call(
      t,
      'POST',
      '/api/interventions/create-from-scenario-app',
      own.alice,
      {
        scenario_id: own.recurringId,
      },
    );
    expect(response.status).toBe(201);
    const created = response.body.data as { date_debut: string; candidat_id: number }[];
    expect(created).toHaveLength(8);
    expect(created[0]).toMatchObject({
      date_debut: '2026-03-03T09:00:00.000Z',
      candidat_id: own.candidatId,
      agent: { prenom: 'Karim' },
    });
    expect(created.every((i) => i.candidat_id === own.candidatId)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(scenarios)
      .where(eq(scenarios.id, own.recurringId));
    expect(row!.statut).toBe('accepte');
    const stored = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.mission_id, row!.mission_id!));
    expect(stored).toHaveLength(8);
  });

  it('refuses a second acceptance and an expired proposal, each with its code', async () => {
    const first = await call(t, 'POST', '/api/interventions/create-from-scenario-app', own.alice, {
      scenario_id: own.recurringId,
    });
    expect(first.status).toBe(201);
    const again = await call(t, 'POST', '/api/interventions/create-from-scenario-app', own.alice, {
      scenario_id: own.recurringId,
    });
    expectRefusal(again, 'SCENARIO_ALREADY_ACCEPTED');
    const [expired] = await t.database.db
      .insert(scenarios)
      .values({
        client_id: own.alice.clientId,
        token: 'scenario-expire',
        expires_at: new Date('2026-03-01T00:00:00Z'),
        payload: {
          is_ponctuel: true,
          creneaux: [{ date: '2026-03-12', time_debut: '10:00', time_fin: '12:00' }],
        },
      })
      .returning({ id: scenarios.id });
    const response = await call(
      t,
      'POST',
      '/api/interventions/create-from-scenario-app',
      own.alice,
      {
        scenario_id: expired!.id,
      },
    );
    expect(expectRefusal(response, 'SCENARIO_EXPIRED').message).toMatch(/expiré/);
  });

  it('creates the dated interventions of a one-off proposal', async () => {
    const [row] = await t.database.db
      .insert(scenarios)
      .values({
        client_id: own.alice.clientId,
        token: 'scenario-ponctuel',
        payload: {
          is_ponctuel: true,
          client_besoin_skill_id: 3,
          candidat_id: own.candidatId,
          creneaux: [{ date: '2026-03-12', time_debut: '18:00', time_fin: '23:00' }],
        },
      })
      .returning({ id: scenarios.id });
    const response = await call(
      t,
      'POST',
      '/api/interventions/create-from-scenario-app',
      own.alice,
      {
        scenario_id: row!.id,
      },
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        client_besoin_skill_id: 3,
        date_debut: '2026-03-12T18:00:00.000Z',
        date_fin: '2026-03-12T23:00:00.000Z',
      }),
    ]);
  });
});
