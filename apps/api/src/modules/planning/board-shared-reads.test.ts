import { REALTIME_EVENT } from '@maisonnee/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createRealtimeBus } from '../../adapters/realtime/realtime-bus.ts';
import {
  agentSearchSuite,
  at,
  createAgentAccount,
  createMission,
} from '../../../test/fixtures-missions.ts';
import { createBoardService } from './board.service.ts';

/*
 * Issue 26, point 6 (docs/planning.md « Vitesse »): after a move every open board asks for the
 * same week at once, and those identical requests share one read. Sharing must never show a board
 * older than the change that made it ask: a `planning` event stops later requests from joining a
 * read started before it. The real in-process bus, the real database.
 */

const { t, own } = agentSearchSuite();
const buses: ReturnType<typeof createRealtimeBus>[] = [];
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

function boardWithBus() {
  const bus = createRealtimeBus({ redisUrl: undefined, redisPrefix: 'test:', log: t.app.log });
  buses.push(bus);
  return { bus, board: createBoardService({ db: t.database.db, config: t.config, realtime: bus }) };
}

const WEEK = '2026-03-09';
const planningEvent = (semaines: string[]) => ({
  type: REALTIME_EVENT.PLANNING,
  data: { semaines },
});

async function agentWithVisit() {
  const agent = await createAgentAccount(t, { position: own.nearby });
  await createMission(
    t,
    { client_id: own.client.clientId, client_besoin_skill_id: 1 },
    {
      interventions: [
        {
          candidat_id: agent.candidatId,
          date_debut: at('2026-03-10T09:00:00Z'),
          date_fin: at('2026-03-10T11:00:00Z'),
        },
      ],
    },
  );
  return agent;
}

describe('identical board requests at once', () => {
  it('share one read while it runs, and read again once it answered', async () => {
    const { board } = boardWithBus();
    const agent = await agentWithVisit();
    const body = { debut: WEEK, page: 1, par_page: 50, agent_id: agent.candidatId };

    const first = board.getSemaine(body);
    const second = board.getSemaine({ ...body });
    const otherFilter = board.getSemaine({ ...body, agent_id: own.client.clientId + 10_000 });

    expect(second).toBe(first);
    expect(otherFilter).not.toBe(first);
    const week = await first;
    expect(week.page.items.map((row) => row.candidat_id)).toEqual([agent.candidatId]);
    expect(board.getSemaine(body)).not.toBe(first);
  });

  it('a request after a planning event of that week starts its own read', async () => {
    const { bus, board } = boardWithBus();
    const agent = await agentWithVisit();
    const body = { debut: WEEK, page: 1, par_page: 50, agent_id: agent.candidatId };

    // All in one turn of the event loop: the first read is still running throughout.
    const before = board.getSemaine(body);
    // An event of another week changes nothing here.
    bus.publish({ roles: [1] }, planningEvent(['2026-03-16']));
    expect(board.getSemaine(body)).toBe(before);
    // A write of this week went out: the read that started before it is not shared any more.
    bus.publish({ roles: [1] }, planningEvent([WEEK]));
    const after = board.getSemaine(body);
    expect(after).not.toBe(before);
    // Later requests share the newer read.
    expect(board.getSemaine(body)).toBe(after);
    expect((await after).page.items[0]!.interventions).toHaveLength(1);
    await before;
  });

  it('stops sharing every week on an event naming none, and on resync', async () => {
    const { bus, board } = boardWithBus();
    const body = { debut: WEEK, page: 1, par_page: 50, agent_id: own.client.clientId + 20_000 };

    const first = board.getSemaine(body);
    bus.publish({ roles: [1] }, planningEvent([]));
    const second = board.getSemaine(body);
    expect(second).not.toBe(first);
    bus.publish({}, { type: REALTIME_EVENT.RESYNC, data: {} });
    expect(board.getSemaine(body)).not.toBe(second);
    await Promise.all([first, second]);
  });
});
