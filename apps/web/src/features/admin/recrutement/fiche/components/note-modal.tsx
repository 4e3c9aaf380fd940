import { Text, Textarea, type MantineColor } from '@mantine/core';
import { useState } from 'react';
import { ModalForm, type ModalFormMutation } from '../../../../../components/modal-form.tsx';

/**
 * A confirmation of the file (send the edit link, cancel a contract, delete the file): what it
 * does, said first, and a note to join when the step takes one (`note`); `onSend` gets it.
 */
export function NoteModal({
  title,
  submitLabel,
  submitColor,
  intro,
  note,
  mutation,
  onClose,
  onSend,
}: {
  title: string;
  submitLabel: string;
  submitColor?: MantineColor;
  intro: string;
  note?: { label: string; maxLength: number; minRows: number };
  mutation: ModalFormMutation;
  onClose: () => void;
  onSend: (note: string) => void;
}) {
  const [text, setText] = useState('');
  return (
    <ModalForm
      opened
      onClose={onClose}
      title={title}
      submitLabel={submitLabel}
      submitColor={submitColor}
      mutation={mutation}
      onSubmit={() => onSend(text)}
    >
      <Text fz="sm">{intro}</Text>
      {note ? (
        <Textarea
          label={note.label}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={note.maxLength}
          autosize
          minRows={note.minRows}
        />
      ) : null}
    </ModalForm>
  );
}
