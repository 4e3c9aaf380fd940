import {
  isJourValide,
  normaliserDepartement,
  normaliserIban,
  normaliserTelephonePortable,
  toParisIsoDate,
  urssafStatutLabel,
  verifierDemandePaiement,
  verifierParticulier,
  type UrssafDemandePaiement,
  type UrssafParticulier,
  type UrssafProbleme,
} from '@maisonnee/domain';
import { readUrssafErrors, refusalMessage, UrssafError } from './urssaf-error.ts';

/*
 * URSSAF's « API Tiers de prestation » (avance immédiate de crédit d'impôt), docs/avance-immediate.md.
 * OAuth2 client credentials (scope homeplus.tiersprestations) at /api/oauth/v1/token, the token kept
 * until shortly before it expires and renewed once when URSSAF answers 401; JSON calls under
 * /atp/v1/tiersPrestations. The data is checked by packages/domain before anything is sent; amounts
 * are integer cents here and euros on the wire; days are `YYYY-MM-DD` here and URSSAF's
 * `YYYY-MM-DDT00:00:00.000Z` on the wire. Every failure is one UrssafError with a French message.
 */

export const URSSAF_SCOPE = 'homeplus.tiersprestations';
const TOKEN_PATH = '/api/oauth/v1/token';
const API_PATH = '/atp/v1/tiersPrestations';
const DEFAULT_TIMEOUT_MS = 15_000;
/** A token is renewed this long before URSSAF says it expires (a tenth of its life when shorter). */
const EXPIRY_MARGIN_MS = 60_000;
/** URSSAF answers ten requests at most per search by identifiers. */
export const URSSAF_MAX_IDS_PAR_RECHERCHE = 10;

export interface UrssafClientOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** Milliseconds one call (token included) may take; 15 s by default. */
  timeoutMs?: number | undefined;
  /** The clock (ms since the epoch); tests move it to expire tokens. */
  now?: () => number;
}

export interface UrssafStatut {
  code: string;
  /** The catalogue's French label (packages/domain), not URSSAF's wording. */
  libelle: string;
}

export interface UrssafDemandeSuivie {
  idDemandePaiement: string;
  idClient: string | undefined;
  numFactureTiers: string | undefined;
  statut: UrssafStatut;
  /** Cents. */
  mntFactureTTC: number | undefined;
  mntFactureHT: number | undefined;
  /** Why URSSAF or the family refused it. */
  infoRejet: { code: string; commentaire: string } | undefined;
  /** What URSSAF transferred to the agency (cents), and when. */
  infoVirement: { mntVirement: number; dateVirement: string } | undefined;
}

export interface RechercheDemandes {
  idDemandePaiements?: string[] | undefined;
  /** `YYYY-MM-DD`, with dateFin: the requests of invoices dated in that range. */
  dateDebut?: string | undefined;
  dateFin?: string | undefined;
}

type Json = Record<string, unknown>;

const wireDay = (day: string) => `${day}T00:00:00.000Z`;
const euros = (cents: number) => cents / 100;
const cents = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : undefined;
};
const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

/** Drops the keys whose value is undefined (URSSAF wants absent fields left out, not null). */
function compact<T extends Json>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

function invalid(what: string, problemes: UrssafProbleme[]): UrssafError {
  const first = problemes[0]!;
  const more = problemes.length > 1 ? ` (et ${problemes.length - 1} autre(s) point(s))` : '';
  return new UrssafError(
    'validation',
    `${what} ne peut pas être transmise à l'URSSAF : ${first.message}${more}`,
    { problemes },
  );
}

/** The registration as URSSAF's JSON (normalised IBAN, BIC, mobile, département, dates). */
export function particulierJson(p: UrssafParticulier): Json {
  const lieu = p.lieuNaissance;
  const a = p.adressePostale;
  return compact({
    civilite: p.civilite,
    nomNaissance: p.nomNaissance.trim(),
    nomUsage: optional(p.nomUsage),
    prenoms: p.prenoms.trim().replace(/\s+/g, ' '),
    dateNaissance: wireDay(p.dateNaissance),
    lieuNaissance: compact({
      codePaysNaissance: lieu.codePaysNaissance,
      departementNaissance: lieu.departementNaissance
        ? (normaliserDepartement(lieu.departementNaissance) ?? undefined)
        : undefined,
      communeNaissance: lieu.communeNaissance
        ? {
            codeCommune: lieu.communeNaissance.codeCommune,
            libelleCommune: lieu.communeNaissance.libelleCommune.trim(),
          }
        : undefined,
    }),
    numeroTelephonePortable: normaliserTelephonePortable(p.numeroTelephonePortable) ?? undefined,
    adresseMail: p.adresseMail.trim(),
    adressePostale: compact({
      numeroVoie: optional(a.numeroVoie),
      lettreVoie: optional(a.lettreVoie),
      codeTypeVoie: optional(a.codeTypeVoie),
      libelleVoie: optional(a.libelleVoie),
      complement: optional(a.complement),
      lieuDit: optional(a.lieuDit),
      libelleCommune: a.libelleCommune.trim(),
      codeCommune: a.codeCommune,
      codePostal: a.codePostal,
      codePays: a.codePays,
    }),
    coordonneeBancaire: {
      bic: p.coordonneeBancaire.bic.replace(/\s+/g, '').toUpperCase(),
      iban: normaliserIban(p.coordonneeBancaire.iban),
      titulaire: p.coordonneeBancaire.titulaire.trim(),
    },
  });
}

/** A payment request as URSSAF's JSON: euros, URSSAF's dates. */
export function demandePaiementJson(d: UrssafDemandePaiement): Json {
  return compact({
    idClient: d.idClient,
    dateNaissanceClient: d.dateNaissanceClient ? wireDay(d.dateNaissanceClient) : undefined,
    numFactureTiers: d.numFactureTiers,
    dateFacture: wireDay(d.dateFacture),
    dateDebutEmploi: wireDay(d.dateDebutEmploi),
    dateFinEmploi: wireDay(d.dateFinEmploi),
    mntAcompte: d.mntAcompte === undefined ? undefined : euros(d.mntAcompte),
    dateVersementAcompte: d.dateVersementAcompte ? wireDay(d.dateVersementAcompte) : undefined,
    mntFactureTTC: euros(d.mntFactureTTC),
    mntFactureHT: euros(d.mntFactureHT),
    inputPrestations: d.inputPrestations.map((line) =>
      compact({
        codeActivite: line.codeActivite,
        codeNature: line.codeNature,
        quantite: line.quantite,
        unite: line.unite,
        mntUnitaireTTC: euros(line.mntUnitaireTTC),
        mntPrestationTTC: euros(line.mntPrestationTTC),
        mntPrestationHT: euros(line.mntPrestationHT),
        mntPrestationTVA: euros(line.mntPrestationTVA),
        complement1: optional(line.complement1),
        complement2: optional(line.complement2),
      }),
    ),
  });
}

function readStatut(value: unknown): UrssafStatut | null {
  const code = value && typeof value === 'object' ? (value as Json).code : undefined;
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  return { code: String(code), libelle: urssafStatutLabel(code) };
}

function readSuivi(item: Json): UrssafDemandeSuivie | null {
  const demande = (
    item.demandePaiement && typeof item.demandePaiement === 'object' ? item.demandePaiement : {}
  ) as Json;
  const id = item.idDemandePaiement ?? demande.idDemandePaiement;
  const statut = readStatut(item.statut);
  if (typeof id !== 'string' || !statut) return null;
  const rejet = item.infoRejet as Json | undefined;
  const virement = item.infoVirement as Json | undefined;
  const transferred = virement ? cents(virement.mntVirement) : undefined;
  return {
    idDemandePaiement: id,
    idClient: typeof demande.idClient === 'string' ? demande.idClient : undefined,
    numFactureTiers:
      typeof demande.numFactureTiers === 'string' ? demande.numFactureTiers : undefined,
    statut,
    mntFactureTTC: cents(demande.mntFactureTTC),
    mntFactureHT: cents(demande.mntFactureHT),
    infoRejet:
      rejet && typeof rejet === 'object'
        ? { code: String(rejet.code ?? ''), commentaire: String(rejet.commentaire ?? '') }
        : undefined,
    infoVirement:
      virement && transferred !== undefined
        ? {
            mntVirement: transferred,
            dateVirement: String(virement.dateVirement ?? '').slice(0, 10),
          }
        : undefined,
  };
}

export function createUrssafClient(options: UrssafClientOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  /** One HTTP exchange bounded by the timeout (body read included); network faults made typed. */
  async function exchange(
    path: string,
    init: { headers: Record<string, string>; body: string },
  ): Promise<{ status: number; body: unknown }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: controller.signal,
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text === '' ? null : JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { status: response.status, body };
    } catch (error) {
      if (controller.signal.aborted)
        throw new UrssafError(
          'delai',
          `L'URSSAF n'a pas répondu dans le délai de ${(timeoutMs / 1000).toLocaleString('fr-FR')} s ; réessayez plus tard.`,
          { cause: error },
        );
      throw new UrssafError('reseau', "Impossible de joindre l'URSSAF ; réessayez plus tard.", {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  function unavailable(status: number, body: unknown): UrssafError {
    return new UrssafError(
      'indisponible',
      `Le service de l'URSSAF est indisponible pour le moment (HTTP ${status}) ; réessayez plus tard.`,
      { httpStatus: status, erreurs: readUrssafErrors(body) },
    );
  }

  async function fetchToken(): Promise<string> {
    const { status, body } = await exchange(TOKEN_PATH, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
        scope: URSSAF_SCOPE,
      }).toString(),
    });
    if (status >= 500 || status === 429) throw unavailable(status, body);
    const answer = (body && typeof body === 'object' ? body : {}) as Json;
    if (status !== 200 || typeof answer.access_token !== 'string' || answer.access_token === '') {
      const reason = typeof answer.error === 'string' ? ` (${answer.error})` : '';
      if (status === 200)
        throw new UrssafError('reponse', "L'URSSAF a répondu sans jeton d'accès.", {
          httpStatus: status,
        });
      throw new UrssafError(
        'authentification',
        `L'URSSAF refuse l'accès de Maisonnée${reason} : vérifiez URSSAF_CLIENT_ID, URSSAF_CLIENT_SECRET et l'habilitation « ${URSSAF_SCOPE} ».`,
        {
          httpStatus: status,
          erreurs: typeof answer.error === 'string' ? [{ code: answer.error, message: '' }] : [],
        },
      );
    }
    const lifetimeMs = (Number(answer.expires_in) || 3600) * 1000;
    const margin = Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 10);
    cached = { token: answer.access_token, renewAt: now() + lifetimeMs - margin };
    return answer.access_token;
  }

  /** The cached token while it is good; one exchange at a time otherwise. */
  function accessToken(): Promise<string> {
    if (cached && cached.renewAt > now()) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  /** A JSON call with the token; a 401 forgets the token and tries once more with a new one. */
  async function call(path: string, payload: unknown, what: string): Promise<unknown> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      const { status, body } = await exchange(`${API_PATH}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      if (status >= 200 && status < 300) return body;
      if (status === 401 && attempt === 0) {
        if (cached?.token === token) cached = null;
        continue;
      }
      if (status === 401 || status === 403)
        throw new UrssafError(
          'authentification',
          `L'URSSAF refuse l'accès de Maisonnée (HTTP ${status}) : vérifiez ses identifiants et son habilitation « ${URSSAF_SCOPE} ».`,
          { httpStatus: status, erreurs: readUrssafErrors(body) },
        );
      if (status >= 500 || status === 429) throw unavailable(status, body);
      const erreurs = readUrssafErrors(body);
      throw new UrssafError('refus', refusalMessage(what, erreurs), {
        httpStatus: status,
        erreurs,
      });
    }
  }

  return {
    /** True while a token is cached and not yet due for renewal. */
    hasValidToken(): boolean {
      return cached !== null && cached.renewAt > now();
    },

    /** Registers a family for the advance; URSSAF's client id comes back. */
    async inscrireParticulier(particulier: UrssafParticulier): Promise<{ idClient: string }> {
      const problemes = verifierParticulier(particulier, toParisIsoDate(new Date(now())));
      if (problemes.length > 0) throw invalid("L'inscription", problemes);
      const body = await call(
        '/particulier',
        particulierJson(particulier),
        "l'inscription du particulier",
      );
      const idClient = body && typeof body === 'object' ? (body as Json).idClient : undefined;
      if (typeof idClient !== 'string' || idClient === '')
        throw new UrssafError(
          'reponse',
          "L'URSSAF a répondu à l'inscription sans identifiant client.",
        );
      return { idClient };
    },

    /** Sends one payment request (URSSAF takes a list; one invoice per call here). */
    async transmettreDemandePaiement(
      demande: UrssafDemandePaiement,
    ): Promise<{ idDemandePaiement: string; statut: UrssafStatut }> {
      const problemes = verifierDemandePaiement(demande);
      if (problemes.length > 0) throw invalid('La demande de paiement', problemes);
      const body = await call(
        '/demandePaiement',
        [demandePaiementJson(demande)],
        'la demande de paiement',
      );
      const first = (Array.isArray(body) ? body[0] : body) as Json | undefined;
      const id = first?.idDemandePaiement;
      const statut = readStatut(first?.statut) ?? { code: '10', libelle: urssafStatutLabel('10') };
      if (typeof id !== 'string' || id === '') {
        const erreurs = readUrssafErrors(first?.errors ?? first?.erreurs);
        if (erreurs.length > 0)
          throw new UrssafError('refus', refusalMessage('la demande de paiement', erreurs), {
            httpStatus: 200,
            erreurs,
          });
        throw new UrssafError(
          'reponse',
          "L'URSSAF a répondu à la demande de paiement sans son identifiant.",
        );
      }
      return { idDemandePaiement: id, statut };
    },

    /** Reads requests back, by identifiers (ten at most) or by invoice dates. */
    async rechercherDemandesPaiement(criteres: RechercheDemandes): Promise<UrssafDemandeSuivie[]> {
      const ids = criteres.idDemandePaiements ?? [];
      const problemes: UrssafProbleme[] = [];
      if (ids.length > URSSAF_MAX_IDS_PAR_RECHERCHE)
        problemes.push({
          champ: 'idDemandePaiements',
          message: `${URSSAF_MAX_IDS_PAR_RECHERCHE} demandes au plus par recherche.`,
        });
      const hasDates = criteres.dateDebut !== undefined || criteres.dateFin !== undefined;
      if (hasDates) {
        if (!isJourValide(criteres.dateDebut) || !isJourValide(criteres.dateFin))
          problemes.push({
            champ: 'dateDebut',
            message: 'La période de recherche demande deux dates valides (AAAA-MM-JJ).',
          });
        else if (criteres.dateDebut! > criteres.dateFin!)
          problemes.push({ champ: 'dateFin', message: 'La fin de la période précède son début.' });
      } else if (ids.length === 0)
        problemes.push({
          champ: 'idDemandePaiements',
          message: 'Indiquez des demandes ou une période de recherche.',
        });
      if (problemes.length > 0) throw invalid('La recherche', problemes);
      const body = await call(
        '/demandePaiement/rechercher',
        compact({
          idDemandePaiements: ids.length > 0 ? ids : undefined,
          dateDebut: criteres.dateDebut ? wireDay(criteres.dateDebut) : undefined,
          dateFin: criteres.dateFin ? wireDay(criteres.dateFin) : undefined,
        }),
        'la recherche des demandes de paiement',
      );
      const list = body && typeof body === 'object' ? (body as Json).infoDemandePaiements : null;
      if (!Array.isArray(list))
        throw new UrssafError(
          'reponse',
          "L'URSSAF a répondu à la recherche dans un format inattendu.",
        );
      return list
        .filter((item): item is Json => !!item && typeof item === 'object')
        .map(readSuivi)
        .filter((item): item is UrssafDemandeSuivie => item !== null);
    },
  };
}

export type UrssafClient = ReturnType<typeof createUrssafClient>;

/** The client of the configured URSSAF API, or null when the advance is off (settings absent). */
export function urssafClientFromConfig(
  settings: { apiUrl: string; clientId: string; clientSecret: string; timeoutMs: number } | null,
): UrssafClient | null {
  return settings ? createUrssafClient(settings) : null;
}
