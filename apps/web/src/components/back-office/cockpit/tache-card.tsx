import { Anchor, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { formatInstantDate } from '@maisonnee/domain';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-errors.ts';
import {
  useAffectCockpitTache,
  type CockpitKind,
  type CockpitTache,
} from '../../../lib/cockpit.ts';
import { showError, showSuccess } from '../../../lib/toast.ts';
import type { TacheAssignment } from './cockpit-list.tsx';
import { tacheTypeLabel, tacheWhen } from './tache-types.ts';
import { COCKPIT_TEXT as T } from './text.ts';

/**
 * One task of a cockpit (`kind`): what it is, whom it is about, who holds it and when it falls
 * due, the screens where it is acted on, and its assignment (to me, to a colleague, freed). The
 * cockpit adds what is its own: details under the note, and how a task ends (`children`).
 */
export function TacheCard({
  kind,
  tache,
  me,
  colleagues,
  canAssign,
  subject,
  links,
  details,
  errorText,
  children,
}: TacheAssignment & {
  kind: CockpitKind;
  tache: CockpitTache;
  canAssign: boolean;
  /** Whom the task is about: the client, the candidate. */
  subject: string | null;
  links: readonly { to: string; label: string }[];
  details?: ReactNode;
  /** Said when an action fails without a message of the API. */
  errorText: string;
  children?: ReactNode;
}) {
  const affect = useAffectCockpitTache(kind);
  const [chosen, setChosen] = useState<string | null>(null);

  const assign = (userId: number | null) =>
    affect.mutate(
      { tache_id: tache.id, user_id: userId },
      {
        onSuccess: () => {
          setChosen(null);
          showSuccess(userId === null ? T.freed : T.assigned);
        },
        onError: (error) => showError(errorMessage(error) ?? errorText),
      },
    );

  const options = colleagues
    .filter((colleague) => colleague.id !== tache.assigned_user_id)
    .map((colleague) => ({
      value: String(colleague.id),
      label: colleague.id === me.id ? T.me(colleague.name) : colleague.name,
    }));

  return (
    <Card withBorder padding="sm" component="article" aria-label={tache.titre}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="maisonnee">
            {tache.type_label || tacheTypeLabel(tache.type)}
          </Badge>
          {tache.is_traitee ? (
            <Badge variant="light" color="gray">
              {tache.is_cloture_auto
                ? T.autoClosed
                : T.treated(formatInstantDate(tache.traitee_at))}
            </Badge>
          ) : null}
        </Group>
        <Text fw={600}>{tache.titre}</Text>
        {subject ? <Text fz="sm">{subject}</Text> : null}
        {tache.note ? (
          // A treatment note is added on a line of its own.
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {tache.note}
          </Text>
        ) : null}
        {details}
        <Text fz="sm" c="dimmed">
          {tache.assigned_user_name ? T.assignedTo(tache.assigned_user_name) : T.unassigned}
          {' · '}
          {tacheWhen(tache)}
        </Text>
        {links.length > 0 ? (
          <Group gap="md" component="nav" aria-label={T.actions(tache.titre)}>
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} fw={600}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        ) : null}
        {canAssign && !tache.is_traitee ? (
          <Group gap="xs" align="flex-end" wrap="wrap">
            {tache.assigned_user_id !== me.id ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => assign(me.id)}
                loading={affect.isPending}
              >
                {T.assignToMe}
              </Button>
            ) : null}
            {options.length > 0 ? (
              <>
                <Select
                  size="xs"
                  label={T.assignTo}
                  placeholder={T.assignPlaceholder}
                  data={options}
                  value={chosen}
                  onChange={setChosen}
                  w={200}
                />
                <Button
                  size="xs"
                  onClick={() => chosen && assign(Number(chosen))}
                  disabled={!chosen}
                  loading={affect.isPending}
                >
                  {T.assign}
                </Button>
              </>
            ) : null}
            {tache.assigned_user_id !== null ? (
              <Button
                size="xs"
                variant="subtle"
                color="red.9"
                c="red.9"
                onClick={() => assign(null)}
                loading={affect.isPending}
              >
                {T.free}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
