import { EN_ROUTE_MINUTES_MAX, EN_ROUTE_MINUTES_MIN, ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, dateTimeSchema, idSchema, optionalText, skillIdSchema } from '../common.ts';
import { endpoint, rolesOnly, type EndpointDef } from '../endpoint.ts';
import { interventionStatutSchema } from '../entities.ts';

const TAG = "Journée de l'intervenant";

/** The agent only, on its own visits (the service checks the caller is the planned agent). */
const AGENT = rolesOnly([ROLE.AGENT], 'candidat');
/** The family only, on its own household. */
const FAMILLE = rolesOnly([ROLE.CLIENT], 'client');

/** How to get in: shown to the planned agent only, from 1 hour before the visit to its end. */
export const accesVisiteSchema = z.object({
  instructions: z.string().nullable(),
  code_porte: z.string().nullable(),
});

/** The client of a visit as the agent's day shows it. */
export const clientVisiteSchema = z.object({
  id: idSchema,
  prenom: z.string(),
  nom: z.string(),
  mobile: z.string().nullable(),
  adresse: z.string().nullable(),
  complement_adresse: z.string().nullable(),
  codep: z.string().nullable(),
  ville: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

/** One visit of the agent's week (no access instructions, no tasks). */
export const visiteSemaineSchema = z.object({
  id: idSchema,
  mission_id: idSchema.nullable(),
  /** Planned times: agency wall-clock times written as UTC (docs/decisions.md). */
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
  statut: interventionStatutSchema,
  skill_id: skillIdSchema.nullable(),
  client: z.object({ prenom: z.string(), nom: z.string(), ville: z.string().nullable() }),
});

/** One visit of the agent's day, with what the agent needs at the door. */
export const visiteJourneeSchema = visiteSemaineSchema.extend({
  client: clientVisiteSchema,
  /** Null outside the window (or for anyone but the planned agent): see acces_disponible_a. */
  acces: accesVisiteSchema.nullable(),
  /** When the access instructions show (planned wall-clock time, 1 hour before the start); null once over. */
  acces_disponible_a: dateTimeSchema.nullable(),
  taches: z.array(z.object({ id: idSchema, libelle: z.string() })),
  rapport_envoye: z.boolean(),
  en_route_at: dateTimeSchema.nullable(),
  en_route_arrivee_estimee_at: dateTimeSchema.nullable(),
  pointage_debut_at: dateTimeSchema.nullable(),
  pointage_fin_at: dateTimeSchema.nullable(),
});

/** The family's access instructions, as it saves them. */
export const accesClientSchema = z.object({
  acces_instructions: z.string().nullable(),
  code_porte: z.string().nullable(),
});

/** Issue 25, point 4: the agent's day and week, « En route », the family's access instructions. */
export const agentJourneeEndpoints = {
  getAgentJournee: endpoint({
    method: 'GET',
    path: '/api/agent/journee',
    summary:
      "Les visites d'une journée de l'intervenant (aujourd'hui à Paris par défaut), dans l'ordre, avec l'adresse, les tâches et, de 1 h avant à la fin, les consignes d'accès.",
    tag: TAG,
    query: z.strictObject({ date: dateSchema.optional() }),
    response: z.object({ date: dateSchema, visites: z.array(visiteJourneeSchema) }),
    envelope: 'data',
    access: AGENT,
  }),
  getAgentSemaine: endpoint({
    method: 'GET',
    path: '/api/agent/semaine',
    summary: "Les visites d'une semaine de l'intervenant (du lundi au dimanche), jour par jour.",
    tag: TAG,
    query: z.strictObject({ debut: dateSchema }),
    response: z.object({
      debut: dateSchema,
      fin: dateSchema,
      jours: z.array(z.object({ date: dateSchema, visites: z.array(visiteSemaineSchema) })),
      total_minutes: z.number().int(),
    }),
    envelope: 'data',
    access: AGENT,
  }),
  signalerEnRoute: endpoint({
    method: 'POST',
    path: '/api/agent/interventions/{id}/en-route',
    summary:
      "L'intervenant prévu part vers le client (3 h avant le début au plus tôt) : la famille est prévenue avec l'heure d'arrivée estimée.",
    tag: TAG,
    params: { id: 'encrypted' },
    body: z
      .strictObject({
        minutes: z
          .number()
          .int('Un nombre entier de minutes.')
          .min(EN_ROUTE_MINUTES_MIN, `${EN_ROUTE_MINUTES_MIN} minute au moins.`)
          .max(EN_ROUTE_MINUTES_MAX, `${EN_ROUTE_MINUTES_MAX} minutes au plus.`)
          .optional(),
      })
      .optional(),
    response: z.object({
      intervention_id: idSchema,
      en_route_at: dateTimeSchema,
      en_route_arrivee_estimee_at: dateTimeSchema,
      minutes: z.number().int(),
    }),
    envelope: 'data',
    access: AGENT,
  }),
  getClientAcces: endpoint({
    method: 'GET',
    path: '/api/client/acces',
    summary:
      "Les consignes d'accès et le code de la porte du foyer, que voit l'intervenant prévu de 1 h avant la visite à sa fin.",
    tag: TAG,
    response: accesClientSchema,
    envelope: 'data',
    access: FAMILLE,
  }),
  updateClientAcces: endpoint({
    method: 'PUT',
    path: '/api/client/acces',
    summary: "La famille enregistre ses consignes d'accès et son code de porte.",
    tag: TAG,
    body: z.strictObject({
      acces_instructions: optionalText(1000),
      code_porte: optionalText(50),
    }),
    response: accesClientSchema,
    envelope: 'data',
    access: FAMILLE,
  }),
} satisfies Record<string, EndpointDef>;
