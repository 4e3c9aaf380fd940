import { Alert, Anchor, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { ROLE } from '@maisonnee/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useConversations } from '../../../components/conversation/api.ts';
import {
  ConversationList,
  ConversationPagination,
  conversationSubject,
} from '../../../components/conversation/conversation-list.tsx';
import { conversationListStatus } from '../../../components/conversation/conversation-list-status.tsx';
import { ConversationThread } from '../../../components/conversation/conversation-thread.tsx';
import { conversationIdFromPath } from '../../../components/conversation/path.ts';
import { CONVERSATION_TEXT } from '../../../components/conversation/text.ts';
import { useMessagerieRealtime } from '../../../components/conversation/use-messagerie-realtime.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { CustomerNewConversation } from '../components/customer-new-conversation.tsx';
import { messageriePath } from '../paths.ts';
import { MESSAGERIE_TEXT as T } from '../text.ts';

const C = CONVERSATION_TEXT;

/**
 * /messagerie and /messagerie/:id (a client or an agent): their conversations with the agency and
 * the open one. On a phone the list and the thread are two screens; on a wide screen they sit
 * side by side. Realtime events keep both current.
 */
export function MessageriePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  useMessagerieRealtime();

  const conversationId = conversationIdFromPath(id);
  const list = useConversations({ page });
  const clientId = user?.roles_ids.includes(ROLE.CLIENT) && user.client_id ? user.client_id : null;

  const listStatus = conversationListStatus(list);

  const opened = id !== undefined;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed" size="sm">
          {T.intro}
        </Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box visibleFrom={opened ? 'md' : undefined}>
            <ConversationList
              conversations={list.data?.items ?? []}
              selectedId={conversationId}
              linkTo={(conversation) => messageriePath(conversation.id)}
              title={conversationSubject}
              emptyText={C.empty}
              status={listStatus}
              header={
                <Group justify="flex-end">
                  <Button onClick={() => setCreating(true)}>{T.newConversation}</Button>
                </Group>
              }
              footer={
                list.data ? (
                  <ConversationPagination
                    page={list.data.page}
                    limit={list.data.limit}
                    total={list.data.total}
                    label={T.pagination}
                    onChange={setPage}
                  />
                ) : null
              }
            />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {opened ? (
            <Stack gap="sm">
              <Anchor component={Link} to="/messagerie" hiddenFrom="md" size="sm">
                ← {C.back}
              </Anchor>
              {conversationId === null ? (
                <Alert color="red" variant="light" role="alert">
                  {C.threadNotFound}
                </Alert>
              ) : (
                <ConversationThread
                  conversationId={conversationId}
                  header={(conversation) => (
                    <Title order={2} size="h4">
                      {conversationSubject(conversation)}
                    </Title>
                  )}
                />
              )}
            </Stack>
          ) : (
            <Text c="dimmed" visibleFrom="md" mt="xl" ta="center">
              {C.chooseConversation}
            </Text>
          )}
        </Grid.Col>
      </Grid>
      <CustomerNewConversation
        opened={creating}
        onClose={() => setCreating(false)}
        clientId={clientId}
        onCreated={(created) => void navigate(messageriePath(created))}
      />
    </Stack>
  );
}
