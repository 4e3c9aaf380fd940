import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { dateSchema, idSchema, optionalText, paginated, skillIdSchema } from '../common.ts';
import { backOffice, backOfficeOr, endpoint } from '../endpoint.ts';
import {
  agentDispoSchema,
  interventionClientSchema,
  interventionSchema,
  missionSchema,
} from '../entities.ts';
import {
  bodyPageSchema,
  distanceKMSchema,
  endAfterStart,
  idList,
  skillIdListSchema,
  weeklySlotInputSchema,
} from '../inputs.ts';

const TAG = 'Missions';

/**
 * Interventions of a mission a page holds (listMissionInterventions, listInterventionsByMission):
 * a recurring mission has ≈ 100 a year, so its list is paged rather than answered whole.
 */
export const MISSION_INTERVENTIONS_PAGE_SIZE = 20;

/** Both days given: at most 366 days apart (one year, leap years included), like an agent's list. */
function atMostOneYear(body: { date_debut?: string | undefined; date_fin?: string | undefined }) {
  return (
    !body.date_debut ||
    !body.date_fin ||
    (Date.parse(body.date_fin) - Date.parse(body.date_debut)) / 86_400_000 <= 366
  );
}

/** A mission still to plan: with its client (name, address) and what is left to give an agent. */
export const missionAPlanifierSchema = missionSchema.extend({
  client: interventionClientSchema.nullable(),
  /** Weekly slots without an agent (recurring missions). */
  nb_horaires_sans_agent: z.number().int().min(0),
});

/** What planning a mission for an agent did beyond the interventions (docs/planning.md). */
export const planificationReportSchema = z.object({
  /** The period planned: from the first day to the horizon (both included). */
  date_debut: dateSchema,
  date_fin: dateSchema,
  /** Public holidays met by the slots: skipped unless `jours_feries` was `conserver`. */
  jours_feries: z.array(z.object({ date: dateSchema, nom: z.string(), conserve: z.boolean() })),
  /** Minutes given to the agent, and minutes of the mission still to plan after. */
  nb_minutes_planifiees: z.number().int().min(0),
  nb_minutes_a_planifier: z.number().int().min(0),
});

/**
 * What a search for available agents weighed (docs/planning.md): the active agents of the skill
 * within the radius, and how many of them can take at least one slot. No agent answered with
 * agents in the radius means they are all taken on these slots, not that nobody lives there.
 */
export const agentsDisposRechercheSchema = z.object({
  nb_intervenants_rayon: z.number().int().min(0),
  nb_intervenants_disponibles: z.number().int().min(0),
});

export const missionsEndpoints = {
  listMissionsAPlanifier: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/missions/a-planifier',
    summary:
      "Missions qui ont encore des créneaux sans agent ou des minutes à planifier, les plus proches d'abord.",
    tag: TAG,
    body: z
      .strictObject({
        client_id: idSchema.optional(),
        services: skillIdListSchema.default([]),
        date_debut: dateSchema.optional(),
        date_fin: dateSchema.optional(),
        page: bodyPageSchema,
      })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: paginated(missionAPlanifierSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  listMissionAgentsDispos: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/missions/agents-dispos/{missionId}',
    summary:
      "Agents disponibles pour les créneaux d'une mission, autour du client (rayon par défaut de l'agence) : ceux que le client connaît et a bien notés d'abord, puis les plus proches.",
    tag: TAG,
    params: { missionId: 'encrypted' },
    body: z.strictObject({
      distanceKM: distanceKMSchema,
      /** First week to check; today by default. */
      date_debut: dateSchema.optional(),
    }),
    response: z.array(agentDispoSchema),
    envelope: 'data',
    extraEnvelope: { recherche: agentsDisposRechercheSchema },
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  createInterventionsForMission: endpoint({
    method: 'POST',
    path: '/api/missions/create-interventions-for-mission/{missionId}/{agentId}',
    summary:
      "Confie des créneaux d'une mission à un agent et crée toutes les interventions de la période, ou rien.",
    tag: TAG,
    params: { missionId: 'encrypted', agentId: 'encrypted' },
    body: z
      .strictObject({
        /** First day; today (or the mission's start, if later) by default. */
        date_debut: dateSchema.optional(),
        /**
         * Horizon: last day to create. Default: the mission's end, or 3 months (91 days) after
         * the first day when sooner or when the mission has no end; one year at most.
         */
        date_fin: dateSchema.optional(),
        /** Recurring slots given to the agent; empty: every slot without an agent. */
        horaire_recurent_ids: idList(21).default([]),
        /** Occurrences on a public holiday: skipped (default) or kept. */
        jours_feries: z.enum(['ignorer', 'conserver']).default('ignorer'),
      })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: z.array(interventionSchema),
    envelope: 'data',
    extraEnvelope: { planification: planificationReportSchema },
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
    status: 201,
  }),
  createMission: endpoint({
    method: 'POST',
    path: '/api/missions/create',
    summary:
      'Crée une mission pour un client (ponctuelle ou récurrente, avec ses horaires, 21 au plus) ; ses interventions sont créées ensuite par la planification.',
    tag: TAG,
    body: z
      .strictObject({
        client_id: idSchema,
        devis_id: idSchema.nullish(),
        mutuelle_id: idSchema.nullish(),
        reference: optionalText(100),
        is_ponctuel: z.boolean(),
        client_besoin_skill_id: skillIdSchema,
        date_debut: dateSchema,
        date_fin: dateSchema.nullish(),
        nb_heures_total: z.number().positive().max(10_000).multipleOf(0.5).nullish(),
        description: optionalText(2000),
        horaires_recurents: z.array(weeklySlotInputSchema).max(21).default([]),
      })
      .refine((body) => body.is_ponctuel || body.horaires_recurents.length > 0, {
        message: 'Une mission récurrente a au moins un créneau.',
        path: ['horaires_recurents'],
      })
      .refine((body) => !body.mutuelle_id || Boolean(body.nb_heures_total), {
        message: 'Une mission prise en charge par une mutuelle indique son nombre d’heures.',
        path: ['nb_heures_total'],
      })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: missionSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
    status: 201,
  }),
  getMission: endpoint({
    method: 'GET',
    path: '/api/mission/{id}',
    summary:
      "Une mission avec ses horaires récurrents et ses interventions à venir (les quatre prochaines d'une mission récurrente) ; `nb_interventions` les compte toutes, listMissionInterventions les donne par pages.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: missionSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'mission'),
  }),
  listMissionsActives: endpoint({
    method: 'GET',
    path: '/api/missions/missions-actives/{clientId}',
    summary:
      "Missions en cours d'un client (données de l'écran besoin : ponctuel, récurrent, mutuelle), chacune avec ses interventions à venir (les quatre prochaines d'une mission récurrente).",
    tag: TAG,
    params: { clientId: 'encrypted' },
    response: z.array(missionSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  listMissionInterventions: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/missions/interventions/{missionId}',
    summary: `Interventions d'une mission (id en clair), ${MISSION_INTERVENTIONS_PAGE_SIZE} par page (\`page\`), dans l'ordre chronologique, à partir de \`date_debut\` et jusqu'à \`date_fin\` s'ils sont donnés (un an au plus entre les deux) ; l'écran des missions demande à partir d'aujourd'hui, les prochaines d'abord.`,
    tag: TAG,
    params: { missionId: 'plain' },
    body: z
      .strictObject({
        /** First day (included); all since the mission's start when absent. */
        date_debut: dateSchema.optional(),
        /** Last day (included); none when absent. */
        date_fin: dateSchema.optional(),
        page: bodyPageSchema,
      })
      .refine(...endAfterStart('date_debut', 'date_fin'))
      .refine(atMostOneYear, { message: 'Une année au plus.', path: ['date_fin'] })
      .optional(),
    response: paginated(interventionSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'mission'),
  }),
};
