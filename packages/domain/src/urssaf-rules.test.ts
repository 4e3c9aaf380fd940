import { describe, expect, it } from 'vitest';
import {
  departementDeCommune,
  isBicValide,
  isCodeCommuneInsee,
  isCodePaysInsee,
  isIbanValide,
  isJourValide,
  normaliserDepartement,
  normaliserTelephonePortable,
  quantiteEnCentiemes,
  verifierDemandePaiement,
  verifierParticulier,
  type UrssafDemandePaiement,
  type UrssafParticulier,
} from './urssaf-rules.ts';

const TODAY = '2026-12-07';

function particulier(): UrssafParticulier {
  return {
    civilite: '2',
    nomNaissance: 'Durand',
    nomUsage: 'Martin',
    prenoms: 'Claire Anne',
    dateNaissance: '1980-03-29',
    lieuNaissance: {
      codePaysNaissance: '99100',
      departementNaissance: '069',
      communeNaissance: { codeCommune: '69123', libelleCommune: 'Lyon' },
    },
    numeroTelephonePortable: '06 12 34 56 78',
    adresseMail: 'claire.martin@example.fr',
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
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      titulaire: 'Claire Martin',
    },
  };
}

function demande(): UrssafDemandePaiement {
  return {
    idClient: 'c0ffee00-0000-4000-8000-000000000001',
    numFactureTiers: 'F-2026-11-0042',
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

const fields = (problems: { champ: string }[]) => problems.map((p) => p.champ);

describe('formats (IBAN, BIC, INSEE, mobile)', () => {
  it('checks IBAN check digits, not only their shape', () => {
    expect(isIbanValide('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isIbanValide('fr7630006000011234567890189')).toBe(true);
    expect(isIbanValide('DE89370400440532013000')).toBe(true);
    expect(isIbanValide('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isIbanValide('FR76 3000 6000 0112 3456 7890')).toBe(false);
    expect(isIbanValide('')).toBe(false);
  });

  it('accepts BICs of 8 or 11 characters only', () => {
    expect(isBicValide('AGRIFRPP')).toBe(true);
    expect(isBicValide('AGRIFRPPXXX')).toBe(true);
    expect(isBicValide('AGRIFRPPXX')).toBe(false);
    expect(isBicValide('1GRIFRPP')).toBe(false);
  });

  it('knows INSEE commune, country and département codes, Corsica and overseas included', () => {
    for (const code of ['75056', '2A004', '2B033', '97105', '01001'])
      expect(isCodeCommuneInsee(code)).toBe(true);
    for (const code of ['7505', '2C004', '00123', 'ABCDE'])
      expect(isCodeCommuneInsee(code)).toBe(false);
    expect(isCodePaysInsee('99100')).toBe(true);
    expect(isCodePaysInsee('75056')).toBe(false);
    expect(normaliserDepartement('75')).toBe('075');
    expect(normaliserDepartement('2A')).toBe('02A');
    expect(normaliserDepartement('02B')).toBe('02B');
    expect(normaliserDepartement('971')).toBe('971');
    expect(normaliserDepartement('20')).toBeNull();
    expect(normaliserDepartement('977')).toBeNull();
    expect(departementDeCommune('2A004')).toBe('02A');
    expect(departementDeCommune('97105')).toBe('971');
    expect(departementDeCommune('69123')).toBe('069');
  });

  it('takes French mobiles in their usual writings and refuses landlines', () => {
    expect(normaliserTelephonePortable('06 12 34 56 78')).toBe('0612345678');
    expect(normaliserTelephonePortable('+33 7 12 34 56 78')).toBe('0712345678');
    expect(normaliserTelephonePortable('01 84 60 00 00')).toBeNull();
    expect(normaliserTelephonePortable('0612')).toBeNull();
  });

  it('reads days and hours strictly', () => {
    expect(isJourValide('2026-02-28')).toBe(true);
    expect(isJourValide('2026-02-30')).toBe(false);
    expect(isJourValide('28/02/2026')).toBe(false);
    expect(quantiteEnCentiemes(1.5)).toBe(150);
    expect(quantiteEnCentiemes(0.1)).toBe(10);
    expect(quantiteEnCentiemes(1.234)).toBeNull();
    expect(quantiteEnCentiemes(0)).toBeNull();
    expect(quantiteEnCentiemes(-2)).toBeNull();
  });
});

describe('verifierParticulier', () => {
  it('accepts a complete registration', () => {
    expect(verifierParticulier(particulier(), TODAY)).toEqual([]);
  });

  it('asks for the département and the commune of a birth in France, and that they agree', () => {
    const p = particulier();
    p.lieuNaissance = { codePaysNaissance: '99100' };
    expect(fields(verifierParticulier(p, TODAY))).toEqual([
      'lieuNaissance.departementNaissance',
      'lieuNaissance.communeNaissance.codeCommune',
      'lieuNaissance.communeNaissance.libelleCommune',
    ]);
    const q = particulier();
    q.lieuNaissance.departementNaissance = '075';
    const problems = verifierParticulier(q, TODAY);
    expect(fields(problems)).toEqual(['lieuNaissance.communeNaissance.codeCommune']);
    expect(problems[0]!.message).toMatch(/n'appartient pas au département/);
  });

  it('needs only the country for a birth abroad', () => {
    const p = particulier();
    p.lieuNaissance = { codePaysNaissance: '99134' };
    expect(verifierParticulier(p, TODAY)).toEqual([]);
  });

  it('names every wrong field with a French message', () => {
    const p = particulier();
    p.civilite = '3' as never;
    p.nomNaissance = ' ';
    p.dateNaissance = '2030-01-01';
    p.numeroTelephonePortable = '0184600000';
    p.adresseMail = 'claire@';
    p.adressePostale.codePostal = '7501';
    p.adressePostale.codeCommune = '75';
    p.adressePostale.codePays = '99134';
    p.adressePostale.lettreVoie = 'Z';
    p.coordonneeBancaire = { bic: 'AGRI', iban: 'FR7630006000011234567890188', titulaire: '' };
    const problems = verifierParticulier(p, TODAY);
    expect(fields(problems)).toEqual([
      'civilite',
      'nomNaissance',
      'dateNaissance',
      'numeroTelephonePortable',
      'adresseMail',
      'adressePostale.lettreVoie',
      'adressePostale.codeCommune',
      'adressePostale.codePostal',
      'adressePostale.codePays',
      'coordonneeBancaire.iban',
      'coordonneeBancaire.bic',
      'coordonneeBancaire.titulaire',
    ]);
    for (const problem of problems) expect(problem.message).toMatch(/^[A-ZÀ-Ýa-zL]/);
    expect(problems.find((x) => x.champ === 'coordonneeBancaire.iban')!.message).toBe(
      "L'IBAN n'est pas valide.",
    );
  });
});

describe('verifierDemandePaiement', () => {
  it('accepts a request whose lines and totals agree', () => {
    expect(verifierDemandePaiement(demande())).toEqual([]);
  });

  it('keeps the employment period within one calendar month, before the invoice', () => {
    const d = demande();
    d.dateDebutEmploi = '2026-10-28';
    expect(fields(verifierDemandePaiement(d))).toEqual(['dateFinEmploi']);
    expect(verifierDemandePaiement(d)[0]!.message).toMatch(/un seul mois civil/);
    const e = demande();
    e.dateDebutEmploi = '2026-11-20';
    e.dateFinEmploi = '2026-11-10';
    expect(fields(verifierDemandePaiement(e))).toEqual(['dateFinEmploi']);
    const f = demande();
    f.dateFacture = '2026-11-15';
    expect(fields(verifierDemandePaiement(f))).toEqual(['dateFacture']);
  });

  it('refuses a negative or empty line: a discount is not a line', () => {
    const d = demande();
    d.inputPrestations.push({
      codeActivite: '10',
      codeNature: 'MEN',
      quantite: 1,
      unite: 'HEURE',
      mntUnitaireTTC: -1_000,
      mntPrestationTTC: -1_000,
      mntPrestationHT: -909,
      mntPrestationTVA: -91,
    });
    d.mntFactureTTC = 39_700;
    const problems = verifierDemandePaiement(d);
    expect(fields(problems)).toContain('inputPrestations[2].mntPrestationTTC');
    expect(problems[0]!.message).toMatch(/nouvelle facture ou un remboursement/);
  });

  it('checks HT + TVA = TTC, quantity × unit price, and the totals, to the cent', () => {
    const d = demande();
    d.inputPrestations[0]!.mntPrestationTVA = 2_499;
    expect(fields(verifierDemandePaiement(d))).toEqual(['inputPrestations[0].mntPrestationTTC']);
    const e = demande();
    e.inputPrestations[1]!.quantite = 5;
    expect(verifierDemandePaiement(e)[0]!.message).toMatch(/quantité × le prix unitaire/);
    const f = demande();
    f.mntFactureTTC = 40_701;
    f.mntFactureHT = 36_999;
    expect(fields(verifierDemandePaiement(f))).toEqual(['mntFactureTTC', 'mntFactureHT']);
  });

  it('counts quantities in hours with two decimals at most, and amounts in whole cents', () => {
    const d = demande();
    d.inputPrestations[0]!.unite = 'FORFAIT' as never;
    d.inputPrestations[1]!.quantite = 4.125;
    d.inputPrestations[1]!.mntPrestationHT = 12_000.5;
    expect(fields(verifierDemandePaiement(d))).toEqual([
      'inputPrestations[0].unite',
      'inputPrestations[1].quantite',
      'inputPrestations[1].mntPrestationHT',
    ]);
  });

  it('asks for an invoice number, the URSSAF codes and at least one line', () => {
    const d = demande();
    d.numFactureTiers = '';
    d.inputPrestations[0]!.codeActivite = 'X';
    d.inputPrestations[0]!.codeNature = 'men';
    expect(fields(verifierDemandePaiement(d))).toEqual([
      'numFactureTiers',
      'inputPrestations[0].codeActivite',
      'inputPrestations[0].codeNature',
    ]);
    const e = demande();
    e.inputPrestations = [];
    expect(fields(verifierDemandePaiement(e))).toContain('inputPrestations');
  });

  it('bounds a deposit by the invoice and asks for its date', () => {
    const d = demande();
    d.mntAcompte = 50_000;
    expect(fields(verifierDemandePaiement(d))).toEqual(['mntAcompte']);
    d.mntAcompte = 10_000;
    expect(fields(verifierDemandePaiement(d))).toEqual(['dateVersementAcompte']);
    d.dateVersementAcompte = '2026-11-05';
    expect(verifierDemandePaiement(d)).toEqual([]);
  });
});
