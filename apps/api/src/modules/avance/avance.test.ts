import type { AppConfig } from '../../config.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appOfTheFile, encrypted, signIn } from '../../../test/helper.ts';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createOperator,
  setClock,
  type ClientAccount,
  type OperatorAccount,
} from '../../../test/fixtures-missions.ts';
import { startUrssafStandIn, type UrssafStandIn } from '../../../test/urssaf-stand-in.ts';
import { avance_demandes, avance_inscriptions } from '../../db/schema/avance.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { reglements } from '../../db/schema/reglements.ts';
import { users } from '../../db/schema/users.ts';
import { runAvanceSuiviJob } from '../facturation/factures-avance.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { POLL_INTERVAL_MS } from './avance-suivi.job.ts';

/*
 * The immediate advance wired into the product (docs/avance-immediate.md), against the local
 * stand-in of URSSAF's API started here: a family registers from its space (checked before
 * sending, URSSAF's refusals in French), a registered family's invoice becomes a payment request
 * when issued (URSSAF's invoice rules enforced first), the follow-up job moves it through its
 * statuses, pays the invoice through the ledger once, hands refusals to the cockpit, and the tax
 * certificate counts only the family's share.
 */

const CLIENT_ID = 'maisonnee-test-avance';
const CLIENT_SECRET = 'secret-de-test-avance';
const settings: NonNullable<AppConfig['urssaf']> = {
  apiUrl: 'http://127.0.0.1:1',
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  timeoutMs: 5_000,
};

let standIn: UrssafStandIn;
// Started before the app is built (hooks run in order): the app's settings point at it.
beforeAll(async () => {
  standIn = await startUrssafStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    etatCivil: [{ nomNaissance: 'Refus', prenoms: 'Paul', dateNaissance: '1970-01-01' }],
    // The demo's way: what URSSAF does with a family's requests is the stand-in's data.
    parcours: { 'parcours.payee@example.fr': { code: '70' } },
  });
  settings.apiUrl = standIn.url;
});
afterAll(async () => {
  await standIn?.close();
});

const t = appOfTheFile({ urssaf: settings });
let accounting: OperatorAccount;

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

let mailCount = 0;
function particulier(overrides: Record<string, unknown> = {}) {
  mailCount += 1;
  return {
    civilite: '2',
    nomNaissance: 'Durand',
    prenoms: 'Claire Anne',
    dateNaissance: '1980-03-29',
    lieuNaissance: {
      codePaysNaissance: '99100',
      departementNaissance: '69',
      communeNaissance: { codeCommune: '69123', libelleCommune: 'Lyon' },
    },
    numeroTelephonePortable: '06 12 34 56 78',
    adresseMail: `claire.${mailCount}.${Date.now()}@example.fr`,
    adressePostale: {
      numeroVoie: '12',
      codeTypeVoie: 'R',
      libelleVoie: 'de Rivoli',
      libelleCommune: 'Paris',
      codeCommune: '75104',
      codePostal: '75004',
      codePays: '99100',
    },
    coordonneeBancaire: {
      bic: 'AGRIFRPPXXX',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      titulaire: 'Claire Durand',
    },
    ...overrides,
  };
}

const inscrire = (family: ClientAccount, data = particulier(), consentement: unknown = true) =>
  call('POST', `/api/client/${encrypted(t, family.clientId)}/avance`, family.token, {
    consentement,
    particulier: data,
  });

async function registeredFamily() {
  const family = await createClientAccount(t);
  const res = await inscrire(family);
  expect(res.status).toBe(201);
  return family;
}

/**
 * A draft of March 2026: two visits of 2 h at 25 € (upkeep) and one of 3 h at 30 € (childcare),
 * plus the lines given.
 */
async function draft(
  clientId: number,
  extra: { libelle: string; skill_id: number | null; quantite: number; prix: number }[] = [],
) {
  const lines = [
    { libelle: 'Ménage — 03/03', skill_id: 1, quantite: 2, prix: 25 },
    { libelle: 'Ménage — 10/03', skill_id: 1, quantite: 2, prix: 25 },
    { libelle: "Garde d'enfants — 12/03", skill_id: 4, quantite: 3, prix: 30 },
    ...extra,
  ].map((line, position) => {
    const ttc = Math.round(line.quantite * line.prix * 100) / 100;
    const ht = Math.round((ttc / 1.1) * 100) / 100;
    return {
      libelle: line.libelle,
      skill_id: line.skill_id,
      quantite: line.quantite,
      minutes: Math.round(line.quantite * 60),
      prix_unitaire_ttc: line.prix,
      taux_tva: 0.1,
      montant_ttc: ttc,
      montant_ht: ht,
      montant_tva: Math.round((ttc - ht) * 100) / 100,
      position,
    };
  });
  const sum = (key: 'montant_ttc' | 'montant_ht' | 'montant_tva') =>
    Math.round(lines.reduce((s, l) => s + l[key] * 100, 0)) / 100;
  const [row] = await t.database.db
    .insert(factures)
    .values({
      client_id: clientId,
      type: 'client',
      periode: '2026-03',
      date_debut: '2026-03-02',
      date_fin: '2026-03-27',
      montant_ht: sum('montant_ht'),
      montant_tva: sum('montant_tva'),
      montant_ttc: sum('montant_ttc'),
      statut: 'brouillon',
    })
    .returning();
  await t.database.db
    .insert(facture_lignes)
    .values(lines.map((line) => ({ ...line, facture_id: row!.id })));
  return row!;
}

const emettre = (factureId: number) =>
  call('POST', '/api/clients/generer/factures', accounting.token, {
    facture: factureId,
    organisme: null,
  });

const demandeRow = async (factureId: number) =>
  (
    await t.database.db
      .select()
      .from(avance_demandes)
      .where(eq(avance_demandes.facture_id, factureId))
  )[0];

const jobDeps = () =>
  ({
    db: t.database.db,
    config: t.config,
    now: t.clock.now,
    log: t.app.log,
  }) as unknown as ModuleDeps;

/** One run of the follow-up job, after the polling interval has passed. */
async function runJob() {
  t.clock.advance(POLL_INTERVAL_MS + 1000);
  return runAvanceSuiviJob(jobDeps(), t.clock.now());
}

beforeAll(async () => {
  setClock(t, at('2026-04-02T10:00:00Z'));
  accounting = await createOperator(t, [4]);
});

beforeEach(async () => {
  setClock(t, at('2026-04-02T10:00:00Z'));
  accounting = await createOperator(t, [4]);
});

describe('a family registers for the immediate advance', () => {
  it('consents, is registered with URSSAF, and reads its status; the IBAN is stored masked', async () => {
    const family = await createClientAccount(t);
    const before = await call(
      'GET',
      `/api/client/${encrypted(t, family.clientId)}/avance`,
      family.token,
    );
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ active: true, inscription: null });

    const res = await inscrire(family);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      client_id: family.clientId,
      statut: 'inscrite',
      statut_libelle: 'Inscrite',
      refus_message: null,
    });
    const idClient = res.body.data.id_client_urssaf as string;
    expect(standIn.particuliers.has(idClient)).toBe(true);
    // What URSSAF got: the whole IBAN; what is kept here: its last four characters only.
    expect(standIn.particuliers.get(idClient)!.coordonneeBancaire).toMatchObject({
      iban: 'FR7630006000011234567890189',
    });
    const [row] = await t.database.db
      .select()
      .from(avance_inscriptions)
      .where(eq(avance_inscriptions.client_id, family.clientId));
    expect(JSON.stringify(row!.donnees)).not.toContain('1234567890');
    expect((row!.donnees.coordonneeBancaire as { iban: string }).iban).toMatch(/^FR76•+0189$/);

    const after = await call(
      'GET',
      `/api/client/${encrypted(t, family.clientId)}/avance`,
      family.token,
    );
    expect(after.body.data.inscription).toMatchObject({
      statut: 'inscrite',
      id_client_urssaf: idClient,
    });

    const again = await inscrire(family);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('AVANCE_DEJA_INSCRITE');
  });

  it('is checked before sending: a wrong IBAN is named per field and nothing reaches URSSAF', async () => {
    const family = await createClientAccount(t);
    const calls = standIn.received.length;
    const res = await inscrire(
      family,
      particulier({
        coordonneeBancaire: {
          bic: 'AGRIFRPP',
          iban: 'FR76 3000 6000 0112 3456 7890 180',
          titulaire: 'C. D.',
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields['particulier.coordonneeBancaire.iban']).toMatch(/IBAN/);
    expect(standIn.received.length).toBe(calls);
  });

  it('needs the consent box ticked', async () => {
    const family = await createClientAccount(t);
    const res = await inscrire(family, particulier(), false);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it("returns URSSAF's refusal in French with its reason, keeps it, and lets the family try again", async () => {
    const family = await createClientAccount(t);
    const res = await inscrire(
      family,
      particulier({ nomNaissance: 'Refus', prenoms: 'Paul', dateNaissance: '1971-02-02' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('URSSAF_REFUS');
    expect(res.body.error.message).toMatch(/naissance ne correspondent pas/);
    expect(res.body.error.message).toMatch(/ERR_NAISSANCE_INCONNUE/);
    const read = await call(
      'GET',
      `/api/client/${encrypted(t, family.clientId)}/avance`,
      family.token,
    );
    expect(read.body.data.inscription).toMatchObject({
      statut: 'refusee',
      refus_code: 'ERR_NAISSANCE_INCONNUE',
      id_client_urssaf: null,
    });

    const retry = await inscrire(
      family,
      particulier({ nomNaissance: 'Refus', prenoms: 'Paul', dateNaissance: '1970-01-01' }),
    );
    expect(retry.status).toBe(201);
    expect(retry.body.data.statut).toBe('inscrite');
  });

  it('answers 503 in French when URSSAF is unavailable, never a 500', async () => {
    const family = await createClientAccount(t);
    standIn.failNext(503, 1, '/atp/');
    const res = await inscrire(family);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.error.message).toMatch(/URSSAF/);
  });

  it("is the family's own: another family, an agent are refused; the back office reads it", async () => {
    const family = await registeredFamily();
    const other = await createClientAccount(t);
    const agent = await createAgentAccount(t);
    const url = `/api/client/${encrypted(t, family.clientId)}/avance`;
    expect((await call('GET', url, other.token)).status).toBe(403);
    expect((await call('GET', url, agent.token)).status).toBe(403);
    const write = await call('POST', url, other.token, {
      consentement: true,
      particulier: particulier(),
    });
    expect(write.status).toBe(403);
    const office = await call('GET', url, accounting.token);
    expect(office.status).toBe(200);
    expect(office.body.data.inscription.statut).toBe('inscrite');
    // Accounting does not register a family in its place.
    expect(
      (
        await call('POST', url, accounting.token, {
          consentement: true,
          particulier: particulier(),
        })
      ).status,
    ).toBe(403);
  });
});

describe("a registered family's invoice becomes a payment request", () => {
  it('is sent when issued, one line per activity and price, and shown to the family', async () => {
    const family = await registeredFamily();
    const facture = await draft(family.clientId);
    const res = await emettre(facture.id);
    expect(res.status).toBe(200);
    const numero = res.body.data.numero as string;

    const row = await demandeRow(facture.id);
    expect(row).toMatchObject({
      statut_code: '10',
      montant_ttc_centimes: 19_000,
      avance_centimes: 9_500,
    });
    const sent = standIn.demandes.get(row!.id_demande_paiement!)!.demandePaiement as {
      numFactureTiers: string;
      mntFactureTTC: number;
      inputPrestations: { codeActivite: string; quantite: number; mntPrestationTTC: number }[];
    };
    expect(sent.numFactureTiers).toBe(numero);
    expect(sent.mntFactureTTC).toBe(190);
    expect(sent.inputPrestations).toHaveLength(2);
    expect(sent.inputPrestations[0]).toMatchObject({
      codeActivite: '10',
      quantite: 4,
      mntPrestationTTC: 100,
    });
    expect(sent.inputPrestations[1]).toMatchObject({
      codeActivite: '30',
      quantite: 3,
      mntPrestationTTC: 90,
    });

    const view = await call('GET', `/api/facture/${encrypted(t, facture.id)}/avance`, family.token);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      statut_code: '10',
      statut_libelle: 'Intégrée',
      avance_centimes: 9_500,
      part_famille_centimes: 9_500,
    });
    const office = await call(
      'GET',
      `/api/facture/${encrypted(t, facture.id)}/avance`,
      accounting.token,
    );
    expect(office.body.data.statut_libelle).toBe('Intégrée');
    const other = await createClientAccount(t);
    const denied = await call(
      'GET',
      `/api/facture/${encrypted(t, facture.id)}/avance`,
      other.token,
    );
    expect(denied.status).toBe(403);

    // URSSAF pays it: the family does not pay it online meanwhile.
    const pay = await call('POST', '/api/factures/payer', family.token, { facture_id: facture.id });
    expect(pay.status).toBe(409);
    expect(pay.body.error.code).toBe('AVANCE_EN_COURS');
  });

  it('refuses to issue a discount or negative line for a registered family, not for another', async () => {
    const family = await registeredFamily();
    const withDiscount = await draft(family.clientId, [
      { libelle: 'Remise fidélité', skill_id: 1, quantite: 1, prix: 10 },
    ]);
    const res = await emettre(withDiscount.id);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('AVANCE_FACTURE_NON_CONFORME');
    expect(res.body.error.message).toMatch(/nouvelle facture ou un remboursement/);
    const [still] = await t.database.db
      .select()
      .from(factures)
      .where(eq(factures.id, withDiscount.id));
    expect(still!.statut).toBe('brouillon');

    const negative = await draft((await registeredFamily()).clientId, [
      { libelle: 'Correction', skill_id: 1, quantite: -1, prix: 25 },
    ]);
    expect((await emettre(negative.id)).body.error.code).toBe('AVANCE_FACTURE_NON_CONFORME');

    const notRegistered = await createClientAccount(t);
    const plain = await draft(notRegistered.clientId, [
      { libelle: 'Remise fidélité', skill_id: 1, quantite: 1, prix: 10 },
    ]);
    expect((await emettre(plain.id)).status).toBe(200);
    expect(await demandeRow(plain.id)).toBeUndefined();
  });

  it('is stored when URSSAF is down, and sent again by the job', async () => {
    const family = await registeredFamily();
    const facture = await draft(family.clientId);
    standIn.failNext(503, 1, '/atp/v1/tiersPrestations/demandePaiement');
    expect((await emettre(facture.id)).status).toBe(200);
    const waiting = await demandeRow(facture.id);
    expect(waiting).toMatchObject({ id_demande_paiement: null, statut_code: null });
    expect(waiting!.transmission_erreur).toMatch(/indisponible/);
    const view = await call('GET', `/api/facture/${encrypted(t, facture.id)}/avance`, family.token);
    expect(view.body.data.statut_libelle).toMatch(/en attente/);

    await runJob();
    const sent = await demandeRow(facture.id);
    expect(sent!.id_demande_paiement).not.toBeNull();
    expect(sent!.statut_code).toBe('10');
  });
});

describe('the follow-up job', () => {
  async function issuedRequest() {
    const family = await registeredFamily();
    const facture = await draft(family.clientId);
    expect((await emettre(facture.id)).status).toBe(200);
    const row = (await demandeRow(facture.id))!;
    return { family, facture, id: row.id_demande_paiement! };
  }

  const reglementsOf = (clientId: number) =>
    t.database.db.select().from(reglements).where(eq(reglements.client_id, clientId));

  it('follows each status to « payée », pays the invoice through the ledger once, and the certificate counts only the family share', async () => {
    const { family, facture, id } = await issuedRequest();
    for (const code of ['15', '20', '30', '50']) {
      standIn.setStatut(id, code);
      await runJob();
      expect((await demandeRow(facture.id))!.statut_code).toBe(code);
    }
    standIn.setStatut(id, '70');
    // Two instances at once: the request is claimed by one, paid once.
    t.clock.advance(POLL_INTERVAL_MS + 1000);
    await Promise.all([
      runAvanceSuiviJob(jobDeps(), t.clock.now()),
      runAvanceSuiviJob(jobDeps(), t.clock.now()),
    ]);
    await runJob();
    const row = (await demandeRow(facture.id))!;
    expect(row).toMatchObject({ statut_code: '70', virement_centimes: 19_000 });
    const paid = await reglementsOf(family.clientId);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      mode: 'avance_urssaf',
      montant_centimes: 19_000,
      reference: id,
    });
    expect(row.reglement_id).toBe(paid[0]!.id);
    const [invoice] = await t.database.db
      .select()
      .from(factures)
      .where(eq(factures.id, facture.id));
    expect(invoice!.statut).toBe('payee');

    // The clock moved more than an hour: fresh sessions.
    const [user] = await t.database.db.select().from(users).where(eq(users.id, family.userId));
    const token = (await signIn(t, user!.email)).access_token;
    const view = await call('GET', `/api/facture/${encrypted(t, facture.id)}/avance`, token);
    expect(view.body.data).toMatchObject({ statut_libelle: 'Payée', part_famille_centimes: 9_500 });

    // January 2027: the 2026 certificate counts the family's 95 €, not URSSAF's advance.
    setClock(t, at('2027-01-10T10:00:00Z'));
    accounting = await createOperator(t, [4]);
    const cert = await call('POST', '/api/attestations-fiscales/generer', accounting.token, {
      client_id: family.clientId,
      annee: 2026,
    });
    expect(cert.status).toBe(200);
    expect(cert.body.data.montant_ttc).toBe(95);
  });

  it('hands a refusal (40) to the cockpit and tells the family, once', async () => {
    const { family, facture, id } = await issuedRequest();
    standIn.setStatut(id, '40', {
      code: 'REJ_CONTESTATION',
      commentaire: 'Prestation contestée par le particulier.',
    });
    await runJob();
    await runJob();
    const row = (await demandeRow(facture.id))!;
    expect(row).toMatchObject({ statut_code: '40', rejet_code: 'REJ_CONTESTATION' });
    const taches = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(
        and(
          eq(cockpit_taches.client_id, family.clientId),
          eq(cockpit_taches.type, 'paiement_echoue'),
        ),
      );
    expect(taches).toHaveLength(1);
    expect(taches[0]!.title).toMatch(/Avance immédiate refusée/);
    expect(taches[0]!.note).toMatch(/Prestation contestée/);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, family.userId));
    expect(notes.filter((n) => n.title.startsWith('Avance immédiate'))).toHaveLength(1);
    expect(await reglementsOf(family.clientId)).toHaveLength(0);
    // Refused: the invoice is the family's to pay again (online payment is off here: 503).
    const pay = await call('POST', '/api/factures/payer', family.token, { facture_id: facture.id });
    expect(pay.body.error.code).not.toBe('AVANCE_EN_COURS');
    const view = await call('GET', `/api/facture/${encrypted(t, facture.id)}/avance`, family.token);
    expect(view.body.data).toMatchObject({
      statut_libelle: 'Refusée',
      rejet_commentaire: 'Prestation contestée par le particulier.',
    });
  });

  it("reads what the stand-in's data says of a family's requests (the demo's way)", async () => {
    const family = await createClientAccount(t);
    expect(
      (await inscrire(family, particulier({ adresseMail: 'parcours.payee@example.fr' }))).status,
    ).toBe(201);
    const facture = await draft(family.clientId);
    expect((await emettre(facture.id)).status).toBe(200);
    expect((await demandeRow(facture.id))!.statut_code).toBe('10');
    await runJob();
    expect((await demandeRow(facture.id))!.statut_code).toBe('70');
    expect(await reglementsOf(family.clientId)).toHaveLength(1);
  });

  it('hands a failed debit (60) to the cockpit', async () => {
    const { family, id } = await issuedRequest();
    standIn.setStatut(id, '60');
    await runJob();
    const taches = await t.database.db
      .select()
      .from(cockpit_taches)
      .where(eq(cockpit_taches.client_id, family.clientId));
    expect(taches.map((task) => task.title)).toEqual([expect.stringMatching(/prélèvement refusé/)]);
  });
});
