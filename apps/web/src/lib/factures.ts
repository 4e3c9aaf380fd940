import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';
import { encryptPathId } from './path-id.ts';

const getRoute: Route<'getFacture'> = {
  name: 'getFacture',
  method: 'GET',
  path: '/api/facture/{id}',
  envelope: 'data',
};

/** An invoice or credit note with its lines. */
export type Facture = ResponseOf<'getFacture'>;

/** GET /api/facture/{id}: one invoice with its lines. */
export function getFacture(factureId: number): Promise<Facture> {
  return callEndpoint(getRoute, { params: { id: encryptPathId(factureId) } });
}
