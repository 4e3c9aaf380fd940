import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendar_feeds } from '../../db/schema/calendrier.ts';
import { clients } from '../../db/schema/clients.ts';
import { appOfTheFile, bearer, createUser, signIn } from '../../../test/helper.ts';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  setClock,
  type AgentAccount,
  type ClientAccount,
} from '../../../test/fixtures-missions.ts';

/*
 * The private calendar feed (issue 25, point 8; docs/calendrier.md): a family or an agent makes a
 * link, a calendar reads it without a token, it holds only its owner's visits (30 days back, 90
 * ahead), never a door code nor a phone; making a new link or revoking it ends the old one. The
 * clock: Monday 2026-03-02, 10:00 in Paris. Planned times are the agency's wall clock, so the
 * feed's instants are checked in UTC: 09:00 in March is 08:00Z, 09:00 in April is 07:00Z.
 */

const t = appOfTheFile();
const NOW = at('2026-03-02T09:00:00Z');
const DOOR_CODE = '4812B';
const PHONE = '0612345678';

/** An ICS text's events, each as its properties (folded lines joined, as RFC 5545 says). */
function eventsOf(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      if (current) events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

let family: ClientAccount;
let otherFamily: ClientAccount;
let karim: AgentAccount;
let fatou: AgentAccount;
const visits: Record<string, number> = {};

beforeAll(async () => {
  setClock(t, NOW);
  family = await createClientAccount(t);
  otherFamily = await createClientAccount(t);
  karim = await createAgentAccount(t);
  fatou = await createAgentAccount(t, { prenom: 'Fatou' });
  // What a feed must never show: the door code, the access instructions, the phones.
  await t.database.db
    .update(clients)
    .set({
      civilite: 'Mme',
      nom: 'Dubois',
      code_porte: DOOR_CODE,
      acces_instructions: `Digicode ${DOOR_CODE}, 3e étage`,
      complement_adresse: `Code ${DOOR_CODE}`,
      mobile: PHONE,
      fixe: PHONE,
    })
    .where(eq(clients.id, family.clientId));
  const visit = (
    candidatId: number | null,
    from: string,
    to: string,
    statut: 'planifiee' | 'annulee' = 'planifiee',
  ) => ({ candidat_id: candidatId, date_debut: at(from), date_fin: at(to), statut });
  const mine = await createMission(
    t,
    { client_id: family.clientId, client_besoin_skill_id: 1 },
    {
      interventions: [
        visit(karim.candidatId, '2026-03-03T09:00:00Z', '2026-03-03T11:00:00Z'),
        visit(karim.candidatId, '2026-03-05T09:00:00Z', '2026-03-05T11:00:00Z', 'annulee'),
        // Summer time: 09:00 in Paris is 07:00Z.
        visit(fatou.candidatId, '2026-04-01T09:00:00Z', '2026-04-01T11:00:00Z'),
        // 32 days ago and 92 days ahead: outside the feed.
        visit(karim.candidatId, '2026-01-29T09:00:00Z', '2026-01-29T11:00:00Z'),
        visit(karim.candidatId, '2026-06-02T09:00:00Z', '2026-06-02T11:00:00Z'),
      ],
    },
  );
  const [tuesday, cancelled, april, old, far] = mine.interventionIds as number[];
  Object.assign(visits, { tuesday, cancelled, april, old, far });
  const theirs = await createMission(
    t,
    { client_id: otherFamily.clientId, client_besoin_skill_id: 4 },
    {
      interventions: [
        visit(karim.candidatId, '2026-03-04T14:00:00Z', '2026-03-04T16:00:00Z'),
        visit(fatou.candidatId, '2026-03-06T14:00:00Z', '2026-03-06T16:00:00Z'),
      ],
    },
  );
  const [karimElsewhere, fatouElsewhere] = theirs.interventionIds as number[];
  Object.assign(visits, { karimElsewhere, fatouElsewhere });
});

const call = (method: 'GET' | 'POST' | 'DELETE', token: string) =>
  t.app.inject({ method, url: '/api/calendrier', headers: bearer(token) });

/** The feed's path from its URL (the app is reached without its public origin). */
const pathOf = (url: string) => new URL(url).pathname;

async function newLink(token: string) {
  const response = await call('POST', token);
  expect(response.statusCode).toBe(201);
  return response.json().data as { url: string; webcal_url: string; created_at: string };
}

describe('the link of a feed', () => {
  it('is made once, shown once, and only its hash is kept', async () => {
    // A family of its own: the other tests, in any order, make and read the shared family's links.
    const newcomer = await createClientAccount(t);
    const before = await call('GET', newcomer.token);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ actif: false, created_at: null, last_read_at: null });

    const link = await newLink(newcomer.token);
    const match = link.url.match(/^(.+)\/api\/calendrier\/([A-Za-z0-9_-]{43})\.ics$/);
    expect(match?.[1]).toBe(t.config.publicUrl);
    expect(link.webcal_url).toBe(link.url.replace(/^https?:\/\//, 'webcal://'));
    expect(link.created_at).toBe(NOW.toISOString());

    const rows = await t.database.db
      .select()
      .from(calendar_feeds)
      .where(eq(calendar_feeds.user_id, newcomer.userId));
    expect(rows).toHaveLength(1);
    const secret = match![2]!;
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(secret);

    const after = await call('GET', newcomer.token);
    expect(after.json().data).toEqual({
      actif: true,
      created_at: NOW.toISOString(),
      last_read_at: null,
    });
  });

  it('is refused to the back office, and to a client role without a client record', async () => {
    const operator = await createUser(t, { roles: [1, 3], withClient: false });
    const operatorToken = (await signIn(t, operator.email)).access_token;
    expect((await call('POST', operatorToken)).statusCode).toBe(403);
    const empty = await createUser(t, { roles: [5], withClient: false });
    const refused = await call('POST', (await signIn(t, empty.email)).access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/ni espace famille ni espace intervenant/);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/calendrier' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the feed read by a calendar', () => {
  it("holds the family's visits only, 30 days back and 90 ahead, cancelled ones marked", async () => {
    const link = await newLink(family.token);
    setClock(t, at('2026-03-02T09:05:00Z'));
    const response = await t.app.inject({ method: 'GET', url: pathOf(link.url) });
    setClock(t, NOW);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const ics = response.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const host = new URL(t.config.publicUrl).host;
    const events = eventsOf(ics);
    expect(events.map((event) => event.UID)).toEqual(
      [visits.tuesday, visits.cancelled, visits.april].map((id) => `intervention-${id}@${host}`),
    );
    const [tuesday, cancelled, april] = events;
    expect(tuesday).toMatchObject({
      SUMMARY: 'Ménage — Karim B.',
      DTSTART: '20260303T080000Z',
      DTEND: '20260303T100000Z',
      LOCATION: '12 rue de Rivoli\\, 75004 Paris',
      STATUS: 'CONFIRMED',
    });
    expect(cancelled!.STATUS).toBe('CANCELLED');
    expect(april).toMatchObject({
      SUMMARY: 'Ménage — Fatou B.',
      DTSTART: '20260401T070000Z',
      DTEND: '20260401T090000Z',
    });
    // Never the door code (nor the instructions or the complement that carry it), nor a phone.
    expect(ics).not.toContain(DOOR_CODE);
    expect(ics).not.toContain(PHONE);
    expect(ics).not.toMatch(/Digicode|étage/);

    const state = await call('GET', family.token);
    expect(state.json().data.last_read_at).toBe('2026-03-02T09:05:00.000Z');
  });

  it("holds the agent's visits in every family, titled with the family, not another agent's", async () => {
    const link = await newLink(karim.token);
    const response = await t.app.inject({ method: 'GET', url: pathOf(link.url) });
    expect(response.statusCode).toBe(200);
    const events = eventsOf(response.body);
    const host = new URL(t.config.publicUrl).host;
    expect(events.map((event) => event.UID)).toEqual(
      [visits.tuesday, visits.karimElsewhere, visits.cancelled].map(
        (id) => `intervention-${id}@${host}`,
      ),
    );
    expect(events[0]!.SUMMARY).toBe('Ménage chez Mme Dubois');
    expect(events[1]!.SUMMARY).toBe("Garde d'enfants chez Mme Durand");
    expect(response.body).not.toContain(DOOR_CODE);
    expect(response.body).not.toContain(PHONE);
  });

  it("shows another family none of this family's visits (IDOR)", async () => {
    const link = await newLink(otherFamily.token);
    const response = await t.app.inject({ method: 'GET', url: pathOf(link.url) });
    const ids = eventsOf(response.body).map((event) => event.UID);
    const host = new URL(t.config.publicUrl).host;
    expect(ids).toEqual(
      [visits.karimElsewhere, visits.fatouElsewhere].map((id) => `intervention-${id}@${host}`),
    );
  });

  it('answers 404 to an unknown secret, a malformed one, a replaced one and a revoked one', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/calendrier/${'A'.repeat(43)}.ics`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/calendrier/abc.ics' });
    expect(malformed.statusCode).toBe(404);

    const first = await newLink(fatou.token);
    const second = await newLink(fatou.token);
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ method: 'GET', url: pathOf(first.url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(second.url) })).statusCode).toBe(200);

    const revoked = await call('DELETE', fatou.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ actif: false, created_at: null, last_read_at: null });
    const gone = await t.app.inject({ method: 'GET', url: pathOf(second.url) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/révoqué/);
    expect((await call('GET', fatou.token)).json().data.actif).toBe(false);
  });
});
