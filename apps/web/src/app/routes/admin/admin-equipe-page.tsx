import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ListStatus } from '../../../components/back-office/list-status.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { showError, showSuccess } from '../../../lib/toast.ts';
import { useEquipe, type MembreEquipe } from '../../../features/admin/equipe/api/list-equipe.ts';
import { useResendInvitation } from '../../../features/admin/equipe/api/resend-invitation.ts';
import {
  DeactivateModal,
  ReactivateModal,
} from '../../../features/admin/equipe/components/activation-modal.tsx';
import { EquipeMembers } from '../../../features/admin/equipe/components/equipe-members.tsx';
import { InviteMembreModal } from '../../../features/admin/equipe/components/invite-membre-modal.tsx';
import { JournalEquipe } from '../../../features/admin/equipe/components/journal-equipe.tsx';
import { RolesModal } from '../../../features/admin/equipe/components/roles-modal.tsx';
import { EQUIPE_TEXT } from '../../../features/admin/equipe/text.ts';

const T = EQUIPE_TEXT;

type Opened =
  | { kind: 'invite'; key: number }
  | { kind: 'roles' | 'deactivate' | 'reactivate'; membre: MembreEquipe }
  | null;

/**
 * /admin/equipe (administrators): the agency's staff accounts, the invitation of a new member,
 * each member's roles and manager flag, deactivation and reactivation, and the log of changes.
 */
export function AdminEquipePage() {
  const equipe = useEquipe();
  const user = useCurrentUser();
  const resend = useResendInvitation();
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const membres = equipe.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{T.title}</Title>
        <Button onClick={() => setOpened({ kind: 'invite', key: Date.now() })}>{T.invite}</Button>
      </Group>
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <ListStatus query={equipe} isEmpty={equipe.isSuccess && membres.length === 0} text={T.list} />
      {membres.length > 0 ? (
        <>
          <Text size="sm" aria-live="polite">
            {T.list.count(membres.length)}
          </Text>
          <EquipeMembers
            membres={membres}
            selfId={user?.id ?? null}
            actions={{
              onEditRoles: (membre) => setOpened({ kind: 'roles', membre }),
              onDeactivate: (membre) => setOpened({ kind: 'deactivate', membre }),
              onReactivate: (membre) => setOpened({ kind: 'reactivate', membre }),
              onResend: (membre) =>
                resend.mutate(
                  { user_id: membre.id },
                  {
                    onSuccess: () => showSuccess(T.list.resent(membre.name)),
                    onError: (error) => showError(errorMessage(error) ?? ''),
                  },
                ),
              resending: resend.isPending ? (resend.variables?.user_id ?? null) : null,
            }}
          />
        </>
      ) : null}

      <JournalEquipe />

      {opened?.kind === 'invite' && <InviteMembreModal key={opened.key} opened onClose={close} />}
      {opened?.kind === 'roles' && <RolesModal membre={opened.membre} onClose={close} />}
      {opened?.kind === 'deactivate' && <DeactivateModal membre={opened.membre} onClose={close} />}
      {opened?.kind === 'reactivate' && <ReactivateModal membre={opened.membre} onClose={close} />}
    </Stack>
  );
}
