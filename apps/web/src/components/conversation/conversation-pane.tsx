import { Alert, Anchor, Box, Grid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { useConversations } from './api.ts';
import {
  ConversationList,
  ConversationPagination,
  type ConversationListProps,
} from './conversation-list.tsx';
import { conversationListStatus } from './conversation-list-status.tsx';
import { ConversationThread, type ConversationThreadProps } from './conversation-thread.tsx';
import { conversationIdFromPath } from './path.ts';
import { CONVERSATION_TEXT as C } from './text.ts';

export interface ConversationPaneProps extends Pick<
  ConversationListProps,
  'linkTo' | 'title' | 'subtitle' | 'emptyText' | 'header'
> {
  /** The `:id` segment of the address; undefined when no conversation is open. */
  pathId: string | undefined;
  /** The page of conversations the screen asked for (its filters are the screen's). */
  list: ReturnType<typeof useConversations>;
  /** The accessible name of the list's pagination. */
  paginationLabel: string;
  onPageChange: (page: number) => void;
  /** The list's address, where « Retour aux conversations » leads on a phone. */
  backTo: string;
  /** The top of the open thread: the subject for a customer, the person for an operator. */
  threadHeader: ConversationThreadProps['header'];
}

/**
 * The list of conversations and the open one, for the customers' /messagerie and the operators'
 * /admin/messagerie alike: on a phone the list and the thread are two screens (the list hides
 * while a conversation is open, a link leads back); on a wide screen they sit side by side.
 */
export function ConversationPane({
  pathId,
  list,
  paginationLabel,
  onPageChange,
  backTo,
  threadHeader,
  ...listProps
}: ConversationPaneProps) {
  const conversationId = conversationIdFromPath(pathId);
  const opened = pathId !== undefined;
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box visibleFrom={opened ? 'md' : undefined}>
          <ConversationList
            {...listProps}
            conversations={list.data?.items ?? []}
            selectedId={conversationId}
            status={conversationListStatus(list)}
            footer={
              list.data ? (
                <ConversationPagination
                  page={list.data.page}
                  limit={list.data.limit}
                  total={list.data.total}
                  label={paginationLabel}
                  onChange={onPageChange}
                />
              ) : null
            }
          />
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {opened ? (
          <Stack gap="sm">
            <Anchor component={Link} to={backTo} hiddenFrom="md" size="sm">
              ← {C.back}
            </Anchor>
            {conversationId === null ? (
              <Alert color="red" variant="light" role="alert">
                {C.threadNotFound}
              </Alert>
            ) : (
              <ConversationThread conversationId={conversationId} header={threadHeader} />
            )}
          </Stack>
        ) : (
          <Text c="dimmed" visibleFrom="md" mt="xl" ta="center">
            {C.chooseConversation}
          </Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
