import { describe, expect, it } from 'vitest';
import { createSharedReads } from './shared-reads.ts';

/** A read that answers when told to. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

describe('shared reads', () => {
  it('gives a request the answer of the identical read already running, and reads again once it settled', async () => {
    const shared = createSharedReads<string>();
    let reads = 0;
    const first = deferred<string>();
    const compute = () => {
      reads += 1;
      return first.promise;
    };
    const a = shared.read('semaine', compute);
    const b = shared.read('semaine', compute);
    expect(b).toBe(a);
    expect(reads).toBe(1);
    first.resolve('lundi');
    await expect(b).resolves.toBe('lundi');

    const c = shared.read('semaine', async () => 'mardi');
    expect(c).not.toBe(a);
    await expect(c).resolves.toBe('mardi');
    expect(shared.running()).toBe(0);
  });

  it('never shares between different keys', async () => {
    const shared = createSharedReads<string>();
    const a = shared.read('semaine|agent 1', async () => 'un');
    const b = shared.read('semaine|agent 2', async () => 'deux');
    expect(await a).toBe('un');
    expect(await b).toBe('deux');
  });

  it('shares a failure with those waiting, then reads again', async () => {
    const shared = createSharedReads<string>();
    const failing = deferred<string>();
    const a = shared.read('k', () => failing.promise);
    const b = shared.read('k', () => Promise.resolve('jamais'));
    failing.reject(new Error('base indisponible'));
    await expect(a).rejects.toThrow('base indisponible');
    await expect(b).rejects.toThrow('base indisponible');
    await expect(shared.read('k', async () => 'de nouveau')).resolves.toBe('de nouveau');
  });

  it('after forget, a request starts its own read; the older one still answers its waiters', async () => {
    const shared = createSharedReads<string>();
    const before = deferred<string>();
    const a = shared.read('2026-03-09|x', () => before.promise);
    const other = shared.read('2026-03-16|x', () => deferred<string>().promise);
    shared.forget((key) => key.startsWith('2026-03-09'));
    const after = deferred<string>();
    const b = shared.read('2026-03-09|x', () => after.promise);
    expect(b).not.toBe(a);
    // The other week keeps sharing.
    expect(shared.read('2026-03-16|x', async () => 'jamais')).toBe(other);
    // The older read settling does not drop the newer one's entry.
    before.resolve('avant');
    await expect(a).resolves.toBe('avant');
    expect(shared.read('2026-03-09|x', async () => 'jamais')).toBe(b);
    after.resolve('après');
    await expect(b).resolves.toBe('après');
    shared.forget();
    expect(shared.running()).toBe(0);
  });
});
