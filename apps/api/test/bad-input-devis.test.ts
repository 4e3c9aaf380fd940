import { endpoints, type EndpointDef, type EndpointName } from '@maisonnee/contract';
import { ROLE } from '@maisonnee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSession, operatorSession, type Session } from './fixtures-devis.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

/*
 * The calls of issue 4 that take a body, fed with bad input by a caller whose role they allow:
 * always 400 VALIDATION_FAILED with the error envelope and the offending fields, never a 5xx.
 */

const CALLS: EndpointName[] = [
  'createClient',
  'saveClient',
  'estimateClientDevis',
  'saveBesoin',
  'addBesoin',
  'initClientMutuelle',
  'signDevisClient',
  'sendDevisClientNonSigne',
  'saveFilenameDevisSigne',
  'saveBrouillon',
  'createDevisLibre',
  'signDevis',
  'resendDevisForSign',
  'createImageSignature',
  'createInterventionsFromScenario',
  'formulaireVue',
  'formulaireAjout',
  'clientAskRecall',
];

let t: TestApp;
let client: Session;
let operator: Session;
beforeAll(async () => {
  t = await buildTestApp();
  client = await clientSession(t);
  operator = await operatorSession(t);
});
afterAll(async () => {
  await t.close();
});

function callerFor(definition: EndpointDef): Session {
  const { access } = definition;
  if (access.kind === 'public' || access.roles === 'any') return client;
  return access.roles.includes(ROLE.CLIENT) ? client : operator;
}

const cases: { name: string; payload: string | undefined; contentType?: string }[] = [
  { name: 'malformed JSON', payload: '{"client_id": 1, ' },
  { name: 'no body', payload: undefined },
  { name: 'wrong content type', payload: 'client_id=1', contentType: 'text/plain' },
  { name: 'a JSON array', payload: '[1, 2]' },
  { name: 'unknown field only', payload: JSON.stringify({ champ_inconnu: 'x' }) },
  {
    name: 'wrong types',
    payload: JSON.stringify({
      client_id: 'un',
      devis_id: -1,
      service: 'ménage',
      frequence: 'parfois',
      date: '31/12/2026',
      time_debut: '9h',
      time_fin: 25,
      reccurentArray: [{ day: 9, time_debut: '10:15', time_fin: '09:00' }],
      signature_text: 12,
      accept_conditions: 'oui',
      lignes: [{ nb_heures: -3 }],
      text: ['x'],
      scenario_id: 0,
    }),
  },
];

describe.each(CALLS.map((name) => [name, endpoints[name] as EndpointDef] as const))(
  '%s answers 400 on bad input',
  (_name, definition) => {
    it.each(cases)('$name', async ({ payload, contentType }) => {
      const response = await t.app.inject({
        method: definition.method,
        url: definition.path,
        payload,
        headers: {
          ...bearer(callerFor(definition).token),
          ...(payload !== undefined ? { 'content-type': contentType ?? 'application/json' } : {}),
        },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toMatch(/[a-zé]/);
      expect(response.body).not.toMatch(/ at |stack|node_modules/);
    });
  },
);
