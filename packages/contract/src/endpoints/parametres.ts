import {
  AGENCY_RULE_BOUNDS,
  COMPTE_COMPTABLE_KEYS,
  compteComptableProblem,
  formatIban,
  formatSiret,
  isValidBic,
  isValidIban,
  isValidSiret,
  isValidTvaIntracom,
  priceGridProblems,
  priceProblem,
  relancesFacturesProblem,
  ROLE,
  ruleProblem,
  type AgencyRules,
  type CompteComptableKey,
  type NumericAgencyRule,
} from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  phoneSchema,
  storableString,
  text,
} from '../common.ts';
import { backOffice, endpoint, type EndpointDef } from '../endpoint.ts';

const TAG = 'Paramètres';

/** Administrators only: the agency's identity, prices and rules are theirs to set. */
const ADMINISTRATEURS = backOffice([ROLE.ADMINISTRATEUR]);

/** Trimmed text that may be empty (a legal form, a capital an association does not have). */
const optionalField = (max: number) => storableString(max).trim();

/**
 * The agency's identity as an administrator saves it, whole (docs/agence.md). SIRET, IBAN, BIC and
 * VAT number are checked (Luhn, mod 97, formats) and stored as printed; the logo is sent apart.
 */
export const identiteAgenceInputSchema = z.strictObject({
  nom: text(150),
  forme_juridique: optionalField(60),
  capital: optionalField(60),
  rcs: optionalField(120),
  siret: z
    .string()
    .trim()
    .max(30, 'SIRET invalide : 14 chiffres attendus.')
    .refine(
      isValidSiret,
      'SIRET invalide : 14 chiffres attendus, dont le dernier est une clé de contrôle (vérifiez la saisie).',
    )
    .transform(formatSiret),
  tva_intracom: z
    .string()
    .trim()
    .max(30, 'Numéro de TVA invalide.')
    .refine(
      (value) => value === '' || isValidTvaIntracom(value),
      'Numéro de TVA intracommunautaire invalide : FR, une clé de 2 caractères et les 9 chiffres du SIREN.',
    )
    .transform((value) => value.replace(/\s/g, '').toUpperCase()),
  numero_sap: optionalField(60),
  date_declaration_sap: z.union([z.literal(''), dateSchema], {
    error: 'Date attendue au format AAAA-MM-JJ.',
  }),
  adresse: text(300),
  telephone: phoneSchema,
  email: emailSchema,
  iban: z
    .string()
    .trim()
    .max(50, 'IBAN invalide.')
    .refine(
      isValidIban,
      'IBAN invalide : vérifiez la saisie (la clé de contrôle ne correspond pas ou le format est faux).',
    )
    .transform(formatIban),
  bic: z
    .string()
    .trim()
    .max(20, 'BIC invalide.')
    .refine(isValidBic, 'BIC invalide : 8 ou 11 caractères (ex. AGRIFRPPXXX).')
    .transform((value) => value.toUpperCase()),
});

/** The identity as saved, with the storage path of the logo. */
export const identiteAgenceSchema = z.object({
  nom: z.string(),
  forme_juridique: z.string(),
  capital: z.string(),
  rcs: z.string(),
  siret: z.string(),
  tva_intracom: z.string(),
  numero_sap: z.string(),
  date_declaration_sap: z.string(),
  adresse: z.string(),
  telephone: z.string(),
  email: z.string(),
  iban: z.string(),
  bic: z.string(),
  logo_path: z.string().nullable(),
});

/** One rule: a whole number within AGENCY_RULE_BOUNDS, refused in French with its unit. */
function ruleSchema(rule: NumericAgencyRule) {
  return z.number({ error: 'Un nombre entier est attendu.' }).superRefine((value, ctx) => {
    const problem = ruleProblem(rule, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * The days after the due date when an unpaid invoice is reminded (issue 27): one to five whole
 * numbers, increasing, each from 1 to 180 (`relancesFacturesProblem`).
 */
export const relancesFacturesSchema = z
  .array(z.number({ error: 'Un nombre entier de jours est attendu.' }))
  .superRefine((values, ctx) => {
    const problem = relancesFacturesProblem(values);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The accounts of the sales journal export (issue 28, docs/exports.md): each 3 to 12 digits of
 * its PCG class (`compteComptableProblem`).
 */
export const comptesComptablesSchema = z.strictObject(
  Object.fromEntries(
    COMPTE_COMPTABLE_KEYS.map((key) => [
      key,
      z
        .string({ error: 'Un numéro de compte est attendu.' })
        .trim()
        .max(12, 'Un numéro de compte de 12 chiffres au plus.')
        .superRefine((value, ctx) => {
          const problem = compteComptableProblem(key, value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    ]),
  ) as Record<CompteComptableKey, z.ZodString>,
);

/**
 * Every rule, whole (docs/agence.md says what each changes); the reminders' delays may be left
 * out by a caller that does not know them yet (they are kept).
 */
export const reglesAgenceSchema = z.strictObject({
  delai_reservation_heures: ruleSchema('delai_reservation_heures'),
  fenetre_pointage_minutes: ruleSchema('fenetre_pointage_minutes'),
  rayon_recherche_km: ruleSchema('rayon_recherche_km'),
  delai_releve_jours: ruleSchema('delai_releve_jours'),
  relance_devis_jours: ruleSchema('relance_devis_jours'),
  relance_contrat_jours: ruleSchema('relance_contrat_jours'),
  echeance_facture_jours: ruleSchema('echeance_facture_jours'),
  relances_factures_jours: relancesFacturesSchema.optional(),
  /** The sales journal's accounts (issue 28); left out: kept. */
  comptes_comptables: comptesComptablesSchema.optional(),
} satisfies Record<keyof AgencyRules, z.ZodType>);

/** An hourly price in euros TTC: > 0, ≤ 500, cents at most. */
const priceSchema = z
  .number({ error: 'Un montant en euros est attendu.' })
  .superRefine((value, ctx) => {
    const problem = priceProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const dayRatesSchema = z.strictObject({ semaine: priceSchema, weekend: priceSchema });
const serviceRatesSchema = z.strictObject({
  recurrent: dayRatesSchema,
  ponctuel: dayRatesSchema,
});

/** A whole price grid: the five services × recurring / one-off × weekday / weekend. */
export const priceGridInputSchema = z
  .strictObject({
    1: serviceRatesSchema,
    2: serviceRatesSchema,
    3: serviceRatesSchema,
    4: serviceRatesSchema,
    5: serviceRatesSchema,
  })
  .superRefine((grid, ctx) => {
    for (const [path, message] of Object.entries(priceGridProblems(grid))) {
      ctx.addIssue({ code: 'custom', message, path: path.split('.') });
    }
  });

/** Where a saved grid stands today: replaced since, in force, or scheduled. */
export const priceGridStatusSchema = z.enum(['passee', 'en_vigueur', 'programmee']);

export const grilleTarifaireSchema = z.object({
  effective_from: z.string(),
  grid: priceGridInputSchema,
  statut: priceGridStatusSchema,
  created_at: dateTimeSchema,
  created_by_name: z.string().nullable(),
});

/** What the settings screen opens with. */
export const parametresAgenceSchema = z.object({
  identity: identiteAgenceSchema,
  /** The logo as a `data:` URL for the preview, or null. */
  logo_url: z.string().nullable(),
  rules: z.object({
    ...(Object.fromEntries(
      Object.keys(AGENCY_RULE_BOUNDS).map((key) => [key, z.number()]),
    ) as Record<NumericAgencyRule, z.ZodNumber>),
    relances_factures_jours: z.array(z.number()),
    comptes_comptables: z.record(z.enum(COMPTE_COMPTABLE_KEYS), z.string()).optional(),
  }),
  /** The agency's day (Paris), which sets what is in force. */
  today: z.string(),
  /** The grid pricing today's estimates and quotes; `effective_from` null: the specification's. */
  grille_en_vigueur: z.object({
    effective_from: z.string().nullable(),
    grid: priceGridInputSchema,
  }),
  /** The next scheduled grid, if any. */
  prochaine_grille: z.object({ effective_from: z.string(), grid: priceGridInputSchema }).nullable(),
  /** Every saved grid, newest first. */
  grilles: z.array(grilleTarifaireSchema),
});

/** One line of the settings' log, newest first. */
export const journalParametresEntrySchema = z.object({
  id: idSchema,
  at: dateTimeSchema,
  actor_name: z.string(),
  /** parametres | tarifs */
  area: z.string(),
  /** identity, logo, rules, price_grid, price_grid_deleted */
  action: z.string(),
  summary: z.string(),
});

/** Les paramètres de l’agence (issue 24) : identité, grille tarifaire datée, règles. */
export const parametresEndpoints = {
  getParametresAgence: endpoint({
    method: 'GET',
    path: '/api/agence/parametres',
    summary:
      "Paramètres de l'agence : identité, logo, règles, grille tarifaire en vigueur et grilles programmées.",
    tag: TAG,
    response: parametresAgenceSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  updateIdentiteAgence: endpoint({
    method: 'PUT',
    path: '/api/agence/parametres/identite',
    summary:
      "Enregistre l'identité de l'agence, entière (SIRET, IBAN, BIC vérifiés) ; un champ invalide refuse tout.",
    tag: TAG,
    body: identiteAgenceInputSchema,
    response: parametresAgenceSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  uploadLogoAgence: endpoint({
    method: 'POST',
    path: '/api/agence/parametres/logo',
    summary: "Remplace le logo de l'agence (PNG ou JPEG, 1 Mo au plus) imprimé sur ses documents.",
    tag: TAG,
    multipart: {
      fileField: 'file',
      required: true,
      accept: ['image/png', 'image/jpeg'],
      maxBytes: 1024 * 1024,
    },
    body: z.strictObject({}),
    response: parametresAgenceSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  updateReglesAgence: endpoint({
    method: 'PUT',
    path: '/api/agence/parametres/regles',
    summary:
      "Enregistre les règles de l'agence, toutes (délais, fenêtre de pointage, rayon, relances, échéance).",
    tag: TAG,
    body: reglesAgenceSchema,
    response: parametresAgenceSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  savePriceGrid: endpoint({
    method: 'POST',
    path: '/api/agence/parametres/tarifs',
    summary:
      "Programme une grille tarifaire à partir d'un jour (aujourd'hui ou plus tard) ; remplace celle de ce jour si elle n'est pas encore en vigueur.",
    tag: TAG,
    body: z.strictObject({ effective_from: dateSchema, grid: priceGridInputSchema }),
    response: parametresAgenceSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  deletePriceGrid: endpoint({
    method: 'DELETE',
    path: '/api/agence/parametres/tarifs',
    summary: 'Supprime une grille tarifaire programmée (jamais celle en vigueur ni une passée).',
    tag: TAG,
    query: z.strictObject({ effective_from: dateSchema }),
    response: parametresAgenceSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  listJournalParametres: endpoint({
    method: 'GET',
    path: '/api/agence/parametres/journal',
    summary:
      'Journal des modifications des paramètres et des tarifs, du plus récent au plus ancien.',
    tag: TAG,
    response: z.array(journalParametresEntrySchema),
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
} satisfies Record<string, EndpointDef>;
