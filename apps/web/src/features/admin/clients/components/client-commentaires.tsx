import { formatInstantDate } from '@maisonnee/domain';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../../components/form-error.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { showError, showSuccess } from '../../../../lib/toast.ts';
import { useAddClientCommentaire } from '../api/add-client-commentaire.ts';
import { useDeleteClientCommentaire } from '../api/delete-client-commentaire.ts';
import { CLIENT_FILE_TEXT as T } from '../text.ts';
import type { ClientDetail } from './client-identity.tsx';
import { FileSection } from './file-section.tsx';

/** The team's comments on the file: read, add and delete as the operator's role allows. */
export function ClientCommentaires({
  client,
  canAdd,
  canDelete,
}: {
  client: ClientDetail;
  canAdd: boolean;
  canDelete: boolean;
}) {
  const add = useAddClientCommentaire(client.id);
  const remove = useDeleteClientCommentaire(client.id);
  const [texte, setTexte] = useState('');
  const [texteError, setTexteError] = useState<string | null>(null);
  const commentaires = client.commentaires ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!texte.trim()) {
      setTexteError(T.commentRequired);
      return;
    }
    setTexteError(null);
    add.mutate(texte.trim(), {
      onSuccess: () => {
        setTexte('');
        showSuccess(T.commentAdded);
      },
    });
  }

  return (
    <FileSection title={T.commentaires}>
      {commentaires.length === 0 ? <Text fz="sm">{T.noCommentaires}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {commentaires.map((commentaire) => (
          <li key={commentaire.id}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {commentaire.texte}
                </Text>
                <Text fz="xs" c="dimmed">
                  {T.commentBy(commentaire.auteur_nom, formatInstantDate(commentaire.created_at))}
                </Text>
              </div>
              {canDelete ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red.9"
                  aria-label={T.deleteCommentLabel(formatInstantDate(commentaire.created_at))}
                  loading={remove.isPending && remove.variables === commentaire.id}
                  onClick={() =>
                    remove.mutate(commentaire.id, {
                      onSuccess: () => showSuccess(T.commentDeleted),
                      onError: (error) => showError(errorMessage(error) ?? T.sectionError),
                    })
                  }
                >
                  {T.deleteComment}
                </Button>
              ) : null}
            </Group>
          </li>
        ))}
      </Stack>
      {canAdd ? (
        <form onSubmit={submit} noValidate aria-label={T.newComment}>
          <Stack gap="xs">
            <Textarea
              label={T.newComment}
              value={texte}
              onChange={(event) => setTexte(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
              error={texteError}
            />
            <FormError message={add.isError ? errorMessage(add.error) : null} />
            <Button type="submit" loading={add.isPending} w="fit-content">
              {T.addComment}
            </Button>
          </Stack>
        </form>
      ) : null}
    </FileSection>
  );
}
