import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { showSuccess } from '../../../../lib/toast.ts';
import { useDeleteDevis } from '../api/delete-devis.ts';
import type { AdminDevis } from '../api/list-conciergerie-devis.ts';
import { useRefuseDevis } from '../api/refuse-devis.ts';
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
  /** The client turned down a quote they were sent (waiting for its signature, or expired). */
  refuse: boolean;
} {
  switch (statut) {
    case 'brouillon':
      return { send: 'send', remove: true, refuse: false };
    case 'en_attente_signature':
    case 'expire':
      return { send: 'resend', remove: true, refuse: true };
    default:
      return { send: null, remove: false, refuse: false };
  }
}

/** A client's quotes for the back office, with sending, resending, marking refused and deleting. */
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
  const refuse = useRefuseDevis();
  const [confirming, setConfirming] = useState<'remove' | 'refuse' | null>(null);
  const [motif, setMotif] = useState('');
  const actions = actionsOf(devis.statut);
  const failed = resend.error ?? remove.error ?? refuse.error;
  const busy = resend.isPending || remove.isPending || refuse.isPending;
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
                disabled={busy && !resend.isPending}
                onClick={() =>
                  resend.mutate(devis.id, {
                    onSuccess: () => showSuccess(T.sentDone(devis.reference)),
                  })
                }
              >
                {actions.send === 'send' ? T.send : T.resend}
              </Button>
            ) : null}
            {actions.refuse && confirming === null ? (
              <Button
                size="sm"
                variant="outline"
                color="orange.9"
                disabled={busy}
                onClick={() => setConfirming('refuse')}
              >
                {T.refuse}
              </Button>
            ) : null}
            {actions.remove && confirming === null ? (
              <Button
                size="sm"
                variant="outline"
                color="red.9"
                disabled={busy}
                onClick={() => setConfirming('remove')}
              >
                {T.remove}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {confirming === 'refuse' ? (
          <Stack gap="xs" role="alertdialog" aria-label={T.confirmRefuse(devis.reference)}>
            <Text size="sm" fw={600}>
              {T.confirmRefuse(devis.reference)}
            </Text>
            <Text size="sm">{T.refuseHint}</Text>
            <Textarea
              label={T.motif}
              maxLength={2000}
              autosize
              minRows={2}
              value={motif}
              onChange={(event) => setMotif(event.currentTarget.value)}
            />
            <Group gap="xs">
              <Button
                size="sm"
                color="orange.9"
                loading={refuse.isPending}
                onClick={() =>
                  refuse.mutate(
                    { devisId: devis.id, motif },
                    {
                      onSuccess: () => {
                        setConfirming(null);
                        setMotif('');
                        showSuccess(T.refused(devis.reference));
                      },
                    },
                  )
                }
              >
                {T.confirmRefuseButton}
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirming(null)}>
                {T.cancel}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {confirming === 'remove' ? (
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
                      setConfirming(null);
                      showSuccess(T.removed(devis.reference));
                    },
                  })
                }
              >
                {T.confirm}
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirming(null)}>
                {T.cancel}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
