import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EndpointDef } from './endpoint.ts';
import { pathParamNames } from './endpoint.ts';
import { endpoints, specEndpoints } from './index.ts';

const all = Object.entries(endpoints) as [string, EndpointDef][];
const spec = Object.entries(specEndpoints) as [string, EndpointDef][];

/** The paths the specification marks "plain id". */
const PLAIN_ID_PATHS = [
  '/api/missions/interventions/{missionId}',
  '/api/interventions/getAbsencesAgent/{candidatId}',
];

/** ARCHITECTURE §4: the only calls that need no token. */
const PUBLIC_ENDPOINTS = [
  'POST /users/create-account',
  'POST /api/users/send-validation-code',
  'POST /api/users/valid-account',
  'POST /api/users/reset-password',
  'POST /api/users/resend-lien-validation',
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/signin-user',
  'POST /api/auth/token-refresh',
  'GET /api/list-options/',
  'POST /api/candidat',
  'POST /api/candidat/step1',
  // the rest of the public application, under the candidat paths section 6 lets out (issue 12)
  'GET /api/candidat/candidature',
  'POST /api/candidat/candidature/etape',
  'POST /api/candidat/candidature/documents',
  'POST /api/candidat/candidature/interet',
  'POST /api/candidat/annonces-publiques',
  'POST /api/client',
  // the agency's prices in force, for estimates before signing in (issue 24)
  'GET /api/tarifs',
  // the public screen's data, reached by a signed link (`?token=`)
  'GET /api/scenarios/client/{id}', // scenario-propositions
  // not POST /api/clients/factures/{id}: invoices need the client's or accounting's token (issue 9)
  'GET /uploads/serve-file/{payload}',
  // a private calendar feed (ICS), opened by its secret link (issue 25, docs/calendrier.md)
  'GET /api/calendrier/{token}.ics',
  'GET /api/health',
  'GET /api/health/ready',
].sort();

const key = (definition: EndpointDef) => `${definition.method} ${definition.path}`;

/** Walks a schema and reports what a body must not contain: loose objects, unbounded strings. */
function findBodyFlaws(schema: z.ZodType, where: string, flaws: string[]): void {
  // zod 4 exposes its definition on `_z.def`; the walk only needs the common wrappers.
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (name: string) => def[name] as z.ZodType;
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as z.ZodType | undefined;
      if (!catchall || catchall._zod.def.type !== 'never') flaws.push(`${where}: objet non strict`);
      for (const [field, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        findBodyFlaws(value, `${where}.${field}`, flaws);
      }
      return;
    }
    case 'string': {
      const string = schema as unknown as z.ZodString;
      const checks = (def.checks ?? []) as {
        _zod: { def: { format?: string; pattern?: RegExp } };
      }[];
      const patterns = checks
        .map((check) => check._zod.def)
        .filter((check) => check.format === 'regex' && check.pattern)
        .map((check) => check.pattern as RegExp);
      const isBoundedFormat = string.format === 'date' || string.format === 'datetime';
      const isBoundedPattern =
        patterns.length > 0 && patterns.every((pattern) => !/[*+]|\{\d+,\}/.test(pattern.source));
      if (string.maxLength === null && !isBoundedFormat && !isBoundedPattern) {
        flaws.push(`${where}: chaîne sans longueur maximale`);
      }
      return;
    }
    case 'array':
      findBodyFlaws(inner('element'), `${where}[]`, flaws);
      return;
    case 'record':
      findBodyFlaws(inner('keyType'), `${where}{clé}`, flaws);
      findBodyFlaws(inner('valueType'), `${where}{valeur}`, flaws);
      return;
    case 'union':
      (def.options as z.ZodType[]).forEach((option, index) =>
        findBodyFlaws(option, `${where}|${index}`, flaws),
      );
      return;
    case 'pipe':
      // What comes in is what must be bounded; the output side is a transform or a refinement.
      findBodyFlaws(inner('in'), where, flaws);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      findBodyFlaws(inner('innerType'), where, flaws);
      return;
    default:
      // numbers, booleans, literals, enums, transforms: bounded by nature
      return;
  }
}

describe('the contract of section 7', () => {
  it('declares the 160 calls of the specification', () => {
    expect(Object.keys(specEndpoints).length).toBe(160);
  });

  it('declares each (method, path) once', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [name, definition] of all) {
      const previous = seen.get(key(definition));
      if (previous) duplicates.push(`${key(definition)}: ${previous} et ${name}`);
      seen.set(key(definition), name);
    }
    expect(duplicates).toEqual([]);
  });

  it('leaves out the unused /api/devis/subscription and /api/devis/payment', () => {
    const paths = all.map(([, definition]) => definition.path);
    expect(paths).not.toContain('/api/devis/subscription');
    expect(paths).not.toContain('/api/devis/payment');
  });

  it('keeps the paths as the specification writes them', () => {
    const paths = spec.map(([, definition]) => definition.path);
    expect(paths).toContain('/api/candidats/');
    expect(paths).toContain('/api/list-options/');
    expect(paths).toContain('/api/candidat-cockpit/recrutement/affect-tache');
    expect(paths).toContain('/api/devis/{id}/1');
    expect(paths).toContain('/api/intervention/delete/{id}/{dtDispoClientId}');
    expect(paths.filter((path) => path.includes('?'))).toEqual([]);
    for (const path of paths) expect(path).toMatch(/^\/(api|users|uploads)\//);
  });

  it('declares every path parameter, and only those', () => {
    const mismatches: string[] = [];
    for (const [name, definition] of all) {
      const inPath = pathParamNames(definition.path).sort();
      const declared = Object.keys(definition.params ?? {}).sort();
      if (inPath.join() !== declared.join()) {
        mismatches.push(`${name}: chemin [${inPath.join()}], déclarés [${declared.join()}]`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('encrypts every id but the two plain ones of the specification', () => {
    const wrong: string[] = [];
    for (const [name, definition] of all) {
      for (const [param, kind] of Object.entries(definition.params ?? {})) {
        const expected =
          param === 'address'
            ? 'text'
            : param === 'payload'
              ? 'filePayload'
              : param === 'token'
                ? 'text' // a calendar feed's secret (docs/calendrier.md)
                : PLAIN_ID_PATHS.includes(definition.path)
                  ? 'plain'
                  : 'encrypted';
        if (kind !== expected) wrong.push(`${name}.${param}: ${kind} au lieu de ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(specEndpoints.listMissionInterventions.params).toEqual({ missionId: 'plain' });
    expect(specEndpoints.getAbsencesAgent.params).toEqual({ candidatId: 'plain' });
    expect(specEndpoints.geolocByAdresse.params).toEqual({ address: 'text' });
    expect(specEndpoints.serveFile.params).toEqual({ payload: 'filePayload' });
  });

  it('opens without a token exactly the calls of ARCHITECTURE §4', () => {
    const publicOnes = all
      .filter(([, definition]) => definition.access.kind === 'public')
      .map(([, definition]) => key(definition))
      .sort();
    expect(publicOnes).toEqual(PUBLIC_ENDPOINTS);
  });

  it('names the roles of every other call', () => {
    const missing = all
      .filter(([, definition]) => {
        const access = definition.access;
        if (access.kind === 'public') return false;
        return access.roles !== 'any' && access.roles.length === 0;
      })
      .map(([name]) => name);
    expect(missing).toEqual([]);
    for (const [, definition] of all) {
      const access = definition.access;
      if (access.kind === 'user' && access.roles !== 'any') {
        for (const role of access.roles) expect([1, 2, 3, 4, 5, 6]).toContain(role);
      }
    }
  });

  it('keeps operator-only calls away from clients and agents', () => {
    const operatorOnly = [
      'listCockpitRecrutement',
      'listCockpitCommercial',
      'searchCandidats',
      'searchClients',
      'createClientUserAccount',
      'createDevisLibre',
      'createAnnonce',
      'updateAnnonce',
      'createFacture',
      'sendFacture',
    ] as const;
    for (const name of operatorOnly) {
      const access = specEndpoints[name].access;
      expect(access.kind, name).toBe('user');
      if (access.kind === 'user') {
        expect(access.roles, name).not.toBe('any');
        expect(access.roles, name).not.toContain(5);
        expect(access.roles, name).not.toContain(6);
      }
    }
  });

  it('restricts customer-side callers to what they own', () => {
    const unowned = all
      .filter(([, definition]) => {
        const access = definition.access;
        if (access.kind !== 'user' || access.roles === 'any' || access.owner) return false;
        // Lists and searches around the caller's own position need no owner.
        return access.roles.some((role) => role === 5 || role === 6) && definition.params;
      })
      .map(([name]) => name);
    expect(unowned).toEqual([]);
  });

  it('uses the envelope keys of the specification', () => {
    const datas = all
      .filter(([, definition]) => definition.envelope === 'datas')
      .map(([name]) => name)
      .sort();
    expect(datas).toEqual(
      [
        'updateUser',
        'askProlongationIntervention',
        'getInterventionsAgentAVenir',
        'getInterventionAgentEnCours',
        'createInterventionAvis',
        'listUserNotifications',
      ].sort(),
    );
    const documents = all
      .filter(([, definition]) => definition.envelope === 'documents')
      .map(([name]) => name)
      .sort();
    expect(documents).toEqual(['listCandidatDocuments', 'listClientDocuments']);
    expect(Object.keys(specEndpoints.listUserNotifications.extraEnvelope ?? {})).toEqual([
      'notifTypes',
      'page',
      'limit',
      'total',
      'has_more',
    ]);
  });

  it('describes the multipart calls', () => {
    expect(specEndpoints.saveDemission.multipart).toMatchObject({
      fileField: 'file',
      required: true,
    });
    expect(specEndpoints.saveAbsenceJustificatif.multipart).toMatchObject({
      fileField: 'file',
      required: false,
    });
    expect(specEndpoints.uploadClientDocument.multipart).toMatchObject({
      fileField: 'file',
      required: true,
      maxBytes: 10 * 1024 * 1024,
    });
  });

  it('answers 201 for creations', () => {
    for (const name of [
      'createCandidat',
      'createClient',
      'createFacture',
      'createAnnonce',
      'createMission',
      'createIntervention',
      'createInterventionAvis',
      'createInterlocuteur',
      'saveMoyenPaiement',
      'saveDemission',
    ] as const) {
      expect(specEndpoints[name].status, name).toBe(201);
    }
  });

  it('marks the searches and lists sent as POST as reads, and nothing that writes', () => {
    const reads = all
      .filter(([, definition]) => definition.reads === true)
      .map(([name, definition]) => ({ name, method: definition.method }));
    // A GET reads anyway: the flag is only meaningful on a POST.
    expect(reads.filter((read) => read.method !== 'POST')).toEqual([]);
    // Calls that change data must stay counted as writes (the cockpits derive again after them).
    const writingNames =
      /^(create|save|update|delete|send|sign|set|pay|mark|affect|traiter|reaffecter|reopen|cancel|confirm|contest|corriger|generer|declare|upload|valid|reset|resend|read|post|add|init|notify|localiser|transmettre|alerte|ask|prolongation|refuse|formulaire|log)/;
    expect(reads.filter((read) => writingNames.test(read.name))).toEqual([]);
    for (const name of [
      'searchClients',
      'searchCandidats',
      'listCockpitCommercial',
      'listCockpitRecrutement',
      'listClientsAround',
      'listMissionInterventions',
      'estimateClientDevis',
    ] as const) {
      expect(specEndpoints[name].reads, name).toBe(true);
    }
  });

  it('finds a loose object and an unbounded string when there is one', () => {
    const flaws: string[] = [];
    findBodyFlaws(
      z.strictObject({
        loose: z.object({}),
        free: z.string(),
        token: z.string().regex(/^pm_\w+$/),
      }),
      'exemple',
      flaws,
    );
    expect(flaws).toEqual([
      'exemple.loose: objet non strict',
      'exemple.free: chaîne sans longueur maximale',
      'exemple.token: chaîne sans longueur maximale',
    ]);
  });

  it('refuses unknown fields and unbounded strings in every body and query', () => {
    const flaws: string[] = [];
    for (const [name, definition] of all) {
      if (definition.body) findBodyFlaws(definition.body, `${name}.body`, flaws);
      if (definition.query) findBodyFlaws(definition.query, `${name}.query`, flaws);
    }
    expect(flaws).toEqual([]);
  });

  it('gives every call a French summary and a tag', () => {
    for (const [name, definition] of all) {
      expect(definition.summary.length, name).toBeGreaterThan(10);
      expect(definition.tag.length, name).toBeGreaterThan(2);
    }
  });
});

describe('sample schemas', () => {
  const oneMegabyte = 'a'.repeat(1024 * 1024);

  describe('saveConge body', () => {
    const body = specEndpoints.saveConge.body;
    const valid = { candidat_id: 12, debut: '2025-07-01', fin: '2025-07-15', motif: 'Vacances' };

    it('accepts a valid request and fills the default times', () => {
      expect(body.parse(valid)).toEqual({ ...valid, time_debut: '08:00', time_fin: '08:00' });
    });
    it('refuses an extra field', () => {
      expect(body.safeParse({ ...valid, is_admin: true }).success).toBe(false);
    });
    it('refuses a time off the half-hour grid', () => {
      expect(body.safeParse({ ...valid, time_debut: '08:15' }).success).toBe(false);
      expect(body.safeParse({ ...valid, time_fin: '24:30' }).success).toBe(false);
    });
    it('refuses an end before the start', () => {
      expect(body.safeParse({ ...valid, fin: '2025-06-30' }).success).toBe(false);
    });
    it('refuses a 1 MB reason', () => {
      expect(body.safeParse({ ...valid, motif: oneMegabyte }).success).toBe(false);
    });
  });

  describe('createClient body (public form)', () => {
    const body = specEndpoints.createClient.body;
    const valid = {
      civilite: 'Mme',
      nom: 'Martin',
      prenom: 'Claire',
      email: 'Claire.Martin@example.fr',
      mobile: '06 12 34 56 78',
      codep: '69003',
      ville: 'Lyon',
      client_besoin_skill_id: 1,
      accept_rgpd: true,
    };

    it('accepts a valid request', () => {
      const parsed = body.parse(valid);
      expect(parsed.email).toBe('claire.martin@example.fr');
      expect(parsed.message).toBeNull();
    });
    it('refuses an extra field', () => {
      expect(body.safeParse({ ...valid, statut_id: 3 }).success).toBe(false);
    });
    it('refuses an empty or blank name', () => {
      expect(body.safeParse({ ...valid, nom: '' }).success).toBe(false);
      expect(body.safeParse({ ...valid, nom: '   ' }).success).toBe(false);
    });
    it('refuses a 1 MB message', () => {
      expect(body.safeParse({ ...valid, message: oneMegabyte }).success).toBe(false);
    });
    it('refuses an unknown service', () => {
      expect(body.safeParse({ ...valid, client_besoin_skill_id: 6 }).success).toBe(false);
    });
  });

  describe('saveBrouillon body (need draft)', () => {
    const body = specEndpoints.saveBrouillon.body;
    const valid = {
      client_id: 4,
      service: 1,
      frequence: 'recurrent',
      nb_heures: 4,
      reccurentArray: [{ day: 2, time_debut: '09:00', time_fin: '11:00' }],
    };

    it('accepts a valid draft with the default frequency', () => {
      const parsed = body.parse(valid);
      expect(parsed.frequenceType).toBe('Toutes les semaines');
      expect(parsed.kind).toBe('besoin');
    });
    it('refuses an extra field in a slot', () => {
      const slot = { day: 2, time_debut: '09:00', time_fin: '11:00', agent: 3 };
      expect(body.safeParse({ ...valid, reccurentArray: [slot] }).success).toBe(false);
    });
    it('refuses a slot off the half-hour grid or ending before it starts', () => {
      const offGrid = { day: 2, time_debut: '09:10', time_fin: '11:00' };
      const reversed = { day: 2, time_debut: '11:00', time_fin: '09:00' };
      expect(body.safeParse({ ...valid, reccurentArray: [offGrid] }).success).toBe(false);
      expect(body.safeParse({ ...valid, reccurentArray: [reversed] }).success).toBe(false);
    });
    it('refuses negative hours and a day outside 1–7', () => {
      expect(body.safeParse({ ...valid, nb_heures: -1 }).success).toBe(false);
      const sunday8 = { day: 8, time_debut: '09:00', time_fin: '11:00' };
      expect(body.safeParse({ ...valid, reccurentArray: [sunday8] }).success).toBe(false);
    });
    it('refuses a 1 MB description', () => {
      expect(body.safeParse({ ...valid, description: oneMegabyte }).success).toBe(false);
    });
  });

  describe('listFactures query', () => {
    const query = specEndpoints.listFactures.query;

    it('coerces numbers and defaults the page to 1', () => {
      expect(query.parse({ limit: '50', period: 'last-week' })).toEqual({
        page: 1,
        limit: 50,
        period: 'last-week',
      });
    });
    it('refuses an unknown period or parameter', () => {
      expect(query.safeParse({ period: 'year' }).success).toBe(false);
      expect(query.safeParse({ sort: 'montant' }).success).toBe(false);
    });
  });

  describe('listAnnoncesAround body', () => {
    const body = specEndpoints.listAnnoncesAround.body;

    it("takes {lat, lng} without a radius (the API applies the agency's), or up to 200 km", () => {
      expect(body.parse({ lat: 45.76, lng: 4.83 })).toEqual({ lat: 45.76, lng: 4.83 });
      expect(body.parse({ lat: 45.76, lng: 4.83, distanceKM: 35 })).toMatchObject({
        distanceKM: 35,
      });
      expect(body.safeParse({ lat: 45.76, lng: 4.83, distanceKM: 201 }).success).toBe(false);
    });
    it('refuses coordinates out of range', () => {
      expect(body.safeParse({ lat: 91, lng: 4.83 }).success).toBe(false);
    });
  });

  describe('saveDemission text fields (multipart)', () => {
    const body = specEndpoints.saveDemission.body;

    it('reads the id from a form field', () => {
      expect(body.parse({ candidat_id: '7', date_effet: '2025-09-30' })).toEqual({
        candidat_id: 7,
        date_effet: '2025-09-30',
        motif: null,
      });
    });
    it('refuses an empty id', () => {
      expect(body.safeParse({ candidat_id: '', date_effet: '2025-09-30' }).success).toBe(false);
    });
  });

  describe('createImageSignature body', () => {
    const body = specEndpoints.createImageSignature.body;

    it('takes {text}', () => {
      expect(body.parse({ text: ' Claire Martin ' })).toEqual({ text: 'Claire Martin' });
    });
    it('refuses an empty text', () => {
      expect(body.safeParse({ text: '' }).success).toBe(false);
    });
  });
});
