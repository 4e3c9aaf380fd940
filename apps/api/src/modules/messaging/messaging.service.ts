import type { ConversationDto, Document as DocumentDto, MessageDto } from '@maisonnee/contract';
import {
  CONVERSATIONS_PAGE_SIZE,
  DOCUMENT_TYPE,
  encryptId,
  MESSAGERIE_AGENCY_ROLES,
  MESSAGES_PAGE_SIZE,
  REALTIME_EVENT,
  ROLE,
  conversationKindsOf,
  type ConversationKind,
} from '@maisonnee/domain';
import type { Storage } from '../../adapters/storage/disk-storage.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { publishAfterSuccess } from '../../lib/event-scope.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { documentDto } from '../documents/document-dto.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import { NOTIFICATION_MESSAGES, notify } from '../notifications/notifications.service.ts';
import * as q from './messaging.queries.ts';

/*
 * Messaging (docs/messagerie.md): a conversation links one client or one agent with the agency,
 * optionally about a mission. A customer takes part in the conversations of its own client or
 * agent file; an operator in every conversation of the kinds its roles handle
 * (MESSAGERIE_AGENCY_ROLES). Anyone else gets 403 (404 when the conversation does not exist:
 * path ids are encrypted, so existence is not guessed). Each person keeps their own read state.
 */

/** The agency as a customer sees it. */
export const AGENCY_NAME = 'Maisonnée';
/** Characters of a message shown in its notification. */
export const NOTIFICATION_EXCERPT_LENGTH = 120;
/** Title of an attachment in the documents of the client's or agent's file. */
const ATTACHMENT_LABEL = 'Pièce jointe de la messagerie';

export interface MessagingServiceDeps {
  db: Db;
  storage: Storage;
  idSecret: string;
}

export interface ListQuery {
  page: number;
  kind?: ConversationKind;
  non_lues?: boolean;
  q?: string | null;
  client_id?: number;
  candidat_id?: number;
}

export interface CreateBody {
  subject?: string | null;
  mission_id?: number | null;
  client_id?: number | null;
  candidat_id?: number | null;
  body: string;
}

type ConversationRow = NonNullable<Awaited<ReturnType<typeof q.findConversation>>>;

/** The caller as a reader of conversations. */
export function readerOf(auth: AuthContext): q.Reader {
  return {
    userId: auth.userId,
    kinds: conversationKindsOf(auth.roles),
    clientId: auth.roles.includes(ROLE.CLIENT) ? auth.clientId : null,
    candidatId: auth.roles.includes(ROLE.AGENT) ? auth.candidatId : null,
  };
}

const isAgencyFor = (reader: q.Reader, kind: ConversationKind) => reader.kinds.includes(kind);

function takesPart(reader: q.Reader, conversation: ConversationRow): boolean {
  if (isAgencyFor(reader, conversation.kind)) return true;
  if (conversation.kind === 'client')
    return reader.clientId !== null && conversation.client_id === reader.clientId;
  return reader.candidatId !== null && conversation.candidat_id === reader.candidatId;
}

const personName = (prenom: string | null | undefined, nom: string | null | undefined) =>
  [prenom, nom]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The first characters of a message, on one line, for a notification. */
export function excerpt(body: string, length = NOTIFICATION_EXCERPT_LENGTH): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1).trimEnd()}…` : line;
}

function toConversationDto(row: q.ConversationViewRow, reader: q.Reader): ConversationDto {
  const interlocuteur = isAgencyFor(reader, row.kind)
    ? row.kind === 'client'
      ? personName(row.client_prenom, row.client_nom) || 'Client supprimé'
      : personName(row.candidat_prenom, row.candidat_nom) || 'Agent supprimé'
    : AGENCY_NAME;
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    client_id: row.client_id,
    candidat_id: row.candidat_id,
    mission_id: row.mission_id,
    interlocuteur,
    dernier_message:
      row.last_body !== null && row.last_created_at !== null
        ? {
            body: row.last_body,
            created_at: new Date(row.last_created_at).toISOString(),
            is_mine: row.last_sender_user_id === reader.userId,
          }
        : null,
    non_lus: Number(row.non_lus),
    last_message_at: row.last_message_at ? row.last_message_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** The attachment as the contract's document (null when the message has none). */
function toDocumentDto(document: q.MessageRow['document']): DocumentDto | null {
  if (
    !document ||
    document.id === null ||
    document.documentTypeId === null ||
    document.filename === null ||
    document.mimeType === null ||
    document.sizeBytes === null ||
    document.createdAt === null
  ) {
    return null;
  }
  return documentDto(
    {
      ...document,
      id: document.id,
      documentTypeId: document.documentTypeId,
      filename: document.filename,
      mimeType: document.mimeType,
      sizeBytes: document.sizeBytes,
      createdAt: document.createdAt,
    },
    { typeLabel: document.typeLabel },
  );
}

/**
 * Who wrote a message as the reader sees it: for a customer the agency's people are
 * « Léa — Maisonnée » (their first name only); for the agency, everyone's real name.
 */
function authorName(row: q.MessageRow, readerIsAgency: boolean): string {
  if (row.sender_user_id === null) return AGENCY_NAME;
  if (row.sender_is_agency && !readerIsAgency) {
    const prenom = row.sender_prenom?.trim();
    return prenom ? `${prenom} — ${AGENCY_NAME}` : AGENCY_NAME;
  }
  return personName(row.sender_prenom, row.sender_nom) || row.sender_name || 'Utilisateur';
}

function toMessageDto(row: q.MessageRow, reader: q.Reader, kind: ConversationKind): MessageDto {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    auteur: {
      user_id: row.sender_user_id,
      nom: authorName(row, isAgencyFor(reader, kind)),
      is_agence: row.sender_is_agency,
    },
    is_mine: row.sender_user_id === reader.userId,
    body: row.body,
    piece_jointe: toDocumentDto(row.document),
    created_at: row.created_at.toISOString(),
  };
}

export function createMessagingService(deps: MessagingServiceDeps) {
  const { db, idSecret } = deps;
  const documents = createDocumentsService({ db, storage: deps.storage });

  /** The conversation, when the reader takes part in it (404 when missing, 403 otherwise). */
  async function loadFor(reader: q.Reader, id: number): Promise<ConversationRow> {
    const conversation = await q.findConversation(db, id);
    if (!conversation) throw notFound('Conversation introuvable.');
    if (!takesPart(reader, conversation))
      throw forbidden('Vous ne participez pas à cette conversation.');
    return conversation;
  }

  async function view(reader: q.Reader, id: number): Promise<ConversationDto> {
    const [row] = await q.selectConversationViews(db, reader, { id }, { limit: 1, offset: 0 });
    if (!row) throw notFound('Conversation introuvable.');
    return toConversationDto(row, reader);
  }

  async function detail(reader: q.Reader, conversation: ConversationRow, before?: number) {
    const [dto, rows] = await Promise.all([
      view(reader, conversation.id),
      q.selectMessages(db, conversation.id, { before, limit: MESSAGES_PAGE_SIZE + 1 }),
    ]);
    const hasMore = rows.length > MESSAGES_PAGE_SIZE;
    const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
    return {
      conversation: dto,
      messages: page.map((row) => toMessageDto(row, reader, conversation.kind)),
      has_more: hasMore,
    };
  }

  /** The customer side's name (client or agent file), for the agency's notification. */
  async function customerName(
    conn: Db | Tx,
    conversation: Pick<ConversationRow, 'client_id' | 'candidat_id'>,
  ) {
    if (conversation.client_id !== null) {
      const client = await q.findClientName(conn, conversation.client_id);
      return personName(client?.prenom, client?.nom) || 'un client';
    }
    if (conversation.candidat_id !== null) {
      const candidat = await q.findCandidatName(conn, conversation.candidat_id);
      return personName(candidat?.prenom, candidat?.nom) || 'un agent';
    }
    return 'un client';
  }

  /**
   * Writes the message in `tx`, moves the sender's read state to it, notifies the other side and
   * queues the realtime event (sent once the transaction is saved).
   */
  async function writeMessage(
    tx: Tx,
    reader: q.Reader,
    conversation: ConversationRow,
    body: string,
    documentId: number | null,
  ) {
    const message = await q.insertMessage(tx, {
      conversationId: conversation.id,
      senderUserId: reader.userId,
      body,
      documentId,
    });
    await q.markRead(tx, conversation.id, reader.userId, message.created_at);
    const fromAgency = isAgencyFor(reader, conversation.kind);
    const agencyRoles = MESSAGERIE_AGENCY_ROLES[conversation.kind];
    if (fromAgency) {
      await notify(
        tx,
        conversation.kind === 'client'
          ? { clientId: conversation.client_id }
          : { candidatId: conversation.candidat_id },
        NOTIFICATION_MESSAGES.messagerie.nouveauMessage({
          de: AGENCY_NAME,
          extrait: excerpt(body),
          landingPage: `/messagerie/${encryptId(conversation.id, idSecret)}`,
          missionId: conversation.mission_id,
          clientId: conversation.client_id,
        }),
      );
    } else {
      await notify(
        tx,
        { plannerRoles: agencyRoles },
        NOTIFICATION_MESSAGES.messagerie.nouveauMessage({
          de: await customerName(tx, conversation),
          extrait: excerpt(body),
          landingPage: `/admin/messagerie/${conversation.id}`,
          missionId: conversation.mission_id,
          clientId: conversation.client_id,
        }),
      );
    }
    publishAfterSuccess(
      {
        userIds: await q.customerUserIds(tx, {
          clientId: conversation.kind === 'client' ? conversation.client_id : null,
          candidatId: conversation.kind === 'agent' ? conversation.candidat_id : null,
        }),
        roles: agencyRoles,
      },
      {
        type: REALTIME_EVENT.MESSAGE,
        data: { conversation_id: conversation.id, message_id: message.id },
      },
    );
    return message;
  }

  /** Checks the mission of a new conversation: the client's, or one the agent works on. */
  async function assertMission(
    missionId: number,
    side: { kind: ConversationKind; clientId: number | null; candidatId: number | null },
  ) {
    const ok =
      side.kind === 'client'
        ? await q.missionOfClient(db, missionId, side.clientId!)
        : await q.missionOfAgent(db, missionId, side.candidatId!);
    if (!ok) {
      throw notFound(
        side.kind === 'client'
          ? 'Mission introuvable pour ce client.'
          : "Mission introuvable parmi celles de l'agent.",
      );
    }
  }

  /** Kind and file of a new conversation, from the caller's side and the body. */
  async function newConversationSide(reader: q.Reader, body: CreateBody) {
    if (reader.kinds.length > 0) {
      const clientId = body.client_id ?? null;
      const candidatId = body.candidat_id ?? null;
      if ((clientId === null) === (candidatId === null)) {
        const message = 'Choisissez un client ou un agent (un seul) à qui écrire.';
        throw validationFailed({ client_id: message, candidat_id: message }, message);
      }
      const kind: ConversationKind = clientId !== null ? 'client' : 'agent';
      if (!reader.kinds.includes(kind)) {
        throw forbidden(
          kind === 'client'
            ? 'Votre rôle ne traite pas les conversations avec les clients.'
            : 'Votre rôle ne traite pas les conversations avec les agents.',
        );
      }
      if (clientId !== null && !(await q.findClientName(db, clientId)))
        throw notFound('Client introuvable.');
      if (candidatId !== null && !(await q.findCandidatName(db, candidatId)))
        throw notFound('Agent introuvable.');
      return { kind, clientId, candidatId };
    }
    const own =
      reader.clientId !== null
        ? { kind: 'client' as const, clientId: reader.clientId, candidatId: null }
        : reader.candidatId !== null
          ? { kind: 'agent' as const, clientId: null, candidatId: reader.candidatId }
          : null;
    if (!own) {
      throw forbidden(
        "Votre compte n'est rattaché à aucun dossier client ou agent : la messagerie n'est pas disponible.",
      );
    }
    const otherClient = body.client_id != null && body.client_id !== own.clientId;
    const otherAgent = body.candidat_id != null && body.candidat_id !== own.candidatId;
    if (otherClient || otherAgent) {
      throw forbidden("Vous ne pouvez écrire qu'à l'agence, pour votre propre dossier.");
    }
    return own;
  }

  return {
    /** `listConversations`: the caller's conversations, newest activity first. */
    async list(auth: AuthContext, query: ListQuery) {
      const reader = readerOf(auth);
      const filters: q.ConversationFilters = {
        kind: query.kind,
        nonLues: query.non_lues,
        q: query.q ?? null,
        clientId: query.client_id,
        candidatId: query.candidat_id,
      };
      const limit = CONVERSATIONS_PAGE_SIZE;
      const rows = await q.selectConversationViews(db, reader, filters, {
        limit,
        offset: (query.page - 1) * limit,
      });
      const total =
        rows.length > 0 ? Number(rows[0]!.total) : await q.countConversations(db, reader, filters);
      return {
        items: rows.map((row) => toConversationDto(row, reader)),
        page: query.page,
        limit,
        total,
      };
    },

    /** `createConversation`: a new conversation with its first message. */
    async create(auth: AuthContext, body: CreateBody) {
      const reader = readerOf(auth);
      const side = await newConversationSide(reader, body);
      if (body.mission_id != null) await assertMission(body.mission_id, side);
      const id = await db.transaction(async (tx) => {
        const conversationId = await q.insertConversation(tx, {
          kind: side.kind,
          subject: body.subject ?? null,
          clientId: side.clientId,
          candidatId: side.candidatId,
          missionId: body.mission_id ?? null,
          createdByUserId: reader.userId,
        });
        const conversation = await q.findConversation(tx, conversationId);
        await writeMessage(tx, reader, conversation!, body.body, null);
        return conversationId;
      });
      const conversation = await q.findConversation(db, id);
      return detail(reader, conversation!);
    },

    /** `getConversation`: the conversation and a page of its messages, oldest first. */
    async get(auth: AuthContext, id: number, before?: number) {
      const reader = readerOf(auth);
      const conversation = await loadFor(reader, id);
      return detail(reader, conversation, before);
    },

    /**
     * `postMessage`: a message, with an optional attachment stored by the documents module as an
     * "other document" of the client's or agent's file. The bytes, the document row, the message
     * and the conversation's last activity are saved together or not at all.
     */
    async post(auth: AuthContext, id: number, body: string, file: UploadedFile | null) {
      const reader = readerOf(auth);
      const conversation = await loadFor(reader, id);
      let messageId: number;
      if (file) {
        const { result } = await documents.storeUpload(
          {
            file,
            documentTypeId: DOCUMENT_TYPE.AUTRE,
            owner:
              conversation.kind === 'client'
                ? { clientId: conversation.client_id }
                : { candidatId: conversation.candidat_id },
            uploadedByUserId: reader.userId,
            libelle: ATTACHMENT_LABEL,
          },
          async (tx, document) => {
            const message = await writeMessage(tx, reader, conversation, body, document.id);
            return message.id;
          },
        );
        messageId = result;
      } else {
        messageId = await db.transaction(
          async (tx) => (await writeMessage(tx, reader, conversation, body, null)).id,
        );
      }
      const [row] = await q.selectMessages(db, conversation.id, {
        before: messageId + 1,
        limit: 1,
      });
      if (!row || row.id !== messageId) throw new AppError('INTERNAL', 'Message introuvable.');
      return toMessageDto(row, reader, conversation.kind);
    },

    /** `markConversationRead`: the caller has read everything up to now; returns the new counts. */
    async markRead(auth: AuthContext, id: number) {
      const reader = readerOf(auth);
      const conversation = await loadFor(reader, id);
      await q.markRead(db, conversation.id, reader.userId);
      publishAfterSuccess(
        { userIds: [reader.userId] },
        { type: REALTIME_EVENT.READ, data: { conversation_id: conversation.id } },
      );
      return q.unreadTotals(db, reader);
    },

    /** `getMessagerieUnread`: the caller's unread conversations and messages. */
    unread(auth: AuthContext) {
      return q.unreadTotals(db, readerOf(auth));
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
