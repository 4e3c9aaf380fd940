import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { useFactureWrite } from './get-facture.ts';

const route: Route<'createAvoir'> = {
  name: 'createAvoir',
  method: 'POST',
  path: '/api/factures/avoir',
  envelope: 'data',
};

/** POST /api/factures/avoir: a credit note on an issued invoice (answers the credit note). */
export function createAvoir(body: BodyOf<'createAvoir'>): Promise<ResponseOf<'createAvoir'>> {
  return callEndpoint(route, { body });
}

export function useCreateAvoir() {
  return useFactureWrite(createAvoir);
}
