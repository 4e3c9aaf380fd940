import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { useFactureWrite } from './get-facture.ts';

const route: Route<'updateFacture'> = {
  name: 'updateFacture',
  method: 'POST',
  path: '/api/factures/update',
  envelope: 'data',
};

/** POST /api/factures/update: a planned invoice's lines, or the amount paid by bank transfer. */
export function updateFacture(body: BodyOf<'updateFacture'>): Promise<ResponseOf<'updateFacture'>> {
  return callEndpoint(route, { body });
}

export function useUpdateFacture() {
  return useFactureWrite(updateFacture);
}
