import {
  CONVERSATION_KINDS,
  CONVERSATION_SUBJECT_MAX_LENGTH,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_MAX_LENGTH,
  PUSH_TOPICS,
} from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateTimeSchema,
  idSchema,
  optionalText,
  pageQuerySchema,
  paginated,
  text,
} from '../common.ts';
import { endpoint, signedIn } from '../endpoint.ts';
import { documentSchema } from '../entities.ts';

/*
 * The project's own calls for issue 13 (docs/messagerie.md, docs/push.md): messaging between a
 * client or an agent and the agency, the notifications screen's extra calls, and push devices.
 * Every caller is signed in; the services check that the caller takes part in the conversation
 * (a customer: its own client or agent file; an operator: the conversation's kind is one of its
 * roles', MESSAGERIE_AGENCY_ROLES).
 */

const TAG = 'Messagerie';
const PUSH_TAG = 'Notifications';

export const conversationKindSchema = z.enum(CONVERSATION_KINDS);

/** Who wrote a message, as the reader sees it. */
export const conversationMessageAuthorSchema = z.object({
  user_id: idSchema.nullable(),
  /** « Maisonnée » for the agency side when the reader is a customer, else the person's name. */
  nom: z.string(),
  /** True when the author is on the agency's side. */
  is_agence: z.boolean(),
});

export const conversationMessageSchema = z.object({
  id: idSchema,
  conversation_id: idSchema,
  auteur: conversationMessageAuthorSchema,
  /** True when the reader wrote it. */
  is_mine: z.boolean(),
  body: z.string(),
  /** The attached file, read through the documents module's file links. */
  piece_jointe: documentSchema.nullable(),
  created_at: dateTimeSchema,
});
export type MessageDto = z.infer<typeof conversationMessageSchema>;

export const conversationSchema = z.object({
  id: idSchema,
  kind: conversationKindSchema,
  subject: z.string().nullable(),
  client_id: idSchema.nullable(),
  candidat_id: idSchema.nullable(),
  mission_id: idSchema.nullable(),
  /** The client's or agent's name for the agency; « Maisonnée » for the customer. */
  interlocuteur: z.string(),
  dernier_message: z
    .object({ body: z.string(), created_at: dateTimeSchema, is_mine: z.boolean() })
    .nullable(),
  /** Messages from the other side the reader has not read. */
  non_lus: z.number().int().min(0),
  last_message_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type ConversationDto = z.infer<typeof conversationSchema>;

export const conversationDetailSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first; the newest page unless `before` was given. */
  messages: z.array(conversationMessageSchema),
  /** Older messages exist before the first one returned. */
  has_more: z.boolean(),
});

export const unreadCountsSchema = z.object({
  /** Conversations with at least one unread message. */
  conversations: z.number().int().min(0),
  messages: z.number().int().min(0),
});

const messageBodySchema = text(MESSAGE_MAX_LENGTH);

const optionalIdField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

export const messagerieProjectEndpoints = {
  listConversations: endpoint({
    method: 'GET',
    path: '/api/messagerie/conversations',
    summary:
      "Conversations de l'appelant, les plus récentes d'abord, avec le nombre de messages non lus ; pour l'agence, filtrables.",
    tag: TAG,
    query: pageQuerySchema.extend({
      kind: conversationKindSchema.optional(),
      non_lues: z
        .enum(['true', 'false'])
        .optional()
        .transform((value) => value === 'true'),
      q: optionalText(100).optional(),
      client_id: optionalIdField,
      candidat_id: optionalIdField,
    }),
    response: paginated(conversationSchema),
    envelope: 'data',
    access: signedIn(),
  }),
  createConversation: endpoint({
    method: 'POST',
    path: '/api/messagerie/conversations',
    summary:
      "Ouvre une conversation avec l'agence (client, agent) ou, pour l'agence, avec un client ou un agent, avec un premier message.",
    tag: TAG,
    body: z.strictObject({
      subject: optionalText(CONVERSATION_SUBJECT_MAX_LENGTH).optional(),
      mission_id: idSchema.nullish(),
      /** Agency only: the client or the agent to write to (exactly one). */
      client_id: idSchema.nullish(),
      candidat_id: idSchema.nullish(),
      body: messageBodySchema,
    }),
    response: conversationDetailSchema,
    envelope: 'data',
    access: signedIn(),
    status: 201,
  }),
  getConversation: endpoint({
    method: 'GET',
    path: '/api/messagerie/conversations/{id}',
    summary: 'Une conversation et ses messages (50 par page, `before` pour les plus anciens).',
    tag: TAG,
    params: { id: 'encrypted' },
    query: z.strictObject({
      before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    }),
    response: conversationDetailSchema,
    envelope: 'data',
    access: signedIn(),
  }),
  postMessage: endpoint({
    method: 'POST',
    path: '/api/messagerie/conversations/{id}/messages',
    summary:
      'Écrit un message dans une conversation, avec une pièce jointe facultative (PDF, JPEG, PNG, 10 Mo).',
    tag: TAG,
    params: { id: 'encrypted' },
    multipart: {
      fileField: 'piece_jointe',
      required: false,
      accept: MESSAGE_ATTACHMENT_TYPES,
      maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
    },
    body: z.strictObject({ body: messageBodySchema }),
    response: conversationMessageSchema,
    envelope: 'data',
    access: signedIn(),
    status: 201,
  }),
  markConversationRead: endpoint({
    method: 'POST',
    path: '/api/messagerie/conversations/{id}/read',
    summary: "Marque comme lus les messages d'une conversation pour l'appelant.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: unreadCountsSchema,
    envelope: 'data',
    access: signedIn(),
  }),
  getMessagerieUnread: endpoint({
    method: 'GET',
    path: '/api/messagerie/unread',
    summary: "Nombre de conversations et de messages non lus de l'appelant.",
    tag: TAG,
    response: unreadCountsSchema,
    envelope: 'data',
    access: signedIn(),
  }),
};

export const notificationsProjectEndpoints = {
  readAllNotifications: endpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: "Marque comme lues toutes les notifications de l'appelant.",
    tag: PUSH_TAG,
    response: z.object({ updated: z.number().int().min(0) }),
    envelope: 'data',
    access: signedIn(),
  }),
  countUnreadNotifications: endpoint({
    method: 'GET',
    path: '/api/notifications/unread-count',
    summary:
      "Nombre de notifications non lues de l'appelant (celles dont la date de fin n'est pas passée).",
    tag: PUSH_TAG,
    response: z.object({ non_lues: z.number().int().min(0) }),
    envelope: 'data',
    access: signedIn(),
  }),
  getPushConfig: endpoint({
    method: 'GET',
    path: '/api/push/config',
    summary:
      "Clé publique VAPID pour s'abonner aux notifications push du navigateur, sujets disponibles et version de l'application.",
    tag: PUSH_TAG,
    response: z.object({
      vapid_public_key: z.string(),
      topics: z.array(z.enum(PUSH_TOPICS)),
      app_version: z.string(),
    }),
    envelope: 'data',
    access: signedIn(),
  }),
  savePushSubscription: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions',
    summary:
      "Enregistre l'abonnement Web Push de ce navigateur (adresse du service push et clés), ou le renouvelle.",
    tag: PUSH_TAG,
    body: z.strictObject({
      endpoint: z.url({ message: 'Adresse du service push invalide.' }).max(2000),
      keys: z.strictObject({
        p256dh: z.string().trim().min(1).max(200),
        auth: z.string().trim().min(1).max(100),
      }),
      app_version: z
        .string()
        .trim()
        .regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/, 'Version x.y.z attendue.'),
      topics: z
        .array(z.enum(PUSH_TOPICS))
        .max(PUSH_TOPICS.length)
        .default([...PUSH_TOPICS]),
    }),
    // No id: an endpoint another account holds is not saved for the caller, and the answer must
    // not tell it apart from a saved one (docs/security.md, issue 22).
    response: z.object({ topics: z.array(z.enum(PUSH_TOPICS)) }),
    envelope: 'data',
    access: signedIn(),
    status: 201,
  }),
  deletePushSubscription: endpoint({
    method: 'POST',
    path: '/api/push/subscriptions/delete',
    summary: "Retire l'abonnement push de ce navigateur ou de cet appareil (à la déconnexion).",
    tag: PUSH_TAG,
    body: z.strictObject({ endpoint: z.string().trim().min(1).max(4096) }),
    /** Always true: none of the caller's subscriptions is left at this endpoint. */
    response: z.object({ deleted: z.boolean() }),
    envelope: 'data',
    access: signedIn(),
  }),
};
