import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ModalForm, confirmAndClose } from '../../../components/modal-form.tsx';
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

  return (
    <ModalForm
      opened={opened}
      onClose={onClose}
      title={T.title}
      closeLabel={MISSIONS_TEXT.close}
      cancelLabel={T.back}
      submitLabel={T.confirm}
      submitColor="red.9"
      mutation={cancel}
      onSubmit={() =>
        cancel.mutate(
          { interventionId, motif: motif.trim() || undefined },
          confirmAndClose(T.done, onClose),
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
