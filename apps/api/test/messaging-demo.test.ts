import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONVERSATION_SUBJECTS } from '../src/db/seed/demo-messagerie.ts';
import {
  DEMO_AGENT_EMAIL,
  DEMO_CLIENT_EMAIL,
  DEMO_OPERATEUR_EMAIL,
  DEMO_PASSWORD,
  seedDemo,
} from '../src/db/seed/demo.ts';
import { bearer, buildTestApp, signIn, type TestApp } from './helper.ts';

// The demo conversations (apps/api/src/db/seed/demo-messagerie.ts) as each demo account sees them.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database.db, { now: t.clock.now() });
  // A second run adds nothing.
  await seedDemo(t.database.db, { now: t.clock.now() });
});
afterAll(async () => {
  await t.close();
});

async function as(email: string) {
  const { access_token } = await signIn(t, email, DEMO_PASSWORD);
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(access_token) });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  return {
    list: () => get('/api/messagerie/conversations'),
    unread: () => get('/api/messagerie/unread'),
  };
}

describe('demo conversations', () => {
  it('the operator sees both, with the agent’s last message unread', async () => {
    const operator = await as(DEMO_OPERATEUR_EMAIL);
    const { items, total } = await operator.list();
    // Beside the agency's other demo conversations (demo-recrutement/conversations.ts).
    expect(total).toBeGreaterThanOrEqual(2);
    const bySubject = Object.fromEntries(
      items.map((item: { subject: string }) => [item.subject, item]),
    );
    expect(bySubject[DEMO_CONVERSATION_SUBJECTS.agent]).toMatchObject({
      kind: 'agent',
      interlocuteur: 'Karim Benali',
      non_lus: 1,
    });
    expect(bySubject[DEMO_CONVERSATION_SUBJECTS.client]).toMatchObject({
      kind: 'client',
      interlocuteur: 'Claire Martin',
      non_lus: 0,
    });
    expect(bySubject[DEMO_CONVERSATION_SUBJECTS.client].mission_id).not.toBeNull();
    const unread = await operator.unread();
    expect(unread.conversations).toBeGreaterThanOrEqual(1);
    expect(unread.messages).toBeGreaterThanOrEqual(1);
  });

  it('the client and the agent each see their own, everything read', async () => {
    for (const [email, subject] of [
      [DEMO_CLIENT_EMAIL, DEMO_CONVERSATION_SUBJECTS.client],
      [DEMO_AGENT_EMAIL, DEMO_CONVERSATION_SUBJECTS.agent],
    ] as const) {
      const customer = await as(email);
      const { items } = await customer.list();
      expect(items.map((item: { subject: string }) => item.subject)).toEqual([subject]);
      expect(items[0]).toMatchObject({ interlocuteur: 'Maisonnée', non_lus: 0 });
      expect(await customer.unread()).toEqual({ conversations: 0, messages: 0 });
    }
  });
});
