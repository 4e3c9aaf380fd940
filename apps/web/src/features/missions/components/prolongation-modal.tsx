import { Button, Group, Modal, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useProlongationIntervention } from '../api/prolongation-intervention.ts';
import { PROLONGATION_MINUTES } from '../lib/missions-view.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.prolongation;

export function ProlongationModal({
  interventionId,
  opened,
  onClose,
}: {
  interventionId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const extend = useProlongationIntervention();
  const [minutes, setMinutes] = useState('30');
  const close = () => {
    extend.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    extend.mutate(
      { intervention_id: interventionId, minutes: Number(minutes) },
      {
        onSuccess: () => {
          showSuccess(T.done);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={T.title}
      centered
      closeButtonProps={{ 'aria-label': MISSIONS_TEXT.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label={T.minutes}
            value={minutes}
            onChange={(event) => setMinutes(event.currentTarget.value)}
            data={PROLONGATION_MINUTES.map((value) => ({
              value: String(value),
              label: MISSIONS_TEXT.minutes(value),
            }))}
          />
          <FormError message={errorMessage(extend.error)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MISSIONS_TEXT.cancel.back}
            </Button>
            <Button type="submit" loading={extend.isPending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
