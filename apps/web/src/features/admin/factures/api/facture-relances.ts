import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminFactureKeys } from './keys.ts';

const route: Route<'listFactureRelances'> = {
  name: 'listFactureRelances',
  method: 'GET',
  path: '/api/facture/{id}/relances',
  envelope: 'data',
};

export type FactureRelance = ResponseOf<'listFactureRelances'>[number];

/** GET /api/facture/{id}/relances: the reminders sent for an invoice, first level first. */
export function listFactureRelances(id: number): Promise<FactureRelance[]> {
  return callEndpoint(route, { params: { id: encryptPathId(id) } });
}

export function useFactureRelances(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminFactureKeys.detail(id), 'relances'] as const,
    queryFn: () => listFactureRelances(id),
    enabled,
  });
}
