import type { UrssafDemandePaiement, UrssafParticulier } from '@maisonnee/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startUrssafStandIn, type UrssafStandIn } from '../../../test/urssaf-stand-in.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createUrssafClient, urssafClientFromConfig, type UrssafClient } from './urssaf-client.ts';
import { UrssafError } from './urssaf-error.ts';

/*
 * The real URSSAF client (fetch, OAuth2, JSON) against the local stand-in of URSSAF's API
 * (apps/api/test/urssaf-stand-in.ts): what goes over the wire, what comes back, and how each
 * failure becomes one UrssafError with a French message.
 */

const CLIENT_ID = 'maisonnee-test';
const CLIENT_SECRET = 'un-secret-de-test-urssaf';
const API = '/atp/v1/tiersPrestations';

function particulier(overrides: Partial<UrssafParticulier> = {}): UrssafParticulier {
  return {
    civilite: '2',
    nomNaissance: 'Durand',
    nomUsage: 'Martin',
    prenoms: 'Claire  Anne',
    dateNaissance: '1980-03-29',
    lieuNaissance: {
      codePaysNaissance: '99100',
      departementNaissance: '69',
      communeNaissance: { codeCommune: '69123', libelleCommune: 'Lyon' },
    },
    numeroTelephonePortable: '+33 6 12 34 56 78',
    adresseMail: `claire.${Math.random().toString(36).slice(2)}@example.fr`,
    adressePostale: {
      numeroVoie: '12',
      lettreVoie: 'B',
      codeTypeVoie: 'R',
      libelleVoie: 'des Lilas',
      libelleCommune: 'Paris',
      codeCommune: '75111',
      codePostal: '75011',
      codePays: '99100',
    },
    coordonneeBancaire: {
      bic: 'agrifrpp xxx',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      titulaire: 'Claire Martin',
    },
    ...overrides,
  };
}

function demande(idClient: string, numFactureTiers = 'F-2026-11-0042'): UrssafDemandePaiement {
  return {
    idClient,
    numFactureTiers,
    dateFacture: '2026-12-01',
    dateDebutEmploi: '2026-11-03',
    dateFinEmploi: '2026-11-28',
    mntFactureTTC: 40_700,
    mntFactureHT: 37_000,
    inputPrestations: [
      {
        codeActivite: '10',
        codeNature: 'MEN',
        quantite: 12.5,
        unite: 'HEURE',
        mntUnitaireTTC: 2_200,
        mntPrestationTTC: 27_500,
        mntPrestationHT: 25_000,
        mntPrestationTVA: 2_500,
        complement1: 'Ménage',
        complement2: 'SAP912345678',
      },
      {
        codeActivite: '20',
        codeNature: 'JAR',
        quantite: 4,
        unite: 'HEURE',
        mntUnitaireTTC: 3_300,
        mntPrestationTTC: 13_200,
        mntPrestationHT: 12_000,
        mntPrestationTVA: 1_200,
      },
    ],
  };
}

/** Awaits a promise that must fail with an UrssafError, and returns it. */
async function failure(promise: Promise<unknown>): Promise<UrssafError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UrssafError);
  return error as UrssafError;
}

let standIn: UrssafStandIn;
let clock: number;
let client: UrssafClient;

const apiCalls = (path: string) => standIn.received.filter((r) => r.path === `${API}${path}`);
const tokenCalls = () => standIn.received.filter((r) => r.path === '/api/oauth/v1/token');

beforeAll(async () => {
  standIn = await startUrssafStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    tokenLifetimeSeconds: 600,
    etatCivil: [
      {
        nomNaissance: 'Lefèvre',
        prenoms: 'Jean Pierre',
        dateNaissance: '1975-06-14',
        codeCommuneNaissance: '33063',
      },
    ],
  });
});

afterAll(async () => {
  await standIn.close();
});

beforeEach(() => {
  clock = Date.UTC(2026, 11, 7, 10, 0, 0);
  client = createUrssafClient({
    apiUrl: `${standIn.url}/`,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    timeoutMs: 2_000,
    now: () => clock,
  });
});

afterEach(() => {
  standIn.received.length = 0;
});

describe('URSSAF OAuth2 token', () => {
  it('asks for a client_credentials token with the homeplus scope, and reuses it', async () => {
    await client.inscrireParticulier(particulier());
    await client.inscrireParticulier(particulier());
    expect(tokenCalls()).toHaveLength(1);
    expect(tokenCalls()[0]!.body).toEqual({
      grant_type: 'client_credentials',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      scope: 'homeplus.tiersprestations',
    });
    const bearers = apiCalls('/particulier').map((r) => r.authorization);
    expect(bearers).toHaveLength(2);
    expect(bearers[0]).toMatch(/^Bearer .+/);
    expect(bearers[1]).toBe(bearers[0]);
    expect(client.hasValidToken()).toBe(true);
  });

  it('renews the token shortly before it expires, not after', async () => {
    await client.inscrireParticulier(particulier());
    clock += 500_000; // 600 s token, renewed 60 s before its end: still good at 500 s
    await client.inscrireParticulier(particulier());
    expect(tokenCalls()).toHaveLength(1);
    clock += 50_000; // 550 s: within the last minute
    expect(client.hasValidToken()).toBe(false);
    await client.inscrireParticulier(particulier());
    expect(tokenCalls()).toHaveLength(2);
    const bearers = apiCalls('/particulier').map((r) => r.authorization);
    expect(bearers[2]).not.toBe(bearers[1]);
  });

  it('takes a new token once when URSSAF answers 401, and the call goes through', async () => {
    await client.inscrireParticulier(particulier());
    standIn.revokeTokens();
    const { idClient } = await client.inscrireParticulier(particulier());
    expect(idClient).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls('/particulier')).toHaveLength(3);
  });

  it('asks for one token when several calls start together', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => client.inscrireParticulier(particulier())));
    expect(new Set(ids.map((r) => r.idClient)).size).toBe(3);
    expect(tokenCalls()).toHaveLength(1);
  });

  it('gives up after one new token when URSSAF still answers 401, and on a 403', async () => {
    standIn.failNext(401, 2, API);
    const error = await failure(client.inscrireParticulier(particulier()));
    expect(error.kind).toBe('authentification');
    expect(error.httpStatus).toBe(401);
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls('/particulier')).toHaveLength(2);
    standIn.failNext(403, 1, API);
    const forbidden = await failure(client.inscrireParticulier(particulier()));
    expect(forbidden.kind).toBe('authentification');
    expect(forbidden.httpStatus).toBe(403);
    expect(forbidden.message).toMatch(/habilitation « homeplus\.tiersprestations »/);
    expect(tokenCalls()).toHaveLength(2);
  });

  it('says in French that the credentials are refused, without calling the API', async () => {
    const wrong = createUrssafClient({
      apiUrl: standIn.url,
      clientId: CLIENT_ID,
      clientSecret: 'pas-le-bon-secret',
    });
    const error = await failure(wrong.inscrireParticulier(particulier()));
    expect(error.kind).toBe('authentification');
    expect(error.httpStatus).toBe(401);
    expect(error.codes).toEqual(['invalid_client']);
    expect(error.message).toMatch(/^L'URSSAF refuse l'accès de Maisonnée .*URSSAF_CLIENT_SECRET/);
    expect(apiCalls('/particulier')).toHaveLength(0);
  });
});

describe('registering a family (particulier)', () => {
  it("sends URSSAF's JSON, normalised, and returns the new client id", async () => {
    const sent = particulier();
    const { idClient } = await client.inscrireParticulier(sent);
    expect(standIn.particuliers.has(idClient)).toBe(true);
    const [call] = apiCalls('/particulier');
    expect(call!.body).toEqual({
      civilite: '2',
      nomNaissance: 'Durand',
      nomUsage: 'Martin',
      prenoms: 'Claire Anne',
      dateNaissance: '1980-03-29T00:00:00.000Z',
      lieuNaissance: {
        codePaysNaissance: '99100',
        departementNaissance: '069',
        communeNaissance: { codeCommune: '69123', libelleCommune: 'Lyon' },
      },
      numeroTelephonePortable: '0612345678',
      adresseMail: sent.adresseMail,
      adressePostale: {
        numeroVoie: '12',
        lettreVoie: 'B',
        codeTypeVoie: 'R',
        libelleVoie: 'des Lilas',
        libelleCommune: 'Paris',
        codeCommune: '75111',
        codePostal: '75011',
        codePays: '99100',
      },
      coordonneeBancaire: {
        bic: 'AGRIFRPPXXX',
        iban: 'FR7630006000011234567890189',
        titulaire: 'Claire Martin',
      },
    });
  });

  it("shows URSSAF's refusal in French and keeps its code (birth data not matching)", async () => {
    const error = await failure(
      client.inscrireParticulier(
        particulier({
          nomNaissance: 'Lefevre',
          prenoms: 'Jean Pierre',
          civilite: '1',
          lieuNaissance: {
            codePaysNaissance: '99100',
            departementNaissance: '033',
            communeNaissance: { codeCommune: '33063', libelleCommune: 'Bordeaux' },
          },
          dateNaissance: '1975-06-15',
        }),
      ),
    );
    expect(error.kind).toBe('refus');
    expect(error.httpStatus).toBe(400);
    expect(error.codes).toEqual(['ERR_NAISSANCE_INCONNUE']);
    expect(error.erreurs[0]!.description).toMatch(/administration fiscale/);
    expect(error.message).toBe(
      "L'URSSAF a refusé l'inscription du particulier : Les données de naissance ne correspondent pas à l'état civil connu. (ERR_NAISSANCE_INCONNUE)",
    );
    expect(standIn.particuliers.size).toBeGreaterThan(0);
  });

  it('registers the same person when the birth data agree with the civil status', async () => {
    const { idClient } = await client.inscrireParticulier(
      particulier({
        nomNaissance: 'LEFÈVRE',
        prenoms: 'Jean Pierre',
        civilite: '1',
        dateNaissance: '1975-06-14',
        lieuNaissance: {
          codePaysNaissance: '99100',
          departementNaissance: '33',
          communeNaissance: { codeCommune: '33063', libelleCommune: 'Bordeaux' },
        },
      }),
    );
    expect(standIn.particuliers.get(idClient)?.nomNaissance).toBe('LEFÈVRE');
  });

  it('refuses before sending when our own checks fail, naming the fields', async () => {
    const bad = particulier();
    bad.coordonneeBancaire.iban = 'FR76 3000 6000 0112 3456 7890 188';
    bad.numeroTelephonePortable = '01 84 60 00 00';
    const error = await failure(client.inscrireParticulier(bad));
    expect(error.kind).toBe('validation');
    expect(error.problemes.map((p) => p.champ)).toEqual([
      'numeroTelephonePortable',
      'coordonneeBancaire.iban',
    ]);
    expect(error.message).toMatch(/^L'inscription ne peut pas être transmise à l'URSSAF : /);
    expect(standIn.received).toHaveLength(0);
  });
});

describe('payment requests (demandePaiement) and their statuses', () => {
  let idClient: string;
  beforeAll(async () => {
    const setup = createUrssafClient({
      apiUrl: standIn.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    idClient = (await setup.inscrireParticulier(particulier())).idClient;
    // The setup's own calls are not the tests' (the first test may be any one: CI shuffles).
    standIn.received.length = 0;
  });

  it('sends the request as a list of one, amounts in euros, and gets status 10', async () => {
    const answer = await client.transmettreDemandePaiement(demande(idClient, 'F-JSON-1'));
    expect(answer.statut).toEqual({ code: '10', libelle: 'Intégrée' });
    expect(standIn.demandes.get(answer.idDemandePaiement)).toBeDefined();
    expect(apiCalls('/demandePaiement')[0]!.body).toEqual([
      {
        idClient,
        numFactureTiers: 'F-JSON-1',
        dateFacture: '2026-12-01T00:00:00.000Z',
        dateDebutEmploi: '2026-11-03T00:00:00.000Z',
        dateFinEmploi: '2026-11-28T00:00:00.000Z',
        mntFactureTTC: 407,
        mntFactureHT: 370,
        inputPrestations: [
          {
            codeActivite: '10',
            codeNature: 'MEN',
            quantite: 12.5,
            unite: 'HEURE',
            mntUnitaireTTC: 22,
            mntPrestationTTC: 275,
            mntPrestationHT: 250,
            mntPrestationTVA: 25,
            complement1: 'Ménage',
            complement2: 'SAP912345678',
          },
          {
            codeActivite: '20',
            codeNature: 'JAR',
            quantite: 4,
            unite: 'HEURE',
            mntUnitaireTTC: 33,
            mntPrestationTTC: 132,
            mntPrestationHT: 120,
            mntPrestationTVA: 12,
          },
        ],
      },
    ]);
  });

  it('reads statuses back through each step to « payée », with the transfer in cents', async () => {
    const { idDemandePaiement } = await client.transmettreDemandePaiement(
      demande(idClient, 'F-SUIVI-1'),
    );
    const read = async () => {
      const [found] = await client.rechercherDemandesPaiement({
        idDemandePaiements: [idDemandePaiement],
      });
      return found!;
    };
    expect((await read()).statut).toEqual({ code: '10', libelle: 'Intégrée' });
    for (const [code, libelle] of [
      ['15', 'Aides calculées'],
      ['20', 'En attente de validation'],
      ['30', 'Validée'],
      ['50', 'Prélevée'],
    ] as const) {
      const moved = await fetch(`${standIn.url}/__stand-in/demandes/${idDemandePaiement}/statut`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      expect(moved.status).toBe(200);
      expect((await read()).statut).toEqual({ code, libelle });
    }
    standIn.setStatut(idDemandePaiement, '70');
    const paid = await read();
    expect(paid).toMatchObject({
      idDemandePaiement,
      idClient,
      numFactureTiers: 'F-SUIVI-1',
      statut: { code: '70', libelle: 'Payée' },
      mntFactureTTC: 40_700,
      mntFactureHT: 37_000,
      infoVirement: { mntVirement: 40_700 },
    });
    expect(paid.infoVirement!.dateVirement).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(apiCalls('/demandePaiement/rechercher')[0]!.body).toEqual({
      idDemandePaiements: [idDemandePaiement],
    });
  });

  it('finds requests by invoice dates, with a refusal and its reason', async () => {
    const refused = await client.transmettreDemandePaiement(demande(idClient, 'F-REFUS-1'));
    standIn.setStatut(refused.idDemandePaiement, '40', {
      code: 'REFUS_PARTICULIER',
      commentaire: 'Prestation contestée par le particulier',
    });
    const found = await client.rechercherDemandesPaiement({
      dateDebut: '2026-12-01',
      dateFin: '2026-12-31',
    });
    const mine = found.find((item) => item.idDemandePaiement === refused.idDemandePaiement);
    expect(mine).toMatchObject({
      statut: { code: '40', libelle: 'Refusée' },
      infoRejet: {
        code: 'REFUS_PARTICULIER',
        commentaire: 'Prestation contestée par le particulier',
      },
    });
    expect(apiCalls('/demandePaiement/rechercher')[0]!.body).toEqual({
      dateDebut: '2026-12-01T00:00:00.000Z',
      dateFin: '2026-12-31T00:00:00.000Z',
    });
    expect(
      await client.rechercherDemandesPaiement({ dateDebut: '2025-01-01', dateFin: '2025-01-31' }),
    ).toEqual([]);
  });

  it("keeps URSSAF's code when it refuses a request (an invoice sent twice)", async () => {
    await client.transmettreDemandePaiement(demande(idClient, 'F-DOUBLE-1'));
    const error = await failure(client.transmettreDemandePaiement(demande(idClient, 'F-DOUBLE-1')));
    expect(error.kind).toBe('refus');
    expect(error.codes).toEqual(['ERR_FACTURE_DEJA_TRANSMISE']);
    expect(error.message).toMatch(/^L'URSSAF a refusé la demande de paiement : Cette facture/);
  });

  it('checks the rules before sending: one calendar month, no negative line', async () => {
    const across = demande(idClient, 'F-REGLE-1');
    across.dateDebutEmploi = '2026-10-30';
    const first = await failure(client.transmettreDemandePaiement(across));
    expect(first.kind).toBe('validation');
    expect(first.problemes.map((p) => p.champ)).toEqual(['dateFinEmploi']);
    const negative = demande(idClient, 'F-REGLE-2');
    negative.inputPrestations[1]!.mntPrestationTTC = -13_200;
    const second = await failure(client.transmettreDemandePaiement(negative));
    expect(second.problemes.map((p) => p.champ)).toContain('inputPrestations[1].mntPrestationTTC');
    const search = await failure(client.rechercherDemandesPaiement({}));
    expect(search.kind).toBe('validation');
    expect(standIn.received).toHaveLength(0);
  });
});

describe('URSSAF failures', () => {
  it('turns a 5xx into a temporary, typed error (API call and token alike)', async () => {
    await client.inscrireParticulier(particulier());
    standIn.failNext(503);
    const error = await failure(client.inscrireParticulier(particulier()));
    expect(error.kind).toBe('indisponible');
    expect(error.httpStatus).toBe(503);
    expect(error.temporaire).toBe(true);
    expect(error.codes).toEqual(['ERR_TECHNIQUE']);
    expect(error.message).toBe(
      "Le service de l'URSSAF est indisponible pour le moment (HTTP 503) ; réessayez plus tard.",
    );

    const fresh = createUrssafClient({
      apiUrl: standIn.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
    });
    standIn.failNext(502);
    expect((await failure(fresh.inscrireParticulier(particulier()))).httpStatus).toBe(502);
    // the next call gets its token and goes through
    expect((await fresh.inscrireParticulier(particulier())).idClient).toBeTruthy();
  });

  it('gives up after the configured timeout with a typed error', async () => {
    const quick = createUrssafClient({
      apiUrl: standIn.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      timeoutMs: 150,
    });
    standIn.delayNext(2_000);
    const started = Date.now();
    const error = await failure(quick.inscrireParticulier(particulier()));
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(error.kind).toBe('delai');
    expect(error.temporaire).toBe(true);
    expect(error.message).toBe(
      "L'URSSAF n'a pas répondu dans le délai de 0,15 s ; réessayez plus tard.",
    );
  });

  it('says when URSSAF cannot be reached', async () => {
    const other = await startUrssafStandIn({ clientId: 'x', clientSecret: 'y' });
    const url = other.url;
    await other.close();
    const error = await failure(
      createUrssafClient({ apiUrl: url, clientId: 'x', clientSecret: 'y' }).inscrireParticulier(
        particulier(),
      ),
    );
    expect(error.kind).toBe('reseau');
    expect(error.message).toBe("Impossible de joindre l'URSSAF ; réessayez plus tard.");
  });
});

describe('URSSAF settings', () => {
  it('leaves the advance off without settings and refuses a partial set in French', () => {
    expect(loadConfig({}).urssaf).toBeNull();
    expect(urssafClientFromConfig(loadConfig({}).urssaf)).toBeNull();
    expect(() =>
      loadConfig({ URSSAF_API_URL: 'https://api.urssaf.fr', URSSAF_CLIENT_ID: 'id' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ URSSAF_CLIENT_SECRET: 'secret' })).toThrow(
      /URSSAF_API_URL, URSSAF_CLIENT_ID et URSSAF_CLIENT_SECRET vont ensemble/,
    );
    const config = loadConfig({
      URSSAF_API_URL: 'https://api.urssaf.fr/',
      URSSAF_CLIENT_ID: 'id',
      URSSAF_CLIENT_SECRET: 'secret',
      URSSAF_TIMEOUT_MS: '5000',
    });
    expect(config.urssaf).toEqual({
      apiUrl: 'https://api.urssaf.fr',
      clientId: 'id',
      clientSecret: 'secret',
      timeoutMs: 5000,
    });
    expect(urssafClientFromConfig(config.urssaf)).not.toBeNull();
  });
});
