import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RealtimeEvent } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { publishAfterSuccess, runWithEvents, type EventSinks } from './event-scope.ts';

function recordingSinks() {
  const sent: string[] = [];
  const sinks: EventSinks = {
    publish: (_audience, event) => void sent.push(event.type),
    push: () => undefined,
  };
  return { sent, sinks };
}

const cockpit: RealtimeEvent = { type: 'cockpit', data: { kind: 'all' } };
const resync: RealtimeEvent = { type: 'resync', data: {} };

/** A promise and the function that settles it, to end scopes in a chosen order. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('runWithEvents', () => {
  it('sends what its call queued once the call resolved, and drops it when the call threw', async () => {
    const { sent, sinks } = recordingSinks();
    await runWithEvents(sinks, async () => {
      await nextTurn();
      publishAfterSuccess({ userIds: [1] }, cockpit);
      expect(sent).toEqual([]);
    });
    expect(sent).toEqual(['cockpit']);

    const failed = runWithEvents(sinks, async () => {
      publishAfterSuccess({ userIds: [1] }, resync);
      throw new Error('refusé');
    });
    await expect(failed).rejects.toThrow('refusé');
    expect(sent).toEqual(['cockpit']);
  });

  it('keeps the scope of a call still running when another call ends first', async () => {
    const first = recordingSinks();
    const second = recordingSinks();
    const secondMayGoOn = gate();
    const secondCall = runWithEvents(second.sinks, async () => {
      await secondMayGoOn.opened;
      // After the first scope ended: this call's scope must still be found.
      await nextTurn();
      publishAfterSuccess({ roles: [2] }, resync);
    });
    await runWithEvents(first.sinks, async () => {
      await nextTurn();
      publishAfterSuccess({ userIds: [1] }, cockpit);
    });
    expect(first.sent).toEqual(['cockpit']);

    secondMayGoOn.open();
    await secondCall;
    expect(second.sent).toEqual(['resync']);
    expect(first.sent).toEqual(['cockpit']);
  });

  it('works again after every scope has ended, and outside any scope events are dropped', async () => {
    const { sent, sinks } = recordingSinks();
    await runWithEvents(sinks, async () => publishAfterSuccess({ userIds: [1] }, cockpit));
    publishAfterSuccess({ userIds: [1] }, resync);
    await nextTurn();
    await runWithEvents(sinks, async () => {
      await nextTurn();
      publishAfterSuccess({ userIds: [1] }, resync);
    });
    expect(sent).toEqual(['cockpit', 'resync']);
  });

  it('sends the events of a nested scope with its outer one', async () => {
    const outer = recordingSinks();
    const inner = recordingSinks();
    await runWithEvents(outer.sinks, async () => {
      await runWithEvents(inner.sinks, async () => {
        await nextTurn();
        publishAfterSuccess({ userIds: [1] }, cockpit);
      });
      expect(outer.sent).toEqual([]);
    });
    expect(outer.sent).toEqual(['cockpit']);
    expect(inner.sent).toEqual([]);
  });
});
