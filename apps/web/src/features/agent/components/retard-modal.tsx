import { NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ModalForm, confirmAndClose, type ModalProps } from '../../../components/modal-form.tsx';
import { useSaveRetard } from '../api/save-retard.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.retard;

export function RetardModal({
  candidatId,
  interventionId,
  ...modal
}: ModalProps & {
  candidatId: number;
  interventionId: number;
}) {
  const save = useSaveRetard();
  const [minutes, setMinutes] = useState<number | string>(15);
  const [motif, setMotif] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
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
      confirmAndClose(T.done, modal.onClose),
    );
  };

  return (
    <ModalForm
      {...modal}
      title={T.title}
      cancelLabel={T.cancel}
      submitLabel={T.submit}
      mutation={save}
      onSubmit={submit}
    >
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
    </ModalForm>
  );
}
