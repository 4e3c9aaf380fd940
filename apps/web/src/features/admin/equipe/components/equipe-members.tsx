import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatInstantParis, ROLE_LABELS, type RoleId } from '@maisonnee/domain';
import type { ReactNode } from 'react';
import type { MembreEquipe } from '../api/list-equipe.ts';
import { EQUIPE_TEXT } from '../text.ts';

const T = EQUIPE_TEXT.list;

/** From this width the team is a table; below (phones), one card per member. */
const TABLE_MEDIA = '(min-width: 62em)';

/** What a member's buttons ask the screen to open. */
export interface MembreActions {
  onEditRoles: (membre: MembreEquipe) => void;
  onDeactivate: (membre: MembreEquipe) => void;
  onReactivate: (membre: MembreEquipe) => void;
  onResend: (membre: MembreEquipe) => void;
  /** The member whose invitation is being sent again (its button spins). */
  resending: number | null;
}

function RoleBadges({ membre }: { membre: MembreEquipe }) {
  return (
    <Group gap={4} wrap="wrap">
      {membre.roles.map((role) => (
        <Badge key={role} variant="light" c="dark.9">
          {ROLE_LABELS[role as RoleId]}
        </Badge>
      ))}
      {membre.is_manager ? (
        <Badge variant="light" color="grape" c="dark.9">
          {T.manager}
        </Badge>
      ) : null}
    </Group>
  );
}

function StateBadges({ membre, now }: { membre: MembreEquipe; now: number }) {
  const expired =
    membre.invitation_expires_at !== null && Date.parse(membre.invitation_expires_at) <= now;
  return (
    <Group gap={4} wrap="wrap">
      {/* Never shrunk to « Ac… »: the column widens to the badge's word. */}
      <Badge
        variant="light"
        color={membre.is_active ? 'green' : 'gray'}
        c="dark.9"
        style={{ flexShrink: 0 }}
      >
        {membre.is_active ? T.active : T.inactive}
      </Badge>
      {membre.invitation_pending ? (
        <Badge
          variant="outline"
          color={expired ? 'red' : 'yellow'}
          c="dark.9"
          style={{ flexShrink: 0 }}
        >
          {expired ? T.expired : T.pending}
        </Badge>
      ) : null}
    </Group>
  );
}

function Buttons({
  membre,
  isSelf,
  actions,
}: {
  membre: MembreEquipe;
  isSelf: boolean;
  actions: MembreActions;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        aria-label={T.editRolesLabel(membre.name)}
        onClick={() => actions.onEditRoles(membre)}
      >
        {T.editRoles}
      </Button>
      {membre.is_active && membre.invitation_pending ? (
        <Button
          size="xs"
          variant="default"
          aria-label={T.resendLabel(membre.name)}
          loading={actions.resending === membre.id}
          onClick={() => actions.onResend(membre)}
        >
          {T.resend}
        </Button>
      ) : null}
      {membre.is_active ? (
        isSelf ? null : (
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-label={T.deactivateLabel(membre.name)}
            onClick={() => actions.onDeactivate(membre)}
          >
            {T.deactivate}
          </Button>
        )
      ) : (
        <Button
          size="xs"
          variant="default"
          aria-label={T.reactivateLabel(membre.name)}
          onClick={() => actions.onReactivate(membre)}
        >
          {T.reactivate}
        </Button>
      )}
    </Group>
  );
}

const lastLogin = (membre: MembreEquipe) =>
  membre.last_login_at ? formatInstantParis(membre.last_login_at) : T.neverSignedIn;

function NameOf({ membre, isSelf }: { membre: MembreEquipe; isSelf: boolean }): ReactNode {
  return isSelf ? `${membre.name} ${T.you}` : membre.name;
}

/**
 * The team: one card per member on a phone (nothing wider than the screen), a table on a
 * desktop; each with its roles, « Responsable », its state, a pending invitation, and its buttons.
 */
export function EquipeMembers({
  membres,
  selfId,
  actions,
  now = Date.now(),
}: {
  membres: MembreEquipe[];
  selfId: number | null;
  actions: MembreActions;
  now?: number;
}) {
  const isWide = useMediaQuery(TABLE_MEDIA) ?? false;
  if (isWide) {
    return (
      <Table striped highlightOnHover aria-label={T.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.columns.name}</Table.Th>
            <Table.Th>{T.columns.email}</Table.Th>
            <Table.Th>{T.columns.roles}</Table.Th>
            <Table.Th>{T.columns.state}</Table.Th>
            <Table.Th>{T.columns.lastLogin}</Table.Th>
            <Table.Th>{T.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {membres.map((membre) => (
            <Table.Tr key={membre.id}>
              <Table.Td>
                <NameOf membre={membre} isSelf={membre.id === selfId} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{membre.email}</Table.Td>
              <Table.Td>
                <RoleBadges membre={membre} />
              </Table.Td>
              <Table.Td>
                <StateBadges membre={membre} now={now} />
              </Table.Td>
              <Table.Td>{lastLogin(membre)}</Table.Td>
              <Table.Td>
                <Buttons membre={membre} isSelf={membre.id === selfId} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.label}>
      {membres.map((membre) => (
        <Card key={membre.id} withBorder component="li" aria-label={membre.name}>
          <Stack gap={6}>
            <Title order={3} size="h4">
              <NameOf membre={membre} isSelf={membre.id === selfId} />
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {membre.email}
            </Text>
            <RoleBadges membre={membre} />
            <StateBadges membre={membre} now={now} />
            <Text size="xs" c="dimmed">
              {membre.last_login_at ? T.lastLogin(lastLogin(membre)) : T.neverSignedIn}
            </Text>
            <Buttons membre={membre} isSelf={membre.id === selfId} actions={actions} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
