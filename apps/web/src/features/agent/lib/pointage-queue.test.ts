import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import {
  dismiss,
  enqueue,
  flushQueue,
  memoryQueueStore,
  newEventId,
  pendingInOrder,
  type QueuedPointage,
} from './pointage-queue.ts';

/*
 * Issue 25, point 6: the queue of check-ins made without the network — sent in the order the agent
 * acted, each once, kept on a network failure, taken out for good on a final refusal (whose French
 * message stays to be read).
 */

const USER = 7;

function event(
  kind: QueuedPointage['kind'],
  recorded_at: string,
  extra: Partial<QueuedPointage> = {},
): QueuedPointage {
  return {
    event_id: `${kind}-${recorded_at}`,
    kind,
    intervention_id: 41,
    user_id: USER,
    lat: 48.8556,
    lng: 2.3589,
    accuracy_m: 12,
    recorded_at,
    state: 'en_attente',
    ...extra,
  };
}

const ARRIVEE = event('arrivee', '2026-03-18T08:02:00.000Z');
const DEPART = event('depart', '2026-03-18T10:00:00.000Z');

const refusal = (
  status: number,
  code: string,
  message: string,
  details?: Record<string, string | number | boolean | null>,
) =>
  new ApiError(status, {
    success: false,
    error: { code, message, ...(details ? { details } : {}) },
  });
const noNetwork = () =>
  refusal(0, 'NETWORK_ERROR', 'Impossible de joindre le serveur. Vérifiez votre connexion.');

describe('the offline check-in queue', () => {
  it('sends the arrival before the departure, whatever order they were stored in', async () => {
    const store = memoryQueueStore([DEPART, ARRIVEE]);
    const send = vi.fn().mockResolvedValue({});
    const result = await flushQueue({ store, userId: USER, send });
    expect(send.mock.calls.map(([item]) => (item as QueuedPointage).kind)).toEqual([
      'arrivee',
      'depart',
    ]);
    expect(result).toEqual({ sent: 2, refused: [], interrupted: false });
    expect(await store.read()).toEqual([]);
  });

  it('puts an arrival first when both carry the same instant', () => {
    const same = event('depart', ARRIVEE.recorded_at);
    expect(pendingInOrder([same, ARRIVEE], USER).map((item) => item.kind)).toEqual([
      'arrivee',
      'depart',
    ]);
  });

  it('sends each event once: a second pass finds nothing left', async () => {
    const store = memoryQueueStore([ARRIVEE]);
    const send = vi.fn().mockResolvedValue({});
    await flushQueue({ store, userId: USER, send });
    await flushQueue({ store, userId: USER, send });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the event and those after it on a network failure, and sends them on the next pass', async () => {
    const store = memoryQueueStore([ARRIVEE, DEPART]);
    const send = vi.fn().mockRejectedValueOnce(noNetwork()).mockResolvedValue({});
    const first = await flushQueue({ store, userId: USER, send });
    expect(first).toEqual({ sent: 0, refused: [], interrupted: true });
    // The departure never goes out before its arrival.
    expect(send).toHaveBeenCalledTimes(1);
    expect((await store.read()).map((item) => item.kind)).toEqual(['arrivee', 'depart']);

    const second = await flushQueue({ store, userId: USER, send });
    expect(second.sent).toBe(2);
    expect(send.mock.calls.map(([item]) => (item as QueuedPointage).event_id)).toEqual([
      ARRIVEE.event_id,
      ARRIVEE.event_id,
      DEPART.event_id,
    ]);
  });

  it('waits on a server failure (503) as on no network', async () => {
    const store = memoryQueueStore([ARRIVEE]);
    const send = vi.fn().mockRejectedValue(refusal(503, 'SERVICE_UNAVAILABLE', 'Indisponible.'));
    expect((await flushQueue({ store, userId: USER, send })).interrupted).toBe(true);
    expect(await store.read()).toEqual([ARRIVEE]);
  });

  it('drops a refused event from the sending and keeps its French message to be read', async () => {
    const store = memoryQueueStore([ARRIVEE, DEPART]);
    const message = 'Vous êtes à 200 m du domicile du client : vous pouvez pointer à 50 m au plus.';
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal(422, 'TOO_FAR_FROM_ADDRESS', message, { distance_m: 200 }))
      .mockRejectedValueOnce(refusal(409, 'NOT_CHECKED_IN', 'Pointez d’abord votre arrivée.'));
    const result = await flushQueue({ store, userId: USER, send });
    expect(result.sent).toBe(0);
    expect(result.refused.map((item) => item.refus)).toEqual([
      { code: 'TOO_FAR_FROM_ADDRESS', message },
      { code: 'NOT_CHECKED_IN', message: 'Pointez d’abord votre arrivée.' },
    ]);
    const kept = await store.read();
    expect(kept.map((item) => item.state)).toEqual(['refuse', 'refuse']);
    // Never sent again.
    await flushQueue({ store, userId: USER, send });
    expect(send).toHaveBeenCalledTimes(2);
    // Read by the agent: it leaves the phone.
    await dismiss(store, ARRIVEE.event_id);
    expect((await store.read()).map((item) => item.event_id)).toEqual([DEPART.event_id]);
  });

  it('takes « already recorded » of its own event as delivered (the first answer was lost)', async () => {
    const store = memoryQueueStore([ARRIVEE]);
    const send = vi.fn().mockRejectedValue(
      refusal(409, 'POINTAGE_ALREADY_RECORDED', 'Cette arrivée est déjà enregistrée.', {
        deja_recu: true,
      }),
    );
    const result = await flushQueue({ store, userId: USER, send });
    expect(result).toEqual({ sent: 1, refused: [], interrupted: false });
    expect(await store.read()).toEqual([]);
  });

  it("never sends another account's events, and queues an event id once", async () => {
    const store = memoryQueueStore();
    await enqueue(store, ARRIVEE);
    await enqueue(store, ARRIVEE);
    await enqueue(store, event('arrivee', '2026-03-18T07:00:00.000Z', { user_id: 8 }));
    const send = vi.fn().mockResolvedValue({});
    await flushQueue({ store, userId: USER, send });
    expect(send).toHaveBeenCalledTimes(1);
    expect((await store.read()).map((item) => item.user_id)).toEqual([8]);
  });
});

describe('newEventId', () => {
  it('makes a v4 uuid without randomUUID (a page that is not a secure context)', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView>(array: T) => {
        new Uint8Array(array.buffer).fill(0xff);
        return array;
      },
    } as unknown as Crypto;
    expect(newEventId(source)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newEventId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
