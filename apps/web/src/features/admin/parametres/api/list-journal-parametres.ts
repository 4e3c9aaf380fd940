import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { parametresKeys } from './keys.ts';

const route: Route<'listJournalParametres'> = {
  name: 'listJournalParametres',
  method: 'GET',
  path: '/api/agence/parametres/journal',
  envelope: 'data',
};

export type JournalParametres = ResponseOf<'listJournalParametres'>;

/** GET /api/agence/parametres/journal: who changed what in the settings and prices. */
export function listJournalParametres(): Promise<JournalParametres> {
  return callEndpoint(route, {});
}

export function useJournalParametres() {
  return useQuery({ queryKey: parametresKeys.journal, queryFn: listJournalParametres });
}
