import {
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { conversationKindsOf, type ConversationKind } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  useConversations,
  type Conversation,
  type ConversationFilters,
} from '../../../../components/conversation/api.ts';
import { conversationSubject } from '../../../../components/conversation/conversation-list.tsx';
import { ConversationPane } from '../../../../components/conversation/conversation-pane.tsx';
import { CONVERSATION_TEXT as C } from '../../../../components/conversation/text.ts';
import { useMessagerieRealtime } from '../../../../components/conversation/use-messagerie-realtime.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { adminCandidatPath, adminClientPath } from '../../../../lib/admin-links.ts';
import { ADMIN_MESSAGERIE_TEXT as T } from '../text.ts';
import { WriteToModal } from './write-to-modal.tsx';

/** The list's filters, kept in the address so that opening a conversation keeps them. */
function readFilters(params: URLSearchParams, kinds: readonly ConversationKind[]) {
  const asked = params.get('type');
  const kind: ConversationKind | null =
    kinds.length > 1 && (asked === 'client' || asked === 'agent') ? asked : null;
  const page = Number(params.get('page'));
  return {
    nonLues: params.get('filtre') === 'non-lues',
    kind,
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function ThreadHeader({ conversation }: { conversation: Conversation }) {
  const file =
    conversation.kind === 'client' && conversation.client_id
      ? { to: adminClientPath(conversation.client_id), label: T.clientFile }
      : conversation.kind === 'agent' && conversation.candidat_id
        ? { to: adminCandidatPath(conversation.candidat_id), label: T.agentFile }
        : null;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} size="h4">
          {conversation.interlocuteur}
        </Title>
        <Badge variant="light" color="gray" c="dark.9">
          {T.kindBadge[conversation.kind]}
        </Badge>
      </Group>
      <Text size="sm">{conversationSubject(conversation)}</Text>
      {file ? (
        <Anchor component={Link} to={file.to} size="sm">
          {file.label}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/messagerie and /admin/messagerie/:id: the conversations of the kinds the operator's
 * roles handle (all or unread only, clients or agents when it handles both, by name), the open
 * one with its person and a link to their file, and « Écrire à un client / un agent ».
 */
export function AdminMessagerie() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const kinds = conversationKindsOf(user?.roles_ids ?? []);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, kinds);
  const [search, setSearch] = useState(filters.q);
  const [writing, setWriting] = useState(false);
  useMessagerieRealtime();

  const query: ConversationFilters = {
    page: filters.page,
    non_lues: filters.nonLues || undefined,
    kind: filters.kind ?? undefined,
    q: filters.q || undefined,
  };
  const list = useConversations(query);
  const search_ = params.toString();
  const suffix = search_ ? `?${search_}` : '';

  function setFilter(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setFilter({ q: search.trim() || null });
  }

  const filtered = filters.nonLues || filters.kind !== null || filters.q !== '';

  const filterControls = (
    <Stack gap="xs" role="group" aria-label={T.filters}>
      <SegmentedControl
        aria-label={T.readFilter}
        value={filters.nonLues ? 'non-lues' : 'toutes'}
        onChange={(value) => setFilter({ filtre: value === 'non-lues' ? 'non-lues' : null })}
        data={[
          { value: 'toutes', label: T.all },
          { value: 'non-lues', label: T.unread },
        ]}
        fullWidth
      />
      {kinds.length > 1 ? (
        <SegmentedControl
          aria-label={T.kindFilter}
          value={filters.kind ?? 'tous'}
          onChange={(value) => setFilter({ type: value === 'tous' ? null : value })}
          data={[
            { value: 'tous', label: T.allKinds },
            { value: 'client', label: T.kinds.client },
            { value: 'agent', label: T.kinds.agent },
          ]}
          fullWidth
        />
      ) : null}
      <form onSubmit={submitSearch} role="search">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={T.search}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
            maxLength={100}
            rightSection={
              filters.q || search ? (
                <CloseButton
                  size="sm"
                  aria-label={T.clearSearch}
                  onClick={() => {
                    setSearch('');
                    setFilter({ q: null });
                  }}
                />
              ) : null
            }
          />
          <Button type="submit" variant="default">
            {T.searchButton}
          </Button>
        </Group>
      </form>
    </Stack>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={2}>{T.title}</Title>
          <Text c="dimmed" size="sm">
            {T.intro}
          </Text>
        </Stack>
        {kinds.length > 0 ? (
          <Button onClick={() => setWriting(true)}>{T.write(kinds)}</Button>
        ) : null}
      </Group>
      <ConversationPane
        pathId={id}
        list={list}
        linkTo={(conversation) => `/admin/messagerie/${encryptPathId(conversation.id)}${suffix}`}
        title={(conversation) => conversation.interlocuteur}
        subtitle={(conversation) =>
          kinds.length > 1
            ? `${T.kindBadge[conversation.kind]} · ${conversationSubject(conversation)}`
            : conversationSubject(conversation)
        }
        emptyText={filters.nonLues ? T.emptyUnread : filtered ? C.emptyFiltered : C.empty}
        header={filterControls}
        paginationLabel={T.pagination}
        onPageChange={(page) => setFilter({ page: page > 1 ? String(page) : null })}
        backTo={`/admin/messagerie${suffix}`}
        threadHeader={(conversation) => <ThreadHeader conversation={conversation} />}
      />
      {kinds.length > 0 ? (
        <WriteToModal
          opened={writing}
          onClose={() => setWriting(false)}
          kinds={kinds}
          onCreated={(created) =>
            void navigate(`/admin/messagerie/${encryptPathId(created)}${suffix}`)
          }
        />
      ) : null}
    </Stack>
  );
}
