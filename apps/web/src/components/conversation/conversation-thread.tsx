import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { getFileLink } from '../../lib/file-link.ts';
import { ApiError } from '../../lib/http.ts';
import { showError } from '../../lib/toast.ts';
import { PageLoader } from '../page-loader.tsx';
import {
  threadMessages,
  useConversationThread,
  useMarkConversationRead,
  type Conversation,
  type Message,
} from './api.ts';
import { MessageComposer } from './message-composer.tsx';
import { CONVERSATION_TEXT as T, formatDateTime } from './text.ts';

type Attachment = NonNullable<Message['piece_jointe']>;

/** Opens the attached file in a new tab, through a link of a few minutes minted by the API. */
async function openAttachment(file: Attachment): Promise<void> {
  try {
    const link = await getFileLink({
      documentTypeId: file.document_type_id,
      filename: file.filename,
      isDownload: false,
    });
    window.open(link.url, '_blank', 'noopener');
  } catch {
    showError(T.attachmentError);
  }
}

function MessageBubble({ message }: { message: Message }) {
  const mine = message.is_mine;
  const file = message.piece_jointe;
  return (
    <Box
      component="li"
      style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Paper
        radius="md"
        p="sm"
        withBorder={!mine}
        bg={mine ? 'maisonnee.0' : 'white'}
        style={{ maxWidth: 'min(85%, 40rem)', minWidth: 0 }}
      >
        <Stack gap={4}>
          <Text size="xs" fw={600}>
            {mine ? T.you : message.auteur.nom}
          </Text>
          {message.body ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          ) : null}
          {file ? (
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              onClick={() => void openAttachment(file)}
              aria-label={T.attachment(file.original_name)}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            >
              <Text span size="sm" td="underline" truncate="end">
                📎 {file.original_name}
              </Text>
            </Button>
          ) : null}
          <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </Text>
        </Stack>
      </Paper>
    </Box>
  );
}

export interface ConversationThreadProps {
  conversationId: number;
  /** The thread's heading and links (the person, their file), from the conversation. */
  header: (conversation: Conversation) => ReactNode;
}

/**
 * The region « Messages » of one conversation: the messages oldest → newest (the caller's on the
 * right, the other side's on the left with the author's name), older ones on demand, the
 * attachments opened through short-lived links, and the composer. Opening the thread marks it
 * read, and so does every new message from the other side arriving while it is open.
 */
export function ConversationThread({ conversationId, header }: ConversationThreadProps) {
  const thread = useConversationThread(conversationId);
  const markRead = useMarkConversationRead();
  const pages = thread.data?.pages;
  const messages = threadMessages(pages);
  const conversation = pages?.[0]?.conversation ?? null;
  const newestFromOthers = [...messages].reverse().find((message) => !message.is_mine);
  const readKey = conversation ? `${conversationId}:${newestFromOthers?.id ?? 0}` : null;
  const lastMarked = useRef<string | null>(null);
  const { mutate: mark } = markRead;

  useEffect(() => {
    if (!readKey || lastMarked.current === readKey) return;
    lastMarked.current = readKey;
    mark(conversationId, {
      onError: (error) => showError(errorMessage(error) ?? T.readError),
    });
  }, [readKey, conversationId, mark]);

  const listEnd = useRef<HTMLLIElement>(null);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    if (newestId !== undefined) listEnd.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  let content: ReactNode;
  if (thread.isPending) {
    content = <PageLoader />;
  } else if (thread.isError && !pages) {
    const missing = thread.error instanceof ApiError && [403, 404].includes(thread.error.status);
    content = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs">
          <Text size="sm">{missing ? T.threadNotFound : T.threadError}</Text>
          {missing ? null : (
            <Button size="xs" variant="default" onClick={() => void thread.refetch()}>
              {T.retry}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Stack gap="sm">
        {conversation ? header(conversation) : null}
        {thread.hasNextPage ? (
          <Group justify="center">
            <Button
              variant="default"
              size="xs"
              loading={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {T.loadOlder}
            </Button>
          </Group>
        ) : null}
        {messages.length === 0 ? (
          <Text c="dimmed">{T.noMessages}</Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            aria-label={T.threadList}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
            <li ref={listEnd} aria-hidden style={{ height: 0 }} />
          </Stack>
        )}
        <MessageComposer key={conversationId} conversationId={conversationId} />
      </Stack>
    );
  }

  return (
    <Box component="section" aria-label={T.threadRegion}>
      {content}
    </Box>
  );
}
