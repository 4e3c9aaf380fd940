import { formatInstantDate } from '@maisonnee/domain';
import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { User } from '@maisonnee/contract';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { canCall } from '../../../../lib/can-call.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { showSuccess } from '../../../../lib/toast.ts';
import { useDeleteDevis } from '../api/delete-devis.ts';
import type { AdminDevis } from '../api/list-conciergerie-devis.ts';
import { useRefuseDevis } from '../api/refuse-devis.ts';
import { useResendDevisForSign } from '../api/resend-devis-for-sign.ts';
import { DEVIS_ADMIN_TEXT } from '../text.ts';
import { DEVIS_STATUT_COLORS } from '../../../../lib/devis-statut.ts';

const T = DEVIS_ADMIN_TEXT.list;

const STATUT_COLORS: Record<AdminDevis['statut'], string> = DEVIS_STATUT_COLORS;

interface DevisActions {
  send: 'send' | 'resend' | null;
  remove: boolean;
  /** The client turned down a quote they were sent (waiting for its signature, or expired). */
  refuse: boolean;
}

/**
 * What the operator may do with a quote: what its state allows (docs/devis.md, "States") and
 * the operator's roles too (accounting reads the quotes, docs/roles.md).
 */
function actionsOf(statut: AdminDevis['statut'], user: User | null): DevisActions {
  const byState = actionsOfStatut(statut);
  return {
    send: canCall(user, 'resendDevisForSign') ? byState.send : null,
    remove: byState.remove && canCall(user, 'deleteDevis'),
    refuse: byState.refuse && canCall(user, 'refuseDevis'),
  };
}

/** What the back office may do with a quote in each state (docs/devis.md, "States"). */
function actionsOfStatut(statut: AdminDevis['statut']): DevisActions {
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
  const user = useCurrentUser();
  const actions = actionsOf(devis.statut, user);
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
              <Text size="sm">{T.signedOn(formatInstantDate(devis.signed_at))}</Text>
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
        {actions.send || actions.remove || actions.refuse ? (
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
          <ConfirmPanel
            title={T.confirmRefuse(devis.reference)}
            color="orange.9"
            confirmLabel={T.confirmRefuseButton}
            pending={refuse.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() =>
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
            <Text size="sm">{T.refuseHint}</Text>
            <Textarea
              label={T.motif}
              maxLength={2000}
              autosize
              minRows={2}
              value={motif}
              onChange={(event) => setMotif(event.currentTarget.value)}
            />
          </ConfirmPanel>
        ) : null}
        {confirming === 'remove' ? (
          <ConfirmPanel
            title={T.confirmRemove(devis.reference)}
            color="red.9"
            confirmLabel={T.confirm}
            pending={remove.isPending}
            onCancel={() => setConfirming(null)}
            onConfirm={() =>
              remove.mutate(devis.id, {
                onSuccess: () => {
                  setConfirming(null);
                  showSuccess(T.removed(devis.reference));
                },
              })
            }
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** A question asked in place before an action that cannot be undone: confirm or cancel. */
function ConfirmPanel(props: {
  title: string;
  color: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" role="alertdialog" aria-label={props.title}>
      <Text size="sm" fw={600}>
        {props.title}
      </Text>
      {props.children}
      <Group gap="xs">
        <Button size="sm" color={props.color} loading={props.pending} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
        <Button size="sm" variant="default" onClick={props.onCancel}>
          {T.cancel}
        </Button>
      </Group>
    </Stack>
  );
}
