import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatInstantDate } from '@maisonnee/domain';
import { useState } from 'react';
import { ConfirmRemoval } from '../../../components/confirm-removal.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import type { Proche } from '../api/list-proches.ts';
import { useResendInvitationProche } from '../api/resend-invitation-proche.ts';
import { useRevokeProche } from '../api/revoke-proche.ts';
import { PROCHES_TEXT } from '../text.ts';

const T = PROCHES_TEXT.list;

const STATUT_COLOR: Record<Proche['statut'], string> = {
  invited: 'yellow',
  active: 'green',
  revoked: 'gray',
};

export const procheName = (proche: Proche) =>
  [proche.prenom, proche.nom].filter(Boolean).join(' ') || proche.email;

/** The family's relatives: who, their state, resend a pending invitation, remove an access. */
export function ProchesList({ proches }: { proches: Proche[] }) {
  const resend = useResendInvitationProche();
  const revoke = useRevokeProche();
  const [removing, setRemoving] = useState<Proche | null>(null);

  return (
    <SectionCard headingId="proches-list" title={T.title}>
      {proches.length === 0 ? (
        <Text c="dimmed">{T.empty}</Text>
      ) : (
        <PlainList aria-labelledby="proches-list" gap="sm">
          {proches.map((proche) => {
            const name = procheName(proche);
            return (
              <li key={proche.id}>
                <Stack gap={4}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600}>
                      {name}
                      {proche.lien ? ` (${proche.lien})` : ''}
                    </Text>
                    <Badge
                      color={STATUT_COLOR[proche.statut]}
                      variant="light"
                      c="dark.9"
                      style={{ flexShrink: 0 }}
                    >
                      {T.statut[proche.statut]}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {proche.email}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {proche.revoked_at
                      ? T.revokedOn(formatInstantDate(proche.revoked_at))
                      : T.invitedOn(formatInstantDate(proche.invited_at))}
                  </Text>
                  {proche.statut !== 'revoked' ? (
                    <Group gap="xs">
                      {proche.statut === 'invited' ? (
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={T.resendLabel(name)}
                          loading={resend.isPending && resend.variables === proche.id}
                          onClick={() =>
                            resend.mutate(proche.id, {
                              onSuccess: () => showSuccess(T.resent(proche.email)),
                            })
                          }
                        >
                          {T.resend}
                        </Button>
                      ) : null}
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        c="red.9"
                        aria-label={PROCHES_TEXT.removal.removeLabel(name)}
                        onClick={() => setRemoving(proche)}
                      >
                        {PROCHES_TEXT.removal.remove}
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </li>
            );
          })}
        </PlainList>
      )}
      <FormError message={errorMessage(resend.error)} />
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        text={PROCHES_TEXT.removal}
        mutation={revoke}
      >
        <Text>{removing ? PROCHES_TEXT.removal.confirmBody(procheName(removing)) : null}</Text>
      </ConfirmRemoval>
    </SectionCard>
  );
}
