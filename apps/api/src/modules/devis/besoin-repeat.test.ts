import { describe, expect, it } from 'vitest';
import {
  call,
  countDevis,
  PONCTUEL_BESOIN,
  RECURRING_BESOIN,
  type Session,
  withDevisSuite,
} from '../../../test/fixtures-devis.ts';
import type { TestApp } from '../../../test/helper.ts';

/*
 * Issue 9, point 12: "Envoyer ma demande de devis" pressed twice created two quotes. The same need
 * of the same client, by the same user, within 10 minutes answers the quote already made.
 */

let t: TestApp;
let alice: Session;
withDevisSuite((suite) => ({ t, alice } = suite));

const submit = (besoin: object) =>
  call(t, 'POST', '/api/client/save-besoin', alice, { client_id: alice.clientId, ...besoin });

describe('a need submitted twice', () => {
  it('answers the same quote, at once or together, and creates one', async () => {
    // Past the 10 minutes of any same need an earlier test sent (the order is shuffled in CI).
    t.clock.advance(11 * 60_000);
    const before = await countDevis(t, alice.clientId);
    const [first, second] = await Promise.all([submit(RECURRING_BESOIN), submit(RECURRING_BESOIN)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.id).toBe(first.body.data.id);
    const third = await submit(RECURRING_BESOIN);
    expect(third.body.data.id).toBe(first.body.data.id);
    expect(await countDevis(t, alice.clientId)).toBe(before + 1);
  });

  it('creates another quote for another need, or the same need 10 minutes later', async () => {
    const before = await countDevis(t, alice.clientId);
    const other = await submit(PONCTUEL_BESOIN);
    expect(other.status).toBe(201);
    t.clock.advance(11 * 60_000);
    const again = await submit(RECURRING_BESOIN);
    expect(again.status).toBe(201);
    expect(await countDevis(t, alice.clientId)).toBe(before + 2);
  });
});
