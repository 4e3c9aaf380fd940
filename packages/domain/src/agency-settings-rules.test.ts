import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AGENCY_RULES,
  DEFAULT_PRICE_GRID,
  type AgencyIdentity,
  type PriceGrid,
} from './agency-settings.ts';
import {
  describeIdentityChanges,
  describePriceGridChanges,
  describeRulesChanges,
  formatIban,
  formatSiret,
  isPriceGridEditable,
  isValidBic,
  isValidIban,
  isValidSiret,
  isValidTvaIntracom,
  priceGridProblems,
  priceGridStatus,
  priceProblem,
  ruleProblem,
} from './agency-settings-rules.ts';

const withPrice = (skill: 1 | 2 | 3 | 4 | 5, path: string, value: number): PriceGrid => {
  const [mode, day] = path.split('.') as ['recurrent' | 'ponctuel', 'semaine' | 'weekend'];
  const grid = structuredClone(DEFAULT_PRICE_GRID) as {
    -readonly [K in keyof PriceGrid]: PriceGrid[K];
  };
  grid[skill] = { ...grid[skill], [mode]: { ...grid[skill][mode], [day]: value } };
  return grid;
};

describe('SIRET', () => {
  it('accepts 14 digits whose Luhn checksum holds, with or without spaces', () => {
    expect(isValidSiret('912 345 678 00003')).toBe(true);
    expect(isValidSiret('73208290100008')).toBe(true);
  });

  it('refuses a wrong checksum, a wrong length or letters', () => {
    expect(isValidSiret('912 345 678 00017')).toBe(false);
    expect(isValidSiret('9123456780000')).toBe(false);
    expect(isValidSiret('9123456780000A')).toBe(false);
  });

  it("accepts La Poste's establishments, whose digits add up to a multiple of 5", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('is printed in groups 3 3 3 5', () => {
    expect(formatSiret('91234567800003')).toBe('912 345 678 00003');
  });
});

describe('IBAN, BIC and VAT number', () => {
  it('checks the IBAN with mod 97', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR76')).toBe(false);
  });

  it('prints the IBAN in groups of four capitals', () => {
    expect(formatIban('fr7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });

  it('accepts a BIC of 8 or 11 characters', () => {
    expect(isValidBic('AGRIFRPP')).toBe(true);
    expect(isValidBic('AGRIFRPPXXX')).toBe(true);
    expect(isValidBic('AGRIFRP')).toBe(false);
    expect(isValidBic('1GRIFRPPXXX')).toBe(false);
  });

  it('accepts a French VAT number FR + key + SIREN', () => {
    expect(isValidTvaIntracom('FR32 912345678')).toBe(true);
    expect(isValidTvaIntracom('FR3291234567')).toBe(false);
    expect(isValidTvaIntracom('DE123456789')).toBe(false);
  });
});

describe('prices', () => {
  it('accepts a price above 0, up to 500 €, with cents at most', () => {
    expect(priceProblem(24)).toBeNull();
    expect(priceProblem(24.5)).toBeNull();
    expect(priceProblem(24.99)).toBeNull();
    expect(priceProblem(500)).toBeNull();
  });

  it('refuses 0, a negative price, more than 500 € and fractions of a cent, in French', () => {
    expect(priceProblem(0)).toBe('Le tarif doit être supérieur à 0 €.');
    expect(priceProblem(-3)).toBe('Le tarif doit être supérieur à 0 €.');
    expect(priceProblem(500.01)).toBe('Le tarif ne peut pas dépasser 500 € de l’heure.');
    expect(priceProblem(24.555)).toBe('Le tarif a au plus deux décimales (centimes).');
    expect(priceProblem(Number.NaN)).toBe('Un montant en euros est attendu.');
  });

  it('finds nothing wrong with the specification’s grid', () => {
    expect(priceGridProblems(DEFAULT_PRICE_GRID)).toEqual({});
  });

  it('names the field of a bad price and refuses a weekend cheaper than a weekday', () => {
    expect(priceGridProblems(withPrice(3, 'ponctuel.semaine', 0))).toEqual({
      '3.ponctuel.semaine': 'Le tarif doit être supérieur à 0 €.',
    });
    expect(priceGridProblems(withPrice(5, 'recurrent.weekend', 29))).toEqual({
      '5.recurrent.weekend':
        'Le tarif du week-end et des jours fériés ne peut pas être inférieur à celui de la semaine.',
    });
  });
});

describe('rules', () => {
  it('accepts whole numbers within the bounds', () => {
    expect(ruleProblem('rayon_recherche_km', 1)).toBeNull();
    expect(ruleProblem('rayon_recherche_km', 200)).toBeNull();
  });

  it('refuses values out of bounds or not whole, in French with the unit', () => {
    expect(ruleProblem('rayon_recherche_km', 0)).toBe('Entre 1 et 200 km.');
    expect(ruleProblem('fenetre_pointage_minutes', 121)).toBe('Entre 0 et 120 minutes.');
    expect(ruleProblem('delai_releve_jours', 2.5)).toBe('Un nombre entier est attendu.');
  });
});

describe('what the log writes', () => {
  const identity: AgencyIdentity = {
    nom: 'Maisonnée',
    forme_juridique: 'SAS',
    capital: '10 000 €',
    rcs: 'RCS Paris 912 345 678',
    siret: '912 345 678 00017',
    tva_intracom: 'FR32912345678',
    numero_sap: 'SAP912345678',
    date_declaration_sap: '',
    adresse: '18 rue de la Chaussée-d’Antin, 75009 Paris',
    telephone: '01 84 60 00 00',
    email: 'contact@maisonnee.fr',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPPXXX',
    logo_path: null,
  };

  it('lists each changed identity field with its value before and after', () => {
    expect(
      describeIdentityChanges(identity, {
        ...identity,
        siret: '912 345 678 00003',
        date_declaration_sap: '2024-03-01',
      }),
    ).toEqual([
      'SIRET : 912 345 678 00017 → 912 345 678 00003',
      'Date de déclaration SAP : (vide) → 2024-03-01',
    ]);
    expect(describeIdentityChanges(identity, identity)).toEqual([]);
  });

  it('lists each changed rule with its unit', () => {
    expect(
      describeRulesChanges(DEFAULT_AGENCY_RULES, {
        ...DEFAULT_AGENCY_RULES,
        echeance_facture_jours: 30,
      }),
    ).toEqual([
      `Échéance des factures : ${DEFAULT_AGENCY_RULES.echeance_facture_jours} → 30 jours`,
    ]);
  });

  it('lists each changed price in euros, the French way', () => {
    expect(
      describePriceGridChanges(DEFAULT_PRICE_GRID, withPrice(3, 'ponctuel.semaine', 32.5)),
    ).toEqual(['Baby-sitting, ponctuel, semaine : 30 € → 32,50 €']);
  });
});

describe('dated grids', () => {
  const grids = [
    { effectiveFrom: '2026-01-01', grid: DEFAULT_PRICE_GRID },
    { effectiveFrom: '2026-06-01', grid: DEFAULT_PRICE_GRID },
    { effectiveFrom: '2026-12-01', grid: DEFAULT_PRICE_GRID },
  ];

  it('tells the past, the in-force and the scheduled grids apart', () => {
    expect(priceGridStatus(grids, '2026-01-01', '2026-11-28')).toBe('passee');
    expect(priceGridStatus(grids, '2026-06-01', '2026-11-28')).toBe('en_vigueur');
    expect(priceGridStatus(grids, '2026-12-01', '2026-11-28')).toBe('programmee');
    expect(priceGridStatus(grids, '2026-12-01', '2026-12-01')).toBe('en_vigueur');
  });

  it('lets only a grid that has not started change', () => {
    expect(isPriceGridEditable('2026-11-29', '2026-11-28')).toBe(true);
    expect(isPriceGridEditable('2026-11-28', '2026-11-28')).toBe(false);
    expect(isPriceGridEditable('2026-11-01', '2026-11-28')).toBe(false);
  });
});
