import { endpoints, type EndpointDef } from '@maisonnee/contract';
import { encryptId } from '@maisonnee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openTestDatabase } from '../src/db/test-database.ts';
import { bearer, buildTestApp, createUser, signIn, type TestApp } from './helper.ts';

/*
 * Issue 9, point 7: values that reached the database and came back as 500. An encrypted id
 * above the integer column's range, a NUL character or a lone surrogate in a text field, an
 * overlong path parameter: each is the caller's mistake and answers 4xx in the error envelope.
 */

let t: TestApp;
let token: string;
let clientId: number;
beforeAll(async () => {
  t = await buildTestApp();
  // Every role and a client record: every call's role check lets this caller through.
  const user = await createUser(t, { roles: [1, 2, 3, 4, 5, 6], withClient: true });
  clientId = user.clientId!;
  token = (await signIn(t, user.email)).access_token;
});
afterAll(async () => {
  await t.close();
});

const all = Object.entries(endpoints) as [string, EndpointDef][];
const INT_MAX = 2_147_483_647;

function urlWith(definition: EndpointDef, value: (kind: string) => string) {
  return definition.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    value(definition.params?.[name] ?? 'text'),
  );
}

function expectEnvelope(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(response.body);
  expect(body.success, what).toBe(false);
  expect(typeof body.error.code, what).toBe('string');
  expect(response.body, what).not.toMatch(/ at |stack|node_modules|select |insert /i);
}

describe('an encrypted id above 2,147,483,647', () => {
  const withEncryptedId = all.filter(([, d]) =>
    Object.values(d.params ?? {}).includes('encrypted'),
  );

  it.each([INT_MAX + 1, 9_007_199_254_740_991])(
    'answers 400 INVALID_ID on every call with an encrypted path id (%d)',
    async (id) => {
      const failures: string[] = [];
      for (const [name, definition] of withEncryptedId) {
        const url = urlWith(definition, (kind) =>
          kind === 'encrypted' ? encryptId(id, t.config.idSecret) : '1',
        );
        const response = await t.app.inject({
          method: definition.method,
          url,
          headers: bearer(token),
          ...(definition.method === 'GET' || definition.method === 'DELETE' ? {} : { payload: {} }),
        });
        // A body is validated before path ids are decrypted: VALIDATION_FAILED may come first.
        const code = response.json().error?.code;
        if (response.statusCode !== 400 || !['INVALID_ID', 'VALIDATION_FAILED'].includes(code))
          failures.push(`${name} ${response.statusCode} ${code}`);
      }
      expect(withEncryptedId.length).toBeGreaterThan(29);
      expect(failures).toEqual([]);
    },
  );

  it('answers 400 on a plain numeric path id above the range', async () => {
    const withPlainId = all.filter(([, d]) => Object.values(d.params ?? {}).includes('plain'));
    for (const [, definition] of withPlainId) {
      for (const value of [String(INT_MAX + 1), '99999999999999999999', '-1', '0', '1e3']) {
        const response = await t.app.inject({
          method: definition.method,
          url: urlWith(definition, (kind) =>
            kind === 'plain' ? value : encryptId(1, t.config.idSecret),
          ),
          headers: bearer(token),
        });
        expectEnvelope(response, `${definition.path} ${value}`);
        expect(response.statusCode).toBe(400);
      }
    }
  });
});

describe('NUL characters and lone surrogates in text fields', () => {
  const BAD = { nul: 'Du\u0000rand', surrogate: 'Du\ud800rand', lowSurrogate: 'x\udc00' };

  const valid = {
    createAccount: {
      civilite: 'Mme',
      nom: 'Durand',
      prenom: 'Alice',
      email: 'alice.nul@exemple.fr',
      mobile: '0612345678',
      adresse: '8 rue des Lilas',
      codep: '75011',
      ville: 'Paris',
      password: 'Velours-Cerise-42',
    },
    createClient: {
      civilite: 'Mme',
      nom: 'Durand',
      prenom: 'Alice',
      email: 'alice.form@exemple.fr',
      mobile: '0612345678',
      codep: '75011',
      ville: 'Paris',
      client_besoin_skill_id: 1,
      message: 'Bonjour',
      accept_rgpd: true,
    },
    updateUser: { nom: 'Durand', ville: 'Paris' },
    createImageSignature: { text: 'Alice Durand' },
  } as const;

  const cases: [keyof typeof valid, string][] = [
    ['createAccount', 'nom'],
    ['createAccount', 'ville'],
    ['createClient', 'prenom'],
    ['createClient', 'message'],
    ['updateUser', 'nom'],
    ['updateUser', 'ville'],
    ['createImageSignature', 'text'],
  ];

  for (const [kind, value] of Object.entries(BAD)) {
    it.each(cases)(
      `%s.%s with a ${kind} answers 400 VALIDATION_FAILED naming the field`,
      async (name, field) => {
        const definition = endpoints[name] as EndpointDef;
        const response = await t.app.inject({
          method: definition.method,
          url: definition.path,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: JSON.stringify({ ...valid[name], [field]: value }),
        });
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json();
        expect(body.error.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(body.error.fields)).toContain(field);
      },
    );
  }

  it('ask-recall with a NUL in its reason answers 400 naming motif', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/alerte/client-ask-recall',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ client_id: clientId, motif: BAD.nul }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('motif');
  });
});

describe('values the database refuses (safety net behind the schemas)', () => {
  const queries = [
    sql`select ${'Du\u0000rand'}::text as value`,
    sql`select ${'2147483648'}::integer as value`,
  ];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // One app with a route that runs a query the database refuses (routes are added before ready).
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database });
    app.get<{ Params: { n: string } }>('/api/test-refused-value/:n', async (request) => {
      await database.db.execute(queries[Number(request.params.n)]!);
      return { success: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    ['a NUL character (22021)', 0],
    ['an integer out of range (22003)', 1],
  ])('%s answers 400 VALIDATION_FAILED, not 500', async (_name, n) => {
    const response = await app.inject({ method: 'GET', url: `/api/test-refused-value/${n}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.body).not.toMatch(/select|integer|0x00/i);
  });
});

describe('an overlong path parameter', () => {
  it('answers 414 in the error envelope without echoing the URL', async () => {
    const long = 'A'.repeat(10_000);
    for (const url of [`/api/mission/${long}`, `/uploads/serve-file/${long}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(414);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.error.code).toBe('URI_TOO_LONG');
      expect(typeof body.error.message).toBe('string');
      expect(response.body).not.toContain('AAAAAAAAAA');
    }
  });
});

describe('a path that does not decode', () => {
  it('answers 400 in the error envelope without echoing the URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/mission/%E0%A4%A-badly-encoded',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.body).not.toContain('badly-encoded');
  });
});
