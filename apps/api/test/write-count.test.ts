import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/lib/access.ts';
import { writeCallCount } from '../src/lib/write-count.ts';
import { registerContractRoutes } from '../src/plugins/contract-routes.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { createSerializerCompiler } from '../src/plugins/fast-serializer.ts';
import { testConfig } from '../src/config.ts';

/** An administrator, for routes whose handlers are stand-ins that never read the caller. */
const admin = {
  userId: 1,
  sessionId: 's',
  issuer: 'test',
  roles: [1],
  clientId: null,
  candidatId: null,
  user: {},
} as unknown as AuthContext;

describe('write calls counted for the reads that reuse a derivation', () => {
  it('counts a POST that writes, even when it fails, and not a GET nor a POST that lists', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createSerializerCompiler({ strict: false }));
    registerErrorHandling(app);
    registerContractRoutes(app, {
      handlers: {
        countCockpitCommercial: async () => {
          throw new Error('lecture seulement');
        },
        listCockpitCommercial: async () => {
          throw new Error('lecture seulement');
        },
        readAllNotifications: async () => {
          throw new Error('écriture manquée');
        },
      },
      authenticator: { authenticate: async () => admin },
      idSecret: testConfig().idSecret,
    });
    await app.ready();
    try {
      const before = writeCallCount();
      await app.inject({ method: 'GET', url: '/api/client-cockpit/commercial/counts' });
      await app.inject({
        method: 'POST',
        url: '/api/client-cockpit/commercial',
        payload: { page: 1 },
      });
      expect(writeCallCount()).toBe(before);
      await app.inject({ method: 'POST', url: '/api/notifications/read-all', payload: {} });
      expect(writeCallCount()).toBe(before + 1);
    } finally {
      await app.close();
    }
  });
});
