import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useCancelIntervention } from '../api/cancel-intervention.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.cancel;

export function CancelInterventionModal({
  interventionId,
  when,
  opened,
  onClose,
}: {
  interventionId: number;
  when: string;
  opened: boolean;
  onClose: () => void;
}) {
  const cancel = useCancelIntervention();
  const [motif, setMotif] = useState('');
  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () =>
    cancel.mutate(
      { interventionId, motif: motif.trim() || undefined },
      {
        onSuccess: () => {
          showSuccess(T.done);
          onClose();
        },
      },
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={T.title}
      centered
      closeButtonProps={{ 'aria-label': MISSIONS_TEXT.close }}
    >
      <Stack gap="sm">
        <Text fw={600}>{when}</Text>
        <Text size="sm">{T.notice}</Text>
        <Textarea
          label={T.motif}
          value={motif}
          maxLength={500}
          onChange={(event) => setMotif(event.currentTarget.value)}
        />
        <FormError message={errorMessage(cancel.error)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {T.back}
          </Button>
          <Button color="red.9" loading={cancel.isPending} onClick={confirm}>
            {T.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
