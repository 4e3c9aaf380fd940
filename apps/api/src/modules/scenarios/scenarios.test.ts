import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { candidat_competences, candidats } from '../../db/schema/candidats.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { scenarios } from '../../db/schema/scenarios.ts';
import { signLinkToken } from '../../lib/signed-link.ts';
import { buildTestApp, encrypted, type TestApp } from '../../../test/helper.ts';
import {
  call,
  clientSession,
  operatorSession,
  type Session,
} from '../../../test/fixtures-devis.ts';
import { expectRefusal } from '../../../test/fixtures-missions.ts';

let t: TestApp;
let alice: Session;
let bob: Session;
let operator: Session;
let recurringId: number;
let candidatId: number;

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

beforeAll(async () => {
  t = await buildTestApp();
  operator = await operatorSession(t);
});
// Each test has its own clients and proposal: Alice's list only holds what the test made.
beforeEach(async () => {
  alice = await clientSession(t);
  bob = await clientSession(t);
  ({ scenarioId: recurringId, candidatId } = await createRecurringScenario(t, alice.clientId));
});
afterAll(async () => {
  await t.close();
});

const listUrl = (clientId: number, token?: string) =>
  `/api/scenarios/client/${encrypted(t, clientId)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
const token = (clientId: number, expiresAt = new Date('2026-03-09T00:00:00Z')) =>
  signLinkToken(t.config.jwtSecret, 'scenario-propositions', clientId, expiresAt);

describe('scenario-propositions data (public, by signed link)', () => {
  it('answers the proposals with a valid signed link and no token', async () => {
    const response = await call(t, 'GET', listUrl(alice.clientId, token(alice.clientId)));
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({
      id: recurringId,
      titre: 'Karim le mardi et le jeudi',
      statut: 'propose',
      agent: { id: candidatId, prenom: 'Karim', nom_initiale: 'B.' },
      horaires: [
        { day: 2, time_debut: '09:00', time_fin: '12:00' },
        { day: 4, time_debut: '14:00', time_fin: '16:00' },
      ],
    });
  });

  it('refuses a missing, forged, expired or other-client link with 401', async () => {
    expect((await call(t, 'GET', listUrl(alice.clientId))).status).toBe(401);
    expect(
      (await call(t, 'GET', listUrl(alice.clientId, `${token(alice.clientId)}x`))).status,
    ).toBe(401);
    const expired = token(alice.clientId, new Date('2026-03-01T00:00:00Z'));
    expect((await call(t, 'GET', listUrl(alice.clientId, expired))).status).toBe(401);
    expect((await call(t, 'GET', listUrl(alice.clientId, token(bob.clientId)))).status).toBe(401);
    const otherScreen = signLinkToken(
      t.config.jwtSecret,
      'facturation-planifies-modal',
      alice.clientId,
      new Date('2026-03-09T00:00:00Z'),
    );
    expect((await call(t, 'GET', listUrl(alice.clientId, otherScreen))).status).toBe(401);
  });

  it('answers the owning client and the back office by access token, not another client', async () => {
    expect((await call(t, 'GET', listUrl(alice.clientId), alice)).status).toBe(200);
    expect((await call(t, 'GET', listUrl(alice.clientId), operator)).status).toBe(200);
    const other = await call(t, 'GET', listUrl(alice.clientId), bob);
    expect(other.status).toBe(403);
  });
});

describe('create-from-scenario-app', () => {
  it("refuses another client's proposal", async () => {
    const response = await call(t, 'POST', '/api/interventions/create-from-scenario-app', bob, {
      scenario_id: recurringId,
    });
    expect(response.status).toBe(403);
  });

  it('creates the weekly slots and their first four interventions with the proposed agent', async () => {
    const response = await call(t, 'POST', '/api/interventions/create-from-scenario-app', alice, {
      scenario_id: recurringId,
    });
    expect(response.status).toBe(201);
    const created = response.body.data as { date_debut: string; candidat_id: number }[];
    expect(created).toHaveLength(8);
    expect(created[0]).toMatchObject({
      date_debut: '2026-03-03T09:00:00.000Z',
      candidat_id: candidatId,
      agent: { prenom: 'Karim' },
    });
    expect(created.every((i) => i.candidat_id === candidatId)).toBe(true);
    const [row] = await t.database.db.select().from(scenarios).where(eq(scenarios.id, recurringId));
    expect(row!.statut).toBe('accepte');
    const stored = await t.database.db
      .select()
      .from(interventions)
      .where(eq(interventions.mission_id, row!.mission_id!));
    expect(stored).toHaveLength(8);
  });

  it('refuses a second acceptance and an expired proposal, each with its code', async () => {
    const first = await call(t, 'POST', '/api/interventions/create-from-scenario-app', alice, {
      scenario_id: recurringId,
    });
    expect(first.status).toBe(201);
    const again = await call(t, 'POST', '/api/interventions/create-from-scenario-app', alice, {
      scenario_id: recurringId,
    });
    expectRefusal(again, 'SCENARIO_ALREADY_ACCEPTED');
    const [expired] = await t.database.db
      .insert(scenarios)
      .values({
        client_id: alice.clientId,
        token: 'scenario-expire',
        expires_at: new Date('2026-03-01T00:00:00Z'),
        payload: {
          is_ponctuel: true,
          creneaux: [{ date: '2026-03-12', time_debut: '10:00', time_fin: '12:00' }],
        },
      })
      .returning({ id: scenarios.id });
    const response = await call(t, 'POST', '/api/interventions/create-from-scenario-app', alice, {
      scenario_id: expired!.id,
    });
    expect(expectRefusal(response, 'SCENARIO_EXPIRED').message).toMatch(/expiré/);
  });

  it('creates the dated interventions of a one-off proposal', async () => {
    const [row] = await t.database.db
      .insert(scenarios)
      .values({
        client_id: alice.clientId,
        token: 'scenario-ponctuel',
        payload: {
          is_ponctuel: true,
          client_besoin_skill_id: 3,
          candidat_id: candidatId,
          creneaux: [{ date: '2026-03-12', time_debut: '18:00', time_fin: '23:00' }],
        },
      })
      .returning({ id: scenarios.id });
    const response = await call(t, 'POST', '/api/interventions/create-from-scenario-app', alice, {
      scenario_id: row!.id,
    });
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
