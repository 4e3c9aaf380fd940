import { ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '../../db/schema/users.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createUser,
  jwtPayload,
  lastCodeMailedTo,
  PASSWORD,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';

const SIGN_UP = {
  civilite: 'Mme',
  nom: 'Lefèvre',
  prenom: 'Camille',
  email: 'camille.lefevre@exemple.fr',
  mobile: '06 12 34 56 78',
  fixe: '',
  date_naissance: '1985-04-12',
  adresse: '8 rue des Lilas',
  codep: '69003',
  ville: 'Lyon',
  lat: 45.76,
  lng: 4.85,
  password: 'Tilleul-Bleu-2025',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

/** A code mailed after the answer (codes asked anonymously leave after it): waits up to 2 s. */
async function nextCodeMailedTo(email: string, previous?: string): Promise<string> {
  const until = Date.now() + 2000;
  for (;;) {
    const code = await lastCodeMailedTo(t, email).catch(() => undefined);
    if (code && code !== previous) return code;
    if (Date.now() > until) throw new Error(`no new code mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let signUpCount = 0;
/** The sign-up form with an address no other test uses. */
function signUpForm() {
  signUpCount += 1;
  return { ...SIGN_UP, email: `camille.lefevre${signUpCount}@exemple.fr` };
}

/** Signs up through the API and validates the account with the mailed code. */
async function signUpValidated(form: typeof SIGN_UP) {
  const created = await post('/users/create-account', form);
  if (created.statusCode !== 201) throw new Error(`create-account: ${created.statusCode}`);
  const code = await lastCodeMailedTo(t, form.email);
  const valid = await post('/api/users/valid-account', { email: form.email, code });
  if (valid.statusCode !== 200) throw new Error(`valid-account: ${valid.statusCode}`);
}

describe('sign-up, validation by the mailed code, sign-in', () => {
  it('creates an unvalidated account, mails a code, validates it, then signs in with issuer signin-user', async () => {
    const form = signUpForm();
    const created = await post('/users/create-account', form);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      data: { email: form.email, email_verified: false },
    });

    const refused = await post('/api/auth/signin-user', {
      email: form.email,
      password: form.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_NOT_VALIDATED');

    const code = await lastCodeMailedTo(t, form.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post('/api/users/valid-account', {
      email: form.email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('code');

    const valid = await post('/api/users/valid-account', { email: form.email, code });
    expect(valid.json()).toEqual({ success: true, data: { email_verified: true } });

    const session = await signIn(t, form.email, form.password);
    expect(jwtPayload(session.access_token)).toMatchObject({
      iss: `${t.config.publicUrl}/api/auth/signin-user`,
      aud: 'maisonnee',
      typ: 'access',
      roles: [5],
    });
    const me = await getUser(session.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: form.email,
      name: 'Camille Lefèvre',
      roles_ids: [5],
      country: 'France',
      fixe: null,
      email_verified: true,
    });
    expect(me.json().data.client_id).toEqual(expect.any(Number));
  });

  it('creates no second account with the same email (any case): same answer, the owner is told', async () => {
    const form = signUpForm();
    await signUpValidated(form);
    const again = await post('/users/create-account', {
      ...form,
      email: form.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      success: true,
      data: { email: form.email, email_verified: false },
    });
    const [owner] = await t.database.db.select().from(users).where(eq(users.email, form.email));
    expect(owner?.email_verified_at).not.toBeNull();
    await signIn(t, form.email, form.password);
  });

  it('refuses a very common password with a French message', async () => {
    const weak = await post('/users/create-account', {
      ...SIGN_UP,
      email: 'autre@exemple.fr',
      password: 'motdepasse',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/[a-zé]/);
  });

  it('signup finishes sign-up with the code and opens a session whose issuer is signup', async () => {
    const email = 'paul.martin@exemple.fr';
    await post('/users/create-account', { ...SIGN_UP, email });
    const first = await lastCodeMailedTo(t, email);
    await post('/api/users/send-validation-code', { email });
    const code = await nextCodeMailedTo(email, first);
    const response = await post('/api/auth/signup', { email, code, password: SIGN_UP.password });
    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(jwtPayload(session.access_token).iss).toBe(`${t.config.publicUrl}/api/auth/signup`);
    expect((await getUser(session.access_token)).json().data.email_verified).toBe(true);
    const twice = await post('/api/auth/signup', { email, code, password: SIGN_UP.password });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ACCOUNT_ALREADY_VALIDATED');
  });

  it('answers the same for an unknown address on code requests', async () => {
    const form = signUpForm();
    await signUpValidated(form);
    const unknown = await post('/api/users/resend-lien-validation', {
      email: 'personne@exemple.fr',
    });
    const known = await post('/api/users/resend-lien-validation', { email: form.email });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('sign-in', () => {
  it('answers alike for an unknown email and a wrong password', async () => {
    const { email } = await createUser(t);
    const wrongPassword = await post('/api/auth/signin-user', {
      email,
      password: 'pas-le-bon-mot',
    });
    const unknownEmail = await post('/api/auth/signin-user', {
      email: 'inconnu@exemple.fr',
      password: 'pas-le-bon-mot',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('keeps /api/auth/signin for the back office and sets its issuer', async () => {
    const client = await createUser(t);
    const refused = await post('/api/auth/signin', { email: client.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    const operator = await createUser(t, { roles: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL] });
    const session = await signIn(t, operator.email, PASSWORD, '/api/auth/signin');
    expect(jwtPayload(session.access_token).iss).toBe(`${t.config.publicUrl}/api/auth/signin`);
  });

  it('answers 429 with Retry-After after repeated failures from one address', async () => {
    const local = await buildTestApp({ authFailuresMax: 3 });
    try {
      const attempt = () =>
        local.app.inject({
          method: 'POST',
          url: '/api/auth/signin-user',
          payload: { email: 'cible@exemple.fr', password: 'mauvais-mot' },
          remoteAddress: '203.0.113.9',
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await local.close();
    }
  });
});

describe('tokens', () => {
  it('refreshes an expired token, keeps the issuer, and the old refresh token stops working', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    t.clock.advance(61 * 60 * 1000);
    const expired = await getUser(session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');

    const refreshed = await post(
      '/api/auth/token-refresh',
      { refresh_token: session.refresh_token },
      bearer(session.access_token),
    );
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().data;
    expect(jwtPayload(next.access_token).iss).toBe(jwtPayload(session.access_token).iss);
    expect((await getUser(next.access_token)).statusCode).toBe(200);

    // Replaying the spent refresh token after the grace period is a leak: the whole session ends.
    t.clock.advance(t.config.refreshGraceSeconds * 1000);
    const replay = await post('/api/auth/token-refresh', { refresh_token: session.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect((await getUser(next.access_token)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/token-refresh', { refresh_token: next.refresh_token })).statusCode,
    ).toBe(401);
  });

  it('ends the previous access token of the session when it is refreshed', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    const refreshed = await post('/api/auth/token-refresh', {
      refresh_token: session.refresh_token,
    });
    expect((await getUser(session.access_token)).statusCode).toBe(401);
    expect((await getUser(refreshed.json().data.access_token)).statusCode).toBe(200);
  });

  it('bounds the refresh window', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    t.clock.advance((t.config.refreshWindowDays + 1) * 86_400_000);
    const late = await post('/api/auth/token-refresh', { refresh_token: session.refresh_token });
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('sign-out ends the access and refresh tokens', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    const out = await post('/api/auth/signout', {}, bearer(session.access_token));
    expect(out.statusCode).toBe(200);
    expect((await getUser(session.access_token)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/token-refresh', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(401);
  });

  it('sees a change made by another process within a second (session cache)', async () => {
    const { email, user } = await createUser(t);
    const session = await signIn(t, email);
    expect((await getUser(session.access_token)).statusCode).toBe(200);
    // Another API process deactivates the account: this process notices once its cached read expires.
    await t.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    t.clock.advance(1100);
    expect((await getUser(session.access_token)).statusCode).toBe(401);
  });

  it('refuses a missing, forged or alg:none token with 401 UNAUTHENTICATED', async () => {
    const { email, user } = await createUser(t);
    const session = await signIn(t, email);
    const claims = jwtPayload(session.access_token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('une-autre-cle-secrete-de-32-caracteres!!'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...claims, sub: String(user.id) })).toString(
      'base64url',
    );
    for (const token of [forged, `${header}.${body}.`, 'pas-un-jeton']) {
      const response = await getUser(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('passwords', () => {
  it('change-password ends every session and opens a new one', async () => {
    const { email } = await createUser(t);
    const phone = await signIn(t, email);
    const laptop = await signIn(t, email);
    const changed = await post(
      '/api/users/change-password',
      { current_password: PASSWORD, new_password: 'Nouvelle-Maison-77' },
      bearer(laptop.access_token),
    );
    expect(changed.statusCode).toBe(200);
    expect((await getUser(phone.access_token)).statusCode).toBe(401);
    expect((await getUser(laptop.access_token)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/token-refresh', { refresh_token: phone.refresh_token })).statusCode,
    ).toBe(401);
    expect((await getUser(changed.json().data.access_token)).statusCode).toBe(200);
    await signIn(t, email, 'Nouvelle-Maison-77');
  });

  it('change-password refuses a wrong current password without changing anything', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    const wrong = await post(
      '/api/users/change-password',
      { current_password: 'pas-le-bon', new_password: 'Nouvelle-Maison-77' },
      bearer(session.access_token),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('current_password');
    await signIn(t, email, PASSWORD);
  });

  it('reset-password mails a code, then replaces the password and ends sessions', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    expect((await post('/api/users/reset-password', { email })).statusCode).toBe(200);
    const code = await nextCodeMailedTo(email);
    const bad = await post('/api/users/reset-password', {
      email,
      code: code === '999999' ? '999998' : '999999',
      password: 'Prairie-Verte-31',
    });
    expect(bad.statusCode).toBe(400);
    const ok = await post('/api/users/reset-password', {
      email,
      code,
      password: 'Prairie-Verte-31',
    });
    expect(ok.statusCode).toBe(200);
    expect((await getUser(session.access_token)).statusCode).toBe(401);
    await signIn(t, email, 'Prairie-Verte-31');
    const reused = await post('/api/users/reset-password', {
      email,
      code,
      password: 'Encore-Autre-55',
    });
    expect(reused.statusCode).toBe(400);
  });
});

describe('profile and deactivation', () => {
  it('users/update changes the caller only and answers success and datas', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    const response = await post(
      '/api/users/update',
      { prenom: 'Élodie', fcm_token: 'jeton-fcm-123', ville: 'Nantes' },
      bearer(session.access_token),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['datas', 'success']);
    expect(body.datas).toMatchObject({
      prenom: 'Élodie',
      name: 'Élodie Durand',
      fcm_token: 'jeton-fcm-123',
      ville: 'Nantes',
    });
    expect((await getUser(session.access_token)).json().data.fcm_token).toBe('jeton-fcm-123');
  });

  it('users/update refuses an id or roles field (no changing someone else or one’s own roles)', async () => {
    const { email } = await createUser(t);
    const session = await signIn(t, email);
    for (const payload of [{ id: 1, prenom: 'X' }, { roles_ids: [1] }]) {
      const response = await post('/api/users/update', payload, bearer(session.access_token));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await getUser(session.access_token)).json().data.roles_ids).toEqual([5]);
  });

  it('a client cannot deactivate another client; it can deactivate itself, which ends its sessions', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const aliceSession = await signIn(t, alice.email);
    const bobSession = await signIn(t, bob.email);
    const other = await post(
      '/api/clients/setInactif',
      { clientId: bob.clientId },
      bearer(aliceSession.access_token),
    );
    expect(other.statusCode).toBe(403);
    expect((await getUser(bobSession.access_token)).statusCode).toBe(200);

    const self = await post(
      '/api/clients/setInactif',
      { clientId: alice.clientId },
      bearer(aliceSession.access_token),
    );
    expect(self.json()).toEqual({
      success: true,
      data: { clientId: alice.clientId, is_active: false },
    });
    expect((await getUser(aliceSession.access_token)).statusCode).toBe(401);
    const again = await post('/api/auth/signin-user', { email: alice.email, password: PASSWORD });
    expect(again.statusCode).toBe(403);
  });

  it('the back office can deactivate a client; an agent cannot', async () => {
    const client = await createUser(t);
    const agent = await createUser(t, { roles: [ROLE.AGENT] });
    const operator = await createUser(t, { roles: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL] });
    const agentSession = await signIn(t, agent.email);
    const denied = await post(
      '/api/clients/setInactif',
      { clientId: client.clientId },
      bearer(agentSession.access_token),
    );
    expect(denied.statusCode).toBe(403);
    const operatorSession = await signIn(t, operator.email);
    const done = await post(
      '/api/clients/setInactif',
      { clientId: client.clientId },
      bearer(operatorSession.access_token),
    );
    expect(done.statusCode).toBe(200);
    const missing = await post(
      '/api/clients/setInactif',
      { clientId: 999_999 },
      bearer(operatorSession.access_token),
    );
    expect(missing.statusCode).toBe(404);
  });
});
