import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

/* The immediate advance's calls (docs/avance-immediate.md). */

export const avanceKeys = {
  all: ['avance'] as const,
  etat: (clientId: number) => ['avance', 'etat', clientId] as const,
  facture: (factureId: number) => ['avance', 'facture', factureId] as const,
};

const etatRoute: Route<'getAvanceInscription'> = {
  name: 'getAvanceInscription',
  method: 'GET',
  path: '/api/client/{id}/avance',
  envelope: 'data',
};

export type AvanceEtat = ResponseOf<'getAvanceInscription'>;
export type AvanceParticulier = BodyOf<'inscrireAvance'>['particulier'];

/** GET /api/client/{id}/avance: whether the advance is offered, and the family's registration. */
export function useAvanceEtat(clientId: number) {
  return useQuery({
    queryKey: avanceKeys.etat(clientId),
    queryFn: () => callEndpoint(etatRoute, { params: { id: encryptPathId(clientId) } }),
  });
}

const inscrireRoute: Route<'inscrireAvance'> = {
  name: 'inscrireAvance',
  method: 'POST',
  path: '/api/client/{id}/avance',
  envelope: 'data',
};

/** POST /api/client/{id}/avance: the family consents and registers with URSSAF. */
export function useInscrireAvance(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'inscrireAvance'>) =>
      callEndpoint(inscrireRoute, { body, params: { id: encryptPathId(clientId) } }),
    // A refusal is kept too: the status is read again whatever the answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: avanceKeys.etat(clientId) }),
  });
}

const factureRoute: Route<'getFactureAvance'> = {
  name: 'getFactureAvance',
  method: 'GET',
  path: '/api/facture/{id}/avance',
  envelope: 'data',
};

export type AvanceDemande = NonNullable<ResponseOf<'getFactureAvance'>>;

/** GET /api/facture/{id}/avance: the invoice's URSSAF payment request, or null. */
export function useFactureAvance(factureId: number) {
  return useQuery({
    queryKey: avanceKeys.facture(factureId),
    queryFn: () => callEndpoint(factureRoute, { params: { id: encryptPathId(factureId) } }),
  });
}
