import { MESSAGES_PAGE_SIZE, NOTIF_TYPE, decryptIntId } from '@maisonnee/domain';
import { count, eq, sql } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema/documents.ts';
import { conversations, messages } from '../src/db/schema/messaging.ts';
import {
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  multipartBody,
  notificationsOf,
  PDF,
  PNG,
  requestsOn,
  type AgentAccount,
  type ClientAccount,
  type OperatorAccount,
} from './fixtures-missions.ts';
import { bearer, buildTestApp, encrypted, type TestApp } from './helper.ts';
import { openStream, type OpenStream } from './realtime-client.ts';

// The messaging calls (docs/messagerie.md): who takes part, read state, attachments, events.

let t: TestApp;
let baseUrl: string;
const streams: OpenStream[] = [];
const { post, get } = requestsOn(() => t);

let clientA: ClientAccount;
let clientB: ClientAccount;
let agent: AgentAccount;
let admin: OperatorAccount;
let commercial: OperatorAccount;
let recrutement: OperatorAccount;
let comptabilite: OperatorAccount;

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  clientA = await createClientAccount(t);
  clientB = await createClientAccount(t);
  agent = await createAgentAccount(t, { prenom: 'Karim' });
  admin = await createOperator(t, [1]);
  commercial = await createOperator(t, [3]);
  recrutement = await createOperator(t, [2]);
  comptabilite = await createOperator(t, [4]);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const BASE = '/api/messagerie/conversations';
const url = (id: number, tail = '') => `${BASE}/${encrypted(t, id)}${tail}`;

function sendMessage(
  token: string,
  id: number,
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
) {
  const { payload, headers } = multipartBody(fields, file, 'piece_jointe');
  return t.app.inject({
    method: 'POST',
    url: url(id, '/messages'),
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

async function createAsClient(account: ClientAccount, body = 'Bonjour, une question.') {
  const response = await post(BASE, account.token, { subject: 'Question', body });
  expect(response.statusCode).toBe(201);
  return response.json().data as {
    conversation: { id: number; non_lus: number; interlocuteur: string };
    messages: { body: string; is_mine: boolean; auteur: { nom: string; is_agence: boolean } }[];
  };
}

async function unread(token: string) {
  const response = await get('/api/messagerie/unread', token);
  expect(response.statusCode).toBe(200);
  return response.json().data as { conversations: number; messages: number };
}

async function tableCounts() {
  const db = t.database.db;
  const [c] = await db.select({ n: count() }).from(conversations);
  const [m] = await db.select({ n: count() }).from(messages);
  const [d] = await db.select({ n: count() }).from(documents);
  return { conversations: c!.n, messages: m!.n, documents: d!.n };
}

const listItems = async (token: string, query = '') => {
  const response = await get(`${BASE}${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    items: { id: number; non_lus: number; interlocuteur: string; dernier_message: unknown }[];
    total: number;
  };
};

describe('a client writes to the agency', () => {
  it('opens a conversation: the client sees « Maisonnée », the agency its unread message', async () => {
    // A client of its own: its unread counts and notifications are only this test's.
    const client = await createClientAccount(t);
    const { conversation, messages: thread } = await createAsClient(client, 'Bonjour !');
    expect(conversation.interlocuteur).toBe('Maisonnée');
    expect(conversation.non_lus).toBe(0);
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({ body: 'Bonjour !', is_mine: true });
    expect(thread[0]!.auteur.is_agence).toBe(false);
    expect(await unread(client.token)).toEqual({ conversations: 0, messages: 0 });

    const seen = (await listItems(commercial.token)).items.find((c) => c.id === conversation.id);
    expect(seen).toMatchObject({ non_lus: 1, interlocuteur: expect.stringContaining('Durand') });
    expect((await unread(commercial.token)).messages).toBeGreaterThanOrEqual(1);

    // The agency roles of client conversations are notified; recruitment is not.
    for (const operator of [admin, commercial, comptabilite]) {
      const rows = (await notificationsOf(t, operator.userId)).filter(
        (row) => row.landing_page === `/admin/messagerie/${conversation.id}`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        notification_type_id: NOTIF_TYPE.MESSAGE,
        body: 'Bonjour !',
      });
    }
    // Only this conversation: other tests' agent conversations do notify recruitment.
    const recruiterRows = await notificationsOf(t, recrutement.userId);
    expect(
      recruiterRows.some((row) => row.landing_page === `/admin/messagerie/${conversation.id}`),
    ).toBe(false);
  });

  it('answers, reads and counts from both sides, each with its own read state', async () => {
    const client = await createClientAccount(t);
    const { conversation } = await createAsClient(client);
    const before = await unread(commercial.token);

    const answer = await sendMessage(commercial.token, conversation.id, {
      body: 'Bonjour, nous regardons cela.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ is_mine: true, piece_jointe: null });
    // Answering moved the operator's own read state: this conversation is read for them.
    const after = await unread(commercial.token);
    expect(after.messages).toBe(before.messages - 1);
    // Another operator of the same kind still has the client's message unread.
    const adminView = (await listItems(admin.token)).items.find((c) => c.id === conversation.id);
    expect(adminView?.non_lus).toBe(1);

    // The client sees the answer unread, from « <first name> — Maisonnée ».
    expect(await unread(client.token)).toEqual({ conversations: 1, messages: 1 });
    const thread = await get(url(conversation.id), client.token);
    expect(thread.statusCode).toBe(200);
    const data = thread.json().data;
    expect(data.conversation.non_lus).toBe(1);
    expect(data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Bonjour, une question.',
      'Bonjour, nous regardons cela.',
    ]);
    expect(data.messages[1].auteur.is_agence).toBe(true);
    expect(data.messages[1].auteur.nom).toMatch(/^Alice\d+ — Maisonnée$/);
    // The operator reads real names.
    const asAgency = (await get(url(conversation.id), admin.token)).json().data;
    expect(asAgency.messages[0].auteur.nom).toMatch(/^Alice\d+ Durand$/);

    // The client was notified, with the thread (encrypted id) as landing page.
    const notified = (await notificationsOf(t, client.userId)).filter(
      (row) => row.notification_type_id === NOTIF_TYPE.MESSAGE,
    );
    expect(notified).toHaveLength(1);
    expect(notified[0]!.title).toBe('Nouveau message de Maisonnée');
    const landing = notified[0]!.landing_page!;
    expect(landing).toMatch(/^\/messagerie\//);
    expect(decryptIntId(landing.slice('/messagerie/'.length), t.config.idSecret)).toBe(
      conversation.id,
    );

    const read = await post(url(conversation.id, '/read'), client.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ conversations: 0, messages: 0 });
    expect(await unread(client.token)).toEqual({ conversations: 0, messages: 0 });
  });
});

describe('who takes part', () => {
  let clientConversation: number;
  let agentConversation: number;
  beforeAll(async () => {
    clientConversation = (await createAsClient(clientA)).conversation.id;
    const response = await post(BASE, agent.token, { body: 'Bonjour, question planning.' });
    expect(response.statusCode).toBe(201);
    agentConversation = response.json().data.conversation.id;
  });

  it('lets the client, the commercial team, accounting and administration read a client conversation', async () => {
    for (const account of [clientA, commercial, comptabilite, admin]) {
      expect((await get(url(clientConversation), account.token)).statusCode).toBe(200);
    }
  });

  it('refuses another client, the agent and recruitment with a French 403, and writes nothing', async () => {
    const counts = await tableCounts();
    for (const account of [clientB, agent, recrutement]) {
      const read = await get(url(clientConversation), account.token);
      expect(read.statusCode).toBe(403);
      expect(read.json().error).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Vous ne participez pas à cette conversation.',
      });
      expect(
        (await sendMessage(account.token, clientConversation, { body: 'Hop' })).statusCode,
      ).toBe(403);
      expect((await post(url(clientConversation, '/read'), account.token)).statusCode).toBe(403);
    }
    expect(await tableCounts()).toEqual(counts);
    // Nor does the conversation appear in their lists.
    for (const account of [clientB, agent, recrutement]) {
      const ids = (await listItems(account.token)).items.map((c) => c.id);
      expect(ids).not.toContain(clientConversation);
    }
  });

  it('gives agent conversations to recruitment and administration, not to the commercial team', async () => {
    for (const account of [agent, recrutement, admin]) {
      expect((await get(url(agentConversation), account.token)).statusCode).toBe(200);
    }
    for (const account of [commercial, comptabilite, clientA]) {
      expect((await get(url(agentConversation), account.token)).statusCode).toBe(403);
    }
    const recruiterList = await listItems(recrutement.token, '?kind=agent');
    const item = recruiterList.items.find((c) => c.id === agentConversation);
    expect(item?.interlocuteur).toBe('Karim Benali');
    expect((await listItems(commercial.token)).items.map((c) => c.id)).not.toContain(
      agentConversation,
    );
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const response = await get(url(2_000_000_000), admin.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Conversation introuvable.');
  });
});

describe('opening a conversation: who and about what', () => {
  it('lets an operator write to a client or an agent, exactly one, of a kind it handles', async () => {
    const counts = await tableCounts();
    const none = await post(BASE, commercial.token, { body: 'Bonjour' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(
      'Choisissez un client ou un agent (un seul) à qui écrire.',
    );
    const both = await post(BASE, admin.token, {
      body: 'Bonjour',
      client_id: clientA.clientId,
      candidat_id: agent.candidatId,
    });
    expect(both.statusCode).toBe(400);
    const wrongKind = await post(BASE, recrutement.token, {
      body: 'Bonjour',
      client_id: clientA.clientId,
    });
    expect(wrongKind.statusCode).toBe(403);
    expect(wrongKind.json().error.message).toMatch(/clients/);
    const unknownClient = await post(BASE, commercial.token, {
      body: 'Bonjour',
      client_id: 2_000_000_000,
    });
    expect(unknownClient.statusCode).toBe(404);
    expect(await tableCounts()).toEqual(counts);

    const ok = await post(BASE, commercial.token, {
      body: 'Votre devis est prêt.',
      client_id: clientB.clientId,
    });
    expect(ok.statusCode).toBe(201);
    const { conversation } = ok.json().data;
    expect(conversation).toMatchObject({ kind: 'client', client_id: clientB.clientId });
    expect(conversation.interlocuteur).toMatch(/Durand/);
    const seenByClient = (await listItems(clientB.token)).items.find(
      (c) => c.id === conversation.id,
    );
    expect(seenByClient).toMatchObject({ non_lus: 1, interlocuteur: 'Maisonnée' });
  });

  it('refuses a customer writing for another file, and a mission that is not theirs', async () => {
    const counts = await tableCounts();
    const otherClient = await post(BASE, clientA.token, {
      body: 'Bonjour',
      client_id: clientB.clientId,
    });
    expect(otherClient.statusCode).toBe(403);
    const { missionId: missionOfB } = await createMission(t, { client_id: clientB.clientId });
    const foreignMission = await post(BASE, clientA.token, {
      body: 'Bonjour',
      mission_id: missionOfB,
    });
    expect(foreignMission.statusCode).toBe(404);
    expect(foreignMission.json().error.message).toBe('Mission introuvable pour ce client.');
    const agentForeign = await post(BASE, agent.token, { body: 'Bonjour', mission_id: missionOfB });
    expect(agentForeign.statusCode).toBe(404);
    expect(await tableCounts()).toEqual(counts);

    const { missionId: missionOfA } = await createMission(t, { client_id: clientA.clientId });
    const ok = await post(BASE, clientA.token, {
      body: 'À propos de ma mission',
      mission_id: missionOfA,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.conversation.mission_id).toBe(missionOfA);
    const { missionId: agentMission } = await createMission(
      t,
      { client_id: clientB.clientId },
      {
        horaires: [
          { day: 2, start_time: '09:00', end_time: '12:00', candidat_id: agent.candidatId },
        ],
      },
    );
    const agentOk = await post(BASE, agent.token, { body: 'Question', mission_id: agentMission });
    expect(agentOk.statusCode).toBe(201);
  });
});

describe('what a message may be', () => {
  let conversationId: number;
  beforeAll(async () => {
    conversationId = (await createAsClient(clientA)).conversation.id;
  });

  /** The files stored for attachments (none before a test stored the first one). */
  const attachmentFiles = () =>
    readdir(join(t.config.dataDir, 'uploads', 'autres')).catch(() => []);

  /** Client A sends `file` with a message in its conversation, whatever the answer. */
  const clientASendsFile = (body: string, file: { name: string; type: string; content: Buffer }) =>
    sendMessage(clientA.token, conversationId, { body }, file);

  /** Sends a message with a file in the conversation (201) and answers its attachment. */
  async function sentAttachment(
    token: string,
    conversation: number,
    body: string,
    file: { name: string; type: string; content: Buffer },
  ) {
    const sent = await sendMessage(token, conversation, { body }, file);
    expect(sent.statusCode).toBe(201);
    return sent.json().data.piece_jointe;
  }

  /** The file a documents link opens for the holder of `token` (link and file both 200). */
  async function servedThroughLink(linkQuery: string, token: string) {
    const link = await get(`/api/documents/link?${linkQuery}`, token);
    expect(link.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: link.json().data.url });
    expect(served.statusCode).toBe(200);
    return served;
  }

  it('refuses an empty, a too long and a 100 KB message with a French 400, saving nothing', async () => {
    const counts = await tableCounts();
    for (const body of ['', '   ', 'a'.repeat(5001), 'é'.repeat(100 * 1024)]) {
      const response = await sendMessage(clientA.token, conversationId, { body });
      expect(response.statusCode, `${body.length} characters`).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.fields.body).toMatch(/obligatoire|5000 caractères au plus/);
    }
    const json = await post(BASE, clientA.token, { body: 'x'.repeat(100 * 1024) });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields.body).toBe('5000 caractères au plus.');
    expect(await tableCounts()).toEqual(counts);
  });

  it('refuses a JSON body (the call is multipart) and notifies the first 120 characters only', async () => {
    const json = await post(url(conversationId, '/messages'), clientA.token, { body: 'Bonjour' });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toMatch(/multipart\/form-data/);

    const long = `${'Bonjour, '.repeat(40)}fin`;
    const sent = await sendMessage(clientA.token, conversationId, { body: long });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.body).toBe(long);
    const [row] = (await notificationsOf(t, commercial.userId))
      .filter((n) => n.landing_page === `/admin/messagerie/${conversationId}`)
      .sort((a, b) => b.id - a.id);
    expect(row!.body!.length).toBe(120);
    expect(row!.body!.endsWith('…')).toBe(true);
    expect(long.startsWith(row!.body!.slice(0, 100))).toBe(true);
    expect(row!.title).toMatch(/^Nouveau message de Alice\d+ Durand$/);
  });

  it('refuses an attachment of the wrong type (415) or too big (413), saving nothing', async () => {
    const counts = await tableCounts();
    const files = await attachmentFiles();
    const html = await clientASendsFile('Voici le fichier', {
      name: 'page.pdf',
      type: 'application/pdf',
      content: Buffer.from('<html>bonjour</html>'),
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().error.message).toBe(
      "Ce fichier n'est pas accepté : envoyez un PDF, JPEG ou PNG.",
    );
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await clientASendsFile('Voici le fichier', {
      name: 'gros.pdf',
      type: 'application/pdf',
      content: big,
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await tableCounts()).toEqual(counts);
    expect(await attachmentFiles()).toEqual(files);
  });

  it('stores a PDF in the client file, which the agency opens through a file link', async () => {
    const attachment = await sentAttachment(clientA.token, conversationId, 'Mon attestation', {
      name: 'attestation.pdf',
      type: 'application/pdf',
      content: PDF,
    });
    expect(attachment).toMatchObject({
      document_type_id: 8,
      client_id: clientA.clientId,
      candidat_id: null,
      original_name: 'attestation.pdf',
      mime_type: 'application/pdf',
    });
    // The agency reads it in the thread and opens it with the documents module's links.
    const thread = (await get(url(conversationId), commercial.token)).json().data;
    const last = thread.messages.at(-1);
    expect(last.piece_jointe.filename).toBe(attachment.filename);
    const linkQuery = `document_type_id=8&filename=${attachment.filename}&is_download=false`;
    const served = await servedThroughLink(linkQuery, commercial.token);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // Another client may not.
    expect((await get(`/api/documents/link?${linkQuery}`, clientB.token)).statusCode).toBe(403);
  });

  it('files an agency attachment in the agent file, which the agent opens', async () => {
    const created = await post(BASE, recrutement.token, {
      body: 'Votre planning',
      candidat_id: agent.candidatId,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.conversation.id;
    const attachment = await sentAttachment(recrutement.token, id, 'Le voici en image', {
      name: 'planning.png',
      type: 'image/png',
      content: PNG,
    });
    expect(attachment).toMatchObject({
      document_type_id: 8,
      candidat_id: agent.candidatId,
      client_id: null,
      mime_type: 'image/png',
    });
    const linkQuery = `document_type_id=8&filename=${attachment.filename}&is_download=true`;
    const served = await servedThroughLink(linkQuery, agent.token);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get(`/api/documents/link?${linkQuery}`, clientA.token)).statusCode).toBe(403);
  });

  it('saves nothing, file included, when the database refuses the message', async () => {
    const db = t.database.db;
    await db.execute(sql`create or replace function messaging_test_refuse() returns trigger
      language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await db.execute(sql`create trigger messaging_test_refuse before insert on messages
      for each row execute function messaging_test_refuse()`);
    try {
      const counts = await tableCounts();
      // No directory yet when no test stored an attachment before this one.
      const files = await attachmentFiles();
      const response = await clientASendsFile('Avec pièce jointe', {
        name: 'scan.pdf',
        type: 'application/pdf',
        content: PDF,
      });
      expect(response.statusCode).toBe(500);
      expect(await tableCounts()).toEqual(counts);
      expect(await attachmentFiles()).toEqual(files);
    } finally {
      await db.execute(sql`drop trigger messaging_test_refuse on messages`);
    }
  });
});

describe('pages of messages', () => {
  it('returns the newest page oldest first, then older ones with `before`', async () => {
    const { conversation } = await createAsClient(clientB, 'message 0');
    const db = t.database.db;
    const total = MESSAGES_PAGE_SIZE + 5;
    for (let i = 1; i < total; i += 1) {
      await db.insert(messages).values({
        conversation_id: conversation.id,
        sender_user_id: clientB.userId,
        body: `message ${i}`,
      });
    }
    const first = (await get(url(conversation.id), clientB.token)).json().data;
    expect(first.has_more).toBe(true);
    expect(first.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(first.messages[0].body).toBe('message 5');
    expect(first.messages.at(-1).body).toBe(`message ${total - 1}`);
    const older = await get(url(conversation.id, `?before=${first.messages[0].id}`), clientB.token);
    expect(older.statusCode).toBe(200);
    expect(older.json().data.has_more).toBe(false);
    expect(older.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'message 0',
      'message 1',
      'message 2',
      'message 3',
      'message 4',
    ]);
  });

  it('pages and filters the agency list', async () => {
    const fresh = await createClientAccount(t);
    const { conversation } = await createAsClient(fresh, 'Je cherche quelqu’un le mardi');
    const [row] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    expect(row?.last_message_at).not.toBeNull();
    const byClient = await listItems(commercial.token, `?client_id=${fresh.clientId}`);
    expect(byClient.items.map((c) => c.id)).toEqual([conversation.id]);
    expect(byClient.total).toBe(1);
    const name = byClient.items[0]!.interlocuteur;
    const byName = await listItems(commercial.token, `?q=${encodeURIComponent(name)}`);
    expect(byName.items.map((c) => c.id)).toEqual([conversation.id]);
    expect((await listItems(commercial.token, '?q=personne%25_inconnue')).items).toEqual([]);
    const unreadOnly = await listItems(commercial.token, '?non_lues=true');
    expect(unreadOnly.items.every((c) => c.non_lus > 0)).toBe(true);
    expect(unreadOnly.items.map((c) => c.id)).toContain(conversation.id);
    // Newest activity first.
    expect((await listItems(commercial.token)).items[0]!.id).toBe(conversation.id);
    const far = await listItems(commercial.token, '?page=500');
    expect(far.items).toEqual([]);
    expect(far.total).toBeGreaterThanOrEqual(1);
  });
});

describe('realtime', () => {
  it('tells the other side a message arrived, and the reader alone that it read', async () => {
    const { conversation } = await createAsClient(clientA);
    const clientStream = await openStream(baseUrl, clientA.token);
    const agencyStream = await openStream(baseUrl, comptabilite.token);
    const recruiterStream = await openStream(baseUrl, recrutement.token);
    streams.push(clientStream, agencyStream, recruiterStream);
    for (const stream of [clientStream, agencyStream, recruiterStream])
      await stream.waitFor((e) => e.event === 'ready', 'ready');

    const sent = await sendMessage(commercial.token, conversation.id, { body: 'Réponse' });
    expect(sent.statusCode).toBe(201);
    const messageId = sent.json().data.id;
    const isThisMessage = (e: { event: string; data: unknown }) =>
      e.event === 'message' && (e.data as { message_id: number }).message_id === messageId;
    await clientStream.waitFor(isThisMessage, 'message to the client');
    await agencyStream.waitFor(isThisMessage, 'message to accounting');
    await clientStream.waitFor((e) => e.event === 'notification', 'notification');

    expect((await post(url(conversation.id, '/read'), clientA.token)).statusCode).toBe(200);
    await clientStream.waitFor(
      (e) =>
        e.event === 'read' &&
        (e.data as { conversation_id?: number }).conversation_id === conversation.id,
      'read',
    );
    // Recruitment handles no client conversation: it heard nothing of this one.
    expect(recruiterStream.events.some(isThisMessage)).toBe(false);
  });
});
