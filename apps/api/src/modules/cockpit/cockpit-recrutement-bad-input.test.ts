import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEndpoints, checkAnswer, malformedRequests } from '../../../test/bad-input-sweep.ts';
import { buildTestApp, createUser, signIn, type TestApp } from '../../../test/helper.ts';

/*
 * The recruitment cockpit's calls under malformed requests (the sweep of issue 9, on these calls
 * only): never a 5xx, every failure in the error envelope with a known code.
 */

const CALLS = new Set([
  'listCockpitRecrutement',
  'affectTacheRecrutement',
  'markCockpitNoteTraitee',
  'countCockpitRecrutement',
  'listEquipeRecrutement',
  'reopenTacheRecrutement',
]);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitMax: 10_000_000 });
  const user = await createUser(t, { roles: [1, 2], withClient: false });
  token = (await signIn(t, user.email)).access_token;
});
afterAll(async () => {
  await t.close();
});

describe('bad input on the recruitment cockpit', () => {
  it('never answers 5xx and always answers failures in the error envelope', async () => {
    const built = builtEndpoints(t.app.implementedEndpoints).filter(([name]) => CALLS.has(name));
    expect(built.map(([name]) => name).sort()).toEqual([...CALLS].sort());
    const failures: string[] = [];
    for (const [name, definition] of built) {
      for (const request of malformedRequests(definition, t.config.idSecret, token)) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const failure = checkAnswer(name, request, response);
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
