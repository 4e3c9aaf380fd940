import { describe, expect, it } from 'vitest';
import {
  at,
  aTuesdayVisit,
  clockMovingSuite,
  createAgentAccount,
  createClientAccount,
  createOperator,
  HOME,
  interventionRow,
  setClock,
} from '../../../test/fixtures-missions.ts';
import { encrypted, madeForEachTest, madeForTheFile } from '../../../test/helper.ts';

/*
 * Issue 22, point 6: a check-out after fewer than 5 minutes needs a reason (400 VALIDATION_FAILED
 * on `motif_depart` without one); the reason is stored on the intervention and the timesheet line
 * shows it to the client and to the back office. The visit is planned Tuesday 2026-03-03,
 * 09:00–11:00 on the agency's clock (winter: Paris = UTC+1); the agent checks in at 08:35 Paris.
 */

const { t, post, get } = clockMovingSuite();
const shared = madeForTheFile(async () => ({
  operator: await createOperator(t, [1, 3]),
}));
const own = madeForEachTest(async () => {
  const client = await createClientAccount(t);
  const agent = await createAgentAccount(t);
  const { tuesday } = await aTuesdayVisit(t, client.clientId, agent.candidatId);
  setClock(t, at('2026-03-03T07:35:00Z')); // 08:35 Paris
  const arrival = await post('/api/intervention/pointageDebutIntervention', agent.token, {
    intervention_id: tuesday,
    ...HOME,
  });
  expect(arrival.statusCode).toBe(200);
  return { client, agent, tuesday };
});

const checkOut = (extra: object = {}) =>
  post('/api/intervention/pointageFinIntervention', own.agent.token, {
    intervention_id: own.tuesday,
    ...HOME,
    ...extra,
  });

describe('a short check-out (issue 22, point 6)', () => {
  it('refuses a 3-minute check-out without a reason with a French 400 naming the field', async () => {
    setClock(t, at('2026-03-03T07:38:00Z'));
    for (const extra of [{}, { motif_depart: '   ' }]) {
      const response = await checkOut(extra);
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toContain('moins de 5 minutes');
      expect(error.fields.motif_depart).toContain('motif');
    }
    const row = await interventionRow(t, own.tuesday);
    expect(row.statut).toBe('en_cours');
    expect(row.pointage_fin_at).toBeNull();
  });

  it('stores the reason and shows it on the timesheet line, for the client and the agency', async () => {
    setClock(t, at('2026-03-03T07:38:00Z'));
    const response = await checkOut({ motif_depart: ' Client absent, porte fermée ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      statut: 'terminee',
      minutes_travaillees: 3,
      motif_depart: 'Client absent, porte fermée',
    });
    expect((await interventionRow(t, own.tuesday)).pointage_fin_motif).toBe(
      'Client absent, porte fermée',
    );

    const releve = await get(
      `/api/releves/${encrypted(t, own.client.clientId)}?periode=2026-03`,
      own.client.token,
    );
    expect(releve.statusCode).toBe(200);
    const line = releve
      .json()
      .data.lignes.find((l: { intervention_id: number }) => l.intervention_id === own.tuesday);
    expect(line).toMatchObject({
      minutes_realisees: 3,
      motif_ecourtee: 'Client absent, porte fermée',
    });

    const agency = await get('/api/releves?periode=2026-03&limit=100', shared.operator.token);
    expect(agency.statusCode).toBe(200);
    const agencyLine = agency
      .json()
      .data.items.find((l: { intervention_id: number }) => l.intervention_id === own.tuesday);
    expect(agencyLine?.motif_ecourtee).toBe('Client absent, porte fermée');
  });

  it('asks no reason after 5 minutes, and keeps none', async () => {
    setClock(t, at('2026-03-03T07:40:00Z'));
    const response = await checkOut({ motif_depart: 'Rien de spécial' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.motif_depart).toBeNull();
    expect((await interventionRow(t, own.tuesday)).pointage_fin_motif).toBeNull();
  });
});
