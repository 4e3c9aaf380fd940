import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { useFactureWrite } from './get-facture.ts';

const route: Route<'genererFactures'> = {
  name: 'genererFactures',
  method: 'POST',
  path: '/api/clients/generer/factures',
  envelope: 'data',
};

/** POST /api/clients/generer/factures: issues a planned invoice (legal number, PDF), to the client or its insurer. */
export function genererFactures(
  body: BodyOf<'genererFactures'>,
): Promise<ResponseOf<'genererFactures'>> {
  return callEndpoint(route, { body });
}

export function useGenererFactures() {
  return useFactureWrite(genererFactures);
}
