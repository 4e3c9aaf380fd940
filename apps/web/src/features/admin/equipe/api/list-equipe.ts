import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../lib/api-client.ts';
import { adminEquipeKeys } from './keys.ts';

const route: Route<'listEquipe'> = {
  name: 'listEquipe',
  method: 'GET',
  path: '/api/agence/equipe',
  envelope: 'data',
};

export type MembreEquipe = ResponseOf<'listEquipe'>[number];

/** GET /api/agence/equipe: the staff accounts, active and deactivated, by name. */
export function listEquipe(): Promise<MembreEquipe[]> {
  return callEndpoint(route, {});
}

export function useEquipe() {
  return useQuery({ queryKey: adminEquipeKeys.list(), queryFn: listEquipe });
}
