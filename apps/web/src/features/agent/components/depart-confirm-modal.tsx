import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CHECK_OUT_MOTIF_MAX_LENGTH, SHORT_VISIT_MINUTES } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { formatMinutes } from '../../../lib/format.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.pointage.depart;

/** What the agent is told before checking out early or after a few minutes. */
export interface DepartCheck {
  /** The planned end (extension included) has not come yet. */
  isEarly: boolean;
  /** Fewer than SHORT_VISIT_MINUTES worked: a reason is required. */
  needsMotif: boolean;
  /** Planned end, `HH:mm` (agency clock). */
  plannedEnd: string;
  /** Minutes worked since the check-in. */
  minutesWorked: number;
}

/**
 * Confirmation of a check-out before the planned end, showing the time worked; after fewer than
 * SHORT_VISIT_MINUTES it also asks the reason, which the API requires and the timesheet shows.
 */
export function DepartConfirmModal({
  check,
  onClose,
  onConfirm,
}: {
  check: DepartCheck | null;
  onClose: () => void;
  onConfirm: (motif: string | null) => void;
}) {
  const [motif, setMotif] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setMotif('');
    setMissing(false);
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!check) return;
    const given = motif.trim();
    if (check.needsMotif && given === '') {
      setMissing(true);
      return;
    }
    close();
    onConfirm(check.needsMotif ? given : null);
  };
  return (
    <Modal
      opened={check !== null}
      onClose={close}
      title={check?.isEarly === false ? T.shortTitle : T.earlyTitle}
      centered
      closeButtonProps={{ 'aria-label': T.close }}
    >
      {check && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {check.isEarly && <Text size="sm">{T.plannedEnd(check.plannedEnd)}</Text>}
            <Text size="sm" fw={500}>
              {T.worked(formatMinutes(check.minutesWorked))}
            </Text>
            {check.needsMotif && (
              <Textarea
                label={T.motif}
                description={T.motifHelp(SHORT_VISIT_MINUTES)}
                maxLength={CHECK_OUT_MOTIF_MAX_LENGTH}
                autosize
                minRows={2}
                withAsterisk
                value={motif}
                onChange={(event) => {
                  setMotif(event.currentTarget.value);
                  setMissing(false);
                }}
                error={missing ? T.motifRequired : undefined}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {T.stay}
              </Button>
              <Button type="submit">{T.confirm}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
