import { Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ModalForm, confirmAndClose, type ModalProps } from '../../../components/modal-form.tsx';
import { useSetIntervenantPreference } from '../api/set-intervenant-preference.ts';
import { INTERVENANTS_TEXT } from '../text.ts';

const T = INTERVENANTS_TEXT.preference;

/** Confirms that the family no longer wants this agent, with an optional reason for the agency. */
export function EcarterModal({
  candidatId,
  prenom,
  ...modal
}: ModalProps & { candidatId: number; prenom: string }) {
  const mutation = useSetIntervenantPreference(candidatId);
  const [motif, setMotif] = useState('');
  return (
    <ModalForm
      {...modal}
      title={T.confirmTitle}
      submitLabel={T.confirm}
      submitColor="red.9"
      mutation={mutation}
      onSubmit={() =>
        mutation.mutate(
          { preference: 'ecarte', motif: motif.trim() || null },
          confirmAndClose(T.ecarteDone, modal.onClose),
        )
      }
    >
      <Text>{T.confirmText(prenom)}</Text>
      <Textarea
        label={T.motif}
        maxLength={500}
        autosize
        minRows={2}
        value={motif}
        onChange={(event) => setMotif(event.currentTarget.value)}
      />
    </ModalForm>
  );
}
