import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../../lib/path-id.ts';
import { ficheKeys } from './keys.ts';

export type ContratTravail = ResponseOf<'listContratsTravail'>[number];
export type SendContratBody = BodyOf<'sendContratTravail'>;
export type ContresigneBody = BodyOf<'saveContratTravailContresigne'>;

const listRoute: Route<'listContratsTravail'> = {
  name: 'listContratsTravail',
  method: 'GET',
  path: '/api/candidats/contrats/{candidatId}',
  envelope: 'data',
};
const sendRoute: Route<'sendContratTravail'> = {
  name: 'sendContratTravail',
  method: 'POST',
  path: '/api/candidats/send-contrat-travail',
  envelope: 'data',
};
const contresigneRoute: Route<'saveContratTravailContresigne'> = {
  name: 'saveContratTravailContresigne',
  method: 'POST',
  path: '/api/candidats/save-contrat-travail-contresigne',
  envelope: 'data',
};
const cancelRoute: Route<'cancelContratTravail'> = {
  name: 'cancelContratTravail',
  method: 'POST',
  path: '/api/candidats/contrats/annuler',
  envelope: 'data',
};

/** GET /api/candidats/contrats/{candidatId}: the candidate's work contracts, newest first. */
export function listContratsTravail(candidatId: number): Promise<ContratTravail[]> {
  return callEndpoint(listRoute, { params: { candidatId: encryptPathId(candidatId) } });
}

export function useContratsTravail(candidatId: number) {
  return useQuery({
    queryKey: ficheKeys.contrats(candidatId),
    queryFn: () => listContratsTravail(candidatId),
  });
}

/**
 * A contract changes the candidate's status and history and files a document: the whole file is
 * read again, and the lists elsewhere in the back office when next shown.
 */
function useContratMutation<V, R>(candidatId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: ficheKeys.candidat(candidatId) });
    },
  });
}

/** POST /api/candidats/send-contrat-travail: generates the contract and sends it to sign. */
export function useSendContratTravail(candidatId: number) {
  return useContratMutation(candidatId, (body: SendContratBody) =>
    callEndpoint(sendRoute, { body }),
  );
}

/** POST /api/candidats/save-contrat-travail-contresigne: the agency countersigns. */
export function useContresignerContrat(candidatId: number) {
  return useContratMutation(candidatId, (body: ContresigneBody) =>
    callEndpoint(contresigneRoute, { body }),
  );
}

/** POST /api/candidats/contrats/annuler: cancels a contract not countersigned yet. */
export function useCancelContrat(candidatId: number) {
  return useContratMutation(candidatId, (body: { contrat_id: number; motif: string }) =>
    callEndpoint(cancelRoute, {
      body: { contrat_id: body.contrat_id, motif: body.motif.trim() || null },
    }),
  );
}
