import { formatInstantDate } from '@maisonnee/domain';
import {
  COMMENTS_TEXT,
  CommentsSection,
} from '../../../../components/back-office/comments-section.tsx';
import { useAddClientCommentaire } from '../api/add-client-commentaire.ts';
import { useDeleteClientCommentaire } from '../api/delete-client-commentaire.ts';
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
  return (
    <FileSection title={COMMENTS_TEXT.title}>
      <CommentsSection
        commentaires={client.commentaires ?? []}
        dateOf={formatInstantDate}
        canAdd={canAdd}
        canDelete={canDelete}
        add={add}
        remove={remove}
      />
    </FileSection>
  );
}
