import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';

const route: Route<'listClientFactures'> = {
  name: 'listClientFactures',
  method: 'POST',
  path: '/api/clients/factures/{id}',
  envelope: 'data',
};

export type Facture = ResponseOf<'listClientFactures'>[number];

/** POST /api/clients/factures/{id}?token=: a client's invoices over a period (signed link). */
export function listClientFactures(
  encryptedId: string,
  token: string | null,
  body: BodyOf<'listClientFactures'>,
): Promise<Facture[]> {
  return callEndpoint(route, {
    params: { id: encryptedId },
    body,
    ...(token ? { query: { token } } : {}),
  });
}

export function useClientFactures(
  encryptedId: string | null,
  token: string | null,
  body: BodyOf<'listClientFactures'> | null,
) {
  return useQuery({
    queryKey: ['factures', encryptedId, token, body],
    queryFn: () =>
      listClientFactures(encryptedId as string, token, body as BodyOf<'listClientFactures'>),
    enabled: encryptedId !== null && body !== null,
  });
}
