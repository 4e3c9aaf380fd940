import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appOfTheFile, encrypted } from '../../../test/helper.ts';
import {
  at,
  createClientAccount,
  createOperator,
  setClock,
} from '../../../test/fixtures-missions.ts';
import { avance_demandes } from '../../db/schema/avance.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import { runAvanceSuiviJob } from '../facturation/factures-avance.ts';
import type { ModuleDeps } from '../module-deps.ts';

/*
 * The immediate advance off (URSSAF_* not set, docs/avance-immediate.md): nothing changes — no
 * registration, invoices issued as before (a discount line included), the job does nothing.
 */

const t = appOfTheFile();

beforeAll(() => setClock(t, at('2026-04-02T10:00:00Z')));

describe('the immediate advance when URSSAF is not configured', () => {
  it('is not offered: the family reads it off and cannot register', async () => {
    const family = await createClientAccount(t);
    const url = `/api/client/${encrypted(t, family.clientId)}/avance`;
    const read = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${family.token}` },
    });
    expect(read.json().data).toEqual({ active: false, inscription: null });
    const write = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${family.token}` },
      payload: {
        consentement: true,
        particulier: {
          civilite: '1',
          nomNaissance: 'Martin',
          prenoms: 'Paul',
          dateNaissance: '1970-01-01',
          lieuNaissance: { codePaysNaissance: '99134' },
          numeroTelephonePortable: '0612345678',
          adresseMail: 'paul@example.fr',
          adressePostale: {
            libelleVoie: 'rue de Rivoli',
            libelleCommune: 'Paris',
            codeCommune: '75104',
            codePostal: '75004',
            codePays: '99100',
          },
          coordonneeBancaire: {
            bic: 'AGRIFRPP',
            iban: 'FR7630006000011234567890189',
            titulaire: 'Paul Martin',
          },
        },
      },
    });
    expect(write.statusCode).toBe(409);
    expect(write.json().error.code).toBe('AVANCE_INACTIVE');
  });

  it('issues invoices as before and the job does nothing', async () => {
    const family = await createClientAccount(t);
    const accounting = await createOperator(t, [4]);
    const [draft] = await t.database.db
      .insert(factures)
      .values({
        client_id: family.clientId,
        periode: '2026-03',
        date_debut: '2026-03-02',
        date_fin: '2026-03-27',
        montant_ht: 36.36,
        montant_tva: 3.64,
        montant_ttc: 40,
        statut: 'brouillon',
      })
      .returning();
    await t.database.db.insert(facture_lignes).values([
      {
        facture_id: draft!.id,
        libelle: 'Ménage',
        skill_id: 1,
        quantite: 2,
        prix_unitaire_ttc: 25,
        taux_tva: 0.1,
        montant_ttc: 50,
        montant_ht: 45.45,
        montant_tva: 4.55,
      },
      {
        facture_id: draft!.id,
        libelle: 'Remise fidélité',
        quantite: 1,
        prix_unitaire_ttc: -10,
        taux_tva: 0.1,
        montant_ttc: -10,
        montant_ht: -9.09,
        montant_tva: -0.91,
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clients/generer/factures',
      headers: { authorization: `Bearer ${accounting.token}` },
      payload: { facture: draft!.id, organisme: null },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(avance_demandes)
      .where(eq(avance_demandes.facture_id, draft!.id));
    expect(rows).toEqual([]);
    const deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log };
    expect(await runAvanceSuiviJob(deps as unknown as ModuleDeps, t.clock.now())).toEqual({
      actif: false,
    });
  });
});
