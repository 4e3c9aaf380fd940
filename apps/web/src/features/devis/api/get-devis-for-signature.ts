import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { devisKeys } from '../../../lib/query-keys.ts';

const route: Route<'getDevisForSignature'> = {
  name: 'getDevisForSignature',
  method: 'GET',
  path: '/api/devis/{id}/1',
  envelope: 'data',
};

export type DevisForSignature = ResponseOf<'getDevisForSignature'>;

/** GET /api/devis/{id}/1: the quote prepared for signature (signer, PDF, signable or not). */
export function getDevisForSignature(devisId: number): Promise<DevisForSignature> {
  return callEndpoint(route, { params: { id: encryptPathId(devisId) } });
}

export function useDevisForSignature(devisId: number | null) {
  return useQuery({
    queryKey: devisKeys.signature(devisId ?? 0),
    queryFn: () => getDevisForSignature(devisId as number),
    enabled: devisId !== null,
  });
}
