import { CHECK_OUT_MOTIF_MAX_LENGTH, ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  dateTimeSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  pageQuerySchema,
  paginated,
  skillIdSchema,
} from '../common.ts';
import { backOffice, backOfficeOr, endpoint, rolesOnly, signedIn } from '../endpoint.ts';
import {
  absenceSchema,
  agentInterventionSchema,
  calendarEventSchema,
  congeSchema,
  deletedSchema,
  interventionAvisSchema,
  interventionDetailSchema,
  interventionSchema,
  interventionStatutSchema,
  prolongationSchema,
  retardSchema,
} from '../entities.ts';
import {
  datedSlotInputSchema,
  datedSlotShape,
  endAfterStart,
  endTimeAfterStart,
  idList,
} from '../inputs.ts';
import { MISSION_INTERVENTIONS_PAGE_SIZE } from './missions.ts';

const TAG = 'Interventions et avis';

/**
 * Where the agent stands when checking in or out (must be within 50 m of the client). A check-in
 * made without the network is sent later with `recorded_at` (docs/pointage-hors-ligne.md).
 */
const pointageSchema = z.strictObject({
  intervention_id: idSchema,
  lat: latitudeSchema,
  lng: longitudeSchema,
  /** Accuracy the device reports, in metres (kept; 200 m at most for a check-in sent late). */
  accuracy_m: z.number().min(0).max(10_000).optional(),
  /**
   * When the agent pressed the button on the phone. More than 2 minutes before the server's time:
   * an offline check-in, checked at that time and marked « synchronisé en retard ».
   */
  recorded_at: dateTimeSchema.optional(),
  /** Made by the phone once per check-in or check-out: sent again, it is never recorded twice (409). */
  event_id: z.uuid({ message: 'Identifiant de pointage invalide.' }).max(36).optional(),
});

/**
 * Check-out: the same position, and the reason of a visit shorter than SHORT_VISIT_MINUTES
 * (required then: 400 VALIDATION_FAILED on `motif_depart`; issue 22, point 6).
 */
const pointageFinSchema = pointageSchema.extend({
  motif_depart: optionalText(CHECK_OUT_MOTIF_MAX_LENGTH),
});

/** Extra time asked for, in minutes: half-hour steps, at most 4 hours. */
const prolongationMinutesSchema = z.number().int().min(30).max(240).multipleOf(30);

/** An extension of an intervention, asked by the agent or given by the client. */
const prolongationBodySchema = z.strictObject({
  intervention_id: idSchema,
  minutes: prolongationMinutesSchema,
});

/** Creating, moving or re-planning one intervention: a dated slot with a comment. */
const interventionSlotShape = { ...datedSlotShape, commentaire: optionalText(1000) };

/** Days between two ISO dates. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 86_400_000;
}

/** Who may read an intervention and what hangs on it: the back office, its client, its agent. */
const interventionReaders = backOfficeOr([ROLE.CLIENT, ROLE.AGENT], 'intervention');

/** Reading one intervention with its context. */
const interventionDetailRead = {
  params: { id: 'encrypted' },
  response: interventionDetailSchema,
  envelope: 'data',
  access: interventionReaders,
} as const;

/** The two calls that tell a client or an agent about planned or changed interventions. */
const notifyInterventionsShape = {
  body: z.strictObject({ intervention_ids: idList(200).min(1), message: optionalText(1000) }),
  response: z.object({ notified: z.number().int().min(0) }),
  envelope: 'data',
  access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
} as const;

export const interventionsEndpoints = {
  createInterventionsClient: endpoint({
    method: 'POST',
    path: '/api/interventions/create-interventions-client',
    summary:
      "Le client place les créneaux datés d'une mission signée ; les interventions sont créées sans agent.",
    tag: TAG,
    body: z.strictObject({
      mission_id: idSchema,
      creneaux: z.array(datedSlotInputSchema).min(1).max(100),
    }),
    response: z.array(interventionSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'mission'),
    status: 201,
  }),
  createIntervention: endpoint({
    method: 'POST',
    path: '/api/interventions/create',
    summary:
      'Le back-office crée une intervention, rattachée à une mission ou hors mission (essai, remplacement).',
    tag: TAG,
    body: z
      .strictObject({
        client_id: idSchema,
        mission_id: idSchema.nullish(),
        client_besoin_skill_id: skillIdSchema,
        candidat_id: idSchema.nullish(),
        dt_dispo_client_id: idSchema.nullish(),
        ...interventionSlotShape,
      })
      .refine(...endTimeAfterStart('time_debut', 'time_fin')),
    response: interventionSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
    status: 201,
  }),
  createInterventionsFromScenario: endpoint({
    method: 'POST',
    path: '/api/interventions/create-from-scenario-app',
    summary:
      "Le client accepte une proposition de planning (scénario) : ses interventions sont créées avec l'agent proposé.",
    tag: TAG,
    body: z.strictObject({ scenario_id: idSchema }),
    response: z.array(interventionSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
    status: 201,
  }),
  saveIntervention: endpoint({
    method: 'POST',
    path: '/api/intervention/save',
    summary:
      'Le back-office replanifie une intervention (date, heures, agent), et si demandé les suivantes du même créneau.',
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema,
        candidat_id: idSchema.nullable(),
        ...interventionSlotShape,
        /** Also move the following interventions of the same recurring slot. */
        apply_to_serie: z.boolean().default(false),
      })
      .refine(...endTimeAfterStart('time_debut', 'time_fin')),
    response: z.array(interventionSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  updateIntervention: endpoint({
    method: 'POST',
    path: '/api/intervention/update',
    summary:
      "Le back-office corrige le statut ou les pointages d'une intervention, ou change son agent.",
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema,
        statut: interventionStatutSchema.optional(),
        candidat_id: idSchema.nullable().optional(),
        pointage_debut_at: dateTimeSchema.nullable().optional(),
        pointage_fin_at: dateTimeSchema.nullable().optional(),
        commentaire: optionalText(1000).optional(),
      })
      .refine((body) => Object.keys(body).length > 1, { message: 'Aucun champ à mettre à jour.' })
      .refine(
        (body) =>
          !body.pointage_debut_at ||
          !body.pointage_fin_at ||
          body.pointage_fin_at > body.pointage_debut_at,
        { message: 'La fin doit suivre le début.', path: ['pointage_fin_at'] },
      ),
    response: interventionSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  editInterventionClient: endpoint({
    method: 'POST',
    path: '/api/intervention/editIntervention-client',
    summary:
      "Le client déplace une intervention à venir ; l'agent est prévenu et peut être remplacé s'il n'est pas libre.",
    tag: TAG,
    body: z
      .strictObject({
        intervention_id: idSchema,
        ...interventionSlotShape,
      })
      .refine(...endTimeAfterStart('time_debut', 'time_fin')),
    response: interventionSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'intervention'),
  }),
  getIntervention: endpoint({
    method: 'GET',
    path: '/api/intervention/{id}',
    summary: 'Une intervention avec sa mission, le client, l’avis et la prolongation.',
    tag: TAG,
    ...interventionDetailRead,
  }),
  getInterventionNoMission: endpoint({
    method: 'GET',
    path: '/api/intervention-no-mission/{id}',
    summary: 'Une intervention hors mission (créée directement par le back-office).',
    tag: TAG,
    ...interventionDetailRead,
  }),
  listInterventionsByMission: endpoint({
    method: 'GET',
    path: '/api/interventions/mission/{missionId}',
    summary: `Les interventions d'une mission, ${MISSION_INTERVENTIONS_PAGE_SIZE} par page (\`?page=\`), dans l'ordre chronologique (jour et heure, puis id).`,
    tag: TAG,
    params: { missionId: 'encrypted' },
    query: pageQuerySchema,
    response: paginated(interventionSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'mission'),
  }),
  deleteIntervention: endpoint({
    method: 'DELETE',
    path: '/api/intervention/delete/{id}',
    summary: 'Supprime une intervention à venir (une intervention commencée : 409).',
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  deleteInterventionSerie: endpoint({
    method: 'DELETE',
    path: '/api/intervention/delete/{id}/{dtDispoClientId}',
    summary:
      'Supprime une intervention et les suivantes du même créneau récurrent, et libère ce créneau.',
    tag: TAG,
    params: { id: 'encrypted', dtDispoClientId: 'encrypted' },
    response: z.object({ id: idSchema, deleted: z.literal(true), deleted_ids: z.array(idSchema) }),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  cancelInterventionClient: endpoint({
    method: 'POST',
    path: '/api/intervention/cancelIntervention-client/{id}',
    summary: "Le client annule une intervention à venir ; l'agent est prévenu.",
    tag: TAG,
    params: { id: 'encrypted' },
    body: z.strictObject({ motif: optionalText(500) }).optional(),
    response: interventionSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'intervention'),
  }),
  pointageDebutIntervention: endpoint({
    method: 'POST',
    path: '/api/intervention/pointageDebutIntervention',
    summary: "L'agent pointe son arrivée, à 50 m au plus du domicile du client.",
    tag: TAG,
    body: pointageSchema,
    response: interventionSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.AGENT], 'intervention'),
  }),
  pointageFinIntervention: endpoint({
    method: 'POST',
    path: '/api/intervention/pointageFinIntervention',
    summary:
      "L'agent pointe son départ, à 50 m au plus du domicile du client ; un motif est demandé pour une intervention de moins de 5 minutes.",
    tag: TAG,
    body: pointageFinSchema,
    response: interventionSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.AGENT], 'intervention'),
  }),
  prolongationIntervention: endpoint({
    method: 'POST',
    path: '/api/intervention/prolongationIntervention',
    summary: "Le client (ou le back-office) prolonge une intervention ; l'agent est prévenu.",
    tag: TAG,
    body: prolongationBodySchema,
    response: prolongationSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'intervention'),
    status: 201,
  }),
  sendReponseProlongation: endpoint({
    method: 'POST',
    path: '/api/intervention/sendReponseProlongation',
    summary: "Le client accepte ou refuse la prolongation demandée par l'agent.",
    tag: TAG,
    body: z.strictObject({ intervention_id: idSchema, accepte: z.boolean() }),
    response: prolongationSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'intervention'),
  }),
  askProlongationIntervention: endpoint({
    method: 'POST',
    path: '/api/intervention/askProlongationIntervention',
    summary: "L'agent demande au client de prolonger l'intervention en cours.",
    tag: TAG,
    body: prolongationBodySchema,
    response: prolongationSchema,
    envelope: 'datas',
    access: rolesOnly([ROLE.AGENT], 'intervention'),
    status: 201,
  }),
  getProlongationIntervention: endpoint({
    method: 'GET',
    path: '/api/interventions/getProlongationIntervention/{interventionId}',
    summary: "La prolongation d'une intervention (null s'il n'y en a pas).",
    tag: TAG,
    params: { interventionId: 'encrypted' },
    response: prolongationSchema.nullable(),
    envelope: 'data',
    access: interventionReaders,
  }),
  getInterventionsAgentAVenir: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/interventions/getInterventionsAgentAVenir',
    summary: "Interventions à venir d'un agent (30 jours par défaut), avec l'adresse du client.",
    tag: TAG,
    body: z.strictObject({
      candidat_id: idSchema,
      /** Last day to list; 30 days from today by default, one year at most. */
      date_fin: dateSchema.optional(),
    }),
    response: z.array(agentInterventionSchema),
    envelope: 'datas',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT_COMMERCIAL, ROLE.AGENT], 'candidat'),
  }),
  getInterventionAgentEnCours: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/interventions/getInterventionAgentEnCours',
    summary: "L'intervention en cours d'un agent (pointée et pas encore terminée), ou null.",
    tag: TAG,
    body: z.strictObject({ candidat_id: idSchema }),
    response: agentInterventionSchema.nullable(),
    envelope: 'datas',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT_COMMERCIAL, ROLE.AGENT], 'candidat'),
  }),
  listEventsClient: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/interventions/events-client/{clientId}',
    summary: "Agenda d'un client : ses interventions entre deux dates (un an au plus).",
    tag: TAG,
    params: { clientId: 'encrypted' },
    body: z
      .strictObject({ start: dateSchema, end: dateSchema })
      .refine(...endAfterStart('start', 'end'))
      .refine((body) => daysBetween(body.start, body.end) <= 366, {
        message: 'Une année au plus.',
        path: ['end'],
      }),
    response: z.array(calendarEventSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  getAbsencesAgent: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/interventions/getAbsencesAgent/{candidatId}',
    summary:
      "Congés, absences et retards d'un agent, sur une période si elle est donnée (id en clair).",
    tag: TAG,
    params: { candidatId: 'plain' },
    body: z
      .strictObject({ date_debut: dateSchema.optional(), date_fin: dateSchema.optional() })
      .refine(...endAfterStart('date_debut', 'date_fin'))
      .optional(),
    response: z.object({
      conges: z.array(congeSchema),
      absences: z.array(absenceSchema),
      retards: z.array(retardSchema),
    }),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT_COMMERCIAL, ROLE.AGENT], 'candidat'),
  }),
  notifyInterventionsClient: endpoint({
    method: 'POST',
    path: '/api/interventions/notify-interventions-client',
    summary:
      'Prévient le client (e-mail et notification) des interventions planifiées ou modifiées.',
    tag: TAG,
    ...notifyInterventionsShape,
  }),
  notifyInterventionsAgent: endpoint({
    method: 'POST',
    path: '/api/interventions/notify-interventions-agent',
    summary:
      "Prévient l'agent (e-mail et notification) des interventions qui lui sont confiées ou modifiées.",
    tag: TAG,
    ...notifyInterventionsShape,
  }),
  createInterventionAvis: endpoint({
    method: 'POST',
    path: '/api/intervention-avis',
    summary: 'Le client note une intervention terminée (une fois) de 1 à 5, avec un commentaire.',
    tag: TAG,
    body: z.strictObject({
      intervention_id: idSchema,
      note: z.number().int().min(1).max(5),
      commentaire: optionalText(2000),
    }),
    response: interventionAvisSchema,
    envelope: 'datas',
    access: rolesOnly([ROLE.CLIENT], 'intervention'),
    status: 201,
  }),
  getInterventionAvis: endpoint({
    method: 'GET',
    path: '/api/intervention-avis/{id}',
    summary: "L'avis laissé sur une intervention (id de l'intervention), ou null.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: interventionAvisSchema.nullable(),
    envelope: 'data',
    access: interventionReaders,
  }),
  listAgentAvis: endpoint({
    method: 'GET',
    path: '/api/intervention-avis/agent/{id}',
    summary:
      "Note moyenne et avis d'un agent (20 par page, les plus récents d'abord) : note, commentaire, jour et service de chaque avis, sans rien qui désigne le client.",
    tag: TAG,
    params: { id: 'encrypted' },
    query: pageQuerySchema,
    response: z.object({
      candidat_id: idSchema,
      /** Over every review of the agent, not only this page. */
      note_moyenne: z.number().min(0).max(5).nullable(),
      /** Every review of the agent: the total of the pages. */
      nb_avis: z.number().int().min(0),
      page: z.number().int().min(1),
      limit: z.number().int().min(1),
      // Any signed-in user reads this: nothing that identifies another client (issue 9, point 13).
      avis: z.array(
        z
          .object({
            note: z.number().int().min(1).max(5),
            commentaire: z.string().nullable(),
            /** The Paris day the review was left, 'YYYY-MM-DD'. */
            date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
            client_besoin_skill_id: skillIdSchema,
          })
          .strict(),
      ),
    }),
    envelope: 'data',
    access: signedIn(),
  }),
};
