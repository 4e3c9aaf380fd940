import { DEFAULT_COMPTES_COMPTABLES, DEFAULT_PRICE_GRID, type PriceGrid } from '@maisonnee/domain';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { agency_settings, audit_log, price_grids } from '../../db/schema/index.ts';
import {
  appOfTheFile,
  bearer,
  createUser,
  madeForTheFile,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';
import { expectRefusal, multipartBody, PDF } from '../../../test/fixtures-missions.ts';
import { priceGridAt, readAgencySettings } from './agency-settings.ts';

/*
 * /admin/parametres (issue 24, docs/agence.md): only administrators read and change the agency's
 * identity, rules and price grids; a bad field refuses the whole change in French; each change
 * is logged in its transaction. The test clock stands on 2 March 2026, 10:00 in Paris.
 */

const t: TestApp = appOfTheFile();
const TODAY = '2026-03-02';
const TOMORROW = '2026-03-03';

const IDENTITY = {
  nom: 'Maisonnée Lyon',
  forme_juridique: 'SAS',
  capital: '10 000 €',
  rcs: 'RCS Lyon 912 345 678',
  siret: '73208290100008',
  tva_intracom: 'fr32 912345678',
  numero_sap: 'SAP912345678',
  date_declaration_sap: '2024-03-01',
  adresse: '3 place Bellecour, 69002 Lyon',
  telephone: '04 72 00 00 00',
  email: 'Contact@Maisonnee-Lyon.fr',
  iban: 'fr76 3000 6000 0112 3456 7890 189',
  bic: 'agrifrppxxx',
};

const RULES = {
  delai_reservation_heures: 72,
  fenetre_pointage_minutes: 20,
  rayon_recherche_km: 35,
  delai_releve_jours: 7,
  relance_devis_jours: 4,
  relance_contrat_jours: 5,
  echeance_facture_jours: 30,
  relances_factures_jours: [10, 20, 45],
};

/** The specification's grid with the baby-sitting one-off weekday price changed. */
function gridWith(price: number): PriceGrid {
  return {
    ...DEFAULT_PRICE_GRID,
    3: { ...DEFAULT_PRICE_GRID[3], ponctuel: { semaine: price, weekend: 40 } },
  };
}

const callers = madeForTheFile(async () => {
  const tokenOf = async (roles: number[]) => {
    const { email } = await createUser(t, { roles, withClient: roles.includes(5) });
    return (await signIn(t, email)).access_token;
  };
  return {
    admin: await tokenOf([1]),
    recrutement: await tokenOf([2]),
    commercial: await tokenOf([3]),
    comptabilite: await tokenOf([4]),
    client: await tokenOf([5]),
  };
});

beforeEach(async () => {
  const db = t.database.db;
  await db.delete(audit_log);
  await db.delete(price_grids);
  await db.delete(agency_settings);
});

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token = callers.admin,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const journal = async () =>
  (await call('GET', '/api/agence/parametres/journal')).json().data as {
    area: string;
    action: string;
    summary: string;
    actor_name: string;
  }[];

describe('who may see and change the settings', () => {
  it('answers an administrator, and 403 to every other role', async () => {
    expect((await call('GET', '/api/agence/parametres')).statusCode).toBe(200);
    for (const token of [
      callers.recrutement,
      callers.commercial,
      callers.comptabilite,
      callers.client,
    ]) {
      expect((await call('GET', '/api/agence/parametres', undefined, token)).statusCode).toBe(403);
      const put = await call('PUT', '/api/agence/parametres/identite', IDENTITY, token);
      expect(put.statusCode).toBe(403);
      const rules = await call('PUT', '/api/agence/parametres/regles', RULES, token);
      expect(rules.statusCode).toBe(403);
      const grid = await call(
        'POST',
        '/api/agence/parametres/tarifs',
        { effective_from: TOMORROW, grid: DEFAULT_PRICE_GRID },
        token,
      );
      expect(grid.statusCode).toBe(403);
      const log = await call('GET', '/api/agence/parametres/journal', undefined, token);
      expect(log.statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(agency_settings)).toEqual([]);
    expect(await t.database.db.select().from(price_grids)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/agence/parametres' });
    expect(response.statusCode).toBe(401);
  });
});

describe('identity', () => {
  it('shows the environment’s values before any save', async () => {
    const data = (await call('GET', '/api/agence/parametres')).json().data;
    expect(data.identity).toMatchObject({
      nom: t.config.agency.nom,
      siret: t.config.agency.siret,
      iban: t.config.agency.iban,
      logo_path: null,
    });
    expect(data.logo_url).toBeNull();
    expect((await readAgencySettings(t.database.db, t.config)).identity.siret).toBe(
      t.config.agency.siret,
    );
  });

  it('saves the whole identity as printed, read back by readAgencySettings, and logs it', async () => {
    const response = await call('PUT', '/api/agence/parametres/identite', IDENTITY);
    expect(response.statusCode).toBe(200);
    const saved = {
      ...IDENTITY,
      siret: '732 082 901 00008',
      tva_intracom: 'FR32912345678',
      email: 'contact@maisonnee-lyon.fr',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPPXXX',
      logo_path: null,
    };
    expect(response.json().data.identity).toEqual(saved);
    expect((await readAgencySettings(t.database.db, t.config)).identity).toEqual(saved);

    const [entry, ...others] = await journal();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ area: 'parametres', action: 'identity' });
    expect(entry!.summary).toContain(`SIRET : ${t.config.agency.siret} → 732 082 901 00008`);
    expect(entry!.summary).toContain('Nom : ');
  });

  it('keeps the rules in force when the identity is saved first', async () => {
    await call('PUT', '/api/agence/parametres/identite', IDENTITY);
    const settings = await readAgencySettings(t.database.db, t.config);
    expect(settings.rules.delai_reservation_heures).toBe(t.config.staffingLeadHours);
    expect(settings.rules.echeance_facture_jours).toBe(t.config.invoiceDueDays);
  });

  it.each([
    ['siret', '912 345 678 00017', 'SIRET invalide'],
    ['siret', '1234', 'SIRET invalide'],
    ['iban', 'FR76 3000 6000 0112 3456 7890 188', 'IBAN invalide'],
    ['bic', 'AGRI', 'BIC invalide'],
    ['tva_intracom', 'DE123456789', 'TVA intracommunautaire invalide'],
    ['telephone', '12', 'Numéro de téléphone français attendu.'],
    ['email', 'pas-une-adresse', 'Adresse e-mail invalide.'],
    ['nom', '   ', 'Ce champ est obligatoire.'],
    ['date_declaration_sap', '01/03/2024', 'AAAA-MM-JJ'],
  ])('refuses a bad %s (%s) in French and saves nothing', async (field, value, message) => {
    await call('PUT', '/api/agence/parametres/identite', IDENTITY);
    await t.database.db.delete(audit_log);
    const response = await call('PUT', '/api/agence/parametres/identite', {
      ...IDENTITY,
      nom: 'Autre nom',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    const fieldMessage = Object.entries(error.fields as Record<string, string>).find(([key]) =>
      key.endsWith(field),
    )?.[1];
    expect(fieldMessage).toContain(message);
    // Nothing half-saved: the valid name sent beside the bad field is not written either.
    expect((await readAgencySettings(t.database.db, t.config)).identity.nom).toBe(IDENTITY.nom);
    expect(await journal()).toEqual([]);
  });

  it('refuses a missing field and an unknown one', async () => {
    const { siret: _siret, ...withoutSiret } = IDENTITY;
    expect((await call('PUT', '/api/agence/parametres/identite', withoutSiret)).statusCode).toBe(
      400,
    );
    const extra = await call('PUT', '/api/agence/parametres/identite', {
      ...IDENTITY,
      logo_path: 'devis/autre.pdf',
    });
    expect(extra.statusCode).toBe(400);
    expect(await t.database.db.select().from(agency_settings)).toEqual([]);
  });

  it('logs nothing when nothing changed', async () => {
    await call('PUT', '/api/agence/parametres/identite', IDENTITY);
    await call('PUT', '/api/agence/parametres/identite', IDENTITY);
    expect(await journal()).toHaveLength(1);
  });
});

describe('logo', () => {
  const upload = (file: { name: string; type: string; content: Buffer }, token = callers.admin) => {
    const { payload, headers } = multipartBody({}, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/agence/parametres/logo',
      headers: { ...bearer(token), ...headers },
      payload,
    });
  };

  it('stores a PNG, points the identity at it, previews it and logs it', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const response = await upload({ name: 'logo.png', type: 'image/png', content: png });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.identity.logo_path).toMatch(/^agence\/logo-[0-9a-f-]+\.png$/);
    expect(data.logo_url).toMatch(/^data:image\/png;base64,/);
    expect((await readAgencySettings(t.database.db, t.config)).identity.logo_path).toBe(
      data.identity.logo_path,
    );
    expect(await journal()).toMatchObject([{ action: 'logo', summary: 'Logo de l’agence ajouté' }]);
  });

  it('refuses a file that is not an image (415), and a caller who is not an administrator', async () => {
    const pdf = await upload({ name: 'logo.png', type: 'image/png', content: PDF });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toMatch(/PNG ou JPEG/);
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const forbidden = await upload(
      { name: 'logo.png', type: 'image/png', content: png },
      callers.commercial,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await t.database.db.select().from(agency_settings)).toEqual([]);
  });

  it('refuses a file over 1 MB (413)', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(1024 * 1024 + 10),
    ]);
    const response = await upload({ name: 'logo.png', type: 'image/png', content: big });
    expect(response.statusCode).toBe(413);
  });
});

describe('rules', () => {
  it('saves every rule, read back by readAgencySettings, and logs what changed', async () => {
    const response = await call('PUT', '/api/agence/parametres/regles', RULES);
    expect(response.statusCode).toBe(200);
    // The sales journal's accounts (issue 28), not sent, keep their values (the defaults).
    const saved = { ...RULES, comptes_comptables: DEFAULT_COMPTES_COMPTABLES };
    expect(response.json().data.rules).toEqual(saved);
    expect((await readAgencySettings(t.database.db, t.config)).rules).toEqual(saved);
    const [entry] = await journal();
    expect(entry).toMatchObject({ area: 'parametres', action: 'rules' });
    expect(entry!.summary).toContain('Échéance des factures : 15 → 30 jours');
    // The identity stays the environment's.
    expect((await readAgencySettings(t.database.db, t.config)).identity.siret).toBe(
      t.config.agency.siret,
    );
  });

  it.each([
    ['rayon_recherche_km', 0, 'Entre 1 et 200 km.'],
    ['fenetre_pointage_minutes', 500, 'Entre 0 et 120 minutes.'],
    ['delai_releve_jours', 2.5, 'Un nombre entier est attendu.'],
    ['echeance_facture_jours', '15', 'Un nombre entier est attendu.'],
  ])('refuses %s = %s in French and saves no rule', async (rule, value, message) => {
    const response = await call('PUT', '/api/agence/parametres/regles', {
      ...RULES,
      [rule]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[rule] ?? response.json().error.fields[`body.${rule}`]).toBe(
      message,
    );
    expect(await t.database.db.select().from(agency_settings)).toEqual([]);
    expect(await journal()).toEqual([]);
  });

  it.each([
    [[15, 7], 'Les délais vont en croissant : chaque relance vient après la précédente.'],
    [[], 'Indiquez au moins une relance.'],
    [[0, 10], 'Chaque délai est entre 1 et 180 jours.'],
    [[7.5], 'Des nombres entiers de jours sont attendus.'],
    [[1, 2, 3, 4, 5, 6], '5 relances au plus.'],
  ])('refuses the invoice reminders %j in French and saves no rule', async (value, message) => {
    const response = await call('PUT', '/api/agence/parametres/regles', {
      ...RULES,
      relances_factures_jours: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    const { fields } = response.json().error;
    expect(fields.relances_factures_jours ?? fields['body.relances_factures_jours']).toBe(message);
    expect(await t.database.db.select().from(agency_settings)).toEqual([]);
  });

  it('logs a change of the invoice reminders and keeps them when a caller leaves them out', async () => {
    const saved = await call('PUT', '/api/agence/parametres/regles', RULES);
    expect(saved.statusCode).toBe(200);
    const changed = await call('PUT', '/api/agence/parametres/regles', {
      ...RULES,
      relances_factures_jours: [5, 12],
    });
    expect(changed.json().data.rules.relances_factures_jours).toEqual([5, 12]);
    const [entry] = await journal();
    expect(entry!.summary).toContain(
      'Relances des factures impayées (jours après l’échéance) : 10, 20, 45 → 5, 12 jours',
    );
    const { relances_factures_jours: _relances, ...older } = RULES;
    const kept = await call('PUT', '/api/agence/parametres/regles', older);
    expect(kept.statusCode).toBe(200);
    expect(
      (await readAgencySettings(t.database.db, t.config)).rules.relances_factures_jours,
    ).toEqual([5, 12]);
  });

  it('refuses a body without every rule', async () => {
    const { rayon_recherche_km: _rayon, ...partial } = RULES;
    expect((await call('PUT', '/api/agence/parametres/regles', partial)).statusCode).toBe(400);
  });
});

describe('dated price grids', () => {
  const save = (effective_from: string, grid: unknown) =>
    call('POST', '/api/agence/parametres/tarifs', { effective_from, grid });

  it('schedules a grid from tomorrow: today’s prices do not change, tomorrow’s do', async () => {
    const response = await save(TOMORROW, gridWith(32.5));
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.today).toBe(TODAY);
    expect(data.grille_en_vigueur).toEqual({ effective_from: null, grid: DEFAULT_PRICE_GRID });
    expect(data.prochaine_grille.effective_from).toBe(TOMORROW);
    expect(data.grilles).toMatchObject([{ effective_from: TOMORROW, statut: 'programmee' }]);

    // Paris: 2 March 23:59 (22:59 UTC) is still today; 3 March 00:00 (23:00 UTC) is tomorrow.
    expect(await priceGridAt(t.database.db, new Date('2026-03-02T22:59:59Z'))).toEqual(
      DEFAULT_PRICE_GRID,
    );
    const tomorrow = await priceGridAt(t.database.db, new Date('2026-03-02T23:00:00Z'));
    expect(tomorrow[3].ponctuel.semaine).toBe(32.5);

    const [entry] = await journal();
    expect(entry).toMatchObject({ area: 'tarifs', action: 'price_grid' });
    expect(entry!.summary).toContain('à partir du 03/03/2026');
    expect(entry!.summary).toContain('Baby-sitting, ponctuel, semaine : 30 € → 32,50 €');
  });

  it('replaces a grid that has not started, and deletes one', async () => {
    await save(TOMORROW, gridWith(32));
    const replaced = await save(TOMORROW, gridWith(33));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.grilles).toHaveLength(1);
    expect(
      (await priceGridAt(t.database.db, new Date('2026-03-03T12:00:00Z')))[3].ponctuel.semaine,
    ).toBe(33);

    const deleted = await call(
      'DELETE',
      `/api/agence/parametres/tarifs?effective_from=${TOMORROW}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.grilles).toEqual([]);
    expect(await priceGridAt(t.database.db, new Date('2026-03-03T12:00:00Z'))).toEqual(
      DEFAULT_PRICE_GRID,
    );
    expect((await journal()).map((entry) => entry.action)).toEqual([
      'price_grid_deleted',
      'price_grid',
      'price_grid',
    ]);
  });

  it('puts a grid from today in force at once, and then never changes nor deletes it', async () => {
    const first = await save(TODAY, gridWith(31));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.grille_en_vigueur.effective_from).toBe(TODAY);
    expect((await priceGridAt(t.database.db, t.clock.now()))[3].ponctuel.semaine).toBe(31);

    const again = await save(TODAY, gridWith(35));
    expect(expectRefusal(again, 'PRICE_GRID_IN_FORCE').message).toMatch(/déjà en vigueur/);
    const gone = await call('DELETE', `/api/agence/parametres/tarifs?effective_from=${TODAY}`);
    expectRefusal(gone, 'PRICE_GRID_IN_FORCE');
    expect((await priceGridAt(t.database.db, t.clock.now()))[3].ponctuel.semaine).toBe(31);
    expect(await journal()).toHaveLength(1);
  });

  it('refuses a grid starting in the past (Paris day)', async () => {
    const response = await save('2026-03-01', gridWith(31));
    expect(expectRefusal(response, 'PRICE_GRID_IN_PAST').message).toContain('01/03/2026');
    expect(await t.database.db.select().from(price_grids)).toEqual([]);
  });

  it.each([
    ['a price of 0', { ...gridWith(0) }, '3.ponctuel.semaine', 'supérieur à 0'],
    ['a price over 500 €', gridWith(501), '3.ponctuel.semaine', 'dépasser 500'],
    ['fractions of a cent', gridWith(30.125), '3.ponctuel.semaine', 'deux décimales'],
    [
      'a weekend cheaper than the weekday',
      gridWith(45),
      '3.ponctuel.weekend',
      'ne peut pas être inférieur',
    ],
  ])('refuses %s in French, naming the price, and saves nothing', async (_, grid, path, text) => {
    const response = await save(TOMORROW, grid);
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields as Record<string, string>;
    const message = Object.entries(fields).find(([key]) => key.endsWith(`grid.${path}`))?.[1];
    expect(message).toContain(text);
    expect(await t.database.db.select().from(price_grids)).toEqual([]);
  });

  it('refuses a grid missing a service', async () => {
    const { 5: _gouvernante, ...partial } = DEFAULT_PRICE_GRID;
    expect((await save(TOMORROW, partial)).statusCode).toBe(400);
  });

  it('answers 404 for a grid that does not exist and 400 for a day that is not one', async () => {
    expect(
      (await call('DELETE', '/api/agence/parametres/tarifs?effective_from=2026-04-01')).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', '/api/agence/parametres/tarifs?effective_from=demain')).statusCode,
    ).toBe(400);
  });
});
