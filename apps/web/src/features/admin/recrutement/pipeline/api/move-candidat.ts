import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../../lib/path-id.ts';
import { candidatsKeys } from './keys.ts';

type Candidat = ResponseOf<'getCandidat'>;
type SaveCandidatBody = BodyOf<'saveCandidat'>;

const getRoute: Route<'getCandidat'> = {
  name: 'getCandidat',
  method: 'GET',
  path: '/api/candidat/{id}',
  envelope: 'data',
};

const saveRoute: Route<'saveCandidat'> = {
  name: 'saveCandidat',
  method: 'POST',
  path: '/api/candidat/save',
  envelope: 'data',
};

/**
 * The whole record as candidat/save takes it (the call replaces the file), as the API answered
 * it, in the new status. Comments and "documents checked" are left out: a move adds neither.
 */
export function toStatutBody(candidat: Candidat, statutId: number): SaveCandidatBody {
  return {
    id: candidat.id,
    civilite: candidat.civilite ?? 'Mme',
    nom: candidat.nom,
    prenom: candidat.prenom,
    email: candidat.email,
    mobile: candidat.mobile ?? '',
    fixe: candidat.fixe,
    date_naissance: candidat.date_naissance,
    adresse: candidat.adresse ?? '',
    codep: candidat.codep ?? '',
    ville: candidat.ville ?? '',
    country: candidat.country ?? 'France',
    lat: candidat.lat,
    lng: candidat.lng,
    services: candidat.services,
    competence_ids: candidat.competence_ids,
    infos_supp: candidat.infos_supp,
    transport_type_id: candidat.transport_type_id,
    rayon_km: candidat.rayon_km ?? 20,
    disponibilites: candidat.disponibilites,
    experience_annees: candidat.experience_annees,
    presentation: candidat.presentation,
    statut_id: statutId,
    is_active: candidat.is_active,
    date_entree: candidat.date_entree,
    date_sortie: candidat.date_sortie,
    entretien_at: candidat.entretien_at ?? null,
  };
}

/**
 * Moves a candidate to another status: the file is read (GET /api/candidat/{id}) and saved back
 * with the new statut_id (POST /api/candidat/save). The API refuses a forbidden move with a
 * French message (409 STATUT_CHANGE_REFUSED), which the card shows.
 */
export async function moveCandidat(candidatId: number, statutId: number): Promise<Candidat> {
  const candidat = await callEndpoint(getRoute, { params: { id: encryptPathId(candidatId) } });
  return callEndpoint(saveRoute, { body: toStatutBody(candidat, statutId) });
}

export function useMoveCandidat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidatId, statutId }: { candidatId: number; statutId: number }) =>
      moveCandidat(candidatId, statutId),
    onSuccess: () => {
      // The file and the cockpit are read again when next shown; the columns at once.
      void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: candidatsKeys.all });
    },
  });
}
