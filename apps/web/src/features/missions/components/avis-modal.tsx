import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useCreateInterventionAvis } from '../api/create-intervention-avis.ts';
import { MISSIONS_TEXT } from '../text.ts';

const T = MISSIONS_TEXT.avis;

export function AvisModal({
  interventionId,
  opened,
  onClose,
}: {
  interventionId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateInterventionAvis();
  const [note, setNote] = useState<string | null>(null);
  const [commentaire, setCommentaire] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
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
      {
        onSuccess: () => {
          showSuccess(T.done);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={T.title}
      centered
      closeButtonProps={{ 'aria-label': MISSIONS_TEXT.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
          <FormError message={errorMessage(create.error)} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MISSIONS_TEXT.cancel.back}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {T.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
