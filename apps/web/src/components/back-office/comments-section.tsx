import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { showSuccess } from '../../lib/toast.ts';
import { FormError } from '../form-error.tsx';
import { PlainList } from '../plain-list.tsx';

/** French text of the team's comments on a file. */
export const COMMENTS_TEXT = {
  title: 'Commentaires',
  none: 'Aucun commentaire.',
  by: (author: string, date: string) => `${author}, le ${date}`,
  newComment: 'Nouveau commentaire',
  add: 'Ajouter le commentaire',
  added: 'Commentaire ajouté.',
  required: 'Écrivez le commentaire.',
  remove: 'Supprimer',
  removeLabel: (date: string) => `Supprimer le commentaire du ${date}`,
  removed: 'Commentaire supprimé.',
} as const;

const T = COMMENTS_TEXT;

export interface TeamComment {
  id: number;
  texte: string;
  auteur_nom: string;
  created_at: string;
}

/** What the section needs of a mutation (TanStack Query's, or one adapted to its value). */
export interface CommentMutation<V> {
  mutate: (value: V, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  variables?: V | undefined;
}

/**
 * The team's comments on a file (a client's, a candidate's; never shown to them): read, add and
 * delete as the operator's role allows. A refused deletion is said above the list.
 */
export function CommentsSection({
  commentaires,
  dateOf,
  canAdd,
  canDelete,
  add,
  remove,
}: {
  commentaires: readonly TeamComment[];
  /** How a comment's instant is written (a day, or a day and a time). */
  dateOf: (instant: string) => string;
  canAdd: boolean;
  canDelete: boolean;
  add: CommentMutation<string>;
  remove: CommentMutation<number>;
}) {
  const [texte, setTexte] = useState('');
  const [texteError, setTexteError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!texte.trim()) {
      setTexteError(T.required);
      return;
    }
    setTexteError(null);
    add.mutate(texte.trim(), {
      onSuccess: () => {
        setTexte('');
        showSuccess(T.added);
      },
    });
  }

  return (
    <Stack gap="sm">
      {commentaires.length === 0 ? <Text fz="sm">{T.none}</Text> : null}
      <FormError message={remove.isError ? errorMessage(remove.error) : null} />
      <PlainList gap="xs">
        {commentaires.map((commentaire) => {
          const date = dateOf(commentaire.created_at);
          return (
            <li key={commentaire.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {commentaire.texte}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {T.by(commentaire.auteur_nom, date)}
                  </Text>
                </div>
                {canDelete ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    aria-label={T.removeLabel(date)}
                    loading={remove.isPending && remove.variables === commentaire.id}
                    onClick={() =>
                      remove.mutate(commentaire.id, { onSuccess: () => showSuccess(T.removed) })
                    }
                  >
                    {T.remove}
                  </Button>
                ) : null}
              </Group>
            </li>
          );
        })}
      </PlainList>
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
              {T.add}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
