import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from '../../../lib/api-client.ts';
import { encryptPathId } from '../../../lib/path-id.ts';

const periodesRoute: Route<'listRelevePeriodes'> = {
  name: 'listRelevePeriodes',
  method: 'GET',
  path: '/api/releves/{id}/periodes',
  envelope: 'data',
};
const releveRoute: Route<'getReleve'> = {
  name: 'getReleve',
  method: 'GET',
  path: '/api/releves/{id}',
  envelope: 'data',
};
const confirmRoute: Route<'confirmReleve'> = {
  name: 'confirmReleve',
  method: 'POST',
  path: '/api/releves/confirmer',
  envelope: 'data',
};
const contestRoute: Route<'contestReleveLigne'> = {
  name: 'contestReleveLigne',
  method: 'POST',
  path: '/api/releves/contester',
  envelope: 'data',
};

export type RelevePeriode = ResponseOf<'listRelevePeriodes'>[number];
export type Releve = ResponseOf<'getReleve'>;
export type ReleveLigne = Releve['lignes'][number];

export const releveKeys = {
  all: ['releves'] as const,
  periodes: (clientId: number) => ['releves', 'periodes', clientId] as const,
  releve: (clientId: number, periode: string) => ['releves', 'mois', clientId, periode] as const,
};

/** GET /api/releves/{id}/periodes: the client's months with a timesheet, newest first. */
export function listRelevePeriodes(clientId: number): Promise<RelevePeriode[]> {
  return callEndpoint(periodesRoute, { params: { id: encryptPathId(clientId) } });
}

export function useRelevePeriodes(clientId: number | null) {
  return useQuery({
    queryKey: releveKeys.periodes(clientId ?? 0),
    queryFn: () => listRelevePeriodes(clientId as number),
    enabled: clientId !== null,
  });
}

/** GET /api/releves/{id}?periode=YYYY-MM: the month's lines, timed by the check-ins. */
export function getReleve(clientId: number, periode: string): Promise<Releve> {
  return callEndpoint(releveRoute, {
    params: { id: encryptPathId(clientId) },
    query: { periode },
  });
}

export function useReleve(clientId: number | null, periode: string | null) {
  return useQuery({
    queryKey: releveKeys.releve(clientId ?? 0, periode ?? ''),
    queryFn: () => getReleve(clientId as number, periode as string),
    enabled: clientId !== null && periode !== null,
  });
}

/** POST /api/releves/confirmer: the client confirms the month (every line still to confirm). */
export function confirmReleve(input: BodyOf<'confirmReleve'>): Promise<Releve> {
  return callEndpoint(confirmRoute, { body: input });
}

export function useConfirmReleve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReleve,
    onSuccess: (releve) => {
      queryClient.setQueryData(releveKeys.releve(releve.client_id, releve.periode), releve);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: releveKeys.all }),
  });
}

/** POST /api/releves/contester: the client contests one line, with its reason. */
export function contestReleveLigne(
  input: BodyOf<'contestReleveLigne'>,
): Promise<ResponseOf<'contestReleveLigne'>> {
  return callEndpoint(contestRoute, { body: input });
}

export function useContestReleveLigne() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contestReleveLigne,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releveKeys.all }),
  });
}
