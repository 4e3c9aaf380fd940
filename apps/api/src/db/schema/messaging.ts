import { index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { CONVERSATION_KINDS } from '@maisonnee/domain';
import { candidats } from './candidat-profile.ts';
import { clients } from './clients.ts';
import { createdAt, indexesOn, oneOfCheck, timestamps, timestamptz } from './columns.ts';
import { missions } from './devis-missions.ts';
import { documents } from './documents.ts';
import { users } from './users.ts';

/** Message threads between users (client or agent and the back office). */
export const conversations = pgTable(
  'conversations',
  {
    id: serial().primaryKey(),
    /** Who the agency talks to: a client ('client', client_id set) or an agent ('agent', candidat_id set). */
    kind: text({ enum: CONVERSATION_KINDS }).notNull().default('client'),
    subject: varchar({ length: 255 }),
    /** What the thread is about, for the back office. */
    client_id: integer().references(() => clients.id, { onDelete: 'set null' }),
    candidat_id: integer().references(() => candidats.id, { onDelete: 'set null' }),
    mission_id: integer().references(() => missions.id, { onDelete: 'set null' }),
    created_by_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    last_message_at: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    ...indexesOn(t.client_id, t.candidat_id, t.mission_id, t.created_by_user_id, t.last_message_at),
    index('conversations_kind_last_message_at_idx').on(t.kind, t.last_message_at),
    oneOfCheck('conversations_kind_check', t.kind, CONVERSATION_KINDS),
  ],
);

export const conversation_participants = pgTable(
  'conversation_participants',
  {
    conversation_id: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Messages created after this instant are unread for the participant. */
    last_read_at: timestamptz(),
    joined_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversation_id, t.user_id] }), ...indexesOn(t.user_id)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    conversation_id: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for a message written by the system. */
    sender_user_id: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    /** The attached file, stored by the documents module in the client's or agent's folder. */
    document_id: integer().references(() => documents.id, { onDelete: 'set null' }),
    edited_at: timestamptz(),
    deleted_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [
    index('messages_conversation_id_idx').on(t.conversation_id, t.created_at),
    ...indexesOn(t.sender_user_id, t.document_id),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type ConversationParticipant = typeof conversation_participants.$inferSelect;
export type Message = typeof messages.$inferSelect;
