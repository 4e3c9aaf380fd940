/*
 * What URSSAF's « API Tiers de prestation » (avance immédiate de crédit d'impôt) wants, checked
 * before anything is sent (docs/avance-immediate.md): a family's registration (`particulier`) and a
 * payment request (`demandePaiement`). Field names are URSSAF's; every `mnt…` amount here is in
 * integer cents (the adapter writes euros on the wire), every date a calendar day `YYYY-MM-DD`.
 * Each check answers a list of problems, each naming its field and saying in French what is wrong;
 * an empty list means the data may be sent.
 */

export interface UrssafProbleme {
  /** The field's path in URSSAF's JSON (`lieuNaissance.communeNaissance.codeCommune`). */
  champ: string;
  message: string;
}

/** URSSAF's civility codes: 1 for a man, 2 for a woman. */
export type UrssafCivilite = '1' | '2';
/** The country code (INSEE) of France. */
export const URSSAF_CODE_PAYS_FRANCE = '99100';

export interface UrssafParticulier {
  civilite: UrssafCivilite;
  nomNaissance: string;
  nomUsage?: string | undefined;
  /** First names, separated by spaces, as the tax administration knows them. */
  prenoms: string;
  dateNaissance: string;
  lieuNaissance: {
    codePaysNaissance: string;
    /** Only for a birth in France: `75` or `075`, `2A`, `971` (sent on three characters). */
    departementNaissance?: string | undefined;
    communeNaissance?: { codeCommune: string; libelleCommune: string } | undefined;
  };
  numeroTelephonePortable: string;
  adresseMail: string;
  adressePostale: {
    numeroVoie?: string | undefined;
    /** B (bis), T (ter), Q (quater), C (quinquies). */
    lettreVoie?: string | undefined;
    /** The street type's code (R, AV, BD…). */
    codeTypeVoie?: string | undefined;
    libelleVoie: string;
    complement?: string | undefined;
    lieuDit?: string | undefined;
    libelleCommune: string;
    codeCommune: string;
    codePostal: string;
    codePays: string;
  };
  coordonneeBancaire: { bic: string; iban: string; titulaire: string };
}

/** Quantities of the advance are counted in hours. */
export const URSSAF_UNITE_HEURE = 'HEURE';

export interface UrssafLignePrestation {
  /** URSSAF's activity code (digits). */
  codeActivite: string;
  /** URSSAF's nature code (three capital letters). */
  codeNature: string;
  /** Hours, at most two decimals. */
  quantite: number;
  unite: typeof URSSAF_UNITE_HEURE;
  mntUnitaireTTC: number;
  mntPrestationTTC: number;
  mntPrestationHT: number;
  mntPrestationTVA: number;
  /** Free text of the line (the service's name). */
  complement1?: string | undefined;
  /** The agency's declaration number (déclaration SAP). */
  complement2?: string | undefined;
}

export interface UrssafDemandePaiement {
  idClient: string;
  /** The client's birth date, as registered (URSSAF checks it against `idClient`). */
  dateNaissanceClient?: string | undefined;
  numFactureTiers: string;
  dateFacture: string;
  dateDebutEmploi: string;
  dateFinEmploi: string;
  mntFactureTTC: number;
  mntFactureHT: number;
  /** A deposit the family already paid, deducted by URSSAF. */
  mntAcompte?: number | undefined;
  dateVersementAcompte?: string | undefined;
  inputPrestations: UrssafLignePrestation[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar day written `YYYY-MM-DD`. */
export function isJourValide(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** An IBAN without spaces, in capitals. */
export function normaliserIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** True for an IBAN whose structure and check digits (ISO 13616, modulo 97) are right. */
export function isIbanValide(value: string): boolean {
  const iban = normaliserIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('FR') && iban.length !== 27) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** True for a BIC (ISO 9362): bank, country, place, and an optional branch (8 or 11 characters). */
export function isBicValide(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(
    value.replace(/\s+/g, '').toUpperCase(),
  );
}

/** True for an INSEE commune code (code officiel géographique): `75056`, `2A004`, `97105`. */
export function isCodeCommuneInsee(value: string): boolean {
  return /^(\d{5}|2[AB]\d{3})$/.test(value) && !value.startsWith('00');
}

/** True for an INSEE country code (`99100` France, `99134` Espagne…). */
export function isCodePaysInsee(value: string): boolean {
  return /^99\d{3}$/.test(value);
}

/**
 * A département as URSSAF writes it, on three characters (`075`, `02A`, `971`), from the usual
 * writing (`75`, `2A`, `971`); null when it is not one.
 */
export function normaliserDepartement(value: string): string | null {
  const v = value.trim().toUpperCase();
  if (/^(0[1-9]|[1-8]\d|9[0-5]|2[AB])$/.test(v) && v !== '20') return `0${v}`;
  if (/^0(0[1-9]|[1-8]\d|9[0-5]|2[AB])$/.test(v) && v !== '020') return v;
  if (/^97[1-6]$/.test(v)) return v;
  return null;
}

/** The département a commune code belongs to (three characters), from its first digits. */
export function departementDeCommune(codeCommune: string): string | null {
  if (!isCodeCommuneInsee(codeCommune)) return null;
  if (codeCommune.startsWith('97')) return codeCommune.slice(0, 3);
  return `0${codeCommune.slice(0, 2)}`;
}

/** A French mobile number as URSSAF takes it (`0612345678`), or null when it is not one. */
export function normaliserTelephonePortable(value: string): string | null {
  const compact = value.replace(/[\s.\-()]/g, '');
  const m = /^(?:\+33|0033|0)([67]\d{8})$/.exec(compact);
  return m ? `0${m[1]}` : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME = /^[\p{L}][\p{L} '’-]*$/u;

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/**
 * Checks a family's registration. `today` (`YYYY-MM-DD`, Paris) bounds the birth date.
 */
export function verifierParticulier(p: UrssafParticulier, today: string): UrssafProbleme[] {
  const problems: UrssafProbleme[] = [];
  const add = (champ: string, message: string) => problems.push({ champ, message });

  if (p.civilite !== '1' && p.civilite !== '2')
    add('civilite', 'La civilité doit être 1 (Monsieur) ou 2 (Madame).');
  if (blank(p.nomNaissance)) add('nomNaissance', 'Le nom de naissance est obligatoire.');
  else if (!NAME.test(p.nomNaissance.trim()) || p.nomNaissance.length > 80)
    add(
      'nomNaissance',
      'Le nom de naissance ne doit contenir que des lettres, espaces, tirets ou apostrophes.',
    );
  if (p.nomUsage !== undefined && p.nomUsage.trim() !== '' && !NAME.test(p.nomUsage.trim()))
    add(
      'nomUsage',
      "Le nom d'usage ne doit contenir que des lettres, espaces, tirets ou apostrophes.",
    );
  if (blank(p.prenoms)) add('prenoms', 'Au moins un prénom est obligatoire.');
  else if (!NAME.test(p.prenoms.trim()) || p.prenoms.length > 100)
    add(
      'prenoms',
      'Les prénoms ne doivent contenir que des lettres, espaces, tirets ou apostrophes.',
    );

  if (!isJourValide(p.dateNaissance))
    add('dateNaissance', 'La date de naissance doit être une date valide (AAAA-MM-JJ).');
  else if (p.dateNaissance >= today || p.dateNaissance < '1900-01-01')
    add('dateNaissance', 'La date de naissance doit être passée.');

  const lieu = p.lieuNaissance;
  if (!lieu || !isCodePaysInsee(lieu.codePaysNaissance ?? ''))
    add(
      'lieuNaissance.codePaysNaissance',
      'Le pays de naissance doit être un code INSEE (99100 pour la France).',
    );
  else if (lieu.codePaysNaissance === URSSAF_CODE_PAYS_FRANCE) {
    const departement = lieu.departementNaissance
      ? normaliserDepartement(lieu.departementNaissance)
      : null;
    if (!departement)
      add(
        'lieuNaissance.departementNaissance',
        'Pour une naissance en France, le département de naissance est obligatoire (75, 2A, 971…).',
      );
    const commune = lieu.communeNaissance;
    if (!commune || !isCodeCommuneInsee(commune.codeCommune ?? ''))
      add(
        'lieuNaissance.communeNaissance.codeCommune',
        'Pour une naissance en France, le code INSEE de la commune de naissance est obligatoire (5 caractères).',
      );
    else if (departement && departementDeCommune(commune.codeCommune) !== departement)
      add(
        'lieuNaissance.communeNaissance.codeCommune',
        "La commune de naissance n'appartient pas au département de naissance.",
      );
    if (!commune || blank(commune.libelleCommune))
      add(
        'lieuNaissance.communeNaissance.libelleCommune',
        'Le nom de la commune de naissance est obligatoire.',
      );
  }

  if (normaliserTelephonePortable(p.numeroTelephonePortable ?? '') === null)
    add(
      'numeroTelephonePortable',
      'Le numéro de téléphone portable doit être un mobile français (06 ou 07).',
    );
  if (!EMAIL.test(p.adresseMail ?? '') || (p.adresseMail ?? '').length > 254)
    add('adresseMail', "L'adresse e-mail n'est pas valide.");

  const a = p.adressePostale;
  if (!a) add('adressePostale', "L'adresse postale est obligatoire.");
  else {
    if (a.numeroVoie !== undefined && a.numeroVoie !== '' && !/^\d{1,4}$/.test(a.numeroVoie))
      add(
        'adressePostale.numeroVoie',
        'Le numéro de voie doit être un nombre (4 chiffres au plus).',
      );
    if (a.lettreVoie !== undefined && a.lettreVoie !== '' && !/^[BTQC]$/.test(a.lettreVoie))
      add('adressePostale.lettreVoie', "L'indice de répétition doit être B, T, Q ou C.");
    if (
      a.codeTypeVoie !== undefined &&
      a.codeTypeVoie !== '' &&
      !/^[A-Z]{1,4}$/.test(a.codeTypeVoie)
    )
      add(
        'adressePostale.codeTypeVoie',
        'Le type de voie doit être un code de 1 à 4 lettres (R, AV, BD…).',
      );
    if (blank(a.libelleVoie) && blank(a.lieuDit))
      add('adressePostale.libelleVoie', 'Le nom de la voie (ou le lieu-dit) est obligatoire.');
    if (blank(a.libelleCommune))
      add('adressePostale.libelleCommune', 'Le nom de la commune est obligatoire.');
    if (!isCodeCommuneInsee(a.codeCommune ?? ''))
      add(
        'adressePostale.codeCommune',
        'Le code INSEE de la commune est obligatoire (5 caractères).',
      );
    if (!/^\d{5}$/.test(a.codePostal ?? ''))
      add('adressePostale.codePostal', 'Le code postal doit compter 5 chiffres.');
    if (a.codePays !== URSSAF_CODE_PAYS_FRANCE)
      add(
        'adressePostale.codePays',
        "L'avance immédiate demande une adresse en France (code pays 99100).",
      );
  }

  const bank = p.coordonneeBancaire;
  if (!bank || !isIbanValide(bank.iban ?? ''))
    add('coordonneeBancaire.iban', "L'IBAN n'est pas valide.");
  if (!bank || !isBicValide(bank.bic ?? ''))
    add('coordonneeBancaire.bic', "Le BIC n'est pas valide (8 ou 11 caractères).");
  if (!bank || blank(bank.titulaire))
    add('coordonneeBancaire.titulaire', 'Le titulaire du compte est obligatoire.');
  return problems;
}

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** Hours in hundredths (1.5 → 150), or null when not a positive quantity with two decimals at most. */
export function quantiteEnCentiemes(quantite: number): number | null {
  if (typeof quantite !== 'number' || !Number.isFinite(quantite) || quantite <= 0) return null;
  const hundredths = Math.round(quantite * 100);
  return Math.abs(hundredths - quantite * 100) < 1e-6 ? hundredths : null;
}

/**
 * Checks a payment request against URSSAF's rules: the employment period within one calendar
 * month and not after the invoice, at least one line, hours as the unit, no negative or zero line
 * (a discount or a correction is a new invoice or a refund, never a line), HT + TVA = TTC on each
 * line, quantity × unit price = line TTC (to the cent), invoice totals = sum of the lines.
 */
export function verifierDemandePaiement(d: UrssafDemandePaiement): UrssafProbleme[] {
  const problems: UrssafProbleme[] = [];
  const add = (champ: string, message: string) => problems.push({ champ, message });

  if (blank(d.idClient)) add('idClient', "L'identifiant URSSAF du client est obligatoire.");
  if (blank(d.numFactureTiers) || d.numFactureTiers.length > 50)
    add('numFactureTiers', 'Le numéro de facture est obligatoire (50 caractères au plus).');
  if (d.dateNaissanceClient !== undefined && !isJourValide(d.dateNaissanceClient))
    add('dateNaissanceClient', 'La date de naissance du client doit être une date valide.');
  const datesOk = (['dateFacture', 'dateDebutEmploi', 'dateFinEmploi'] as const).every((field) => {
    if (isJourValide(d[field])) return true;
    add(field, 'La date doit être une date valide (AAAA-MM-JJ).');
    return false;
  });
  if (datesOk) {
    if (d.dateDebutEmploi > d.dateFinEmploi)
      add('dateFinEmploi', "La fin de la période d'emploi précède son début.");
    else if (d.dateDebutEmploi.slice(0, 7) !== d.dateFinEmploi.slice(0, 7))
      add('dateFinEmploi', "La période d'emploi doit tenir dans un seul mois civil.");
    if (d.dateFacture < d.dateFinEmploi)
      add(
        'dateFacture',
        "La facture ne peut pas être datée d'avant la fin de la période d'emploi.",
      );
  }

  const lines = Array.isArray(d.inputPrestations) ? d.inputPrestations : [];
  if (lines.length === 0)
    add('inputPrestations', 'La demande doit compter au moins une prestation.');
  let sumTtc = 0;
  let sumHt = 0;
  lines.forEach((line, index) => {
    const at = (field: string) => `inputPrestations[${index}].${field}`;
    if (!/^\d{1,3}$/.test(line.codeActivite ?? ''))
      add(at('codeActivite'), 'Le code activité URSSAF est obligatoire (1 à 3 chiffres).');
    if (!/^[A-Z]{3}$/.test(line.codeNature ?? ''))
      add(at('codeNature'), 'Le code nature URSSAF est obligatoire (3 lettres capitales).');
    if (line.unite !== URSSAF_UNITE_HEURE)
      add(at('unite'), 'Les quantités se comptent en heures (unité HEURE).');
    const hundredths = quantiteEnCentiemes(line.quantite);
    if (hundredths === null)
      add(
        at('quantite'),
        "La quantité doit être un nombre d'heures positif (deux décimales au plus).",
      );
    const amounts = [
      'mntUnitaireTTC',
      'mntPrestationTTC',
      'mntPrestationHT',
      'mntPrestationTVA',
    ] as const;
    let amountsOk = true;
    for (const field of amounts) {
      const value = line[field];
      if (!isCents(value)) {
        add(at(field), 'Le montant doit être un nombre entier de centimes.');
        amountsOk = false;
      } else if (value < 0 || (value === 0 && field !== 'mntPrestationTVA')) {
        add(
          at(field),
          'Une ligne ne peut pas être négative ni nulle : une remise ou une correction passe par une nouvelle facture ou un remboursement.',
        );
        amountsOk = false;
      }
    }
    if (!amountsOk) return;
    sumTtc += line.mntPrestationTTC;
    sumHt += line.mntPrestationHT;
    if (line.mntPrestationHT + line.mntPrestationTVA !== line.mntPrestationTTC)
      add(at('mntPrestationTTC'), 'Le montant TTC de la ligne doit égaler HT + TVA.');
    if (hundredths !== null) {
      const expected = Math.round((hundredths * line.mntUnitaireTTC) / 100);
      if (Math.abs(expected - line.mntPrestationTTC) > 1)
        add(
          at('mntPrestationTTC'),
          'Le montant TTC de la ligne doit égaler la quantité × le prix unitaire TTC.',
        );
    }
  });

  const linesOk =
    lines.length > 0 && problems.every((p) => !p.champ.startsWith('inputPrestations'));
  if (!isCents(d.mntFactureTTC) || d.mntFactureTTC <= 0)
    add('mntFactureTTC', 'Le montant TTC de la facture doit être un nombre positif de centimes.');
  else if (linesOk && d.mntFactureTTC !== sumTtc)
    add('mntFactureTTC', 'Le montant TTC de la facture doit égaler la somme des prestations.');
  if (!isCents(d.mntFactureHT) || d.mntFactureHT <= 0)
    add('mntFactureHT', 'Le montant HT de la facture doit être un nombre positif de centimes.');
  else if (linesOk && d.mntFactureHT !== sumHt)
    add('mntFactureHT', 'Le montant HT de la facture doit égaler la somme des prestations.');
  if (d.mntAcompte !== undefined) {
    if (
      !isCents(d.mntAcompte) ||
      d.mntAcompte < 0 ||
      (isCents(d.mntFactureTTC) && d.mntAcompte > d.mntFactureTTC)
    )
      add(
        'mntAcompte',
        "L'acompte doit être positif et ne pas dépasser le montant TTC de la facture.",
      );
    else if (d.mntAcompte > 0 && !isJourValide(d.dateVersementAcompte))
      add('dateVersementAcompte', "La date de versement de l'acompte est obligatoire.");
  }
  return problems;
}
