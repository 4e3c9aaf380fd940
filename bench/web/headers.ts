// Raw HTTP checks of the web delivery (node:http, so nothing decompresses or follows redirects
// behind our back): content negotiation, cache headers, and the prerendered sign-in form.
import { request } from 'node:http';
import { AUTH_TEXT } from '../../apps/web/src/features/auth/text.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`Pas de réponse de ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

export interface Check {
  label: string;
  measured: string;
  goal: string;
  met: boolean;
}

const isNoCache = (value: string | undefined) => /(^|,\s*)no-cache\b/.test(value ?? '');

/** The form's texts present in the HTML itself, outside any script: the page was prerendered. */
export function prerenderedSignIn(html: string): { found: string[]; missing: string[] } {
  const withoutScripts = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const expected = [AUTH_TEXT.fields.email, AUTH_TEXT.fields.password, AUTH_TEXT.login.submit];
  const text = withoutScripts.replace(/<[^>]+>/g, ' ');
  const found = expected.filter((label) => text.includes(label));
  const hasForm = /<form\b/i.test(withoutScripts);
  return {
    found,
    missing: [
      ...expected.filter((label) => !found.includes(label)),
      ...(hasForm ? [] : ['<form>']),
    ],
  };
}

/**
 * @param scriptUrl a hashed JavaScript asset of the page (the largest of the first visit)
 */
export async function deliveryChecks(baseUrl: string, scriptUrl: string | undefined) {
  const checks: Check[] = [];
  const info: string[] = [];

  const login = await get(`${baseUrl}/auth/login`, { 'accept-encoding': 'identity' });
  const prerender = prerenderedSignIn(login.body.toString('utf8'));
  checks.push({
    label: 'Formulaire de connexion dans le HTML (prérendu)',
    measured:
      login.status !== 200
        ? `HTTP ${login.status}`
        : prerender.missing.length === 0
          ? 'présent'
          : `absent : ${prerender.missing.join(', ')}`,
    goal: 'présent avant tout script',
    met: login.status === 200 && prerender.missing.length === 0,
  });
  checks.push({
    label: 'Cache-Control de /auth/login (HTML)',
    measured: login.headers['cache-control'] ?? '(absent)',
    goal: 'no-cache',
    met: isNoCache(login.headers['cache-control']),
  });

  const root = await get(`${baseUrl}/`, { 'accept-encoding': 'identity' });
  info.push(
    `/ sans session : HTTP ${root.status}${root.headers.location ? ` → ${root.headers.location}` : ''}, Cache-Control ${root.headers['cache-control'] ?? '(absent)'}`,
  );

  const worker = await get(`${baseUrl}/sw.js`, { 'accept-encoding': 'identity' });
  checks.push({
    label: 'Cache-Control de /sw.js',
    measured:
      worker.status === 200
        ? (worker.headers['cache-control'] ?? '(absent)')
        : `HTTP ${worker.status}`,
    goal: 'no-cache',
    met: worker.status === 200 && isNoCache(worker.headers['cache-control']),
  });

  if (!scriptUrl) {
    info.push('Aucun script /assets/ vu pendant la visite : négociation non vérifiée.');
    return { checks, info };
  }
  const path = new URL(scriptUrl).pathname;
  const negotiation: [string, string][] = [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', 'aucun'],
  ];
  const seen: string[] = [];
  let negotiated = true;
  let vary = true;
  const cacheControls = new Set<string>();
  for (const [accept, expected] of negotiation) {
    const response = await get(`${baseUrl}${path}`, { 'accept-encoding': accept });
    const encoding = response.headers['content-encoding'] ?? 'aucun';
    seen.push(`${accept} → ${encoding}`);
    if (response.status !== 200 || encoding !== expected) negotiated = false;
    if (expected !== 'aucun' && !/accept-encoding/i.test(response.headers.vary ?? '')) vary = false;
    cacheControls.add(response.headers['cache-control'] ?? '(absent)');
  }
  checks.push({
    label: `Encodage du JS selon Accept-Encoding (${path})`,
    measured: seen.join(' ; '),
    goal: 'br ; gzip ; aucun',
    met: negotiated,
  });
  checks.push({
    label: 'Vary: Accept-Encoding sur le JS compressé',
    measured: vary ? 'présent' : 'absent',
    goal: 'présent',
    met: vary,
  });
  checks.push({
    label: 'Cache-Control du JS haché',
    measured: [...cacheControls].join(' | '),
    goal: IMMUTABLE,
    met: cacheControls.size === 1 && cacheControls.has(IMMUTABLE),
  });
  return { checks, info };
}
