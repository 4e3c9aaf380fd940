import { describe, expect, it } from 'vitest';
import {
  aClientAtASpotOfItsOwn,
  at,
  aTuesdayVisit,
  createAgentAccount,
  createClientAccount,
  createMission,
  expectRefusal,
  HOME,
  setClock,
  suiteOfTheFile,
  TUESDAYS_AND_THURSDAYS,
} from '../../../test/fixtures-missions.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';
import { encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * The agency's rules the planning applies (issue 24, docs/planning.md): the check-in window before
 * the start (`fenetre_pointage_minutes`) and the default radius of the agent searches
 * (`rayon_recherche_km`), both read at the time of the call, after the agency changed them.
 */

// Tokens of a week: the check-in tests move the clock to the next day.
const { t, post } = suiteOfTheFile({
  app: { accessTokenTtlSeconds: 7 * 86_400 },
  setClockBeforeEach: true,
});
const own = madeForEachTest(() => aClientAtASpotOfItsOwn(t));

describe("the agency's check-in window", () => {
  /** An agent's visit on Tuesday 2026-03-03, 09:00–11:00 Paris, and the check-in at 08:15 Paris. */
  async function checkInAt0815() {
    const client = await createClientAccount(t);
    const agent = await createAgentAccount(t);
    const { tuesday } = await aTuesdayVisit(t, client.clientId, agent.candidatId);
    setClock(t, at('2026-03-03T07:15:00Z')); // 08:15 Paris (winter time), 45 minutes early
    return post('/api/intervention/pointageDebutIntervention', agent.token, {
      intervention_id: tuesday,
      ...HOME,
    });
  }

  it('lets the agent check in 45 minutes early when the window is 60 minutes', async () => {
    await saveRules(t, { fenetre_pointage_minutes: 60 });
    const response = await checkInAt0815();
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses it with a 30-minute window, and says so', async () => {
    await saveRules(t, { fenetre_pointage_minutes: 30 });
    const error = expectRefusal(await checkInAt0815(), 'CHECK_IN_OUTSIDE_WINDOW');
    expect(error.message).toContain('30 minutes avant le début');
    expect(error.details).toMatchObject({ ouverture: '2026-03-03T08:30:00.000Z' });
  });
});

describe("the agency's default search radius", () => {
  it('finds an agent 10 km away with 20 km, not with 5 km; a radius given still wins', async () => {
    // 10 km due north of the client, whatever the spot's latitude.
    const far = await createAgentAccount(t, {
      prenom: 'Noé',
      position: { lat: own.spot.lat + 0.09, lng: own.spot.lng },
    });
    const near = await createAgentAccount(t, { prenom: 'Olga', position: own.nearby });
    const { missionId } = await createMission(
      t,
      { client_id: own.client.clientId, date_debut: at('2026-03-02T00:00:00Z') },
      { horaires: TUESDAYS_AND_THURSDAYS },
    );
    const search = async (body: object) => {
      const response = await post(
        `/api/missions/agents-dispos/${encrypted(t, missionId)}`,
        own.operator.token,
        { date_debut: '2026-03-09', ...body },
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { candidat: { id: number } }[]).map((a) => a.candidat.id);
    };

    await saveRules(t, { rayon_recherche_km: 20 });
    expect(await search({})).toEqual([near.candidatId, far.candidatId]);
    await saveRules(t, { rayon_recherche_km: 5 });
    expect(await search({})).toEqual([near.candidatId]);
    expect(await search({ distanceKM: 15 })).toEqual([near.candidatId, far.candidatId]);
  });
});
