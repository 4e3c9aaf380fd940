import { ROLE } from '@maisonnee/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from './helper.ts';
import {
  appOfTheFile,
  bearer,
  buildTestApp,
  createUser,
  encrypted,
  madeForEachTest,
  signIn,
} from './helper.ts';
import { devis } from '../src/db/schema/devis.ts';

/*
 * Shared steps of the quote, draft, client and scenario suites. The test clock starts on
 * Monday 2026-03-02 09:00 UTC (helper.ts): the dates below are in the weeks after it.
 */

export interface Session {
  token: string;
  userId: number;
  clientId: number;
  email: string;
}

/** A client account (role 5 with its client record), signed in. */
export async function clientSession(t: TestApp): Promise<Session> {
  const { user, email, clientId } = await createUser(t);
  const { access_token } = await signIn(t, email);
  return { token: access_token, userId: user.id, clientId: clientId!, email };
}

/** A back-office account (administrator and commercial), signed in. */
export async function operatorSession(
  t: TestApp,
  roles: number[] = [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL],
): Promise<Session> {
  const { user, email } = await createUser(t, { roles });
  const { access_token } = await signIn(t, email);
  return { token: access_token, userId: user.id, clientId: 0, email };
}

/** Two client accounts (Alice, Bob) and an operator, signed in. */
export async function devisSessions(t: TestApp) {
  const alice = await clientSession(t);
  const bob = await clientSession(t);
  return { alice, bob, operator: await operatorSession(t) };
}

/** A fresh app with two client accounts (Alice, Bob) and an operator, signed in. */
export async function openDevisSuite(): Promise<{
  t: TestApp;
  alice: Session;
  bob: Session;
  operator: Session;
}> {
  const t = await buildTestApp();
  return { t, ...(await devisSessions(t)) };
}

/**
 * The setting of the quote suites: the app of the file, and `own`, each test's own sessions
 * (`devisSessions`: Alice, Bob and an operator) made before it, so a client's quotes and the
 * agency's notifications are only those of the test.
 */
export function devisSuite() {
  const t = appOfTheFile();
  return { t, own: madeForEachTest(() => devisSessions(t)) };
}

/** Opens the quote suite before the file's tests, hands it to `set`, and closes it after them. */
export function withDevisSuite(set: (suite: Awaited<ReturnType<typeof openDevisSuite>>) => void) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const suite = await openDevisSuite();
    app = suite.t;
    set(suite);
  });
  afterAll(() => app?.close());
}

/** An API call with an optional bearer token; answers status and parsed body. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  session?: Session | null,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: session ? bearer(session.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json(), raw: response };
}

/** Children's care three times a week (5 h weekday + 2.5 h Saturday = 195 € a week). */
export const RECURRING_BESOIN = {
  service: 4,
  frequence: 'recurrent',
  date: '2026-03-09',
  frequenceType: 'Toutes les semaines',
  reccurentArray: [
    { day: 1, time_debut: '16:30', time_fin: '19:00' },
    { day: 4, time_debut: '16:30', time_fin: '19:00' },
    { day: 6, time_debut: '09:30', time_fin: '12:00' },
  ],
  description: "Garde de Léa et Hugo après l'école.",
} as const;

/** Three hours of cleaning on Tuesday 2026-03-10 (90 €). */
export const PONCTUEL_BESOIN = {
  service: 1,
  frequence: 'ponctuel',
  date: '2026-03-10',
  time_debut: '09:00',
  time_fin: '12:00',
} as const;

/** Submits a need through save-besoin and returns the quote created. */
export async function submitBesoin(
  t: TestApp,
  session: Session,
  besoin: Record<string, unknown> = RECURRING_BESOIN,
) {
  const response = await call(t, 'POST', '/api/client/save-besoin', session, {
    client_id: session.clientId,
    ...besoin,
  });
  if (response.status !== 201)
    throw new Error(`save-besoin: ${response.status} ${response.raw.body}`);
  return response.body.data as {
    id: number;
    reference: string;
    statut: string;
    montant_ttc: number;
  };
}

/**
 * The body of a planning draft (« Transmettre mon planning ») for a signed quote of
 * RECURRING_BESOIN's service: from Monday 2026-03-09, Mondays 16:30–19:00 unless `slots` says.
 */
export function planningDraftBody(
  clientId: number,
  devisId: number,
  slots: { day: number; time_debut: string; time_fin: string }[] = [
    { day: 1, time_debut: '16:30', time_fin: '19:00' },
  ],
) {
  return {
    client_id: clientId,
    kind: 'planification',
    devis_id: devisId,
    service: 4,
    frequence: 'recurrent',
    date: '2026-03-09',
    reccurentArray: slots,
  };
}

export async function countDevis(t: TestApp, clientId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(devis)
    .where(eq(devis.client_id, clientId));
  return Number(row?.n ?? 0);
}

/** Signs a quote through devis/sign: Alice's typed name and consent, unless `extra` says otherwise. */
export const signDevis = (
  t: TestApp,
  session: Session,
  devisId: number,
  extra: Record<string, unknown> = {},
) =>
  call(t, 'POST', '/api/devis/sign', session, {
    devis_id: devisId,
    signature_text: 'Alice Durand',
    accept_conditions: true,
    ...extra,
  });

/** The quote's row as stored. */
export async function devisRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(devis).where(eq(devis.id, id));
  return row!;
}

/** One Saturday of cleaning composed by the back office (4 weekend hours, 152 €). */
export const LIBRE_LIGNE = {
  client_besoin_skill_id: 1,
  libelle: 'Grand ménage de printemps',
  is_ponctuel: true,
  date_debut: '2026-03-14',
  nb_heures: 0,
  nb_heures_weekend: 4,
};

/** A quote of LIBRE_LIGNE that the back office drafts for the client (201); answers its id. */
export async function draftedLibreDevis(t: TestApp, operatorToken: string, clientId: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/devis/devis-libre',
    headers: bearer(operatorToken),
    payload: { client_id: clientId, lignes: [LIBRE_LIGNE] },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.id as number;
}

export const devisUrl = (t: TestApp, id: number, suffix = '') =>
  `/api/devis/${encrypted(t, id)}${suffix}`;

/** A quote submitted by the client and signed by them (devis/sign); returns the quote created. */
export async function submitSignedDevis(
  t: TestApp,
  session: Session,
  besoin: Record<string, unknown> = RECURRING_BESOIN,
) {
  const created = await submitBesoin(t, session, besoin);
  const signed = await signDevis(t, session, created.id);
  if (signed.status !== 200) throw new Error(`devis/sign: ${signed.status} ${signed.raw.body}`);
  return created;
}

/**
 * The client (an account of fixtures-missions: no e-mail needed) signs a quote of its recurring
 * need, then saves the planning of it (`planningDraftBody`); answers the quote and the saving's
 * answer.
 */
export async function planningDraftOfASignedQuote(
  t: TestApp,
  client: { token: string; userId: number; clientId: number },
  slots?: Parameters<typeof planningDraftBody>[2],
) {
  const devis = await submitSignedDevis(t, { ...client, email: '' });
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/devis/brouillons/save',
    headers: bearer(client.token),
    payload: planningDraftBody(client.clientId, devis.id, slots),
  });
  return { devis, draft };
}
