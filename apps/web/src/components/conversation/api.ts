import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../lib/api-client.ts';
import { messagerieKeys, type MessagerieUnread } from '../../lib/messagerie-unread.ts';
import { callMultipart } from '../../lib/multipart.ts';
import { encryptPathId } from '../../lib/path-id.ts';

/*
 * The messaging calls both screens make (the customers' /messagerie and the operators'
 * /admin/messagerie). Query keys live in lib/messagerie-unread.ts, shared with the header badge.
 */

export type ConversationsPage = ResponseOf<'listConversations'>;
export type Conversation = ConversationsPage['items'][number];
export type ConversationDetail = ResponseOf<'getConversation'>;
export type Message = ConversationDetail['messages'][number];
export type CreateConversationInput = BodyOf<'createConversation'>;

/** The filters of the conversation list (operators only use more than `page`). */
export interface ConversationFilters {
  page?: number;
  kind?: 'client' | 'agent';
  non_lues?: boolean;
  q?: string;
}

const listRoute: Route<'listConversations'> = {
  name: 'listConversations',
  method: 'GET',
  path: '/api/messagerie/conversations',
  envelope: 'data',
};
const createRoute: Route<'createConversation'> = {
  name: 'createConversation',
  method: 'POST',
  path: '/api/messagerie/conversations',
  envelope: 'data',
};
const getRoute: Route<'getConversation'> = {
  name: 'getConversation',
  method: 'GET',
  path: '/api/messagerie/conversations/{id}',
  envelope: 'data',
};
const postRoute: Route<'postMessage'> = {
  name: 'postMessage',
  method: 'POST',
  path: '/api/messagerie/conversations/{id}/messages',
  envelope: 'data',
};
const readRoute: Route<'markConversationRead'> = {
  name: 'markConversationRead',
  method: 'POST',
  path: '/api/messagerie/conversations/{id}/read',
  envelope: 'data',
};

/** GET /api/messagerie/conversations: the caller's conversations, newest first. */
export function listConversations(filters: ConversationFilters = {}): Promise<ConversationsPage> {
  return callEndpoint(listRoute, {
    query: {
      page: filters.page ?? 1,
      kind: filters.kind,
      non_lues: filters.non_lues ? 'true' : undefined,
      q: filters.q?.trim() || undefined,
    },
  });
}

export function useConversations(filters: ConversationFilters = {}) {
  return useQuery({
    queryKey: messagerieKeys.list({ ...filters }),
    queryFn: () => listConversations(filters),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/messagerie/conversations/{id}: the newest messages, or those before `before`. */
export function getConversation(id: number, before?: number): Promise<ConversationDetail> {
  return callEndpoint(getRoute, {
    params: { id: encryptPathId(id) },
    query: { before },
  });
}

/**
 * One conversation, page by page: the first page holds the newest messages, each next page the
 * older ones (`before` the oldest shown). A refetch asks every page again, from the newest.
 */
export function useConversationThread(id: number | null) {
  return useInfiniteQuery({
    queryKey: messagerieKeys.thread(id ?? 0),
    queryFn: ({ pageParam }) => getConversation(id ?? 0, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) =>
      page.has_more && page.messages[0] ? page.messages[0].id : undefined,
    enabled: id !== null,
  });
}

/** The messages of every loaded page, oldest first, each once. */
export function threadMessages(pages: readonly ConversationDetail[] | undefined): Message[] {
  const seen = new Set<number>();
  const messages: Message[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export interface PostMessageInput {
  body: string;
  file: File | null;
}

/** POST …/{id}/messages (multipart: the `body` field and the optional `piece_jointe` file). */
export async function postMessage(
  conversationId: number,
  { body, file }: PostMessageInput,
): Promise<ResponseOf<'postMessage'>> {
  const form = new FormData();
  form.append('body', body.trim());
  if (file) form.append('piece_jointe', file, file.name);
  return callMultipart(postRoute, form, { id: encryptPathId(conversationId) });
}

export function usePostMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostMessageInput) => postMessage(conversationId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagerieKeys.thread(conversationId) }),
        queryClient.invalidateQueries({ queryKey: messagerieKeys.lists }),
      ]),
  });
}

/** POST …/{id}/read: the caller has read the conversation; answers the new unread counts. */
export function markConversationRead(conversationId: number): Promise<MessagerieUnread> {
  return callEndpoint(readRoute, { params: { id: encryptPathId(conversationId) } });
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (counts) => {
      if (counts) queryClient.setQueryData(messagerieKeys.unread, counts);
      return queryClient.invalidateQueries({ queryKey: messagerieKeys.lists });
    },
  });
}

/** POST /api/messagerie/conversations: a new conversation with its first message. */
export function createConversation(input: CreateConversationInput): Promise<ConversationDetail> {
  return callEndpoint(createRoute, { body: input });
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: (detail) => {
      if (detail) {
        queryClient.setQueryData(messagerieKeys.thread(detail.conversation.id), {
          pages: [detail],
          pageParams: [undefined],
        });
      }
      return queryClient.invalidateQueries({ queryKey: messagerieKeys.lists });
    },
  });
}
