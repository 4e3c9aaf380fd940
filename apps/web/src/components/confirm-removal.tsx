import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { confirmAndClose, ModalForm, type ModalFormMutation } from './modal-form.tsx';

/** The French texts of deleting an item of a list, as the features name them. */
export interface RemovalText {
  /** The item's button. */
  remove: string;
  /** The button's accessible name, naming the item. */
  removeLabel: (name: string) => string;
  removeTitle: string;
  removeConfirm: string;
  /** Said once deleted. */
  removed: string;
}

/** A delete call of a list (a TanStack Query mutation taking the item's id). */
export interface RemoveMutation extends ModalFormMutation {
  mutate(
    id: number,
    options: { onSuccess: () => void; onError?: ((error: unknown) => void) | undefined },
  ): void;
}

/** The small red button of a list item that asks to delete it (ConfirmRemoval asks). */
export function RemoveButton({
  name,
  text,
  onClick,
}: {
  /** The item, as its list shows it. */
  name: string;
  text: RemovalText;
  onClick: () => void;
}) {
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      // Text in red.9 (#c92a2a, 5.6:1 on white): Mantine's subtle variant caps a colour's shade at
      // 6, and red.6 on white is 3.3:1, below WCAG AA's 4.5:1 (axe).
      c="red.9"
      onClick={onClick}
      aria-label={text.removeLabel(name)}
    >
      {text.remove}
    </Button>
  );
}

/**
 * Asks before deleting one item of a list (closed while `item` is null); once deleted, says so
 * and closes. `children` names the item.
 */
export function ConfirmRemoval({
  item,
  onClose,
  text,
  mutation,
  onError,
  children,
}: {
  item: { id: number } | null;
  onClose: () => void;
  text: RemovalText;
  mutation: RemoveMutation;
  onError?: (error: unknown) => void;
  children: ReactNode;
}) {
  return (
    <ModalForm
      opened={item !== null}
      onClose={onClose}
      title={text.removeTitle}
      submitLabel={text.removeConfirm}
      submitColor="red"
      mutation={mutation}
      onSubmit={() => {
        if (!item) return;
        mutation.mutate(item.id, { ...confirmAndClose(text.removed, onClose), onError });
      }}
    >
      {children}
    </ModalForm>
  );
}
