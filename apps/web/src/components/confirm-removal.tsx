import type { ReactNode } from 'react';
import { confirmAndClose, ModalForm, type ModalFormMutation } from './modal-form.tsx';

/** A delete call of a list (a TanStack Query mutation taking the item's id). */
export interface RemoveMutation extends ModalFormMutation {
  mutate(
    id: number,
    options: { onSuccess: () => void; onError?: ((error: unknown) => void) | undefined },
  ): void;
}

/**
 * Asks before deleting one item of a list (closed while `item` is null); once deleted, says so
 * and closes. `children` names the item.
 */
export function ConfirmRemoval({
  item,
  onClose,
  title,
  submitLabel,
  removedMessage,
  mutation,
  onError,
  children,
}: {
  item: { id: number } | null;
  onClose: () => void;
  title: string;
  submitLabel: string;
  removedMessage: string;
  mutation: RemoveMutation;
  onError?: (error: unknown) => void;
  children: ReactNode;
}) {
  return (
    <ModalForm
      opened={item !== null}
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      submitColor="red"
      mutation={mutation}
      onSubmit={() => {
        if (!item) return;
        mutation.mutate(item.id, { ...confirmAndClose(removedMessage, onClose), onError });
      }}
    >
      {children}
    </ModalForm>
  );
}
