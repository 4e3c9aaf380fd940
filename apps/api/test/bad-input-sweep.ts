import { ERROR_STATUS, endpoints, type EndpointDef, type EndpointName } from '@maisonnee/contract';
import { encryptId } from '@maisonnee/domain';
import type { z } from 'zod';

/*
 * The malformed requests of the bad-input suites (issue 9): for one endpoint of the contract,
 * at least 50 requests that a careless or hostile caller could send — broken JSON, wrong content
 * types, arrays, nulls, wrong types in each field, 1 MB strings, NUL characters and lone
 * surrogates, huge and negative numbers, ids above 2^31, encrypted ids that do not decrypt,
 * overlong path parameters, unknown fields, `__proto__`. Each field is broken inside an otherwise
 * valid-looking body, so the request reaches that field's check rather than failing on another.
 */

export interface MalformedRequest {
  label: string;
  method: EndpointDef['method'];
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** An id that is valid but names no row: a malformed request never touches real data. */
const ABSENT_ID = 2_000_000_000;
const MEGA = 'a'.repeat(1_000_000);
const INT_OVERFLOW = 2_147_483_648;

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Strings tried, in order, as a valid value for a string field (the first the field accepts). */
const STRING_CANDIDATES = [
  'Texte',
  'alice@exemple.fr',
  '0612345678',
  '75011',
  '09:00',
  '2026-03-10',
  '2026-03-10T09:00:00Z',
  '123456',
  'Velours-Cerise-42',
  'data:image/png;base64,iVBORw0KGgo=',
  'Mme',
];

/** A value the schema accepts when one is easy to find; otherwise a plausible one. */
export function sampleValue(schema: z.ZodType, depth = 0): unknown {
  if (depth > 8) return null;
  const def = defOf(schema);
  const accepts = (value: unknown) => schema.safeParse(value).success;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const sample = sampleValue(field, depth + 1);
        if (sample !== undefined) value[key] = sample;
      }
      return value;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleValue(def.innerType as z.ZodType, depth + 1);
    case 'pipe': {
      const fromIn = sampleValue(def.in as z.ZodType, depth + 1);
      return fromIn;
    }
    case 'union': {
      for (const option of def.options as z.ZodType[]) {
        const sample = sampleValue(option, depth + 1);
        if (option.safeParse(sample).success) return sample;
      }
      return sampleValue((def.options as z.ZodType[])[0]!, depth + 1);
    }
    case 'array':
      return [sampleValue(def.element as z.ZodType, depth + 1)];
    case 'record':
      return {};
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'boolean':
      return true;
    case 'number':
    case 'int': {
      for (const candidate of [ABSENT_ID, 1, 2, 5, 0, 10, 30, 60, 100, 2026, 45.5, 2.35])
        if (accepts(candidate)) return candidate;
      return 1;
    }
    case 'string': {
      for (const candidate of STRING_CANDIDATES) if (accepts(candidate)) return candidate;
      return 'Texte';
    }
    default:
      return undefined;
  }
}

/** The top-level fields of a body schema (every option of a union). */
function bodyFields(schema: z.ZodType | undefined, depth = 0): string[] {
  if (!schema || depth > 5) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'union')
    return [...new Set((def.options as z.ZodType[]).flatMap((o) => bodyFields(o, depth + 1)))];
  if (def.type === 'pipe') return bodyFields(def.in as z.ZodType, depth + 1);
  if ('innerType' in def) return bodyFields(def.innerType as z.ZodType, depth + 1);
  return [];
}

/** A concrete URL of the endpoint with valid (absent) ids, or `override` for one parameter. */
export function buildUrl(
  definition: EndpointDef,
  idSecret: string,
  override?: { name: string; value: string },
) {
  return definition.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (override?.name === name) return override.value;
    const kind = definition.params?.[name];
    if (kind === 'encrypted') return encryptId(ABSENT_ID, idSecret);
    if (kind === 'plain') return String(ABSENT_ID);
    if (kind === 'text') return '8%20rue%20des%20Lilas';
    return 'charge';
  });
}

/** Raw JSON texts of wrong values for one field (some are not expressible as JS values). */
function wrongFieldValues(index: number): [string, string][] {
  return [
    ['null', 'null'],
    ['true', 'true'],
    ['a negative number', '-1'],
    ['zero', '0'],
    ['an id above 2^31', String(INT_OVERFLOW)],
    ['a number above 2^53', '9007199254740993'],
    ['1e999 (Infinity)', '1e999'],
    ['a fraction', '1.5'],
    ['an empty string', '""'],
    ['a NUL character', JSON.stringify('Du\u0000rand')],
    ['a lone high surrogate', '"Du\\ud800rand"'],
    ['a lone low surrogate', '"\\udc00"'],
    ['an array', '["x", 1]'],
    ['an object', '{"a": 1}'],
    ['a numeric string', '"2147483648"'],
    ['a date-like string', '"31/02/2026"'],
    // 1 MB strings for the first fields, a long one for the others (keeps the suite quick).
    index < 3
      ? ['a 1 MB string', JSON.stringify(MEGA)]
      : ['a 10 kB string', `"${'b'.repeat(10_000)}"`],
  ];
}

/** The malformed requests for one endpoint (at least 50). */
export function malformedRequests(
  definition: EndpointDef,
  idSecret: string,
  token: string | undefined,
): MalformedRequest[] {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const json = { ...auth, 'content-type': 'application/json' };
  const hasBody = definition.method !== 'GET' && definition.method !== 'DELETE';
  const url = buildUrl(definition, idSecret);
  const requests: MalformedRequest[] = [];
  const add = (label: string, request: Partial<MalformedRequest>) =>
    requests.push({ label, method: definition.method, url, headers: json, ...request });

  // Path parameters.
  for (const [name, kind] of Object.entries(definition.params ?? {})) {
    const values: [string, string][] = [
      ['garbage', 'pas-un-id'],
      ['an overlong parameter (414)', 'A'.repeat(9000)],
      ['a 300-character parameter', 'B'.repeat(300)],
      ['a percent-encoded NUL', 'a%00b'],
      ['a lone surrogate, percent-encoded', '%ED%A0%80'],
      ['a broken percent-escape', '%E0%A4%A'],
      ['a traversal', '..%2F..%2Fetc%2Fpasswd'],
      ['a negative number', '-1'],
      ['an id above 2^31', String(INT_OVERFLOW)],
      ['a huge number', '99999999999999999999'],
    ];
    if (kind === 'encrypted' || kind === 'filePayload') {
      values.push(
        ['an encrypted id above 2^31', encryptId(INT_OVERFLOW, idSecret)],
        ['an encrypted 2^53 - 1', encryptId(Number.MAX_SAFE_INTEGER, idSecret)],
        ['an encrypted negative id', encryptId('-1', idSecret)],
        ['an encrypted zero', encryptId('0', idSecret)],
        ['an encrypted text', encryptId('abc', idSecret)],
        ['an encrypted NUL', encryptId('1\u0000', idSecret)],
        ['an id encrypted with another key', encryptId(1, 'une-autre-cle')],
        ['a truncated encrypted id', encryptId(1, idSecret).slice(0, 20)],
      );
    }
    for (const [label, value] of values)
      add(`params.${name}: ${label}`, {
        url: buildUrl(definition, idSecret, { name, value }),
        ...(hasBody ? { payload: '{}' } : { headers: auth }),
      });
  }

  // Query strings (ignored or refused, never a 5xx).
  const queryCases: [string, string][] = [
    ['page=-1', 'page=-1'],
    ['page=abc', 'page=abc'],
    ['page above 2^31', `page=${INT_OVERFLOW}`],
    ['page=1e999', 'page=1e999'],
    ['a repeated key', 'page=1&page=2'],
    ['__proto__ key', '__proto__[admin]=1'],
    ['constructor.prototype key', 'constructor[prototype][admin]=1'],
    ['a NUL value', 'q=a%00b'],
    ['a lone surrogate', 'q=%ED%A0%80'],
    ['a broken escape', 'q=%E0%A4%A'],
    ['an 8 kB value', `q=${'c'.repeat(8000)}`],
    ['an unknown key', 'champ_inconnu=1'],
    ['limit=-1', 'limit=-1'],
    ['limit=1e9', 'limit=1000000000'],
    ['an impossible date', 'date=2026-02-30'],
    ['a date that is not one', 'date_debut=abc&date_fin=%00'],
    ['id=-1', 'id=-1'],
    ['id above 2^31', `id=${INT_OVERFLOW}`],
    ['search with a NUL', 'search=%00'],
    ['an empty key', '[]=1'],
    ['deeply nested keys', 'a[b][c][d][e][f][g]=1'],
    ['an array value', 'q[]=1&q[]=2'],
    ['a lone equals sign', '='],
    ['only separators', '&&&'],
    ['a lone percent sign', '%'],
    ['page with a NUL', 'page=1%00'],
  ];
  for (const field of Object.keys((definition.query?.shape as object | undefined) ?? {})) {
    queryCases.push(
      [`${field}: NUL`, `${field}=a%00b`],
      [`${field}: -1`, `${field}=-1`],
      [`${field}: above 2^31`, `${field}=${INT_OVERFLOW}`],
      [`${field}: 10 kB`, `${field}=${'d'.repeat(10_000)}`],
    );
  }
  for (const [label, query] of queryCases)
    add(`query: ${label}`, {
      url: `${url}?${query}`,
      ...(hasBody ? { payload: '{}' } : { headers: auth }),
    });

  // Headers.
  add('a malformed Authorization header', {
    headers: { ...json, authorization: 'Bearer x.y.z' },
    ...(hasBody ? { payload: '{}' } : {}),
  });
  add('a Basic Authorization header', {
    headers: { ...json, authorization: 'Basic YWRtaW46YWRtaW4=' },
    ...(hasBody ? { payload: '{}' } : {}),
  });

  add('an Accept of XML only', {
    headers: { ...json, accept: 'application/xml' },
    ...(hasBody ? { payload: '{}' } : {}),
  });
  add('a method-override header', {
    headers: { ...json, 'x-http-method-override': 'DELETE' },
    ...(hasBody ? { payload: '{}' } : {}),
  });
  add('junk app-version and platform headers', {
    headers: { ...json, 'app-version': 'v'.repeat(4000), platform: '<script>' },
    ...(hasBody ? { payload: '{}' } : {}),
  });
  add('a token with a NUL escape', {
    headers: { ...json, authorization: 'Bearer %00' },
    ...(hasBody ? { payload: '{}' } : {}),
  });

  // Bodies: sent to every endpoint (a GET with a body must not break either).
  const bodies: [string, string | undefined, string?][] = [
    ['malformed JSON', '{"a": 1, '],
    ['no body with a JSON content type', undefined],
    ['an empty body', ''],
    ['text/plain', 'email=a@b.fr', 'text/plain'],
    ['a form body', 'email=a%40b.fr', 'application/x-www-form-urlencoded'],
    ['multipart without boundary', '--x\r\n\r\n', 'multipart/form-data'],
    [
      'multipart truncated',
      '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
      'multipart/form-data; boundary=B',
    ],
    ['a made-up content type', '{}', 'application/x-inconnu'],
    ['JSON with a charset it does not use', '{}', 'application/json; charset=latin1'],
    ['a JSON array', '[1, 2, 3]'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', '"texte"'],
    ['JSON true', 'true'],
    ['__proto__ key', '{"__proto__": {"admin": true}}'],
    ['constructor.prototype key', '{"constructor": {"prototype": {"admin": true}}}'],
    ['an unknown field only', '{"champ_inconnu": "x"}'],
    ['nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['a body over 2 MiB', `{"a": "${'e'.repeat(2_200_000)}"}`],
    ['invalid UTF-8 bytes', '{"a": "\u00ff\u00fe"}', 'application/json; charset=utf-8'],
  ];
  for (const [label, payload, contentType] of bodies) {
    add(`body: ${label}`, {
      ...(payload === undefined ? {} : { payload }),
      headers: { ...auth, 'content-type': contentType ?? 'application/json' },
    });
  }

  // Each field broken inside an otherwise valid-looking body.
  if (definition.body && !definition.multipart) {
    const base = (sampleValue(definition.body) ?? {}) as Record<string, unknown>;
    const fields = bodyFields(definition.body);
    fields.forEach((field, index) => {
      for (const [label, raw] of wrongFieldValues(index)) {
        const rest = JSON.stringify({ ...base, [field]: undefined });
        const payload =
          rest === '{}' ? `{"${field}": ${raw}}` : `${rest.slice(0, -1)}, "${field}": ${raw}}`;
        add(`${field}: ${label}`, { payload });
      }
    });
    add('valid-looking body with an unknown field', {
      payload: JSON.stringify({ ...base, champ_inconnu: 'x' }),
    });
    add('valid-looking body with __proto__', {
      payload: `${JSON.stringify(base).slice(0, -1)}${Object.keys(base).length ? ',' : ''} "__proto__": {"admin": true}}`,
    });
  }
  return requests;
}

export interface SweepResult {
  requests: number;
  endpoints: number;
  failures: string[];
  statuses: Map<number, number>;
}

const KNOWN_CODES = new Set(Object.keys(ERROR_STATUS));

/** Checks one answer: below 500, and every non-2xx is the error envelope with a known code. */
export function checkAnswer(
  name: string,
  request: MalformedRequest,
  response: { statusCode: number; body: string; headers: Record<string, unknown> },
): string | undefined {
  const where = `${name} [${request.label}] → ${response.statusCode}`;
  if (response.statusCode >= 500) return `${where} ${response.body.slice(0, 160)}`;
  if (response.statusCode < 300) return undefined;
  let body: { success?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(response.body);
  } catch {
    return `${where} not JSON: ${response.body.slice(0, 120)}`;
  }
  const code = body.error?.code;
  if (body.success !== false || typeof code !== 'string' || !KNOWN_CODES.has(code))
    return `${where} not the error envelope: ${response.body.slice(0, 160)}`;
  if (ERROR_STATUS[code as keyof typeof ERROR_STATUS] !== response.statusCode)
    return `${where} code ${code} answers ${ERROR_STATUS[code as keyof typeof ERROR_STATUS]}`;
  if (typeof body.error?.message !== 'string') return `${where} without a message`;
  if (/\bat \S+ \(|node_modules|stack/.test(response.body)) return `${where} leaks a stack trace`;
  if (response.body.includes('AAAAAAAAAAAAAAAAAAAA')) return `${where} echoes the URL`;
  return undefined;
}

/** The endpoints the sweep covers: those with a handler, sign-out last (it ends the session). */
export function builtEndpoints(implemented: ReadonlySet<EndpointName>) {
  return (Object.entries(endpoints) as [EndpointName, EndpointDef][])
    .filter(([name]) => implemented.has(name))
    .sort(([a], [b]) => Number(a === 'signout') - Number(b === 'signout'));
}
