import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtEndpoints, checkAnswer, malformedRequests } from './bad-input-sweep.ts';
import { buildTestApp, createUser, signIn, type TestApp } from './helper.ts';

/*
 * Issue 9, "Deliver": every built endpoint (a handler, not 501) receives at least 50 malformed
 * requests (bad-input-sweep.ts). None may answer 5xx, and every answer that is not a success is
 * the error envelope with a known code and its status.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  // Thousands of calls from one address: the per-address limit is not what is tested here.
  t = await buildTestApp({ rateLimitMax: 10_000_000 });
  // Every role and a client record: every call's role check lets this caller through.
  const user = await createUser(t, { roles: [1, 2, 3, 4, 5, 6], withClient: true });
  token = (await signIn(t, user.email)).access_token;
});
afterAll(async () => {
  await t.close();
});

describe('bad input on every built endpoint', () => {
  it('never answers 5xx and always answers failures in the error envelope', async () => {
    const built = builtEndpoints(t.app.implementedEndpoints);
    const failures: string[] = [];
    const perEndpoint: number[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const [name, definition] of built) {
      const requests = malformedRequests(
        definition,
        t.config.idSecret,
        definition.access.kind === 'public' ? undefined : token,
      );
      perEndpoint.push(requests.length);
      for (const request of requests) {
        const response = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const failure = checkAnswer(name, request, response);
        if (failure) failures.push(failure);
      }
    }
    console.info(
      `bad input: ${sent} requests to ${built.length} built endpoints ` +
        `(${Math.min(...perEndpoint)} to ${Math.max(...perEndpoint)} each); statuses ` +
        [...statuses.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(', '),
    );
    expect(failures).toEqual([]);
    expect(built.length).toBeGreaterThan(50);
    expect(Math.min(...perEndpoint)).toBeGreaterThanOrEqual(50);
  }, 600_000);
});
