import { ROLE, SKILL_IDS } from '@maisonnee/domain';
import { z } from 'zod';
import { backOffice, endpoint, type EndpointDef } from '../endpoint.ts';

/*
 * Les chiffres de l’agence (issue 24, docs/statistiques.md) : chiffre d’affaires, heures, taux
 * d’occupation, conversion des devis, clients gagnés et perdus, note moyenne, mois par mois, et
 * leurs exports (CSV, XLSX) ; l’état statistique annuel d’un organisme de services à la personne.
 * Le contrat ouvre le back office ; le service ne laisse passer que l’administrateur et les
 * responsables (`role_manager`).
 */

const TAG = 'Statistiques';

/** Longest month range a screen or an export covers (three years). */
export const STATISTIQUES_MAX_MOIS = 36;

const monthSchema = z
  .string()
  .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, 'Mois attendu au format AAAA-MM.')
  .refine((value) => value >= '2000-01' && value <= '2100-12', 'Mois hors des années gérées.');

/** Months between two 'YYYY-MM' (both counted). */
export function monthsBetween(du: string, au: string): number {
  const [y1, m1] = du.split('-').map(Number) as [number, number];
  const [y2, m2] = au.split('-').map(Number) as [number, number];
  return (y2 - y1) * 12 + (m2 - m1) + 1;
}

const rangeShape = {
  du: monthSchema,
  au: monthSchema,
  /** One service (need skill); absent: all services. */
  skill_id: z.coerce
    .number()
    .int()
    .min(Math.min(...SKILL_IDS))
    .max(Math.max(...SKILL_IDS))
    .optional(),
};

/** The month range's checks: the end follows the start, at most STATISTIQUES_MAX_MOIS months. */
type MonthRange = { du: string; au: string };
type RangeCheck = [(value: MonthRange) => boolean, { message: string; path: string[] }];
const rangeChecks: [RangeCheck, RangeCheck] = [
  [
    (value: MonthRange) => value.au >= value.du,
    { message: 'Le mois de fin doit suivre le mois de début.', path: ['au'] },
  ],
  [
    (value: MonthRange) =>
      value.au < value.du || monthsBetween(value.du, value.au) <= STATISTIQUES_MAX_MOIS,
    { message: `Choisissez au plus ${STATISTIQUES_MAX_MOIS} mois.`, path: ['au'] },
  ],
];

export const statistiquesQuerySchema = z
  .strictObject(rangeShape)
  .refine(...rangeChecks[0])
  .refine(...rangeChecks[1]);

const exportFormatSchema = z.enum(['csv', 'xlsx']);

const ratio = z.number().nullable();

/** The figures of one month (Paris time); the same keys sum up in `totaux`. */
export const statistiquesMoisSchema = z.strictObject({
  /** 'YYYY-MM'. */
  mois: z.string(),
  /** Euros TTC of the invoices issued in the month, credit notes counted negative. */
  ca_emis: z.number(),
  /** Euros TTC received in the month (invoices settled, refunds negative). */
  ca_encaisse: z.number(),
  /** Euros TTC still owed at the end of the month. */
  ca_restant_du: z.number(),
  heures_planifiees: z.number(),
  heures_realisees: z.number(),
  heures_facturees: z.number(),
  heures_sans_agent: z.number(),
  /** Hours of the agents' work contracts over the month (occupancy's denominator). */
  heures_contrat: z.number(),
  /** Hours planned for agents under contract (occupancy's numerator). */
  heures_planifiees_agents: z.number(),
  /** Percent, one decimal; null without contract hours. */
  taux_occupation: ratio,
  devis_envoyes: z.number().int(),
  devis_signes: z.number().int(),
  /** Percent of the quotes sent that were signed, one decimal; null without a quote sent. */
  taux_conversion: ratio,
  clients_gagnes: z.number().int(),
  clients_perdus: z.number().int(),
  nb_avis: z.number().int(),
  /** Out of 5, two decimals; null without a rating. */
  note_moyenne: ratio,
});

export const statistiquesAgentSchema = z.strictObject({
  candidat_id: z.number().int(),
  nom: z.string(),
  heures_planifiees: z.number(),
  heures_contrat: z.number(),
  taux_occupation: ratio,
});

export const statistiquesSchema = z.strictObject({
  du: z.string(),
  au: z.string(),
  skill_id: z.number().int().nullable(),
  mois: z.array(statistiquesMoisSchema),
  /** The whole range: sums; `ca_restant_du` at the end of the last month; rates of the sums. */
  totaux: statistiquesMoisSchema.omit({ mois: true }),
  /** Occupancy of each agent under contract over the whole range (all services). */
  agents: z.array(statistiquesAgentSchema),
});

const access = backOffice([
  ROLE.ADMINISTRATEUR,
  ROLE.RECRUTEMENT,
  ROLE.COMMERCIAL,
  ROLE.COMPTABILITE,
]);

export const statistiquesEndpoints = {
  getStatistiques: endpoint({
    method: 'GET',
    path: '/api/statistiques',
    summary:
      "Les chiffres de l'agence mois par mois (administrateur et responsables) : chiffre d'affaires, heures, occupation, devis, clients, notes.",
    tag: TAG,
    query: statistiquesQuerySchema,
    response: statistiquesSchema,
    envelope: 'data',
    access,
  }),
  exportStatistiques: endpoint({
    method: 'GET',
    path: '/api/statistiques/export',
    summary:
      "Les chiffres de l'agence en fichier (CSV ou XLSX), avec les mêmes totaux que l'écran.",
    tag: TAG,
    query: z
      .strictObject({ ...rangeShape, format: exportFormatSchema })
      .refine(...rangeChecks[0])
      .refine(...rangeChecks[1]),
    // The body is the file itself (Content-Disposition: attachment), not a JSON envelope.
    response: z.any(),
    envelope: 'data',
    access,
  }),
  exportEtatAnnuel: endpoint({
    method: 'GET',
    path: '/api/statistiques/etat-annuel',
    summary:
      "L'état statistique annuel d'un organisme de services à la personne (heures par activité, clients, salariés), en CSV ou XLSX.",
    tag: TAG,
    query: z.strictObject({
      annee: z.coerce.number().int().min(2000).max(2100),
      format: exportFormatSchema,
    }),
    response: z.any(),
    envelope: 'data',
    access,
  }),
} satisfies Record<string, EndpointDef>;
