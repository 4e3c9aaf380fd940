import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ModalForm, confirmAndClose, type ModalProps } from '../../../components/modal-form.tsx';
import { useCancelIntervention } from '../api/cancel-intervention.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.cancel;

export function CancelInterventionModal({
  interventionId,
  when,
  ...modal
}: ModalProps & {
  interventionId: number;
  when: string;
}) {
  const cancel = useCancelIntervention();
  const [motif, setMotif] = useState('');

  return (
    <ModalForm
      {...modal}
      title={T.title}
      submitLabel={T.confirm}
      submitColor="red.9"
      mutation={cancel}
      onSubmit={() =>
        cancel.mutate(
          { interventionId, motif: motif.trim() || undefined },
          confirmAndClose(T.done, modal.onClose),
        )
      }
    >
      <Text fw={600}>{when}</Text>
      <Text size="sm">{T.notice}</Text>
      <Textarea
        label={T.motif}
        value={motif}
        maxLength={500}
        onChange={(event) => setMotif(event.currentTarget.value)}
      />
    </ModalForm>
  );
}
