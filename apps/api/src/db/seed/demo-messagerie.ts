import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { insertConversation } from '../../modules/messaging/messaging.queries.ts';
import { conversation_participants, conversations, messages } from '../schema/messaging.ts';

/*
 * Demo conversations (docs/messagerie.md): the demo client with the agency about her weekly
 * mission (three messages, all read), and the demo agent with the agency (two messages, the
 * agent's last one not yet read by the operator). Idempotent: the subject and the client or agent
 * file are the natural key, so a second run adds nothing.
 */

const HOUR_MS = 60 * 60 * 1000;

export const DEMO_CONVERSATION_SUBJECTS = {
  client: 'Clés pour mardi prochain',
  agent: 'Attestation employeur',
} as const;

export interface DemoMessage {
  from: 'customer' | 'agency';
  body: string;
  /** Hours before the seed. */
  hoursAgo: number;
}

export interface DemoMessagerieIds {
  now: Date;
  clientId: number;
  clientUserId: number;
  candidatId: number;
  agentUserId: number;
  operateurUserId: number;
  missionId: number;
}

/** One demo conversation with its messages and both sides' reads; nothing when it exists. */
export async function ensureDemoConversation(
  tx: Tx,
  now: Date,
  values: {
    kind: 'client' | 'agent';
    subject: string;
    clientId: number | null;
    candidatId: number | null;
    missionId: number | null;
    customerUserId: number;
    operateurUserId: number;
    thread: readonly DemoMessage[];
    /** The operator has read up to this message (index in `thread`; -1: none). */
    operatorReadUpTo: number;
    /** The client or agent has read up to this message (index in `thread`, -1: none); all by default. */
    customerReadUpTo?: number;
  },
) {
  const owner =
    values.kind === 'client'
      ? eq(conversations.client_id, values.clientId!)
      : eq(conversations.candidat_id, values.candidatId!);
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.subject, values.subject), owner))
    .limit(1);
  if (existing) return;

  const at = (message: DemoMessage) => new Date(now.getTime() - message.hoursAgo * HOUR_MS);
  const readUpTo = (index: number) => (index < 0 ? null : at(values.thread[index]!));
  const first = values.thread[0]!;
  const last = values.thread[values.thread.length - 1]!;
  const conversationId = await insertConversation(tx, {
    kind: values.kind,
    subject: values.subject,
    clientId: values.clientId,
    candidatId: values.candidatId,
    missionId: values.missionId,
    createdByUserId: first.from === 'customer' ? values.customerUserId : values.operateurUserId,
    lastMessageAt: at(last),
    createdAt: at(first),
  });
  await tx.insert(messages).values(
    values.thread.map((message) => ({
      conversation_id: conversationId,
      sender_user_id: message.from === 'customer' ? values.customerUserId : values.operateurUserId,
      body: message.body,
      created_at: at(message),
    })),
  );
  await tx.insert(conversation_participants).values([
    {
      conversation_id: conversationId,
      user_id: values.customerUserId,
      last_read_at: readUpTo(values.customerReadUpTo ?? values.thread.length - 1),
    },
    {
      conversation_id: conversationId,
      user_id: values.operateurUserId,
      last_read_at: readUpTo(values.operatorReadUpTo),
    },
  ]);
}

/** The two demo conversations (see above). */
export async function ensureDemoMessagerie(tx: Tx, ids: DemoMessagerieIds): Promise<void> {
  await ensureDemoConversation(tx, ids.now, {
    kind: 'client',
    subject: DEMO_CONVERSATION_SUBJECTS.client,
    clientId: ids.clientId,
    candidatId: null,
    missionId: ids.missionId,
    customerUserId: ids.clientUserId,
    operateurUserId: ids.operateurUserId,
    thread: [
      {
        from: 'customer',
        body: 'Bonjour, je serai absente mardi prochain. Karim pourra-t-il récupérer les clés chez la gardienne ?',
        hoursAgo: 50,
      },
      {
        from: 'agency',
        body: 'Bonjour Madame Martin, c’est noté : nous prévenons Karim. La gardienne est-elle là dès 9 h ?',
        hoursAgo: 48,
      },
      { from: 'customer', body: 'Oui, elle est là dès 8 h 30. Merci beaucoup !', hoursAgo: 30 },
    ],
    operatorReadUpTo: 2,
  });
  await ensureDemoConversation(tx, ids.now, {
    kind: 'agent',
    subject: DEMO_CONVERSATION_SUBJECTS.agent,
    clientId: null,
    candidatId: ids.candidatId,
    missionId: null,
    customerUserId: ids.agentUserId,
    operateurUserId: ids.operateurUserId,
    thread: [
      {
        from: 'agency',
        body: 'Bonjour Karim, votre attestation employeur est prête : nous pouvons vous l’envoyer ici en PDF.',
        hoursAgo: 72,
      },
      { from: 'customer', body: 'Bonjour, oui volontiers, en PDF. Merci !', hoursAgo: 3 },
    ],
    operatorReadUpTo: 0,
  });
}
