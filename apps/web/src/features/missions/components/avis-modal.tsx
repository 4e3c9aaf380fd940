import { Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ModalForm, confirmAndClose, type ModalProps } from '../../../components/modal-form.tsx';
import { useCreateInterventionAvis } from '../api/create-intervention-avis.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.avis;

export function AvisModal({
  interventionId,
  ...modal
}: ModalProps & {
  interventionId: number;
}) {
  const create = useCreateInterventionAvis();
  const [note, setNote] = useState<string | null>(null);
  const [commentaire, setCommentaire] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (!note) {
      setMissing(true);
      return;
    }
    create.mutate(
      {
        intervention_id: interventionId,
        note: Number(note),
        commentaire: commentaire.trim() || null,
      },
      confirmAndClose(T.done, modal.onClose),
    );
  };

  return (
    <ModalForm
      {...modal}
      title={T.title}
      submitLabel={T.submit}
      mutation={create}
      onSubmit={submit}
    >
      <Radio.Group
        label={T.note}
        withAsterisk
        value={note}
        onChange={(value) => {
          setNote(value);
          setMissing(false);
        }}
        error={missing ? T.required : undefined}
      >
        <Stack gap="xs" mt="xs">
          {T.notes.map((label, index) => (
            <Radio key={label} value={String(index + 1)} label={label} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={T.commentaire}
        maxLength={2000}
        value={commentaire}
        onChange={(event) => setCommentaire(event.currentTarget.value)}
      />
    </ModalForm>
  );
}
