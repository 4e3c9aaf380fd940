import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { mutuelles } from '../../db/schema/clients.ts';
import {
  call,
  devisRow,
  devisSuite,
  devisUrl,
  PONCTUEL_BESOIN,
  RECURRING_BESOIN,
} from '../../../test/fixtures-devis.ts';
import { pdfShownText } from '../../../test/pdf-text.ts';

/*
 * Issue 9, point 12: a need declared through an insurer's mission makes a quote that carries the
 * mutuelle and says which hours it pays, in the API's answer, in the PDF and (web) on screen.
 */

const { t, own } = devisSuite();

/** Opens an insurer's mission of `hours` for Alice, `used` of them already consumed. */
async function mutuelleMission(hours: number, nom: string) {
  const [mutuelle] = await t.database.db
    .insert(mutuelles)
    .values({ nom })
    .returning({ id: mutuelles.id });
  const opened = await call(t, 'POST', '/api/client/init-client-mutuelle', own.operator, {
    client_id: own.alice.clientId,
    mutuelle_id: mutuelle!.id,
    reference: `MUT-${nom.replace(/\W/g, '')}`,
    client_besoin_skill_id: 1,
    nb_heures_total: hours,
    date_debut: '2026-03-02',
    date_fin: '2026-12-31',
  });
  expect(opened.status).toBe(201);
  return { missionId: opened.body.data.id as number, mutuelleId: mutuelle!.id };
}

describe('a quote for a need declared through an insurer', () => {
  it('carries the mutuelle and splits a one-off need between insurer and household', async () => {
    const { missionId, mutuelleId } = await mutuelleMission(2, 'Mutuelle Solidaire');
    const added = await call(t, 'POST', '/api/client/add-besoin', own.alice, {
      client_id: own.alice.clientId,
      mission_id: missionId,
      ...PONCTUEL_BESOIN, // 3 h, 90 €
    });
    expect(added.status).toBe(201);
    const dto = added.body.data;
    expect(dto).toMatchObject({
      mission_id: missionId,
      mutuelle_id: mutuelleId,
      montant_ttc: 90,
      // The 50 % credit only on the 30 € the household pays.
      reste_a_charge_ttc: 15,
      prise_en_charge_mutuelle: {
        mutuelle: { id: mutuelleId, nom: 'Mutuelle Solidaire' },
        heures_restantes: 2,
        heures_couvertes: 2,
        heures_client: 1,
        montant_mutuelle_ttc: 60,
        montant_client_ttc: 30,
        semaines_couvertes: null,
      },
    });
    // The same on a later read, and in the PDF the client signs.
    const read = await call(t, 'GET', devisUrl(t, dto.id), own.alice);
    expect(read.body.data.prise_en_charge_mutuelle).toEqual(dto.prise_en_charge_mutuelle);
    const row = await devisRow(t, dto.id);
    const storage = createDiskStorage(join(t.config.dataDir, 'uploads'));
    const text = pdfShownText(await storage.read(`devis/${row.filename}`));
    expect(text).toContain('Pris en charge par Mutuelle Solidaire (2 h)');
    expect(text).toContain('À votre charge (1 h)');
    expect(text).toContain('Mutuelle Solidaire vous accorde encore 2 h');
    expect(text).toContain('- 15,00 €'); // the credit on the household's share
  });

  it('counts the weeks an insurer covers on a recurring need', async () => {
    const { missionId } = await mutuelleMission(20, 'Mutuelle Hebdo');
    const added = await call(t, 'POST', '/api/client/add-besoin', own.alice, {
      client_id: own.alice.clientId,
      mission_id: missionId,
      ...RECURRING_BESOIN, // 7.5 h a week, 195 €
      service: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body.data.prise_en_charge_mutuelle).toMatchObject({
      heures_restantes: 20,
      heures_couvertes: 7.5,
      heures_client: 0,
      semaines_couvertes: 2,
    });
  });

  it('leaves an ordinary quote without an insurer share', async () => {
    const saved = await call(t, 'POST', '/api/client/save-besoin', own.alice, {
      client_id: own.alice.clientId,
      ...PONCTUEL_BESOIN,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      mutuelle_id: null,
      prise_en_charge_mutuelle: null,
      reste_a_charge_ttc: 45,
    });
  });
});
