import { Stack, Text } from '@mantine/core';
import { formatInstantParis } from '@maisonnee/domain';
import { CommentsSection } from '../../../../../components/back-office/comments-section.tsx';
import { useDeleteCandidatCommentaire } from '../api/candidat-actions.ts';
import type { Candidat } from '../api/get-candidat.ts';
import { useAddCandidatCommentaire } from '../api/save-candidat.ts';
import { FICHE_TEXT as T } from '../text.ts';

/** The team's comments on the file (never shown to the candidate): read, add, delete. */
export function CommentairesSection({
  candidat,
  canEdit,
}: {
  candidat: Candidat;
  canEdit: boolean;
}) {
  const add = useAddCandidatCommentaire(candidat);
  const remove = useDeleteCandidatCommentaire(candidat.id);
  return (
    <CommentsSection
      commentaires={candidat.commentaires ?? []}
      dateOf={formatInstantParis}
      canAdd={canEdit}
      canDelete={canEdit}
      add={add}
      remove={remove}
    />
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
