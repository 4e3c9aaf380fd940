import { Button, Group, Modal, Stack, type MantineColor } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { errorMessage } from '../lib/api-errors.ts';
import { showSuccess } from '../lib/toast.ts';
import { FormError } from './form-error.tsx';

const TEXT = { close: 'Fermer', back: 'Retour' } as const;

/** How a screen opens and closes a modal. */
export interface ModalProps {
  opened: boolean;
  /** Called after closing (cancel button, close button, Escape, or after a success). */
  onClose: () => void;
}

/** What the shell needs of the mutation a modal form sends (a TanStack Query mutation). */
export interface ModalFormMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

export interface ModalFormProps extends ModalProps {
  title: string;
  /** Accessible name of the modal's close button (the × at the top); 'Fermer' by default. */
  closeLabel?: string;
  submitLabel: string;
  /** The button that closes without sending; 'Retour' by default. */
  cancelLabel?: string;
  /** Colour of the submit button (red for a destructive action). */
  submitColor?: MantineColor;
  mutation: ModalFormMutation;
  /** Called when the form is submitted; the shell already prevents the browser's default. */
  onSubmit: () => void;
  /** The fields; the API's French error, the cancel and submit buttons follow them. */
  children: ReactNode;
}

/**
 * The one shell of the app's modal forms: a centred modal titled `title`, its fields, the API's
 * French message when the call fails (announced, `role="alert"`), then cancel and submit
 * buttons; the submit button spins while the call is pending. Closing forgets the last error.
 */
export function ModalForm(props: ModalFormProps) {
  const { mutation, onClose } = props;
  const close = () => {
    mutation.reset();
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': props.closeLabel ?? TEXT.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {props.children}
          <FormError message={errorMessage(mutation.error)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {props.cancelLabel ?? TEXT.back}
            </Button>
            <Button type="submit" color={props.submitColor} loading={mutation.isPending}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Mutation options of a modal form: on success, the French confirmation, then close. */
export function confirmAndClose(message: string, onClose: () => void) {
  return {
    onSuccess: () => {
      showSuccess(message);
      onClose();
    },
  };
}
