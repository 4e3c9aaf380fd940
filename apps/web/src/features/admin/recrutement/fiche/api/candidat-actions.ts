import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../../lib/path-id.ts';
import { ficheKeys } from './keys.ts';

const deleteRoute: Route<'deleteCandidat'> = {
  name: 'deleteCandidat',
  method: 'DELETE',
  path: '/api/candidat/delete/{id}',
  envelope: 'data',
};
const sendEditLinkRoute: Route<'sendEmailEditCandidature'> = {
  name: 'sendEmailEditCandidature',
  method: 'POST',
  path: '/api/candidats/send-email-edit-candidature',
  envelope: 'data',
};
const deleteCommentaireRoute: Route<'deleteCandidatCommentaire'> = {
  name: 'deleteCandidatCommentaire',
  method: 'DELETE',
  path: '/api/candidats/commentaires/delete/{id}',
  envelope: 'data',
};

/** DELETE /api/candidat/delete/{id}: refused (409) once the person has worked for the agency. */
export function deleteCandidat(candidatId: number): Promise<ResponseOf<'deleteCandidat'>> {
  return callEndpoint(deleteRoute, { params: { id: encryptPathId(candidatId) } });
}

export function useDeleteCandidat(candidatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCandidat(candidatId),
    // The file stays in the cache until the screen has left it (removing it here would draw the
    // loader in place of the confirmation before the screen navigates away).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' }),
  });
}

/** POST /api/candidats/send-email-edit-candidature: mails the candidate a link to their form. */
export function sendEmailEditCandidature(
  candidatId: number,
  message: string,
): Promise<ResponseOf<'sendEmailEditCandidature'>> {
  return callEndpoint(sendEditLinkRoute, {
    body: { candidat_id: candidatId, message: message.trim() || null },
  });
}

export function useSendEmailEditCandidature(candidatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendEmailEditCandidature(candidatId, message),
    // The history records the mail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ficheKeys.detail(candidatId) }),
  });
}

/** DELETE /api/candidats/commentaires/delete/{id}: removes one comment of the file. */
export function deleteCandidatCommentaire(
  commentaireId: number,
): Promise<ResponseOf<'deleteCandidatCommentaire'>> {
  return callEndpoint(deleteCommentaireRoute, { params: { id: encryptPathId(commentaireId) } });
}

export function useDeleteCandidatCommentaire(candidatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCandidatCommentaire,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ficheKeys.detail(candidatId) }),
  });
}
