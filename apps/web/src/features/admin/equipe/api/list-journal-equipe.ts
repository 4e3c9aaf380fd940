import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminEquipeKeys } from './keys.ts';

const route: Route<'listJournalEquipe'> = {
  name: 'listJournalEquipe',
  method: 'GET',
  path: '/api/agence/equipe/journal',
  envelope: 'data',
};

export type JournalEquipeEntry = ResponseOf<'listJournalEquipe'>[number];

/** GET /api/agence/equipe/journal: who changed what in the team, newest first. */
export function listJournalEquipe(): Promise<JournalEquipeEntry[]> {
  return callEndpoint(route, {});
}

export function useJournalEquipe() {
  return useQuery({ queryKey: adminEquipeKeys.journal(), queryFn: listJournalEquipe });
}
