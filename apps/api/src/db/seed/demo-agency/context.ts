import type { Tx } from '../../client.ts';

/** What every part of the demo agency's seed gets from seedDemo (one transaction). */
export interface AgencySeedContext {
  tx: Tx;
  now: Date;
  /** The demo password's hash, computed once on first use. */
  passwordHash: () => Promise<string>;
  /** The back-office account that creates quotes and missions. */
  operateurUserId: number;
  mutuelleId: number;
}
