import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type BodyOf, type ResponseOf, type Route } from './api-client.ts';
import { COCKPIT_POLL_MS, cockpitKeys, type CockpitKind } from './cockpit-keys.ts';

/*
 * The calls both cockpits make, the same at two addresses (client-cockpit/commercial and
 * candidat-cockpit/recrutement, with the same schemas): a page of tasks, the counts of the badges,
 * the team a task can be given to, and giving a task (or freeing it). What only one cockpit does
 * (replacements, treating with a note, reopening) stays in its feature.
 */

export type { CockpitKind } from './cockpit-keys.ts';
export type CockpitFilter = BodyOf<'listCockpitCommercial'>;
export type CockpitPage = ResponseOf<'listCockpitCommercial'>;
export type CockpitTache = CockpitPage['items'][number];
export type CockpitCounts = ResponseOf<'countCockpitCommercial'>;
export type EquipeMember = ResponseOf<'listEquipeCommercial'>[number];

const ROUTES = {
  commercial: {
    list: {
      name: 'listCockpitCommercial',
      method: 'POST',
      path: '/api/client-cockpit/commercial',
      envelope: 'data',
    } satisfies Route<'listCockpitCommercial'>,
    counts: {
      name: 'countCockpitCommercial',
      method: 'GET',
      path: '/api/client-cockpit/commercial/counts',
      envelope: 'data',
    } satisfies Route<'countCockpitCommercial'>,
    equipe: {
      name: 'listEquipeCommercial',
      method: 'GET',
      path: '/api/client-cockpit/equipe',
      envelope: 'data',
    } satisfies Route<'listEquipeCommercial'>,
    affect: {
      name: 'affectTacheCommercial',
      method: 'POST',
      path: '/api/client-cockpit/commercial/affect-tache',
      envelope: 'data',
    } satisfies Route<'affectTacheCommercial'>,
  },
  recrutement: {
    list: {
      name: 'listCockpitRecrutement',
      method: 'POST',
      path: '/api/candidat-cockpit/recrutement',
      envelope: 'data',
    } satisfies Route<'listCockpitRecrutement'>,
    counts: {
      name: 'countCockpitRecrutement',
      method: 'GET',
      path: '/api/candidat-cockpit/recrutement/counts',
      envelope: 'data',
    } satisfies Route<'countCockpitRecrutement'>,
    equipe: {
      name: 'listEquipeRecrutement',
      method: 'GET',
      path: '/api/candidat-cockpit/equipe',
      envelope: 'data',
    } satisfies Route<'listEquipeRecrutement'>,
    affect: {
      name: 'affectTacheRecrutement',
      method: 'POST',
      path: '/api/candidat-cockpit/recrutement/affect-tache',
      envelope: 'data',
    } satisfies Route<'affectTacheRecrutement'>,
  },
} as const;

/** POST …?page: one page of the cockpit's tasks, filtered. */
export function listCockpitTaches(
  kind: CockpitKind,
  filter: CockpitFilter,
  page: number,
): Promise<CockpitPage> {
  return callEndpoint(ROUTES[kind].list, { body: filter, query: { page } });
}

/** GET …/counts: the open tasks the caller sees, in all and by type. */
export function countCockpitTaches(kind: CockpitKind): Promise<CockpitCounts> {
  return callEndpoint(ROUTES[kind].counts);
}

/** GET …/equipe: the active colleagues a task of this cockpit can be given to. */
export function listCockpitEquipe(kind: CockpitKind): Promise<EquipeMember[]> {
  return callEndpoint(ROUTES[kind].equipe);
}

/** Gives a task to a colleague (`user_id`), or frees it (`user_id` null). */
export function affectCockpitTache(
  kind: CockpitKind,
  body: BodyOf<'affectTacheCommercial'>,
): Promise<CockpitTache> {
  return callEndpoint(ROUTES[kind].affect, { body });
}

/**
 * The tasks, asked again every 30 s so that new work shows without reloading; TanStack Query
 * pauses the interval while the tab is hidden (refetchIntervalInBackground false).
 */
export function useCockpitTaches(kind: CockpitKind, filter: CockpitFilter, page: number) {
  return useQuery({
    queryKey: cockpitKeys(kind).list(filter, page),
    queryFn: () => listCockpitTaches(kind, filter, page),
    placeholderData: keepPreviousData,
    refetchInterval: COCKPIT_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The badges' counts, asked again every 30 s while the tab is visible; a failure is retried a
 * bounded number of times by the query client, never in a loop.
 */
export function useCockpitCounts(kind: CockpitKind) {
  return useQuery({
    queryKey: cockpitKeys(kind).counts,
    queryFn: () => countCockpitTaches(kind),
    refetchInterval: COCKPIT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

/** The team changes rarely: asked once per screen (every five minutes at most), when allowed. */
export function useCockpitEquipe(kind: CockpitKind, enabled: boolean) {
  return useQuery({
    queryKey: cockpitKeys(kind).equipe,
    queryFn: () => listCockpitEquipe(kind),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Gives or frees a task; the cockpit's lists and counts are asked again. */
export function useAffectCockpitTache(kind: CockpitKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'affectTacheCommercial'>) => affectCockpitTache(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cockpitKeys(kind).all }),
  });
}
