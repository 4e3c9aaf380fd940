import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { missions } from '../../db/schema/missions.ts';
import { planningDraftOfASignedQuote } from '../../../test/fixtures-devis.ts';
import {
  aSpotOfItsOwn,
  type ClientAccount,
  createAgentAccount,
  createClientAccount,
  createOperator,
  suiteOfTheFile,
} from '../../../test/fixtures-missions.ts';
import { encrypted, madeForEachTest } from '../../../test/helper.ts';

/*
 * Issue 22, point 9b (docs/cockpit.md): the task « Transmettre mon planning » opens in the
 * commercial cockpit is closed by the cockpit itself once the quote's mission is staffed. The
 * test clock starts on Monday 2026-03-02 at 09:00 UTC.
 */

const { t, post } = suiteOfTheFile({ setClockBeforeEach: true });
const own = madeForEachTest(async () => ({ operator: await createOperator(t, [3]) }));

interface Tache {
  id: number;
  type: string;
  client_id: number | null;
  is_traitee: boolean;
  is_cloture_auto: boolean;
}

/** The cockpit's tasks of a type for one client (reading the cockpit brings it up to date). */
async function tachesOf(clientId: number, filter: object) {
  const response = await post('/api/client-cockpit/commercial?page=1', own.operator.token, {
    type: 'demande_planning',
    ...filter,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as Tache[]).filter((x) => x.client_id === clientId);
}

/** The client signs a quote of its need, then sends its planning (Mondays 16:30–19:00). */
async function sendPlanningOfASignedQuote(client: ClientAccount) {
  const { devis, draft } = await planningDraftOfASignedQuote(t, client);
  const sent = await post('/api/client-cockpit/demande-planning', client.token, {
    client_id: client.clientId,
    brouillon_id: draft.json().data.id,
  });
  return { devis, sent };
}

describe('"Transmettre mon planning" once the mission is staffed', () => {
  it('closes the task by itself, not before every slot has its agent', async () => {
    const spot = aSpotOfItsOwn();
    const client = await createClientAccount(t, spot);
    const { devis, sent } = await sendPlanningOfASignedQuote(client);
    expect(sent.statusCode).toBe(200);
    const tacheId = sent.json().data.tache_id as number;
    expect((await tachesOf(client.clientId, {})).map((x) => x.id)).toEqual([tacheId]);

    const [mission] = await t.database.db
      .select()
      .from(missions)
      .where(eq(missions.devis_id, devis.id));
    expect(mission).toBeDefined();
    const agent = await createAgentAccount(t, {
      competences: [mission!.client_besoin_skill_id],
      position: { lat: spot.lat, lng: spot.lng + 0.01 },
    });
    const planned = await post(
      `/api/missions/create-interventions-for-mission/${encrypted(t, mission!.id)}/${encrypted(t, agent.candidatId)}`,
      own.operator.token,
      { date_debut: '2026-03-09', date_fin: '2026-03-31' },
    );
    expect(planned.statusCode).toBe(201);

    expect(await tachesOf(client.clientId, {})).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(eq(cockpit_taches.id, tacheId));
    expect(row).toMatchObject({ cloture_auto: true });
    expect(row!.treated_at).not.toBeNull();
  });

  it('stays open while the mission has weekly slots without an agent', async () => {
    const client = await createClientAccount(t, aSpotOfItsOwn());
    const { sent } = await sendPlanningOfASignedQuote(client);
    expect((await tachesOf(client.clientId, {})).map((x) => x.id)).toEqual([
      sent.json().data.tache_id,
    ]);
  });
});
