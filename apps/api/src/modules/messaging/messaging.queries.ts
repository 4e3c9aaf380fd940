import { BACK_OFFICE_ROLES, type ConversationKind } from '@maisonnee/domain';
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelectBase, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { document_types, documents } from '../../db/schema/documents.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { conversation_participants, conversations, messages } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import { DOCUMENT_DTO_COLUMNS } from '../../lib/document-columns.ts';

/*
 * Data access for messaging (docs/messagerie.md): the only code that writes `conversations`,
 * `conversation_participants` and `messages`. A reader's view of a page of conversations (names,
 * last message, unread count) is one statement: the unread count is a correlated count and the
 * last message a lateral join, never one query per row.
 */

type Conn = Db | Tx;

/** Who reads: their user id, the kinds they answer for the agency, their own client or agent file. */
export interface Reader {
  userId: number;
  /** Conversation kinds handled for the agency (conversationKindsOf(roles)); empty for customers. */
  kinds: readonly ConversationKind[];
  clientId: number | null;
  candidatId: number | null;
}

const BACK_OFFICE_ARRAY = sql.raw(`ARRAY[${BACK_OFFICE_ROLES.join(',')}]::int[]`);

/** True for a message written on the agency's side (an operator, or the system: no sender). */
const senderIsAgency = (rolesColumn: SQL) =>
  sql`coalesce(${rolesColumn} && ${BACK_OFFICE_ARRAY}, true)`;

/** The conversations a reader takes part in: the kinds they answer, their client's, their own. */
export function visibleTo(reader: Reader): SQL {
  const conditions: SQL[] = [];
  if (reader.kinds.length > 0) conditions.push(inArray(conversations.kind, [...reader.kinds]));
  if (reader.clientId !== null)
    conditions.push(
      and(eq(conversations.kind, 'client'), eq(conversations.client_id, reader.clientId))!,
    );
  if (reader.candidatId !== null)
    conditions.push(
      and(eq(conversations.kind, 'agent'), eq(conversations.candidat_id, reader.candidatId))!,
    );
  return conditions.length > 0 ? or(...conditions)! : sql`false`;
}

/** True when the reader is on the agency's side of this conversation. */
function readerIsAgency(reader: Reader): SQL {
  return reader.kinds.length > 0 ? inArray(conversations.kind, [...reader.kinds]) : sql`false`;
}

/**
 * Messages of the conversation from the other side than the reader's, written after the
 * reader's last read (all of them when the reader never opened it).
 */
function unreadCount(reader: Reader): SQL<number> {
  return sql<number>`(select count(*)::int from ${messages} um
    left join ${users} us on us.id = um.sender_user_id
    where um.conversation_id = ${conversations.id} and um.deleted_at is null
      and ${senderIsAgency(sql`us.roles_ids`)} <> (${readerIsAgency(reader)})
      and (${conversation_participants.last_read_at} is null
        or um.created_at > ${conversation_participants.last_read_at}))`;
}

export interface ConversationFilters {
  id?: number;
  kind?: ConversationKind;
  nonLues?: boolean;
  q?: string | null;
  clientId?: number;
  candidatId?: number;
}

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterConditions(reader: Reader, filters: ConversationFilters): SQL[] {
  const conditions: SQL[] = [visibleTo(reader)];
  if (filters.id !== undefined) conditions.push(eq(conversations.id, filters.id));
  if (filters.kind) conditions.push(eq(conversations.kind, filters.kind));
  if (filters.clientId !== undefined)
    conditions.push(eq(conversations.client_id, filters.clientId));
  if (filters.candidatId !== undefined)
    conditions.push(eq(conversations.candidat_id, filters.candidatId));
  if (filters.nonLues) conditions.push(sql`${unreadCount(reader)} > 0`);
  if (filters.q) {
    const like = contains(filters.q);
    conditions.push(
      or(
        ilike(clients.nom, like),
        ilike(clients.prenom, like),
        ilike(candidats.nom, like),
        ilike(candidats.prenom, like),
        ilike(sql`coalesce(${clients.prenom}, '') || ' ' || ${clients.nom}`, like),
        ilike(sql`coalesce(${candidats.prenom}, '') || ' ' || ${candidats.nom}`, like),
        ilike(conversations.subject, like),
      )!,
    );
  }
  return conditions;
}

type ReaderConversations<TSelection extends SelectedFields> = PgSelectBase<
  'conversations',
  TSelection,
  'partial',
  {
    conversations: 'not-null';
    clients: 'nullable';
    candidats: 'nullable';
    conversation_participants: 'nullable';
  }
>;

/**
 * `fields` over the conversations, each with its client's or agent's names and the reader's own
 * participant row (their `last_read_at`): the joins every reader's view starts from (a page, its
 * count, the unread totals), so that the filters and the unread count read the same columns in
 * all of them. A left join on a primary key adds no row, and PostgreSQL drops the name joins
 * where nothing reads them.
 */
function selectReaderConversations<TSelection extends SelectedFields>(
  conn: Conn,
  reader: Reader,
  fields: TSelection,
): ReaderConversations<TSelection> {
  // Drizzle cannot type a chain of joins over a generic selection: the chain is built over the
  // plain SelectedFields, and its type restated for the caller's fields (the same row type
  // Drizzle infers for a concrete selection: the names and the participant's columns nullable).
  const selection: SelectedFields = fields;
  const query = conn
    .select(selection)
    .from(conversations)
    .leftJoin(clients, eq(clients.id, conversations.client_id))
    .leftJoin(candidats, eq(candidats.id, conversations.candidat_id))
    .leftJoin(
      conversation_participants,
      and(
        eq(conversation_participants.conversation_id, conversations.id),
        eq(conversation_participants.user_id, reader.userId),
      ),
    );
  return query as unknown as ReaderConversations<TSelection>;
}

/**
 * A page of the reader's conversations, newest activity first, each with its interlocutor's
 * names, its last message and the reader's unread count; `total` counts every match.
 */
export async function selectConversationViews(
  conn: Conn,
  reader: Reader,
  filters: ConversationFilters,
  page: { limit: number; offset: number },
) {
  const last = conn
    .select({
      body: messages.body,
      created_at: messages.created_at,
      sender_user_id: messages.sender_user_id,
    })
    .from(messages)
    .where(and(eq(messages.conversation_id, conversations.id), isNull(messages.deleted_at)))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_message');
  return selectReaderConversations(conn, reader, {
    id: conversations.id,
    kind: conversations.kind,
    subject: conversations.subject,
    client_id: conversations.client_id,
    candidat_id: conversations.candidat_id,
    mission_id: conversations.mission_id,
    last_message_at: conversations.last_message_at,
    created_at: conversations.created_at,
    client_nom: clients.nom,
    client_prenom: clients.prenom,
    candidat_nom: candidats.nom,
    candidat_prenom: candidats.prenom,
    last_body: last.body,
    last_created_at: last.created_at,
    last_sender_user_id: last.sender_user_id,
    non_lus: unreadCount(reader),
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
    .leftJoinLateral(last, sql`true`)
    .where(and(...filterConditions(reader, filters)))
    .orderBy(
      sql`coalesce(${conversations.last_message_at}, ${conversations.created_at}) desc`,
      desc(conversations.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export type ConversationViewRow = Awaited<ReturnType<typeof selectConversationViews>>[number];

/** How many conversations match, for a page past the last one (the window count is then absent). */
export async function countConversations(
  conn: Conn,
  reader: Reader,
  filters: ConversationFilters,
): Promise<number> {
  const [row] = await selectReaderConversations(conn, reader, {
    count: sql<number>`count(*)::int`,
  }).where(and(...filterConditions(reader, filters)));
  return row?.count ?? 0;
}

/** A conversation's own columns (no reader's view): to check access before anything else. */
export async function findConversation(conn: Conn, id: number) {
  const [row] = await conn.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}

const sender = alias(users, 'sender');

/**
 * The newest `limit` messages of a conversation before message `before` (all when absent), newest
 * first, with their author and their attachment's document (type label included).
 */
export function selectMessages(
  conn: Conn,
  conversationId: number,
  options: { before?: number; limit: number },
) {
  return conn
    .select({
      id: messages.id,
      conversation_id: messages.conversation_id,
      sender_user_id: messages.sender_user_id,
      body: messages.body,
      created_at: messages.created_at,
      sender_prenom: sender.prenom,
      sender_nom: sender.nom,
      sender_name: sender.name,
      sender_is_agency: sql<boolean>`${senderIsAgency(sql`${sender.roles_ids}`)}`,
      document: {
        ...DOCUMENT_DTO_COLUMNS,
        typeLabel: document_types.label,
        createdAt: documents.created_at,
      },
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.sender_user_id))
    .leftJoin(documents, eq(documents.id, messages.document_id))
    .leftJoin(document_types, eq(document_types.id, documents.document_type_id))
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        isNull(messages.deleted_at),
        options.before !== undefined ? lt(messages.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(options.limit);
}

export type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

/** The reader's unread conversations and messages, over every conversation they take part in. */
export async function unreadTotals(conn: Conn, reader: Reader) {
  const perConversation = selectReaderConversations(conn, reader, {
    n: unreadCount(reader).as('n'),
  })
    .where(visibleTo(reader))
    .as('per_conversation');
  const [row] = await conn
    .select({
      conversations: sql<number>`count(*) filter (where ${perConversation.n} > 0)::int`,
      messages: sql<number>`coalesce(sum(${perConversation.n}), 0)::int`,
    })
    .from(perConversation);
  return { conversations: row?.conversations ?? 0, messages: row?.messages ?? 0 };
}

export async function insertConversation(
  tx: Tx,
  values: {
    kind: ConversationKind;
    subject: string | null;
    clientId: number | null;
    candidatId: number | null;
    missionId: number | null;
    createdByUserId: number;
    /** Only the demo seed dates its conversations in the past; otherwise the database's now. */
    createdAt?: Date;
    lastMessageAt?: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(conversations)
    .values({
      kind: values.kind,
      subject: values.subject,
      client_id: values.clientId,
      candidat_id: values.candidatId,
      mission_id: values.missionId,
      created_by_user_id: values.createdByUserId,
      created_at: values.createdAt,
      last_message_at: values.lastMessageAt,
    })
    .returning({ id: conversations.id });
  return row!.id;
}

/**
 * Writes a message and moves the conversation's last activity to it; returns its id and the
 * instant the database gave it (the sender's read state moves to that instant).
 */
export async function insertMessage(
  tx: Tx,
  values: { conversationId: number; senderUserId: number; body: string; documentId: number | null },
): Promise<{ id: number; created_at: Date }> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversation_id: values.conversationId,
      sender_user_id: values.senderUserId,
      body: values.body,
      document_id: values.documentId,
    })
    .returning({ id: messages.id, created_at: messages.created_at });
  await tx
    .update(conversations)
    .set({ last_message_at: row!.created_at, updated_at: sql`now()` })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

/**
 * Upserts the user's participant row with `last_read_at` (the database's now when not given).
 * Never moves it back: a late request does not make read messages unread again.
 */
export async function markRead(
  conn: Conn,
  conversationId: number,
  userId: number,
  at?: Date,
): Promise<void> {
  const instant = at ?? sql`now()`;
  await conn
    .insert(conversation_participants)
    .values({ conversation_id: conversationId, user_id: userId, last_read_at: instant as Date })
    .onConflictDoUpdate({
      target: [conversation_participants.conversation_id, conversation_participants.user_id],
      set: {
        last_read_at: sql`greatest(${conversation_participants.last_read_at}, excluded.last_read_at)`,
      },
    });
}

/** The client's name, or undefined when there is no such client file. */
export async function findClientName(conn: Conn, clientId: number) {
  const [row] = await conn
    .select({ nom: clients.nom, prenom: clients.prenom, is_active: clients.is_active })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row;
}

/** The agent's name, or undefined when there is no such candidate file. */
export async function findCandidatName(conn: Conn, candidatId: number) {
  const [row] = await conn
    .select({ nom: candidats.nom, prenom: candidats.prenom })
    .from(candidats)
    .where(eq(candidats.id, candidatId))
    .limit(1);
  return row;
}

/** True when the mission is the client's. */
export async function missionOfClient(conn: Conn, missionId: number, clientId: number) {
  const [row] = await conn
    .select({ id: missions.id })
    .from(missions)
    .where(and(eq(missions.id, missionId), eq(missions.client_id, clientId)))
    .limit(1);
  return row !== undefined;
}

/** True when the agent works on the mission: one of its weekly slots or interventions is theirs. */
export async function missionOfAgent(conn: Conn, missionId: number, candidatId: number) {
  const [row] = await conn
    .select({ id: missions.id })
    .from(missions)
    .where(
      and(
        eq(missions.id, missionId),
        or(
          sql`exists (select 1 from ${horaires_recurents} where ${horaires_recurents.mission_id} = ${missions.id} and ${horaires_recurents.candidat_id} = ${candidatId})`,
          sql`exists (select 1 from ${interventions} where ${interventions.mission_id} = ${missions.id} and ${interventions.candidat_id} = ${candidatId})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Active accounts of the conversation's customer side: the client's users, or the agent's. */
export async function customerUserIds(
  conn: Conn,
  side: { clientId: number | null; candidatId: number | null },
): Promise<number[]> {
  const match =
    side.clientId !== null
      ? eq(users.client_id, side.clientId)
      : side.candidatId !== null
        ? eq(users.candidat_id, side.candidatId)
        : undefined;
  if (!match) return [];
  const rows = await conn
    .select({ id: users.id })
    .from(users)
    .where(and(match, eq(users.is_active, true)));
  return rows.map((row) => row.id);
}
