import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { adminClientKeys } from './keys.ts';

const route: Route<'listClientInterventions'> = {
  name: 'listClientInterventions',
  method: 'POST',
  path: '/api/clients/interventions/{id}',
  envelope: 'data',
};

export type ClientIntervention = ResponseOf<'listClientInterventions'>[number];

/** POST /api/clients/interventions/{id}: the client's interventions between two days. */
export function listClientInterventions(
  clientId: number,
  period: { date_debut: string; date_fin: string },
): Promise<ClientIntervention[]> {
  return callEndpoint(route, { params: { id: encryptPathId(clientId) }, body: period });
}

export function useClientInterventions(clientId: number, dateDebut: string, dateFin: string) {
  return useQuery({
    queryKey: adminClientKeys.interventions(clientId, dateDebut, dateFin),
    queryFn: () => listClientInterventions(clientId, { date_debut: dateDebut, date_fin: dateFin }),
  });
}
