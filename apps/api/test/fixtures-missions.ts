import { REFUSAL_STATUS, type RefusalCode } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { absences, conges } from '../src/db/schema/candidat-declarations.ts';
import { candidat_competences, candidats } from '../src/db/schema/candidats.ts';
import { clients } from '../src/db/schema/clients.ts';
import { interventions, type NewIntervention } from '../src/db/schema/interventions.ts';
import { horaires_recurents, missions, type NewMission } from '../src/db/schema/missions.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { users } from '../src/db/schema/users.ts';
import type { AppConfig } from '../src/config.ts';
import {
  appOfTheFile,
  bearer,
  createUser,
  madeForEachTest,
  signIn,
  type TestApp,
} from './helper.ts';

/*
 * Fixtures of the missions, interventions and candidats tests: a client at a known address, agents
 * with their candidats row and skills, missions with weekly slots and interventions. The test clock
 * starts on Monday 2026-03-02 at 09:00 UTC.
 */

/** An instant of the test calendar (the clock starts on Monday 2026-03-02 at 09:00 UTC). */
export const at = (iso: string) => new Date(iso);

/** POST and GET with an access token, on the app `app()` returns (built in `beforeAll`). */
export function requestsOn(app: () => TestApp) {
  return {
    post: (url: string, token: string, payload: object = {}) =>
      app().app.inject({ method: 'POST', url, headers: bearer(token), payload }),
    get: (url: string, token: string) =>
      app().app.inject({ method: 'GET', url, headers: bearer(token) }),
  };
}

/**
 * The setting most API suites share: the app of the file (built before its tests, closed after
 * them), POST and GET with an access token on it, and its database; with `setClockBeforeEach`, the
 * clock set back to its start before each test, so each test reads the time it states.
 */
export function suiteOfTheFile(
  options: { app?: Partial<AppConfig>; setClockBeforeEach?: boolean } = {},
) {
  const t = appOfTheFile(options.app);
  if (options.setClockBeforeEach) beforeEach(() => setClock(t));
  return { t, ...requestsOn(() => t), db: () => t.database.db };
}

/**
 * The suite of a file whose tests move the clock by hours or days (a check-out hours after the
 * check-in): access tokens of a week, and the clock set back to its start before each test.
 */
export const clockMovingSuite = () =>
  suiteOfTheFile({ app: { accessTokenTtlSeconds: 7 * 86_400 }, setClockBeforeEach: true });

export type ClientAccount = Awaited<ReturnType<typeof createClientAccount>>;
export type AgentAccount = Awaited<ReturnType<typeof createAgentAccount>>;
export type OperatorAccount = Awaited<ReturnType<typeof createOperator>>;

/** The instant the test clock starts at: Monday 2026-03-02 at 09:00 UTC. */
export const CLOCK_START = at('2026-03-02T09:00:00Z');

/**
 * Sets the test clock to `instant` (by default back to its start), so a test reads the time it
 * states whatever the tests before it moved the clock to.
 */
export function setClock(t: TestApp, instant: Date = CLOCK_START) {
  t.clock.advance(instant.getTime() - t.clock.now().getTime());
}

/** The agent checks in (`arrivee`) or out (`depart`) of an intervention, from the client's home by default. */
function pointage(kind: 'arrivee' | 'depart') {
  const url =
    kind === 'arrivee'
      ? '/api/intervention/pointageDebutIntervention'
      : '/api/intervention/pointageFinIntervention';
  return (
    t: TestApp,
    agent: { token: string },
    interventionId: number,
    position: { lat: number; lng: number } = HOME,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(agent.token),
      payload: { intervention_id: interventionId, ...position },
    });
}

/** The agent checks in on an intervention (from the client's home by default). */
export const checkIn = pointage('arrivee');

/** The agent checks out of an intervention (from the client's home by default). */
export const checkOut = pointage('depart');

/** The client's home (Paris 4e); agents check in from here. */
export const HOME = { lat: 48.8556, lng: 2.3589 } as const;

/** A point `metres` north of the client's home. */
export function northOfHome(metres: number) {
  return { lat: HOME.lat + metres / 111_195, lng: HOME.lng };
}

let spots = 0;
/**
 * A place of its own for one test's client and agents, 0.5° of latitude (55 km) north of the last
 * one: farther than the 20 km of the agent searches, so a search finds only the agents that test
 * created, whatever the other tests of the same database left.
 */
export function aSpotOfItsOwn() {
  spots += 1;
  return { lat: HOME.lat + spots * 0.5, lng: HOME.lng };
}

/** A weekly mission's slots: Tuesdays 09:00–12:00 and Thursdays 14:00–16:00. */
export const TUESDAYS_AND_THURSDAYS = [
  { day: 2, start_time: '09:00', end_time: '12:00' },
  { day: 4, start_time: '14:00', end_time: '16:00' },
];

/**
 * What each test of the agent searches starts from: a spot of its own, a client living there and
 * an operator (administration and commercial); `nearby`, about 1 km east of the client, is where
 * the test puts the agents it wants found.
 */
export async function aClientAtASpotOfItsOwn(t: TestApp) {
  const spot = aSpotOfItsOwn();
  const nearby = { lat: spot.lat - 0.0003, lng: spot.lng + 0.0156 };
  const client = await createClientAccount(t, spot);
  const operator = await createOperator(t);
  return { spot, nearby, client, operator };
}

/**
 * The suite of an agent-search file: the suite of the file, and `own`, each test's own setting
 * (`aClientAtASpotOfItsOwn`), made again before each test.
 */
export function agentSearchSuite() {
  const suite = suiteOfTheFile();
  return { ...suite, own: madeForEachTest(() => aClientAtASpotOfItsOwn(suite.t)) };
}

/** A client account (role 5) whose client record has an address with coordinates. */
export async function createClientAccount(
  t: TestApp,
  position: { lat: number; lng: number } = HOME,
) {
  const { user, email, clientId } = await createUser(t, { roles: [5] });
  await t.database.db
    .update(clients)
    .set({ adresse: '12 rue de Rivoli', codep: '75004', ville: 'Paris', ...position })
    .where(eq(clients.id, clientId!));
  const session = await signIn(t, email);
  return { userId: user.id, clientId: clientId!, token: session.access_token };
}

/** An active agent (status 6, contract signed) with its account (role 6) and skills. */
export async function createAgentAccount(
  t: TestApp,
  options: {
    competences?: number[];
    position?: { lat: number; lng: number };
    statut?: number;
    contratSigned?: boolean;
    prenom?: string;
  } = {},
) {
  const db = t.database.db;
  const position = options.position ?? { lat: 48.8553, lng: 2.3745 };
  const [candidat] = await db
    .insert(candidats)
    .values({
      nom: 'Benali',
      prenom: options.prenom ?? 'Karim',
      civilite: 'M.',
      email: `agent-${Date.now()}-${Math.random().toString(36).slice(2)}@exemple.fr`,
      ...position,
      candidat_statut_id: options.statut ?? 6,
      contrat_signed_at: options.contratSigned === false ? null : new Date('2025-01-01T00:00:00Z'),
    })
    .returning({ id: candidats.id });
  const candidatId = candidat!.id;
  const competences = options.competences ?? [1];
  if (competences.length)
    await db
      .insert(candidat_competences)
      .values(competences.map((competence_id) => ({ candidat_id: candidatId, competence_id })));
  const { user, email } = await createUser(t, { roles: [6], withClient: false });
  await db.update(users).set({ candidat_id: candidatId }).where(eq(users.id, user.id));
  const session = await signIn(t, email);
  return { userId: user.id, candidatId, token: session.access_token };
}

/** A back-office account (administration and commercial by default). */
export async function createOperator(t: TestApp, roles = [1, 3]) {
  const { user, email } = await createUser(t, { roles, withClient: false });
  const session = await signIn(t, email);
  return { userId: user.id, token: session.access_token };
}

/** A mission with weekly slots and interventions, straight in the database. */
export async function createMission(
  t: TestApp,
  values: Partial<NewMission> & { client_id: number },
  options: {
    horaires?: { day: number; start_time: string; end_time: string; candidat_id?: number | null }[];
    interventions?: (Partial<NewIntervention> & { date_debut: Date; date_fin: Date })[];
  } = {},
) {
  const db = t.database.db;
  const [mission] = await db
    .insert(missions)
    .values({
      is_ponctuel: false,
      client_besoin_skill_id: 1,
      date_debut: new Date('2026-03-01T00:00:00Z'),
      ...values,
    })
    .returning();
  const horaireIds: number[] = [];
  for (const horaire of options.horaires ?? []) {
    const [row] = await db
      .insert(horaires_recurents)
      .values({ mission_id: mission!.id, ...horaire })
      .returning({ id: horaires_recurents.id });
    horaireIds.push(row!.id);
  }
  const interventionIds: number[] = [];
  for (const intervention of options.interventions ?? []) {
    const [row] = await db
      .insert(interventions)
      .values({ mission_id: mission!.id, client_id: values.client_id, ...intervention })
      .returning({ id: interventions.id });
    interventionIds.push(row!.id);
  }
  return { missionId: mission!.id, horaireIds, interventionIds };
}

/**
 * A mission of the client with one visit of the agent (`candidatId`, null for a visit still
 * waiting for one) from `from` to `to`, instants of the test calendar; `mission` adds to the
 * mission's values.
 */
export function aVisit(
  t: TestApp,
  visit: { clientId: number; candidatId: number | null; from: string; to: string },
  mission: Partial<NewMission> = {},
) {
  return createMission(
    t,
    { client_id: visit.clientId, ...mission },
    {
      interventions: [
        { candidat_id: visit.candidatId, date_debut: at(visit.from), date_fin: at(visit.to) },
      ],
    },
  );
}

/**
 * A mission of the client with one visit of the agent: Tuesday 2026-03-03, 09:00–11:00 on the
 * agency's clock; `tuesday` is the visit's id.
 */
export async function aTuesdayVisit(t: TestApp, clientId: number, candidatId: number) {
  const { missionId, interventionIds } = await aVisit(
    t,
    { clientId, candidatId, from: '2026-03-03T09:00:00Z', to: '2026-03-03T11:00:00Z' },
    { mutuelle_id: null, nb_heures_consommees: 0 },
  );
  return { missionId, tuesday: interventionIds[0]! };
}

/** The agent's leave from `from` to `to` (days, both included), accepted by the agency. */
export async function grantLeave(
  t: TestApp,
  agent: { candidatId: number },
  from: string,
  to: string,
) {
  await t.database.db
    .insert(conges)
    .values({ candidat_id: agent.candidatId, date_debut: from, date_fin: to, statut: 'accepte' });
}

/** The agent's absence from `from` to `to` (instants of the test calendar). */
export async function recordAbsence(
  t: TestApp,
  agent: { candidatId: number },
  from: string,
  to: string,
) {
  await t.database.db
    .insert(absences)
    .values({ candidat_id: agent.candidatId, date_debut: at(from), date_fin: at(to) });
}

/** An answer of `app.inject` or of the helper's `call`. */
type Answer = { statusCode: number; json: () => unknown } | { status: number; body: unknown };
interface RefusalBody {
  error: { code: string; message: string; details?: Record<string, unknown>; fields?: unknown };
}

/** Asserts a business refusal: its code and that code's status. Returns the error. */
export function expectRefusal(response: Answer, code: RefusalCode) {
  const [status, body] =
    'statusCode' in response
      ? [response.statusCode, response.json() as RefusalBody]
      : [response.status, response.body as RefusalBody];
  expect({ status, code: body.error?.code }).toEqual({ status: REFUSAL_STATUS[code], code });
  return body.error;
}

export async function interventionRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(interventions).where(eq(interventions.id, id));
  return row!;
}

export async function notificationsOf(t: TestApp, userId: number) {
  return t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));
}

/** A multipart/form-data body for `app.inject`. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
  fileField = 'file',
) {
  const boundary = `----maisonnee${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A tiny but real PDF (magic bytes %PDF-). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
