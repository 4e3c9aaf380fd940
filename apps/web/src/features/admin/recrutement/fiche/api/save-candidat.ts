import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { personValuesOf } from '../../../../../components/person-values.ts';
import type { Candidat } from './get-candidat.ts';
import { ficheKeys } from './keys.ts';

export type SaveCandidatBody = BodyOf<'saveCandidat'>;
/** What a screen changes on the file; the rest is sent as it is recorded. */
export type CandidatPatch = Partial<Omit<SaveCandidatBody, 'id'>>;

const route: Route<'saveCandidat'> = {
  name: 'saveCandidat',
  method: 'POST',
  path: '/api/candidat/save',
  envelope: 'data',
};

const updateRoute: Route<'updateCandidat'> = {
  name: 'updateCandidat',
  method: 'POST',
  path: '/api/candidat/update',
  envelope: 'data',
};

/** What candidat/update takes alone: the agency's moves, which need no other field. */
const MOVE_FIELDS = new Set<string>([
  'statut_id',
  'is_active',
  'entretien_at',
  'documents_verifies',
  'commentaire',
]);

/**
 * The whole record as candidat/save takes it (the call replaces the file), from what the API
 * answered, with `patch` on top. Comments and the "documents checked" flag are only sent when the
 * patch carries them, so that saving the status never adds a comment twice.
 */
export function toSaveCandidatBody(candidat: Candidat, patch: CandidatPatch): SaveCandidatBody {
  return {
    id: candidat.id,
    // The stored identity as the form shows it, but absent phone and birth date stay null.
    ...personValuesOf(candidat),
    civilite: candidat.civilite ?? 'Mme',
    email: candidat.email,
    fixe: candidat.fixe,
    date_naissance: candidat.date_naissance,
    services: candidat.services,
    competence_ids: candidat.competence_ids,
    infos_supp: candidat.infos_supp,
    transport_type_id: candidat.transport_type_id,
    rayon_km: candidat.rayon_km ?? 20,
    disponibilites: candidat.disponibilites,
    experience_annees: candidat.experience_annees,
    presentation: candidat.presentation,
    statut_id: candidat.statut_id,
    is_active: candidat.is_active,
    date_entree: candidat.date_entree,
    date_sortie: candidat.date_sortie,
    entretien_at: candidat.entretien_at ?? null,
    ...patch,
  };
}

/**
 * A move (status, interview, documents checked, comment, deactivation) goes alone through
 * POST /api/candidat/update, so that an application left unfinished can be moved too; any other
 * change saves the file as recorded with `patch` applied (POST /api/candidat/save).
 */
export function saveCandidat(
  candidat: Candidat,
  patch: CandidatPatch,
): Promise<ResponseOf<'saveCandidat'>> {
  if (Object.keys(patch).every((field) => MOVE_FIELDS.has(field))) {
    const { documents_verifies, ...move } = patch;
    return callEndpoint(updateRoute, {
      body: {
        id: candidat.id,
        ...move,
        ...(documents_verifies ? { documents_verifies: true as const } : {}),
      } as BodyOf<'updateCandidat'>,
    });
  }
  return callEndpoint(route, { body: toSaveCandidatBody(candidat, patch) });
}

/** After a save: the file shows the answer, and what lists the candidate is read again. */
function refreshAfterSave(
  queryClient: QueryClient,
  candidat: Candidat,
  saved: ResponseOf<'saveCandidat'>,
) {
  queryClient.setQueryData(ficheKeys.detail(candidat.id), saved);
  // Lists showing the candidate (pipeline, cockpit) are read again when next shown.
  void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
  // The answer may leave out the comments and the history: the file is read again.
  return queryClient.invalidateQueries({ queryKey: ficheKeys.candidat(candidat.id) });
}

export function useSaveCandidat(candidat: Candidat) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: CandidatPatch) => saveCandidat(candidat, patch),
    onSuccess: (saved) => refreshAfterSave(queryClient, candidat, saved),
  });
}

/** A team comment on the file: a move of its own (POST /api/candidat/update). */
export function useAddCandidatCommentaire(candidat: Candidat) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentaire: string) => saveCandidat(candidat, { commentaire }),
    onSuccess: (saved) => refreshAfterSave(queryClient, candidat, saved),
  });
}
