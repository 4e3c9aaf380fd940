import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUrssafStandIn, type UrssafStandIn } from './urssaf-stand-in.ts';

/*
 * The local URSSAF stand-in's protocol, spoken raw (the adapter's own tests use the real client):
 * the token endpoint's refusals, the bearer check, URSSAF-style error lists, the admin route.
 */

const API = '/atp/v1/tiersPrestations';
let standIn: UrssafStandIn;

beforeAll(async () => {
  standIn = await startUrssafStandIn({ clientId: 'id-test', clientSecret: 'secret-test' });
});

afterAll(async () => {
  await standIn.close();
});

async function token(fields: Record<string, string>) {
  const response = await fetch(`${standIn.url}/api/oauth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const good = {
  grant_type: 'client_credentials',
  client_id: 'id-test',
  client_secret: 'secret-test',
  scope: 'homeplus.tiersprestations',
};

async function post(path: string, body: unknown, bearer?: string) {
  const response = await fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('URSSAF stand-in', () => {
  it('hands out a token only for the right client, grant and scope', async () => {
    expect((await token({ ...good, client_secret: 'faux' })).status).toBe(401);
    expect((await token({ ...good, grant_type: 'password' })).body).toEqual({
      error: 'unsupported_grant_type',
    });
    expect((await token({ ...good, scope: 'autre' })).body).toEqual({ error: 'invalid_scope' });
    const ok = await token(good);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
  });

  it('answers 401 without a valid bearer, and URSSAF-style error lists on bad data', async () => {
    expect((await post(`${API}/particulier`, {})).status).toBe(401);
    const bearer = String((await token(good)).body.access_token);
    const missing = await post(`${API}/particulier`, { civilite: '1' }, bearer);
    expect(missing.status).toBe(400);
    const errors = missing.body as { code: string; message: string; description: string }[];
    expect(errors.map((e) => e.code)).toContain('ERR_CHAMP_OBLIGATOIRE');
    expect(errors.map((e) => e.message)).toContain('Le champ nomNaissance est obligatoire.');
    const unknown = await post(
      `${API}/demandePaiement`,
      [
        {
          idClient: 'inconnu',
          numFactureTiers: 'F-1',
          dateFacture: '2026-12-01T00:00:00.000Z',
          dateDebutEmploi: '2026-10-30T00:00:00.000Z',
          dateFinEmploi: '2026-11-02T00:00:00.000Z',
          mntFactureTTC: 10,
          mntFactureHT: 9,
          inputPrestations: [{ mntPrestationTTC: -1 }],
        },
      ],
      bearer,
    );
    expect((unknown.body as { code: string }[]).map((e) => e.code)).toEqual([
      'ERR_CLIENT_INCONNU',
      'ERR_PERIODE_EMPLOI',
      'ERR_MONTANT_NEGATIF',
    ]);
    expect((await post(`${API}/demandePaiement`, {}, bearer)).status).toBe(400);
    const search = await post(`${API}/demandePaiement/rechercher`, {}, bearer);
    expect((search.body as { code: string }[])[0]!.code).toBe('ERR_CRITERES_RECHERCHE');
  });

  it('moves a stored request through the admin route, and says when it does not know it', async () => {
    const bearer = String((await token(good)).body.access_token);
    const registered = await post(
      `${API}/particulier`,
      {
        civilite: '2',
        nomNaissance: 'Petit',
        prenoms: 'Lucie',
        dateNaissance: '1990-01-02T00:00:00.000Z',
        lieuNaissance: { codePaysNaissance: '99134' },
        numeroTelephonePortable: '0612345678',
        adresseMail: 'lucie.petit@example.fr',
        adressePostale: {
          libelleVoie: 'des Lilas',
          libelleCommune: 'Paris',
          codeCommune: '75111',
          codePostal: '75011',
          codePays: '99100',
        },
        coordonneeBancaire: {
          bic: 'AGRIFRPP',
          iban: 'FR7630006000011234567890189',
          titulaire: 'L. Petit',
        },
      },
      bearer,
    );
    const { idClient } = registered.body as { idClient: string };
    const sent = await post(
      `${API}/demandePaiement`,
      [
        {
          idClient,
          numFactureTiers: 'F-2',
          dateFacture: '2026-12-01T00:00:00.000Z',
          dateDebutEmploi: '2026-11-02T00:00:00.000Z',
          dateFinEmploi: '2026-11-30T00:00:00.000Z',
          mntFactureTTC: 100.5,
          mntFactureHT: 91.36,
          mntAcompte: 20,
          inputPrestations: [{ mntPrestationTTC: 100.5 }],
        },
      ],
      bearer,
    );
    const [answer] = sent.body as { idDemandePaiement: string; statut: { code: string } }[];
    const { idDemandePaiement, statut } = answer!;
    expect(statut.code).toBe('10');
    const moved = await post(`/__stand-in/demandes/${idDemandePaiement}/statut`, { code: '70' });
    expect(moved.body).toMatchObject({
      statut: { code: '70', libelle: 'Payée' },
      infoVirement: { mntVirement: 80.5 },
    });
    expect((await post('/__stand-in/demandes/inconnue/statut', { code: '70' })).status).toBe(404);
  });
});
