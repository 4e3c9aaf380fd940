import { describe, expect, it } from 'vitest';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * Issue 9, point 12: a mission with no interventions at all read "Tous les créneaux ont un
 * intervenant". The mission tells the screen how many interventions it has and how many still wait
 * for an agent, whatever subset `interventions` carries. One app for the file; each test gets its
 * own client, agent and missions (beforeEach).
 */

const { t, get } = suiteOfTheFile();
const own = madeForEachTest(async () => {
  const client = await createClientAccount(t);
  const agent = await createAgentAccount(t);
  const empty = (await createMission(t, { client_id: client.clientId })).missionId;
  const slot = (candidat_id: number | null, day: string) => ({
    candidat_id,
    date_debut: at(`${day}T09:00:00Z`),
    date_fin: at(`${day}T11:00:00Z`),
  });
  const staffed = (
    await createMission(
      t,
      { client_id: client.clientId },
      { interventions: [slot(agent.candidatId, '2026-03-04')] },
    )
  ).missionId;
  const waiting = (
    await createMission(
      t,
      { client_id: client.clientId },
      { interventions: [slot(agent.candidatId, '2026-03-05'), slot(null, '2026-03-06')] },
    )
  ).missionId;
  return { client, agent, empty, staffed, waiting };
});

const mission = async (id: number) =>
  (await get(`/api/mission/${encrypted(t, id)}`, own.client.token)).json().data;

describe('counts of a mission', () => {
  it('tells "no slot planned" from "every slot has an agent" and from "some wait"', async () => {
    expect(await mission(own.empty)).toMatchObject({
      interventions: [],
      nb_interventions: 0,
      nb_interventions_sans_agent: 0,
    });
    expect(await mission(own.staffed)).toMatchObject({
      nb_interventions: 1,
      nb_interventions_sans_agent: 0,
    });
    expect(await mission(own.waiting)).toMatchObject({
      nb_interventions: 2,
      nb_interventions_sans_agent: 1,
    });
  });

  it('gives the same counts in the client’s active missions', async () => {
    const response = await get(
      `/api/missions/missions-actives/${encrypted(t, own.client.clientId)}`,
      own.client.token,
    );
    expect(response.statusCode).toBe(200);
    const byId = new Map(
      (response.json().data as { id: number; nb_interventions: number }[]).map((m) => [m.id, m]),
    );
    expect(byId.get(own.empty)).toMatchObject({ nb_interventions: 0 });
    expect(byId.get(own.waiting)).toMatchObject({
      nb_interventions: 2,
      nb_interventions_sans_agent: 1,
    });
  });
});
