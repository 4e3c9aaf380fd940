import { readFileSync } from 'node:fs';
import {
  endpoints,
  pathParamNames,
  type Access,
  type EndpointDef,
  type EndpointName,
} from '@maisonnee/contract';
import { ROLE, ROLE_IDS, type RoleId } from '@maisonnee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createUser, signIn, type TestApp } from './helper.ts';

/*
 * The operators' permissions (docs/roles.md), driven by the contract so that neither can go
 * stale: every endpoint has its row in docs/roles.md with the roles it declares; every role it
 * leaves out gets 403 FORBIDDEN with the French message before anything is read; every role it
 * lets in passes that check. A few allowed and refused calls are then made end to end.
 */

const ROLE_REFUSAL = 'Votre rôle ne permet pas cette action.';
const rolesDoc = readFileSync(new URL('../../../docs/roles.md', import.meta.url), 'utf8');
const all = Object.entries(endpoints) as [EndpointName, EndpointDef][];

/** The `roles` column of docs/roles.md for an access declaration. */
function rolesColumn(access: Access): string {
  if (access.kind === 'public') return 'public';
  const roles = access.roles === 'any' ? 'any' : access.roles.join(', ');
  return access.owner ? `${roles} (own ${access.owner})` : roles;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A URL for the path: any value passes the role check, which comes before the ids are read. */
function urlOf(definition: EndpointDef) {
  let url = definition.path;
  for (const name of pathParamNames(definition.path))
    url = url.replace(`{${name}}`, definition.params?.[name] === 'plain' ? '1' : 'x');
  return url;
}

let t: TestApp;
const tokens = new Map<RoleId, string>();

beforeAll(async () => {
  // About a thousand calls from one address: above the per-minute bound of the API.
  t = await buildTestApp({ rateLimitMax: 100_000 });
  for (const role of ROLE_IDS) {
    const { email } = await createUser(t, { roles: [role], withClient: role === ROLE.CLIENT });
    tokens.set(role, (await signIn(t, email)).access_token);
  }
});
afterAll(async () => {
  await t.close();
});

const inject = (definition: EndpointDef, role: RoleId) =>
  t.app.inject({
    method: definition.method,
    url: urlOf(definition),
    headers: bearer(tokens.get(role)!),
  });

describe('docs/roles.md', () => {
  it('lists every endpoint of the contract with the roles it declares', () => {
    const missing = all
      .map(([name, definition]) => ({
        row: `| \`${name}\` | \`${definition.method} ${definition.path}\` | ${rolesColumn(definition.access)} |`,
        pattern: new RegExp(
          `\\|\\s*\`${name}\`\\s*\\|\\s*\`${escape(`${definition.method} ${definition.path}`)}\`\\s*\\|\\s*${escape(rolesColumn(definition.access))}\\s*\\|`,
        ),
      }))
      .filter(({ pattern }) => !pattern.test(rolesDoc))
      .map(({ row }) => row);
    expect(missing, 'rows to add to (or correct in) docs/roles.md').toEqual([]);
  });
});

describe('the role check of every endpoint', () => {
  const restricted = all.filter(
    ([, definition]) => definition.access.kind === 'user' && definition.access.roles !== 'any',
  );

  it('covers the back office calls of the contract', () => {
    expect(restricted.length).toBeGreaterThan(100);
  });

  it('answers 403 with the French message to every role an endpoint leaves out', async () => {
    const wrong: string[] = [];
    for (const [name, definition] of restricted) {
      const allowed = (definition.access as { roles: readonly number[] }).roles;
      for (const role of ROLE_IDS.filter((id) => !allowed.includes(id))) {
        const response = await inject(definition, role);
        const error = response.json().error;
        if (
          response.statusCode !== 403 ||
          error?.code !== 'FORBIDDEN' ||
          error?.message !== ROLE_REFUSAL
        )
          wrong.push(`${name} role ${role}: ${response.statusCode} ${error?.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets every role an endpoint lists through the role check', async () => {
    const wrong: string[] = [];
    for (const [name, definition] of restricted) {
      for (const role of (definition.access as { roles: readonly RoleId[] }).roles) {
        const response = await inject(definition, role);
        // What follows (validation, ids, ownership, 501) is not the role check's answer.
        if (response.json().error?.message === ROLE_REFUSAL) wrong.push(`${name} role ${role}`);
        expect(response.statusCode, `${name} role ${role}`).not.toBe(500);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('end to end', () => {
  const post = (url: string, role: RoleId, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(tokens.get(role)!), payload });

  it('refuses a commercial operator a recruitment-only action, in French, and saves nothing', async () => {
    const response = await post('/api/candidat/save', ROLE.COMMERCIAL, {
      nom: 'Benali',
      prenom: 'Karim',
      email: 'karim.benali@exemple.fr',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'FORBIDDEN', message: ROLE_REFUSAL },
    });
    const cockpit = await post('/api/candidat-cockpit/recrutement', ROLE.COMMERCIAL, {});
    expect(cockpit.statusCode).toBe(403);
  });

  it('refuses recruitment a quote and a client deletion, and accounting the client map', async () => {
    expect(
      (await post('/api/devis/devis-libre', ROLE.RECRUTEMENT, { client_id: 1, lignes: [] }))
        .statusCode,
    ).toBe(403);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/client/delete/x',
      headers: bearer(tokens.get(ROLE.RECRUTEMENT)!),
    });
    expect(deletion.statusCode).toBe(403);
    expect((await post('/api/clients/maps-positions', ROLE.COMPTABILITE, {})).statusCode).toBe(403);
  });

  it('answers the roles a call lets in', async () => {
    for (const role of [
      ROLE.ADMINISTRATEUR,
      ROLE.RECRUTEMENT,
      ROLE.COMMERCIAL,
      ROLE.COMPTABILITE,
    ]) {
      const search = await post('/api/clients/search', role, { q: 'Durand' });
      expect(search.statusCode, `role ${role}`).toBe(200);
      expect(search.json().data.items.length).toBeGreaterThanOrEqual(1);
    }
    const around = await post('/api/clients/clients-around', ROLE.RECRUTEMENT, {
      lat: 48.85,
      lng: 2.35,
    });
    expect(around.statusCode).toBe(200);
    const statuts = await t.app.inject({
      method: 'GET',
      url: '/api/clients/client-statuts',
      headers: bearer(tokens.get(ROLE.COMPTABILITE)!),
    });
    expect(statuts.statusCode).toBe(200);
    // The customer side never reaches the operators' search.
    expect((await post('/api/clients/search', ROLE.CLIENT, {})).statusCode).toBe(403);
    expect((await post('/api/clients/search', ROLE.AGENT, {})).statusCode).toBe(403);
  });
});
