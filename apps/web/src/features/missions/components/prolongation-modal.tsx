import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { ModalForm, confirmAndClose, type ModalProps } from '../../../components/modal-form.tsx';
import { PROLONGATION_CHOICES } from '../../../lib/prolongation.ts';
import { useProlongationIntervention } from '../api/prolongation-intervention.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.prolongation;

export function ProlongationModal({
  interventionId,
  ...modal
}: ModalProps & {
  interventionId: number;
}) {
  const extend = useProlongationIntervention();
  const [minutes, setMinutes] = useState('30');

  return (
    <ModalForm
      {...modal}
      title={T.title}
      submitLabel={T.submit}
      mutation={extend}
      onSubmit={() =>
        extend.mutate(
          { intervention_id: interventionId, minutes: Number(minutes) },
          confirmAndClose(T.done, modal.onClose),
        )
      }
    >
      <NativeSelect
        label={T.minutes}
        value={minutes}
        onChange={(event) => setMinutes(event.currentTarget.value)}
        data={PROLONGATION_CHOICES}
      />
    </ModalForm>
  );
}
