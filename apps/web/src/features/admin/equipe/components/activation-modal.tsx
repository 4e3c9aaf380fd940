import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { confirmAndClose, ModalForm } from '../../../../components/modal-form.tsx';
import { useDeactivateMembre } from '../api/deactivate-membre.ts';
import type { MembreEquipe } from '../api/list-equipe.ts';
import { useReactivateMembre } from '../api/reactivate-membre.ts';
import { EQUIPE_TEXT } from '../text.ts';

const T = EQUIPE_TEXT.activation;

/** Asks before deactivating a member (with an optional reason); its sessions end at once. */
export function DeactivateModal({
  membre,
  onClose,
}: {
  membre: MembreEquipe;
  onClose: () => void;
}) {
  const deactivate = useDeactivateMembre();
  const [motif, setMotif] = useState('');
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={T.deactivateTitle(membre.name)}
      submitLabel={T.deactivateSubmit}
      submitColor="red"
      mutation={deactivate}
      onSubmit={() =>
        deactivate.mutate(
          { user_id: membre.id, motif: motif.trim() || null },
          confirmAndClose(T.deactivated(membre.name), onClose),
        )
      }
    >
      <Text size="sm">{T.deactivateText}</Text>
      <TextInput
        label={T.motif}
        maxLength={500}
        value={motif}
        onChange={(event) => setMotif(event.currentTarget.value)}
      />
    </ModalForm>
  );
}

/** Asks before reactivating a member. */
export function ReactivateModal({
  membre,
  onClose,
}: {
  membre: MembreEquipe;
  onClose: () => void;
}) {
  const reactivate = useReactivateMembre();
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={T.reactivateTitle(membre.name)}
      submitLabel={T.reactivateSubmit}
      mutation={reactivate}
      onSubmit={() =>
        reactivate.mutate(
          { user_id: membre.id },
          confirmAndClose(T.reactivated(membre.name), onClose),
        )
      }
    >
      <Text size="sm">{T.reactivateText}</Text>
    </ModalForm>
  );
}
