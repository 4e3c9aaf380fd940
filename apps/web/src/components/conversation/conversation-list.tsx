import { Badge, Box, Group, Pagination, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Conversation } from './api.ts';
import { CONVERSATION_TEXT as T, formatShortDate } from './text.ts';

/** The number of unread messages: a brand-green pill, heard as « 2 messages non lus ». */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <Badge aria-hidden variant="filled" color="maisonnee" size="md" circle={count < 10}>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{T.unread(count)}</VisuallyHidden>
    </>
  );
}

/** The conversation's subject, « Conversation avec Maisonnée » without one. */
export function conversationSubject(conversation: Pick<Conversation, 'subject'>): string {
  return conversation.subject?.trim() || T.defaultSubject;
}

function preview(conversation: Conversation): string {
  const last = conversation.dernier_message;
  if (!last) return T.noMessageYet;
  const body = last.body.replace(/\s+/g, ' ').trim();
  return `${last.is_mine ? T.youPrefix : ''}${body}`;
}

export interface ConversationListProps {
  conversations: readonly Conversation[];
  /** The conversation open beside the list (highlighted, `aria-current`). */
  selectedId: number | null;
  /** The path that opens a conversation. */
  linkTo: (conversation: Conversation) => string;
  /** The line that names a conversation (its subject for a customer, the person for operators). */
  title: (conversation: Conversation) => string;
  /** A second line under the title (operators: the subject). */
  subtitle?: (conversation: Conversation) => string | null;
  emptyText: string;
  /** Above the list, inside the region (filters, the « Nouveau message » button). */
  header?: ReactNode;
  /** Under the list (pagination). */
  footer?: ReactNode;
  /** Shown instead of the items (loading, error). */
  status?: ReactNode;
}

/**
 * The region « Conversations »: one link per conversation with its title, the last message's
 * start, its date and the unread badge, newest first as the API sends them.
 */
export function ConversationList({
  conversations,
  selectedId,
  linkTo,
  title,
  subtitle,
  emptyText,
  header,
  footer,
  status,
}: ConversationListProps) {
  return (
    <Box component="section" aria-label={T.listRegion}>
      <Stack gap="sm">
        {header}
        {status ??
          (conversations.length === 0 ? (
            <Text c="dimmed">{emptyText}</Text>
          ) : (
            <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {conversations.map((conversation) => {
                const selected = conversation.id === selectedId;
                const unread = conversation.non_lus > 0;
                const when = conversation.last_message_at ?? conversation.created_at;
                const second = subtitle?.(conversation);
                return (
                  <li key={conversation.id}>
                    <Paper
                      component={Link}
                      to={linkTo(conversation)}
                      aria-current={selected ? 'page' : undefined}
                      withBorder
                      radius="md"
                      p="sm"
                      style={{
                        display: 'block',
                        textDecoration: 'none',
                        color: 'inherit',
                        borderColor: selected ? 'var(--mantine-color-maisonnee-7)' : undefined,
                        borderWidth: selected ? 2 : undefined,
                        background: selected ? 'var(--mantine-color-maisonnee-0)' : undefined,
                      }}
                    >
                      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                          <Text fw={unread ? 700 : 600} truncate="end">
                            {title(conversation)}
                          </Text>
                          {second ? (
                            <Text size="sm" truncate="end">
                              {second}
                            </Text>
                          ) : null}
                          <Text size="sm" c="dimmed" lineClamp={2} fw={unread ? 600 : 400}>
                            {preview(conversation)}
                          </Text>
                        </Stack>
                        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                          <Text size="xs" c="dimmed">
                            {formatShortDate(when)}
                          </Text>
                          <UnreadBadge count={conversation.non_lus} />
                        </Stack>
                      </Group>
                    </Paper>
                  </li>
                );
              })}
            </Stack>
          ))}
        {footer}
      </Stack>
    </Box>
  );
}

/** Pages of a conversation list, shown only when there is more than one. */
export function ConversationPagination({
  page,
  limit,
  total,
  label,
  onChange,
}: {
  page: number;
  limit: number;
  total: number;
  label: string;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(total / Math.max(1, limit));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        aria-label={label}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? T.previousPage : T.nextPage,
        })}
        getItemProps={(item) => ({ 'aria-label': T.page(item) })}
      />
    </Group>
  );
}
