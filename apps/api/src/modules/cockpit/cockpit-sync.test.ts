import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { noteWriteCall } from '../../lib/write-count.ts';
import { DERIVATION_REUSE_MS, sharedSync } from './cockpit-sync.ts';

/** A derivation that counts its runs and ends when told. */
function countingDerivation() {
  let runs = 0;
  return {
    derive: async () => {
      runs += 1;
    },
    runs: () => runs,
  };
}

describe('sharedSync', () => {
  it('reuses a recent derivation while nothing was written, and derives again after a write', async () => {
    const db = {} as Db;
    const counter = countingDerivation();
    await sharedSync(db, 'commercial', counter.derive, 1_000);
    await sharedSync(db, 'commercial', counter.derive, 1_000 + DERIVATION_REUSE_MS - 1);
    expect(counter.runs()).toBe(1);

    noteWriteCall();
    await sharedSync(db, 'commercial', counter.derive, 1_000 + DERIVATION_REUSE_MS - 1);
    expect(counter.runs()).toBe(2);
  });

  it('derives again once the derivation is older than the reuse limit or the clock went back', async () => {
    const db = {} as Db;
    const counter = countingDerivation();
    await sharedSync(db, 'recrutement', counter.derive, 50_000);
    await sharedSync(db, 'recrutement', counter.derive, 50_000 + DERIVATION_REUSE_MS);
    expect(counter.runs()).toBe(2);
    await sharedSync(db, 'recrutement', counter.derive, 10_000);
    expect(counter.runs()).toBe(3);
  });

  it('keeps each cockpit and each database apart', async () => {
    const first = {} as Db;
    const second = {} as Db;
    const counter = countingDerivation();
    await sharedSync(first, 'commercial', counter.derive, 0);
    await sharedSync(first, 'recrutement', counter.derive, 0);
    await sharedSync(second, 'commercial', counter.derive, 0);
    expect(counter.runs()).toBe(3);
  });

  it('never reuses a derivation that failed', async () => {
    const db = {} as Db;
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('base indisponible');
    };
    await expect(sharedSync(db, 'commercial', failing, 0)).rejects.toThrow('base indisponible');
    await expect(sharedSync(db, 'commercial', failing, 1)).rejects.toThrow('base indisponible');
    expect(runs).toBe(2);
  });

  it('lets readers arriving during a derivation wait for the next one', async () => {
    const db = {} as Db;
    let runs = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        release = resolve;
      });
    const first = sharedSync(db, 'commercial', slow, 0);
    const second = sharedSync(db, 'commercial', slow, 0);
    const third = sharedSync(db, 'commercial', slow, 0);
    release();
    await first;
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([second, third]);
    expect(runs).toBe(2);
  });
});
