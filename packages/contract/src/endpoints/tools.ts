import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateTimeSchema,
  idSchema,
  messageSchema,
  optionalText,
  pageQuerySchema,
  text,
} from '../common.ts';
import { endpoint, rolesOnly, signedIn } from '../endpoint.ts';
import { notificationSchema, notifTypeSchema } from '../entities.ts';
import { optionalPhoneSchema } from '../inputs.ts';

const TAG = 'Alertes, formulaires, journaux, outils, notifications';

/** Logging calls only record; they answer 202 and never fail the caller on a storage problem. */
const loggedSchema = z.object({ logged: z.literal(true) });

/** Free event properties: at most 20 keys, short scalar values. */
const eventDataSchema = z
  .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= 20, { message: '20 propriétés au plus.' });

const platformSchema = z.enum(['web', 'android', 'ios']);

/** Notifications per page by default; a list can grow without end, so it is always paged. */
export const NOTIFICATIONS_PAGE_SIZE = 30;

/** `?page=` and `?limit=` of the notifications list (at most 100 per page). */
const notificationsPageQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});

export const toolsEndpoints = {
  clientAskRecall: endpoint({
    method: 'POST',
    path: '/api/alerte/client-ask-recall',
    summary: "Le client demande à être rappelé : un e-mail part à l'équipe commerciale.",
    tag: TAG,
    body: z.strictObject({
      client_id: idSchema,
      motif: optionalText(1000),
      /** Where to call if not the client's usual number. */
      telephone: optionalPhoneSchema,
      /** When the client prefers to be called, in its words ("mardi matin"). */
      disponibilite: optionalText(200),
    }),
    response: messageSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT], 'client'),
  }),
  alerteNoAgentDispo: endpoint({
    method: 'POST',
    path: '/api/alerte/no-agent-dispo/{missionId}',
    summary:
      "Signale qu'aucun agent n'est disponible pour une mission : une tâche du cockpit commercial (créneaux sans agent), une notification et un e-mail à l'équipe recrutement.",
    tag: TAG,
    params: { missionId: 'encrypted' },
    body: z.strictObject({ commentaire: optionalText(1000) }).optional(),
    response: messageSchema,
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.COMMERCIAL, ROLE.CLIENT], 'mission'),
  }),
  formulaireVue: endpoint({
    method: 'POST',
    path: '/api/formulaire/vue',
    summary: 'Compte une ouverture du formulaire de besoin (statistique commerciale).',
    tag: TAG,
    body: z.strictObject({ date: dateTimeSchema }),
    response: loggedSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT]),
    status: 202,
  }),
  formulaireAjout: endpoint({
    method: 'POST',
    path: '/api/formulaire/ajout',
    summary:
      'Compte un besoin ajouté par un client depuis le formulaire (statistique commerciale).',
    tag: TAG,
    body: z.strictObject({ date: dateTimeSchema, client_id: idSchema }),
    response: loggedSchema,
    envelope: 'data',
    access: rolesOnly([ROLE.CLIENT], 'client'),
    status: 202,
  }),
  geolocByAdresse: endpoint({
    method: 'GET',
    path: '/api/tools/geoloc-by-adresse-api-gouv/{address}',
    summary:
      "Géocode une adresse par la Base Adresse Nationale (null si introuvable ou si le géocodage n'est pas configuré).",
    tag: TAG,
    params: { address: 'text' },
    response: z
      .object({
        label: z.string(),
        adresse: z.string(),
        codep: z.string(),
        ville: z.string(),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        /** Match quality between 0 and 1. */
        score: z.number().min(0).max(1),
      })
      .nullable(),
    envelope: 'data',
    access: signedIn(),
  }),
  logSession: endpoint({
    method: 'POST',
    path: '/api/log/session',
    summary: "Journalise l'ouverture d'une session de l'application (plateforme, version).",
    tag: TAG,
    body: z.strictObject({
      started_at: dateTimeSchema,
      platform: platformSchema,
      app_version: z
        .string()
        .trim()
        .regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, 'Version x.y.z attendue.'),
      is_native: z.boolean().default(false),
    }),
    response: loggedSchema,
    envelope: 'data',
    access: signedIn(),
    status: 202,
  }),
  logVisitedPage: endpoint({
    method: 'POST',
    path: '/api/log/visited-page',
    summary: "Journalise une page visitée dans l'application.",
    tag: TAG,
    body: z.strictObject({
      page: text(200),
      visited_at: dateTimeSchema,
    }),
    response: loggedSchema,
    envelope: 'data',
    access: signedIn(),
    status: 202,
  }),
  logEvent: endpoint({
    method: 'POST',
    path: '/api/log/event',
    summary: "Journalise un événement de l'application (nom et propriétés).",
    tag: TAG,
    body: z.strictObject({
      name: text(100),
      occurred_at: dateTimeSchema,
      data: eventDataSchema.optional(),
    }),
    response: loggedSchema,
    envelope: 'data',
    access: signedIn(),
    status: 202,
  }),
  listUserNotifications: endpoint({
    method: 'GET',
    path: '/api/notifications/user/{userId}',
    summary:
      "Notifications d'un utilisateur, les plus récentes d'abord, par pages (`?page=`, `?limit=` : 30 par défaut, 100 au plus), avec les types de notification, le nombre total et `has_more`.",
    tag: TAG,
    params: { userId: 'encrypted' },
    query: notificationsPageQuerySchema,
    response: z.array(notificationSchema),
    envelope: 'datas',
    extraEnvelope: {
      notifTypes: z.array(notifTypeSchema),
      page: z.number().int().min(1),
      limit: z.number().int().min(1),
      total: z.number().int().min(0),
      has_more: z.boolean(),
    },
    access: signedIn('user'),
  }),
  readNotification: endpoint({
    method: 'GET',
    path: '/api/notifications/{id}/read',
    summary: 'Marque une notification comme lue.',
    tag: TAG,
    params: { id: 'encrypted' },
    response: notificationSchema,
    envelope: 'data',
    access: signedIn('notification'),
  }),
};
