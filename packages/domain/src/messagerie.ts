import { ROLE, type RoleId } from './roles.ts';

/*
 * Messaging (issue 13): a conversation links one client or one agent with the agency, optionally
 * about a mission. The agency side is not one person: the operators of the roles below see every
 * conversation of their kind and answer it; each person keeps their own read state.
 */

/** Who the agency talks to in a conversation. */
export const CONVERSATION_KINDS = ['client', 'agent'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** Back-office roles that see and answer each kind of conversation. */
export const MESSAGERIE_AGENCY_ROLES: Readonly<Record<ConversationKind, readonly RoleId[]>> =
  Object.freeze({
    client: Object.freeze([ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL, ROLE.COMPTABILITE]),
    agent: Object.freeze([ROLE.ADMINISTRATEUR, ROLE.RECRUTEMENT]),
  });

/** The conversation kinds a back-office user with these roles handles (empty for customers). */
export function conversationKindsOf(roles: readonly number[]): ConversationKind[] {
  return CONVERSATION_KINDS.filter((kind) =>
    MESSAGERIE_AGENCY_ROLES[kind].some((role) => roles.includes(role)),
  );
}

/** Longest message, in characters (a 100 KB message is refused with a French 400). */
export const MESSAGE_MAX_LENGTH = 5000;
/** Longest conversation subject, in characters. */
export const CONVERSATION_SUBJECT_MAX_LENGTH = 150;
/** Messages returned per page of a conversation (newest page first, then `before`). */
export const MESSAGES_PAGE_SIZE = 50;
/** Conversations per page of the list. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Attachment types and size: what a phone photographs or scans. */
export const MESSAGE_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
