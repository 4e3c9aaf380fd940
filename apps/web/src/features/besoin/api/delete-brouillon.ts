import { callEndpoint, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const route: Route<'deleteBrouillon'> = {
  name: 'deleteBrouillon',
  method: 'DELETE',
  path: '/api/devis/brouillons/delete/{id}',
  envelope: 'data',
};

/**
 * DELETE /api/devis/brouillons/delete/{id}: save-besoin deletes its draft itself; add-besoin
 * does not take one, so the form deletes it once the mission is extended.
 */
export function deleteBrouillon(id: number): Promise<ResponseOf<'deleteBrouillon'>> {
  return callEndpoint(route, { params: { id: encryptPathId(id) } });
}
