import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useSaveRetard } from '../api/save-retard.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.retard;

export function RetardModal({
  candidatId,
  interventionId,
  opened,
  onClose,
}: {
  candidatId: number;
  interventionId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveRetard();
  const [minutes, setMinutes] = useState<number | string>(15);
  const [motif, setMotif] = useState('');
  const [invalid, setInvalid] = useState(false);
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(minutes);
    if (!Number.isInteger(value) || value < 1 || value > 240) {
      setInvalid(true);
      return;
    }
    save.mutate(
      {
        candidat_id: candidatId,
        intervention_id: interventionId,
        minutes: value,
        motif: motif.trim() || null,
      },
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
      closeButtonProps={{ 'aria-label': AGENT_TEXT.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={T.minutes}
            min={1}
            max={240}
            step={5}
            allowDecimal={false}
            value={minutes}
            onChange={(value) => {
              setMinutes(value);
              setInvalid(false);
            }}
            error={invalid ? T.invalid : undefined}
            withAsterisk
          />
          <TextInput
            label={T.motif}
            maxLength={500}
            value={motif}
            onChange={(event) => setMotif(event.currentTarget.value)}
          />
          <FormError message={errorMessage(save.error)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
