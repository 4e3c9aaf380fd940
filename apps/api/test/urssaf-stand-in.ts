import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { urssafStatutLabel } from '@maisonnee/domain';

/*
 * A local stand-in for the part of URSSAF's « API Tiers de prestation » (avance immédiate de
 * crédit d'impôt) the adapter calls (docs/avance-immediate.md), JSON in and out like URSSAF's:
 *
 *   POST /api/oauth/v1/token                                  client_credentials, scope homeplus.tiersprestations
 *   POST /atp/v1/tiersPrestations/particulier                 registers a family → { idClient }
 *   POST /atp/v1/tiersPrestations/demandePaiement             a list of requests → [{ idDemandePaiement, statut }]
 *   POST /atp/v1/tiersPrestations/demandePaiement/rechercher  by ids or by dates → { infoDemandePaiements }
 *
 * Refusals answer 400 with a list of `{ code, message, description }` (the codes are the stand-in's
 * own, URSSAF-like). Test-only routes, standing for what happens on URSSAF's side afterwards (the
 * family validating, the debit, the transfer):
 *
 *   POST /__stand-in/demandes/{idDemandePaiement}/statut  { code, infoRejet? }  → the request
 *
 * Faults for tests: `failNext` (5xx), `delayNext` (a slow answer), `revokeTokens` (a 401 on the next
 * API call with a token that looked valid).
 */

type Json = Record<string, unknown>;

export interface UrssafErreurStandIn {
  code: string;
  message: string;
  description: string;
}

/** Someone as the tax administration knows them: a registration naming them must agree. */
export interface EtatCivilConnu {
  nomNaissance: string;
  prenoms: string;
  dateNaissance: string;
  codeCommuneNaissance?: string;
}

export interface UrssafStandInOptions {
  clientId: string;
  clientSecret: string;
  port?: number;
  /** Seconds an access token lives (`expires_in`). */
  tokenLifetimeSeconds?: number;
  etatCivil?: EtatCivilConnu[];
  /**
   * What « URSSAF » does at once with the requests of a family, by its registered e-mail (the
   * demo's data, `--demo`): the status (and rejection) a new request takes.
   */
  parcours?: Readonly<
    Record<string, { code: string; infoRejet?: { code: string; commentaire: string } }>
  >;
}

export interface DemandeStockee {
  idDemandePaiement: string;
  demandePaiement: Json;
  statut: { code: string; libelle: string };
  infoRejet?: { code: string; commentaire: string };
  infoVirement?: { mntVirement: number; dateVirement: string };
  recueLe: string;
}

const SCOPE = 'homeplus.tiersprestations';
const API = '/atp/v1/tiersPrestations';

const err = (code: string, message: string, description: string): UrssafErreurStandIn => ({
  code,
  message,
  description,
});

const day = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 10) : '');
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const upper = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();

function requis(body: Json, paths: string[]): UrssafErreurStandIn[] {
  const errors: UrssafErreurStandIn[] = [];
  for (const path of paths) {
    let node: unknown = body;
    for (const part of path.split('.'))
      node = node && typeof node === 'object' ? (node as Json)[part] : undefined;
    if (node === undefined || node === null || node === '')
      errors.push(
        err(
          'ERR_CHAMP_OBLIGATOIRE',
          `Le champ ${path} est obligatoire.`,
          `Champ manquant : ${path}`,
        ),
      );
  }
  return errors;
}

export async function startUrssafStandIn(options: UrssafStandInOptions) {
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const tokens = new Map<string, number>();
  const particuliers = new Map<string, Json>();
  const demandes = new Map<string, DemandeStockee>();
  /** Every request received, in order (the tests assert what the client sent). */
  const received: { method: string; path: string; body: unknown; authorization?: string }[] = [];
  const faults: { status: number; path: string }[] = [];
  let delays: number[] = [];
  let tokensIssued = 0;
  const pendingTimers = new Set<NodeJS.Timeout>();

  function token(form: URLSearchParams, authorization: string) {
    let id = form.get('client_id') ?? '';
    let secret = form.get('client_secret') ?? '';
    if (authorization.startsWith('Basic ')) {
      const [user, pass] = Buffer.from(authorization.slice(6), 'base64')
        .toString('utf8')
        .split(':');
      id = decodeURIComponent(user ?? '');
      secret = decodeURIComponent(pass ?? '');
    }
    if (form.get('grant_type') !== 'client_credentials')
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    if (id !== options.clientId || secret !== options.clientSecret)
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed' },
      };
    if (!(form.get('scope') ?? '').split(' ').includes(SCOPE))
      return { status: 400, body: { error: 'invalid_scope' } };
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, Date.now() + lifetime * 1000);
    tokensIssued += 1;
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'Bearer', expires_in: lifetime, scope: SCOPE },
    };
  }

  function inscrire(body: Json) {
    const errors = requis(body, [
      'civilite',
      'nomNaissance',
      'prenoms',
      'dateNaissance',
      'lieuNaissance.codePaysNaissance',
      'numeroTelephonePortable',
      'adresseMail',
      'adressePostale.libelleCommune',
      'adressePostale.codeCommune',
      'adressePostale.codePostal',
      'adressePostale.codePays',
      'coordonneeBancaire.bic',
      'coordonneeBancaire.iban',
      'coordonneeBancaire.titulaire',
    ]);
    if (errors.length > 0) return { status: 400, body: errors };
    const lieu = body.lieuNaissance as Json;
    const commune = (lieu.communeNaissance ?? {}) as Json;
    const known = (options.etatCivil ?? []).find(
      (person) =>
        upper(person.nomNaissance) === upper(text(body.nomNaissance)) &&
        upper(person.prenoms) === upper(text(body.prenoms)),
    );
    if (
      known &&
      (known.dateNaissance !== day(body.dateNaissance) ||
        (known.codeCommuneNaissance !== undefined &&
          known.codeCommuneNaissance !== text(commune.codeCommune)))
    )
      return {
        status: 400,
        body: [
          err(
            'ERR_NAISSANCE_INCONNUE',
            "Les données de naissance ne correspondent pas à l'état civil connu.",
            "La date ou le lieu de naissance transmis ne correspondent pas à ceux connus de l'administration fiscale pour ce particulier.",
          ),
        ],
      };
    const email = text(body.adresseMail).toLowerCase();
    for (const other of particuliers.values())
      if (text(other.adresseMail).toLowerCase() === email)
        return {
          status: 400,
          body: [
            err(
              'ERR_PARTICULIER_DEJA_INSCRIT',
              'Ce particulier est déjà inscrit.',
              'Un particulier est déjà inscrit avec cette adresse électronique.',
            ),
          ],
        };
    const idClient = randomUUID();
    particuliers.set(idClient, body);
    return { status: 200, body: { idClient } };
  }

  function demanderPaiement(body: unknown) {
    if (!Array.isArray(body) || body.length === 0 || body.length > 10)
      return {
        status: 400,
        body: [
          err(
            'ERR_FORMAT',
            'Le corps doit être une liste de 1 à 10 demandes de paiement.',
            'Format de requête invalide.',
          ),
        ],
      };
    const errors: UrssafErreurStandIn[] = [];
    for (const item of body as Json[]) {
      errors.push(
        ...requis(item, [
          'idClient',
          'numFactureTiers',
          'dateFacture',
          'dateDebutEmploi',
          'dateFinEmploi',
          'mntFactureTTC',
          'mntFactureHT',
          'inputPrestations',
        ]),
      );
      if (item.idClient && !particuliers.has(String(item.idClient)))
        errors.push(
          err(
            'ERR_CLIENT_INCONNU',
            "Le client n'est pas inscrit.",
            `Aucun particulier inscrit sous l'identifiant ${String(item.idClient)}.`,
          ),
        );
      if (day(item.dateDebutEmploi).slice(0, 7) !== day(item.dateFinEmploi).slice(0, 7))
        errors.push(
          err(
            'ERR_PERIODE_EMPLOI',
            "La période d'emploi doit être comprise dans un même mois civil.",
            'dateDebutEmploi et dateFinEmploi appartiennent à des mois différents.',
          ),
        );
      for (const line of (Array.isArray(item.inputPrestations)
        ? item.inputPrestations
        : []) as Json[])
        if (Number(line.mntPrestationTTC) < 0)
          errors.push(
            err(
              'ERR_MONTANT_NEGATIF',
              'Une prestation ne peut pas avoir un montant négatif.',
              'mntPrestationTTC négatif.',
            ),
          );
      const duplicate = [...demandes.values()].some(
        (stored) =>
          stored.demandePaiement.numFactureTiers === item.numFactureTiers &&
          stored.demandePaiement.idClient === item.idClient,
      );
      if (duplicate)
        errors.push(
          err(
            'ERR_FACTURE_DEJA_TRANSMISE',
            'Cette facture a déjà fait l’objet d’une demande de paiement.',
            `numFactureTiers ${String(item.numFactureTiers)} déjà transmis.`,
          ),
        );
    }
    if (errors.length > 0) return { status: 400, body: errors };
    const answers = (body as Json[]).map((item) => {
      const id = randomUUID();
      const stored: DemandeStockee = {
        idDemandePaiement: id,
        demandePaiement: item,
        statut: { code: '10', libelle: urssafStatutLabel('10') },
        recueLe: new Date().toISOString(),
      };
      demandes.set(id, stored);
      const email = text(particuliers.get(String(item.idClient))?.adresseMail).toLowerCase();
      const suite = options.parcours?.[email];
      if (suite) changerStatut(id, { ...suite });
      return { idDemandePaiement: id, statut: { code: '10', libelle: urssafStatutLabel('10') } };
    });
    return { status: 200, body: answers };
  }

  function publicDemande(stored: DemandeStockee): Json {
    return {
      idDemandePaiement: stored.idDemandePaiement,
      demandePaiement: { ...stored.demandePaiement, idDemandePaiement: stored.idDemandePaiement },
      statut: stored.statut,
      ...(stored.infoRejet ? { infoRejet: stored.infoRejet } : {}),
      ...(stored.infoVirement ? { infoVirement: stored.infoVirement } : {}),
    };
  }

  function rechercher(body: Json) {
    const ids = Array.isArray(body.idDemandePaiements) ? body.idDemandePaiements.map(String) : [];
    const from = day(body.dateDebut);
    const to = day(body.dateFin);
    if (ids.length === 0 && (!from || !to))
      return {
        status: 400,
        body: [
          err(
            'ERR_CRITERES_RECHERCHE',
            'Indiquez des identifiants de demandes ou une période (dateDebut et dateFin).',
            'Critères de recherche insuffisants.',
          ),
        ],
      };
    if (ids.length > 10)
      return {
        status: 400,
        body: [
          err(
            'ERR_CRITERES_RECHERCHE',
            'Dix identifiants de demandes au plus par recherche.',
            'Trop d’identifiants.',
          ),
        ],
      };
    const found = [...demandes.values()].filter((stored) => {
      if (ids.length > 0 && !ids.includes(stored.idDemandePaiement)) return false;
      const invoiced = day(stored.demandePaiement.dateFacture);
      if (from && invoiced < from) return false;
      if (to && invoiced > to) return false;
      return true;
    });
    return { status: 200, body: { infoDemandePaiements: found.map(publicDemande) } };
  }

  function changerStatut(id: string, body: Json) {
    const stored = demandes.get(id);
    if (!stored)
      return { status: 404, body: [err('ERR_DEMANDE_INCONNUE', 'Demande inconnue.', id)] };
    const code = String(body.code ?? '');
    stored.statut = { code, libelle: urssafStatutLabel(code) };
    if (body.infoRejet && typeof body.infoRejet === 'object')
      stored.infoRejet = body.infoRejet as DemandeStockee['infoRejet'];
    if (code === '70') {
      const ttc = Number(stored.demandePaiement.mntFactureTTC ?? 0);
      const deposit = Number(stored.demandePaiement.mntAcompte ?? 0);
      stored.infoVirement = {
        mntVirement: Math.round((ttc - deposit) * 100) / 100,
        dateVirement: new Date().toISOString().slice(0, 10),
      };
    }
    return { status: 200, body: publicDemande(stored) };
  }

  function authorized(authorization: string): boolean {
    const m = /^Bearer (.+)$/.exec(authorization);
    const expiresAt = m ? tokens.get(m[1]!) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  function route(method: string, path: string, raw: string, authorization: string) {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/api/oauth/v1/token')
      return token(new URLSearchParams(raw), authorization);
    if (method === 'POST' && (m = path.match(/^\/__stand-in\/demandes\/([^/]+)\/statut$/)))
      return changerStatut(decodeURIComponent(m[1]!), JSON.parse(raw || '{}') as Json);
    if (!path.startsWith(API))
      return { status: 404, body: [err('ERR_RESSOURCE', 'Ressource inconnue.', path)] };
    if (!authorized(authorization))
      return {
        status: 401,
        body: [err('ERR_AUTHENTIFICATION', 'Jeton absent, invalide ou expiré.', 'Unauthorized')],
      };
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { status: 400, body: [err('ERR_FORMAT', 'Corps JSON illisible.', 'JSON invalide.')] };
    }
    if (method === 'POST' && path === `${API}/particulier`) return inscrire(body as Json);
    if (method === 'POST' && path === `${API}/demandePaiement`) return demanderPaiement(body);
    if (method === 'POST' && path === `${API}/demandePaiement/rechercher`)
      return rechercher(body as Json);
    return { status: 404, body: [err('ERR_RESSOURCE', 'Ressource inconnue.', path)] };
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = await readBody(request);
      const authorization = request.headers.authorization ?? '';
      const method = request.method ?? 'GET';
      let parsed: unknown = raw;
      try {
        parsed = url.pathname.includes('/oauth/')
          ? Object.fromEntries(new URLSearchParams(raw))
          : JSON.parse(raw);
      } catch {
        // kept as text
      }
      received.push({ method, path: url.pathname, body: parsed, authorization });
      const isAdmin = url.pathname.startsWith('/__stand-in/');
      const faultAt = isAdmin ? -1 : faults.findIndex((f) => url.pathname.startsWith(f.path));
      const fault = faultAt >= 0 ? faults.splice(faultAt, 1)[0] : undefined;
      const result = fault
        ? {
            status: fault.status,
            body: [err('ERR_TECHNIQUE', 'Service momentanément indisponible.', 'Erreur technique')],
          }
        : route(method, url.pathname, raw, authorization);
      const delay = isAdmin ? 0 : (delays.shift() ?? 0);
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(result.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result.body));
      };
      if (delay > 0) {
        const timer = setTimeout(() => {
          pendingTimers.delete(timer);
          send();
        }, delay);
        pendingTimers.add(timer);
      } else send();
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    particuliers,
    demandes,
    received,
    /** Access tokens handed out so far. */
    get tokensIssued() {
      return tokensIssued;
    },
    /**
     * The next `count` calls whose path starts with `path` (every call by default, the token's
     * included) answer `status` (a 5xx, a 401…) instead.
     */
    failNext(status: number, count = 1, path = '/') {
      for (let i = 0; i < count; i += 1) faults.push({ status, path });
    },
    /** The next call answers after `ms` milliseconds. */
    delayNext(ms: number) {
      delays.push(ms);
    },
    /** Every token handed out so far stops being accepted (URSSAF revoked it early). */
    revokeTokens() {
      tokens.clear();
    },
    /** Moves a request to another status, as URSSAF would (same as the admin route). */
    setStatut(
      idDemandePaiement: string,
      code: string,
      infoRejet?: { code: string; commentaire: string },
    ) {
      const result = changerStatut(idDemandePaiement, { code, infoRejet });
      if (result.status !== 200) throw new Error(`demande inconnue : ${idDemandePaiement}`);
      return result.body;
    },
    async close(): Promise<void> {
      for (const timer of pendingTimers) clearTimeout(timer);
      pendingTimers.clear();
      delays = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type UrssafStandIn = Awaited<ReturnType<typeof startUrssafStandIn>>;

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

// CLI (demo, e2e): npx tsx apps/api/test/urssaf-stand-in.ts --port 12112 --client-id … --client-secret …
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  // `--demo`: the demo households' requests take the statuses of the demo's data at once.
  const parcours = process.argv.includes('--demo')
    ? (await import('../src/db/seed/demo-agency/avance.ts')).DEMO_AVANCE_PARCOURS
    : undefined;
  const standIn = await startUrssafStandIn({
    ...(parcours ? { parcours } : {}),
    port: Number(argument('port') ?? 12112),
    clientId: argument('client-id') ?? 'maisonnee-demo',
    clientSecret: argument('client-secret') ?? 'secret-demo-urssaf',
  });
  console.log(`URSSAF stand-in listening on ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
