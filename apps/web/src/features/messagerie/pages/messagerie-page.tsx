import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { ROLE } from '@maisonnee/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConversations } from '../../../components/conversation/api.ts';
import { conversationSubject } from '../../../components/conversation/conversation-list.tsx';
import { ConversationPane } from '../../../components/conversation/conversation-pane.tsx';
import { CONVERSATION_TEXT as C } from '../../../components/conversation/text.ts';
import { useMessagerieRealtime } from '../../../components/conversation/use-messagerie-realtime.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { CustomerNewConversation } from '../components/customer-new-conversation.tsx';
import { messageriePath } from '../paths.ts';
import { MESSAGERIE_TEXT as T } from '../text.ts';

/**
 * /messagerie and /messagerie/:id (a client or an agent): their conversations with the agency and
 * the open one, named by their subject. Realtime events keep both current.
 */
export function MessageriePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  useMessagerieRealtime();

  const list = useConversations({ page });
  const clientId = user?.roles_ids.includes(ROLE.CLIENT) && user.client_id ? user.client_id : null;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed" size="sm">
          {T.intro}
        </Text>
      </Stack>
      <ConversationPane
        pathId={id}
        list={list}
        linkTo={(conversation) => messageriePath(conversation.id)}
        title={conversationSubject}
        emptyText={C.empty}
        header={
          <Group justify="flex-end">
            <Button onClick={() => setCreating(true)}>{T.newConversation}</Button>
          </Group>
        }
        paginationLabel={T.pagination}
        onPageChange={setPage}
        backTo="/messagerie"
        threadHeader={(conversation) => (
          <Title order={2} size="h4">
            {conversationSubject(conversation)}
          </Title>
        )}
      />
      <CustomerNewConversation
        opened={creating}
        onClose={() => setCreating(false)}
        clientId={clientId}
        onCreated={(created) => void navigate(messageriePath(created))}
      />
    </Stack>
  );
}
