import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatInstantDate, formatInstantParis } from '@maisonnee/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import {
  useCalendrier,
  useCreateCalendrier,
  useDeleteCalendrier,
  type CalendrierLien,
} from '../api/calendrier.ts';
import { PROFIL_TEXT } from '../text.ts';

const T = PROFIL_TEXT.calendrier;

/** The link just made, shown this once: copy it, or open it in the phone's calendar app. */
function NewLink({ lien }: { lien: CalendrierLien }) {
  return (
    <Alert color="maisonnee" variant="light" title={T.shownOnce}>
      <Stack gap="sm">
        <TextInput
          label={T.linkLabel}
          value={lien.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm">
          <CopyButton value={lien.url}>
            {({ copied, copy }) => (
              <Button variant="outline" onClick={copy} aria-live="polite">
                {copied ? T.copied : T.copy}
              </Button>
            )}
          </CopyButton>
          <Button component="a" href={lien.webcal_url}>
            {T.open}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * « Agenda et rappels » of /profil (client and agent; docs/calendrier.md): the reminder sent the
 * day before each visit, and the private calendar link of the caller's visits — made (shown once,
 * with a copy button and a webcal:// link), replaced, revoked after a confirmation.
 */
export function CalendrierSection() {
  const state = useCalendrier();
  const create = useCreateCalendrier();
  const revoke = useDeleteCalendrier();
  const [lien, setLien] = useState<CalendrierLien | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const actif = state.data?.actif ?? false;
  const failure = errorMessage(create.error ?? revoke.error);

  const makeLink = () => {
    setRevoked(false);
    setConfirming(false);
    create.mutate(undefined, { onSuccess: setLien });
  };
  const revokeLink = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLien(null);
        setConfirming(false);
        setRevoked(true);
      },
    });

  return (
    <Stack gap="sm">
      <Text>{T.rappels}</Text>
      <Text>{T.explain}</Text>
      {state.isError ? (
        <Alert color="red" role="alert">
          {T.loadError}
        </Alert>
      ) : null}
      {actif && state.data?.created_at ? (
        <Text>
          {T.active(formatInstantDate(state.data.created_at))}{' '}
          {state.data.last_read_at
            ? T.lastRead(formatInstantParis(state.data.last_read_at))
            : T.neverRead}
        </Text>
      ) : null}
      {lien ? <NewLink lien={lien} /> : null}
      {revoked ? <Text role="status">{T.revoked}</Text> : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button
          onClick={makeLink}
          loading={create.isPending}
          disabled={state.isPending}
          variant={actif ? 'outline' : 'filled'}
        >
          {actif ? T.replace : T.create}
        </Button>
        {actif && !confirming ? (
          <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
            {T.revoke}
          </Button>
        ) : null}
      </Group>
      {actif ? (
        <Text size="sm" c="dimmed">
          {T.replaceHint}
        </Text>
      ) : null}
      {confirming ? (
        <Stack gap="xs" role="group" aria-label={T.revoke}>
          <Text fw={600}>{T.revokeConfirm}</Text>
          <Group gap="sm">
            <Button color="red.9" onClick={revokeLink} loading={revoke.isPending}>
              {T.revokeYes}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {T.revokeNo}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Text size="sm" c="dimmed">
        {T.private}
      </Text>
    </Stack>
  );
}
