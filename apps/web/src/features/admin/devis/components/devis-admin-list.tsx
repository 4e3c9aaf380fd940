import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { showSuccess } from '../../../../lib/toast.ts';
import { useDeleteDevis } from '../api/delete-devis.ts';
import type { AdminDevis } from '../api/list-conciergerie-devis.ts';
import { useResendDevisForSign } from '../api/resend-devis-for-sign.ts';
import { DEVIS_ADMIN_TEXT } from '../text.ts';

const T = DEVIS_ADMIN_TEXT.list;

const STATUT_COLORS: Record<AdminDevis['statut'], string> = {
  brouillon: 'gray',
  en_attente_signature: 'orange',
  signe: 'green',
  refuse: 'red',
  expire: 'gray',
  annule: 'gray',
};

/** What the back office may do with a quote in each state (docs/devis.md, "States"). */
function actionsOf(statut: AdminDevis['statut']): {
  send: 'send' | 'resend' | null;
  remove: boolean;
} {
  switch (statut) {
    case 'brouillon':
      return { send: 'send', remove: true };
    case 'en_attente_signature':
    case 'expire':
      return { send: 'resend', remove: true };
    default:
      return { send: null, remove: false };
  }
}

/** A client's quotes for the back office, with sending, resending and deleting. */
export function DevisAdminList({ devis }: { devis: readonly AdminDevis[] }) {
  if (devis.length === 0) return <Text c="dimmed">{T.empty}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {devis.map((item) => (
        <li key={item.id}>
          <DevisAdminCard devis={item} />
        </li>
      ))}
    </Stack>
  );
}

function DevisAdminCard({ devis }: { devis: AdminDevis }) {
  const resend = useResendDevisForSign();
  const remove = useDeleteDevis();
  const [confirming, setConfirming] = useState(false);
  const actions = actionsOf(devis.statut);
  const failed = resend.error ?? remove.error;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{devis.reference}</Text>
            <Text size="sm">{T.issued(formatDate(devis.date_emission))}</Text>
            <Text size="sm">{T.amount(formatEuros(devis.montant_ttc))}</Text>
            {devis.montant_mensuel_ttc !== null ? (
              <Text size="sm">{T.monthly(formatEuros(devis.montant_mensuel_ttc))}</Text>
            ) : null}
            {devis.signed_at ? (
              <Text size="sm">{T.signedOn(formatDate(devis.signed_at))}</Text>
            ) : null}
          </Stack>
          <Badge color={STATUT_COLORS[devis.statut]} variant="light" c="dark.9">
            {T.statut[devis.statut]}
          </Badge>
        </Group>
        {failed ? (
          <Alert color="red" role="alert">
            {errorMessage(failed)}
          </Alert>
        ) : null}
        {actions.send || actions.remove ? (
          <Group gap="xs" role="group" aria-label={T.actionsOf(devis.reference)}>
            {actions.send ? (
              <Button
                size="sm"
                loading={resend.isPending}
                disabled={remove.isPending}
                onClick={() =>
                  resend.mutate(devis.id, {
                    onSuccess: () => showSuccess(T.sentDone(devis.reference)),
                  })
                }
              >
                {actions.send === 'send' ? T.send : T.resend}
              </Button>
            ) : null}
            {actions.remove && !confirming ? (
              <Button
                size="sm"
                variant="outline"
                color="red.9"
                disabled={resend.isPending}
                onClick={() => setConfirming(true)}
              >
                {T.remove}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {confirming ? (
          <Stack gap="xs" role="alertdialog" aria-label={T.confirmRemove(devis.reference)}>
            <Text size="sm" fw={600}>
              {T.confirmRemove(devis.reference)}
            </Text>
            <Group gap="xs">
              <Button
                size="sm"
                color="red.9"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(devis.id, {
                    onSuccess: () => {
                      setConfirming(false);
                      showSuccess(T.removed(devis.reference));
                    },
                  })
                }
              >
                {T.confirm}
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirming(false)}>
                {T.cancel}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
