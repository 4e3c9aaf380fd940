import type { RefusalCode } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indisponibilites } from '../../db/schema/candidat-declarations.ts';
import { candidat_infos_supp, candidats } from '../../db/schema/candidats.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { planning_forcages } from '../../db/schema/planning-forcages.ts';
import { client_intervenant_preferences } from '../../db/schema/preferences.ts';
import { users } from '../../db/schema/users.ts';
import {
  type AgentAccount,
  agentSearchSuite,
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  expectRefusal,
  grantLeave,
  interventionRow,
  notificationsOf,
  recordAbsence,
} from '../../../test/fixtures-missions.ts';
import { insertContratTravail } from '../../../test/fixtures-contrats.ts';

/*
 * Issue 26, points 2 and 3 (docs/planning.md « Déplacer, affecter, forcer »): moving an
 * intervention from the planning board under every planning rule, forcing the forceable ones with
 * a reason, and the same rules on saveIntervention and updateIntervention. The test clock starts
 * on Monday 2026-03-02 at 09:00; planned times are Paris wall-clock times read in UTC, so
 * 2026-03-09 is a Monday whatever the machine's time zone. Each test has its own client, far from
 * the others', and its own agents.
 */

const { t, post, db, own } = agentSearchSuite();

type Body = Record<string, unknown>;

const move = (body: Body, token = own.operator.token) =>
  post('/api/planning/deplacer', token, body);

/** One visit of `agent` (null: none yet) at `clientId`, from `from` to `to` (test calendar). */
async function visit(
  clientId: number,
  agent: AgentAccount | null,
  from: string,
  to: string,
  options: { skill?: number; statut?: 'annulee' } = {},
) {
  const { interventionIds } = await createMission(
    t,
    { client_id: clientId, client_besoin_skill_id: options.skill ?? 1 },
    {
      interventions: [
        {
          candidat_id: agent?.candidatId ?? null,
          date_debut: at(from),
          date_fin: at(to),
          ...(options.statut ? { statut: options.statut } : {}),
        },
      ],
    },
  );
  return interventionIds[0]!;
}

/** A visit of the test's client on Tuesday 10 March, 09:00–11:00, without an agent. */
const aTuesdayToStaff = () =>
  visit(own.client.clientId, null, '2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');

/** The body giving intervention `id` to `agent` on `date` from `from` to `to`. */
const to = (id: number, agent: AgentAccount | null, date: string, from: string, until: string) => ({
  intervention_id: id,
  candidat_id: agent?.candidatId ?? null,
  date,
  time_debut: from,
  time_fin: until,
});

/** Asserts the refusal, its forcable flag and date, the agent named; and that nothing moved. */
async function expectRefused(
  response: Awaited<ReturnType<typeof move>>,
  code: RefusalCode,
  forcable: boolean,
  check: { id: number; name: string; date: string },
) {
  const before = await interventionRow(t, check.id);
  const error = expectRefusal(response, code);
  expect(error.details).toMatchObject({ forcable, date: check.date });
  expect(error.message).toContain(check.name);
  const after = await interventionRow(t, check.id);
  expect([after.candidat_id, after.date_debut]).toEqual([before.candidat_id, before.date_debut]);
  return error;
}

function signContract(agent: AgentAccount, hours: number) {
  return insertContratTravail(t, {
    candidatId: agent.candidatId,
    statut: 'contresigne',
    dateDebut: '2026-01-01',
    hoursPerWeek: hours,
    sentAt: at('2025-12-15T09:00:00Z'),
  });
}

interface ForcageDto {
  motif: string;
  regles: string[];
  par: string;
  le: string;
}

/** The board's intervention `id` on the agent's row (week of 9 March). */
async function onTheBoard(agent: AgentAccount, id: number) {
  const response = await post('/api/planning/semaine', own.operator.token, {
    debut: '2026-03-09',
    agent_id: agent.candidatId,
  });
  expect(response.statusCode).toBe(200);
  const row = response.json().data.items[0] as {
    interventions: { id: number; conflits: string[]; forcage: ForcageDto | null }[];
  };
  return row.interventions.find((intervention) => intervention.id === id);
}

describe('moving an intervention from the board', () => {
  it('gives it to an agent at another day and hours; the client and both agents are told', async () => {
    const first = await createAgentAccount(t, { prenom: 'Awa', position: own.nearby });
    const second = await createAgentAccount(t, { prenom: 'Inès', position: own.nearby });
    const id = await visit(
      own.client.clientId,
      first,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );

    const response = await move(to(id, second, '2026-03-11', '14:00', '16:30'));

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ids: [id], regles_forcees: [] });
    const row = await interventionRow(t, id);
    expect(row).toMatchObject({
      candidat_id: second.candidatId,
      date_debut: at('2026-03-11T14:00:00Z'),
      date_fin: at('2026-03-11T16:30:00Z'),
      statut: 'planifiee',
    });
    for (const userId of [own.client.userId, first.userId, second.userId])
      expect((await notificationsOf(t, userId)).map((n) => n.title)).toContain(
        'Intervention replanifiée',
      );
    expect(await onTheBoard(second, id)).toMatchObject({ conflits: [], forcage: null });
  });

  it('moves it by an hour over its own old time: the moved visit does not make its agent busy', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    const id = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    const response = await move(to(id, agent, '2026-03-10', '10:00', '12:00'));
    expect(response.statusCode, response.body).toBe(200);
    expect((await interventionRow(t, id)).date_debut).toEqual(at('2026-03-10T10:00:00Z'));
  });

  it('takes the agent off (candidat_id null): the visit goes back to « à pourvoir », without any rule', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    const id = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    // The agent is on leave that day: no rule is weighed when nobody takes the visit.
    await grantLeave(t, agent, '2026-03-10', '2026-03-10');

    const response = await move(to(id, null, '2026-03-10', '09:00', '11:00'));

    expect(response.statusCode, response.body).toBe(200);
    expect((await interventionRow(t, id)).candidat_id).toBeNull();
    expect((await notificationsOf(t, agent.userId)).map((n) => n.title)).toContain(
      'Intervention replanifiée',
    );
    const week = await post('/api/planning/semaine', own.operator.token, {
      debut: '2026-03-09',
      client_id: own.client.clientId,
    });
    expect(week.json().a_pourvoir.map((v: { id: number }) => v.id)).toContain(id);
  });
});

describe('every rule of the board refuses, with its code and whether it may be forced', () => {
  it('AGENT_NOT_ELIGIBLE: not an active agent (never forced)', async () => {
    const applicant = await createAgentAccount(t, {
      prenom: 'Léa',
      statut: 3,
      position: own.nearby,
    });
    const id = await aTuesdayToStaff();
    await expectRefused(
      await move(to(id, applicant, '2026-03-10', '09:00', '11:00')),
      'AGENT_NOT_ELIGIBLE',
      false,
      { id, name: 'Léa', date: '2026-03-10' },
    );
  });

  it('AGENT_WITHOUT_SKILL: not of the service (never forced)', async () => {
    const garde = await createAgentAccount(t, {
      prenom: 'Nina',
      competences: [2],
      position: own.nearby,
    });
    const id = await aTuesdayToStaff();
    await expectRefused(
      await move(to(id, garde, '2026-03-10', '09:00', '11:00')),
      'AGENT_WITHOUT_SKILL',
      false,
      { id, name: 'Nina', date: '2026-03-10' },
    );
  });

  it('AGENT_BUSY: another visit at that time (never forced)', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Rose', position: own.nearby });
    await visit(own.client.clientId, agent, '2026-03-10T10:00:00Z', '2026-03-10T12:00:00Z');
    const id = await aTuesdayToStaff();
    const error = await expectRefused(
      await move(to(id, agent, '2026-03-10', '09:00', '11:00')),
      'AGENT_BUSY',
      false,
      { id, name: 'Rose', date: '2026-03-10' },
    );
    expect(error.message).toBe(
      'Rose Benali a déjà une intervention le Mar. 10/03/2026 09:00 - 11:00 : choisissez un autre agent ou une autre période.',
    );
  });

  it('AGENT_ON_LEAVE and AGENT_ABSENT (never forced)', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Sacha', position: own.nearby });
    await grantLeave(t, agent, '2026-03-10', '2026-03-10');
    await recordAbsence(t, agent, '2026-03-12T08:00:00Z', '2026-03-12T18:00:00Z');
    const id = await aTuesdayToStaff();
    await expectRefused(
      await move(to(id, agent, '2026-03-10', '09:00', '11:00')),
      'AGENT_ON_LEAVE',
      false,
      { id, name: 'Sacha', date: '2026-03-10' },
    );
    await expectRefused(
      await move(to(id, agent, '2026-03-12', '09:00', '11:00')),
      'AGENT_ABSENT',
      false,
      { id, name: 'Sacha', date: '2026-03-12' },
    );
  });

  it('INTERVENANT_ECARTE: the family asked not to see the agent again (never forced)', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Tom', position: own.nearby });
    await db().insert(client_intervenant_preferences).values({
      client_id: own.client.clientId,
      candidat_id: agent.candidatId,
      preference: 'ecarte',
    });
    const id = await aTuesdayToStaff();
    await expectRefused(
      await move(to(id, agent, '2026-03-10', '09:00', '11:00')),
      'INTERVENANT_ECARTE',
      false,
      { id, name: 'Tom', date: '2026-03-10' },
    );
  });

  it('an agent the family set aside keeps its own visit: the planner may still move it in time', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Noé', position: own.nearby });
    const id = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    await db().insert(client_intervenant_preferences).values({
      client_id: own.client.clientId,
      candidat_id: agent.candidatId,
      preference: 'ecarte',
    });

    const response = await move(to(id, agent, '2026-03-10', '14:00', '16:00'));

    expect(response.statusCode, response.body).toBe(200);
    expect((await interventionRow(t, id)).date_debut).toEqual(at('2026-03-10T14:00:00Z'));
  });

  it('AGENT_UNAVAILABLE: outside the declared availability, or over a declared unavailability (forceable)', async () => {
    const aminata = await createAgentAccount(t, { prenom: 'Aminata', position: own.nearby });
    await db()
      .insert(candidat_infos_supp)
      .values({
        candidat_id: aminata.candidatId,
        disponibilites: [
          { day: 1, time_debut: '08:00', time_fin: '12:00' },
          { day: 3, time_debut: '08:00', time_fin: '18:00' },
        ],
      });
    await db().insert(indisponibilites).values({
      candidat_id: aminata.candidatId,
      debut: '2026-03-11',
      fin: '2026-03-11',
      time_debut: '13:00',
      time_fin: '18:00',
    });
    const id = await aTuesdayToStaff();
    await expectRefused(
      await move(to(id, aminata, '2026-03-10', '09:00', '11:00')),
      'AGENT_UNAVAILABLE',
      true,
      { id, name: 'Aminata', date: '2026-03-10' },
    );
    await expectRefused(
      await move(to(id, aminata, '2026-03-11', '14:00', '16:00')),
      'AGENT_UNAVAILABLE',
      true,
      { id, name: 'Aminata', date: '2026-03-11' },
    );
    // Monday morning is declared and free.
    expect((await move(to(id, aminata, '2026-03-09', '09:00', '11:00'))).statusCode).toBe(200);
  });

  it("AGENT_OVER_CONTRACT_HOURS: the week would go over the contract's hours (forceable)", async () => {
    const chloe = await createAgentAccount(t, { prenom: 'Chloé', position: own.nearby });
    await signContract(chloe, 4);
    await visit(own.client.clientId, chloe, '2026-03-12T14:00:00Z', '2026-03-12T17:00:00Z');
    const id = await aTuesdayToStaff();
    const error = await expectRefused(
      await move(to(id, chloe, '2026-03-10', '09:00', '11:00')),
      'AGENT_OVER_CONTRACT_HOURS',
      true,
      { id, name: 'Chloé', date: '2026-03-10' },
    );
    expect(error.details).toMatchObject({ heures: 5 });
  });

  it('TRAVEL_TOO_SHORT: on foot from a home 5 km away with 30 minutes between (forceable)', async () => {
    const walker = await createAgentAccount(t, { prenom: 'Yann', position: own.nearby });
    await db()
      .update(candidats)
      .set({ transport_type_id: 2 })
      .where(eq(candidats.id, walker.candidatId));
    const far = await createClientAccount(t, { lat: own.spot.lat + 0.045, lng: own.spot.lng });
    await visit(far.clientId, walker, '2026-03-11T08:00:00Z', '2026-03-11T09:30:00Z');
    const id = await aTuesdayToStaff();
    const error = await expectRefused(
      await move(to(id, walker, '2026-03-11', '10:00', '12:00')),
      'TRAVEL_TOO_SHORT',
      true,
      { id, name: 'Yann', date: '2026-03-11' },
    );
    expect(error.details?.minutes).toBeGreaterThan(30);
  });

  it("AGENT_TOO_FAR: beyond the agency's search radius from the agent's home (forceable)", async () => {
    const distant = await createAgentAccount(t, {
      prenom: 'Zoé',
      position: { lat: own.spot.lat + 0.4, lng: own.spot.lng },
    });
    const id = await aTuesdayToStaff();
    const error = await expectRefused(
      await move(to(id, distant, '2026-03-10', '09:00', '11:00')),
      'AGENT_TOO_FAR',
      true,
      { id, name: 'Zoé', date: '2026-03-10' },
    );
    expect(error.details?.km).toBeGreaterThan(20);
    expect(error.message).toContain('20 km');
  });
});

describe('forcing with a reason', () => {
  it('moves despite forceable rules, keeps the reason and shows it on the board', async () => {
    const chloe = await createAgentAccount(t, {
      prenom: 'Chloé',
      position: { lat: own.spot.lat + 0.4, lng: own.spot.lng },
    });
    await signContract(chloe, 2);
    const id = await aTuesdayToStaff();
    const body = {
      ...to(id, chloe, '2026-03-10', '09:00', '12:00'),
      forcer: { motif: '  Accord de Chloé par téléphone  ' },
    };

    const response = await move(body);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      ids: [id],
      regles_forcees: ['AGENT_OVER_CONTRACT_HOURS', 'AGENT_TOO_FAR'],
    });
    expect((await interventionRow(t, id)).candidat_id).toBe(chloe.candidatId);
    const [operator] = await db().select().from(users).where(eq(users.id, own.operator.userId));
    const shown = await onTheBoard(chloe, id);
    expect(shown?.conflits).toEqual(['AGENT_OVER_CONTRACT_HOURS', 'AGENT_TOO_FAR']);
    expect(shown?.forcage).toEqual({
      motif: 'Accord de Chloé par téléphone',
      regles: ['AGENT_OVER_CONTRACT_HOURS', 'AGENT_TOO_FAR'],
      par: operator!.name,
      le: '2026-03-02T09:00:00.000Z',
    });
  });

  it('records nothing when no rule needed forcing', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    const id = await aTuesdayToStaff();
    const response = await move({
      ...to(id, agent, '2026-03-10', '09:00', '11:00'),
      forcer: { motif: 'Par précaution' },
    });
    expect(response.json().data).toEqual({ ids: [id], regles_forcees: [] });
    expect(
      await db().select().from(planning_forcages).where(eq(planning_forcages.intervention_id, id)),
    ).toEqual([]);
  });

  it('never passes a rule that cannot be forced, answered before the forceable ones', async () => {
    const agent = await createAgentAccount(t, {
      prenom: 'Sacha',
      position: { lat: own.spot.lat + 0.4, lng: own.spot.lng },
    });
    await grantLeave(t, agent, '2026-03-10', '2026-03-10');
    const id = await aTuesdayToStaff();
    const body = to(id, agent, '2026-03-10', '09:00', '11:00');
    await expectRefused(await move(body), 'AGENT_ON_LEAVE', false, {
      id,
      name: 'Sacha',
      date: '2026-03-10',
    });
    await expectRefused(
      await move({ ...body, forcer: { motif: 'Je force quand même' } }),
      'AGENT_ON_LEAVE',
      false,
      { id, name: 'Sacha', date: '2026-03-10' },
    );
    expect(
      await db().select().from(planning_forcages).where(eq(planning_forcages.intervention_id, id)),
    ).toEqual([]);
  });
});

describe('the series of a recurring slot', () => {
  /** Three Tuesdays 10, 17 and 24 March, 09:00–11:00, of one weekly slot, held by `agent`. */
  async function threeTuesdays(agent: AgentAccount) {
    const { horaireIds, missionId } = await createMission(
      t,
      { client_id: own.client.clientId },
      {
        horaires: [
          { day: 2, start_time: '09:00', end_time: '11:00', candidat_id: agent.candidatId },
        ],
      },
    );
    const rows = await db()
      .insert(interventions)
      .values(
        ['2026-03-10', '2026-03-17', '2026-03-24'].map((day) => ({
          mission_id: missionId,
          client_id: own.client.clientId,
          candidat_id: agent.candidatId,
          dt_dispo_client_id: horaireIds[0]!,
          date_debut: at(`${day}T09:00:00Z`),
          date_fin: at(`${day}T11:00:00Z`),
        })),
      )
      .returning({ id: interventions.id });
    return rows.map((row) => row.id);
  }

  it('moves the following ones by the same days, at the same hours, to the new agent', async () => {
    const before = await createAgentAccount(t, { position: own.nearby });
    const after = await createAgentAccount(t, { position: own.nearby });
    const ids = await threeTuesdays(before);

    const response = await move({
      ...to(ids[0]!, after, '2026-03-11', '14:00', '16:00'),
      serie: true,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ids, regles_forcees: [] });
    const rows = await Promise.all(ids.map((id) => interventionRow(t, id)));
    expect(rows.map((row) => [row.candidat_id, row.date_debut, row.date_fin])).toEqual([
      [after.candidatId, at('2026-03-11T14:00:00Z'), at('2026-03-11T16:00:00Z')],
      [after.candidatId, at('2026-03-18T14:00:00Z'), at('2026-03-18T16:00:00Z')],
      [after.candidatId, at('2026-03-25T14:00:00Z'), at('2026-03-25T16:00:00Z')],
    ]);
  });

  it('refuses all, nothing changed, when one of the following breaks a rule', async () => {
    const before = await createAgentAccount(t, { position: own.nearby });
    const after = await createAgentAccount(t, { prenom: 'Inès', position: own.nearby });
    const ids = await threeTuesdays(before);
    await grantLeave(t, after, '2026-03-25', '2026-03-25');

    const response = await move({
      ...to(ids[0]!, after, '2026-03-11', '14:00', '16:00'),
      serie: true,
    });

    await expectRefused(response, 'AGENT_ON_LEAVE', false, {
      id: ids[0]!,
      name: 'Inès',
      date: '2026-03-25',
    });
    const rows = await Promise.all(ids.map((id) => interventionRow(t, id)));
    expect(rows.map((row) => [row.candidat_id, row.date_debut])).toEqual([
      [before.candidatId, at('2026-03-10T09:00:00Z')],
      [before.candidatId, at('2026-03-17T09:00:00Z')],
      [before.candidatId, at('2026-03-24T09:00:00Z')],
    ]);
  });

  it('without serie, moves the one only', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    const ids = await threeTuesdays(agent);
    const response = await move(to(ids[0]!, agent, '2026-03-11', '09:00', '11:00'));
    expect(response.json().data.ids).toEqual([ids[0]]);
    expect((await interventionRow(t, ids[1]!)).date_debut).toEqual(at('2026-03-17T09:00:00Z'));
  });
});

describe('what cannot be moved', () => {
  it('refuses a past, a started or a cancelled intervention (INTERVENTION_NOT_PLANNED)', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    const past = await visit(
      own.client.clientId,
      agent,
      '2026-03-02T07:00:00Z',
      '2026-03-02T08:00:00Z',
    );
    const cancelled = await visit(
      own.client.clientId,
      agent,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
      { statut: 'annulee' },
    );
    for (const id of [past, cancelled])
      expectRefusal(
        await move(to(id, agent, '2026-03-12', '09:00', '11:00')),
        'INTERVENTION_NOT_PLANNED',
      );
  });

  it('refuses a move to a time already past (400, in French)', async () => {
    const id = await aTuesdayToStaff();
    const response = await move(to(id, null, '2026-03-02', '08:00', '08:30'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ date: 'Ce créneau est déjà passé.' });
  });
});

describe('who may move, and what is asked', () => {
  it('refuses a client and an agent (403), an unknown intervention or agent (404)', async () => {
    const agent = await createAgentAccount(t, { position: own.nearby });
    const id = await aTuesdayToStaff();
    const body = to(id, agent, '2026-03-10', '09:00', '11:00');
    expect((await move(body, own.client.token)).statusCode).toBe(403);
    expect((await move(body, agent.token)).statusCode).toBe(403);
    expect((await move({ ...body, intervention_id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await move({ ...body, candidat_id: 2_000_000_000 })).statusCode).toBe(404);
    expect((await interventionRow(t, id)).candidat_id).toBeNull();
  });

  it('refuses a bad body with the fields, in French (400)', async () => {
    const id = await aTuesdayToStaff();
    const bad = async (body: Body) => {
      const response = await move(body);
      expect(response.statusCode).toBe(400);
      return response.json().error.fields as Record<string, string>;
    };
    const good = to(id, null, '2026-03-10', '09:00', '11:00');
    expect((await bad({ ...good, time_debut: '09:15' })).time_debut).toBe(
      'Heure attendue sur la grille de la demi-heure (00:00 à 24:00).',
    );
    expect((await bad({ ...good, time_fin: '08:00' })).time_fin).toBe(
      "L'heure de fin doit suivre l'heure de début.",
    );
    expect(Object.values(await bad({ ...good, forcer: { motif: ' ok  ' } }))).toEqual([
      'Expliquez pourquoi en 5 caractères au moins.',
    ]);
    expect(Object.keys(await bad({ ...good, agent: 3 }))).not.toHaveLength(0);
  });
});

describe('saveIntervention and updateIntervention weigh the same rules, never forced', () => {
  it('saveIntervention refuses a forceable rule too, with the same details', async () => {
    const aminata = await createAgentAccount(t, { prenom: 'Aminata', position: own.nearby });
    await db()
      .insert(candidat_infos_supp)
      .values({
        candidat_id: aminata.candidatId,
        disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
      });
    const id = await aTuesdayToStaff();
    const save = (date: string) =>
      post('/api/intervention/save', own.operator.token, {
        id,
        candidat_id: aminata.candidatId,
        date,
        time_debut: '09:00',
        time_fin: '11:00',
      });
    await expectRefused(await save('2026-03-10'), 'AGENT_UNAVAILABLE', true, {
      id,
      name: 'Aminata',
      date: '2026-03-10',
    });
    expect((await save('2026-03-09')).statusCode).toBe(200);
  });

  it('saveIntervention refuses a rule that cannot be forced (AGENT_ON_LEAVE)', async () => {
    const agent = await createAgentAccount(t, { prenom: 'Sacha', position: own.nearby });
    await grantLeave(t, agent, '2026-03-10', '2026-03-10');
    const id = await aTuesdayToStaff();
    const response = await post('/api/intervention/save', own.operator.token, {
      id,
      candidat_id: agent.candidatId,
      date: '2026-03-10',
      time_debut: '09:00',
      time_fin: '11:00',
    });
    await expectRefused(response, 'AGENT_ON_LEAVE', false, {
      id,
      name: 'Sacha',
      date: '2026-03-10',
    });
  });

  it('updateIntervention refuses a new agent breaking a rule, not a correction keeping the agent', async () => {
    const near = await createAgentAccount(t, { position: own.nearby });
    const distant = await createAgentAccount(t, {
      prenom: 'Zoé',
      position: { lat: own.spot.lat + 0.4, lng: own.spot.lng },
    });
    const id = await visit(
      own.client.clientId,
      near,
      '2026-03-10T09:00:00Z',
      '2026-03-10T11:00:00Z',
    );
    await expectRefused(
      await post('/api/intervention/update', own.operator.token, {
        id,
        candidat_id: distant.candidatId,
      }),
      'AGENT_TOO_FAR',
      true,
      { id, name: 'Zoé', date: '2026-03-10' },
    );
    const corrected = await post('/api/intervention/update', own.operator.token, {
      id,
      candidat_id: near.candidatId,
      commentaire: 'Digicode 1234',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
  });
});
