import { PLANNING_CONFLITS, ROLE_GROUPS, type PlanningConflit } from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, paginated, skillIdSchema } from '../common.ts';
import { backOffice, endpoint } from '../endpoint.ts';
import { interventionStatutSchema, transportTypeIdSchema } from '../entities.ts';
import { aroundShape, bodyPageSchema, codePostalSchema } from '../inputs.ts';

const TAG = 'Planning';

/** Agents a page of the planning board holds by default (sorted by name). */
export const PLANNING_BOARD_PAGE_SIZE = 50;

/** The most agents one page of the board may hold (`par_page`): an agency of 150 agents at once. */
export const PLANNING_BOARD_MAX_PAGE_SIZE = 150;

/** Unstaffed interventions the board lists at most for a week (sorted by start). */
export const PLANNING_BOARD_MAX_A_POURVOIR = 500;

/**
 * The rules a staffed intervention of the board may break (codes of docs/errors.md): computed by
 * the API with the domain's planning rules (`visitBreaks`), shown on the block. The catalogue
 * lives in the domain; re-exported here for the screens that import it from the contract.
 */
export { PLANNING_CONFLITS, type PlanningConflit };

/** Monday of ISO date `value` (YYYY-MM-DD): day 1 of the week. */
export function isMonday(value: string) {
  return new Date(`${value}T12:00:00Z`).getUTCDay() === 1;
}

/** An unstaffed intervention of the week (« à pourvoir »). Times: agency wall-clock, as stored. */
export const planningAPourvoirSchema = z.object({
  id: idSchema,
  mission_id: idSchema.nullable(),
  client_id: idSchema,
  client_nom: z.string(),
  code_postal: z.string().nullable(),
  skill_id: skillIdSchema,
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
});

/** The latest time a planner forced rules to put this intervention where it is, and why. */
export const planningForcageSchema = z.object({
  motif: z.string(),
  regles: z.array(z.enum(PLANNING_CONFLITS)),
  /** The name of who forced. */
  par: z.string(),
  le: dateTimeSchema,
});

/** A staffed intervention on an agent's row, with the rules it breaks. */
export const planningInterventionSchema = planningAPourvoirSchema.extend({
  statut: interventionStatutSchema,
  conflits: z.array(z.enum(PLANNING_CONFLITS)),
  /** The latest forcing of this intervention (POST /api/planning/deplacer); null: never forced. */
  forcage: planningForcageSchema.nullable(),
});

/** A period the agent cannot work (shaded on the board). */
export const planningIndisponibiliteSchema = z.object({
  debut: dateTimeSchema,
  fin: dateTimeSchema,
  type: z.enum(['conge', 'absence', 'indisponibilite']),
});

/** An agent's row of the week. */
export const planningAgentRowSchema = z.object({
  candidat_id: idSchema,
  prenom: z.string(),
  nom: z.string(),
  transport_type_id: transportTypeIdSchema.nullable(),
  skill_ids: z.array(skillIdSchema),
  /** Weekly hours of the agent's running contract; null: no contract hours known. */
  heures_contrat_hebdo: z.number().nullable(),
  /** Minutes of the week's interventions of the agent (cancelled ones excluded). */
  minutes_planifiees: z.number().int().min(0),
  indisponibilites: z.array(planningIndisponibiliteSchema),
  interventions: z.array(planningInterventionSchema),
});

export const planningBoardEndpoints = {
  getPlanningSemaine: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/planning/semaine',
    summary:
      "Le tableau de planning d'une semaine (du lundi au dimanche) : les agents, leurs interventions avec les règles qu'elles enfreignent, leurs indisponibilités et leurs heures, et les interventions à pourvoir.",
    tag: TAG,
    body: z.strictObject({
      /** The Monday of the week shown. */
      debut: dateSchema.refine(isMonday, 'La semaine commence un lundi.'),
      skill_id: skillIdSchema.optional(),
      agent_id: idSchema.optional(),
      client_id: idSchema.optional(),
      code_postal: codePostalSchema.optional(),
      /**
       * Around a point: the agents living within `distanceKM` (the agency's search radius when
       * omitted) or working there that week, and the à-pourvoir of clients within it.
       */
      autour: z.strictObject(aroundShape).optional(),
      page: bodyPageSchema,
      /** Agents a page holds (the screen offers 50, 100 and 150). */
      par_page: z
        .number()
        .int('Nombre d’agents par page entier attendu.')
        .min(10, 'Au moins 10 agents par page.')
        .max(
          PLANNING_BOARD_MAX_PAGE_SIZE,
          `Au plus ${PLANNING_BOARD_MAX_PAGE_SIZE} agents par page.`,
        )
        .default(PLANNING_BOARD_PAGE_SIZE),
    }),
    response: paginated(planningAgentRowSchema),
    envelope: 'data',
    extraEnvelope: {
      debut: dateSchema,
      /** The Sunday of the week. */
      fin: dateSchema,
      /** At most PLANNING_BOARD_MAX_A_POURVOIR, sorted by start. */
      a_pourvoir: z.array(planningAPourvoirSchema),
    },
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
};
