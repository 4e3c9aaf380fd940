import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatInstantParis } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../../../components/form-error.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import { showSuccess } from '../../../../../lib/toast.ts';
import { useDeleteCandidatCommentaire } from '../api/candidat-actions.ts';
import type { Candidat } from '../api/get-candidat.ts';
import { useSaveCandidat } from '../api/save-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';

/** The team's comments on the file (never shown to the candidate): read, add, delete. */
export function CommentairesSection({
  candidat,
  canEdit,
}: {
  candidat: Candidat;
  canEdit: boolean;
}) {
  const add = useSaveCandidat(candidat);
  const remove = useDeleteCandidatCommentaire(candidat.id);
  const [texte, setTexte] = useState('');
  const [texteError, setTexteError] = useState<string | null>(null);
  const commentaires = candidat.commentaires ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!texte.trim()) {
      setTexteError(T.commentRequired);
      return;
    }
    setTexteError(null);
    add.mutate(
      { commentaire: texte.trim() },
      {
        onSuccess: () => {
          setTexte('');
          showSuccess(T.commentAdded);
        },
      },
    );
  }

  return (
    <Stack gap="sm">
      {commentaires.length === 0 ? <Text fz="sm">{T.noCommentaires}</Text> : null}
      <FormError message={remove.isError ? errorMessage(remove.error) : null} />
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {commentaires.map((commentaire) => {
          const date = formatInstantParis(commentaire.created_at);
          return (
            <li key={commentaire.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {commentaire.texte}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {T.commentBy(commentaire.auteur_nom, date)}
                  </Text>
                </div>
                {canEdit ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    aria-label={T.deleteCommentLabel(date)}
                    loading={remove.isPending && remove.variables === commentaire.id}
                    onClick={() =>
                      remove.mutate(commentaire.id, {
                        onSuccess: () => showSuccess(T.commentDeleted),
                      })
                    }
                  >
                    {T.deleteComment}
                  </Button>
                ) : null}
              </Group>
            </li>
          );
        })}
      </Stack>
      {canEdit ? (
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
    </Stack>
  );
}

/** What happened to the file, newest first (application, status changes, contract, mails…). */
export function HistoriqueSection({ candidat }: { candidat: Candidat }) {
  const events = [...(candidat.historique ?? [])].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  if (events.length === 0) return <Text fz="sm">{T.noHistorique}</Text>;
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {events.map((event) => (
        <li key={event.id}>
          <Text fz="sm">{event.libelle}</Text>
          <Text fz="xs" c="dimmed">
            {T.eventBy(formatInstantParis(event.created_at), event.auteur_nom)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
