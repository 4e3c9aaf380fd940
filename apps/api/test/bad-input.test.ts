import { accountsEndpoints, type EndpointDef } from '@maisonnee/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, signIn, type TestApp } from './helper.ts';

/*
 * Every call built so far, fed with bad input: always 400 VALIDATION_FAILED with the error
 * envelope and the offending fields, never a 5xx, and nothing saved.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  const { email } = await createUser(t);
  token = (await signIn(t, email)).access_token;
});
afterAll(async () => {
  await t.close();
});

const withBody = (Object.entries(accountsEndpoints) as [string, EndpointDef][]).filter(
  ([, definition]) =>
    Boolean(definition.body) &&
    definition.method !== 'GET' &&
    definition.path !== '/api/auth/signout',
);

const MEGA = 'a'.repeat(1_000_000);

const cases: { name: string; payload: string | undefined; contentType?: string }[] = [
  { name: 'malformed JSON', payload: '{"email": "a@b.fr", ' },
  { name: 'no body', payload: undefined },
  { name: 'wrong content type', payload: 'email=a@b.fr', contentType: 'text/plain' },
  {
    name: 'form content type',
    payload: 'email=a@b.fr',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: '__proto__ key', payload: '{"__proto__": {"isAdmin": true}, "email": "a@b.fr"}' },
  {
    name: 'constructor.prototype key',
    payload: '{"constructor": {"prototype": {"isAdmin": true}}}',
  },
  { name: 'a JSON array', payload: '[1, 2, 3]' },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      email: 42,
      password: ['x'],
      code: 123456,
      clientId: 'un',
      refresh_token: 7,
      prenom: false,
      current_password: {},
      new_password: 1,
      nom: 3,
      civilite: 1,
    }),
  },
  {
    name: 'empty strings',
    payload: JSON.stringify({
      email: '',
      password: '',
      code: '',
      refresh_token: '',
      prenom: '',
      nom: '',
      current_password: '',
      new_password: '',
      civilite: '',
      mobile: '',
    }),
  },
  { name: 'unknown field only', payload: JSON.stringify({ champ_inconnu: 'x' }) },
];

describe.each(withBody)('%s answers 400 on bad input', (_name, definition) => {
  // A 1 MB string in the first field of the body (under the 2 MiB body limit: the schema refuses it).
  const firstField =
    Object.keys((definition.body as { shape?: object }).shape ?? { email: true })[0] ?? 'email';
  const megaCase = {
    name: '1 MB string',
    payload: JSON.stringify({ [firstField]: MEGA }),
    contentType: undefined,
  };

  it.each([...cases, megaCase])('$name', async ({ payload, contentType }) => {
    const response = await t.app.inject({
      method: definition.method,
      url: definition.path,
      payload,
      headers: {
        ...bearer(token),
        ...(payload !== undefined ? { 'content-type': contentType ?? 'application/json' } : {}),
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(typeof body.error.message).toBe('string');
    expect(Object.keys(body.error.fields ?? {}).length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/ at |stack|node_modules/);
  });
});

describe('extra fields', () => {
  it('names the unknown field beside a valid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin-user',
      payload: { email: 'a@exemple.fr', password: 'x', is_admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ is_admin: 'Champ inconnu.' });
  });

  it('names each missing field in French', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/create-account',
      payload: { email: 'a@exemple.fr' },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(fields.nom).toBe('Ce champ est obligatoire.');
    expect(fields.password).toBe('Ce champ est obligatoire.');
  });
});
