import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';
import { useFactureWrite } from './get-facture.ts';

const route: Route<'sendFacture'> = {
  name: 'sendFacture',
  method: 'POST',
  path: '/api/factures/send',
  envelope: 'data',
};

/** POST /api/factures/send: e-mails an issued invoice with its PDF. */
export function sendFacture(body: BodyOf<'sendFacture'>): Promise<ResponseOf<'sendFacture'>> {
  return callEndpoint(route, { body });
}

export function useSendFacture() {
  return useFactureWrite(sendFacture);
}
