import { useMutation } from '@tanstack/react-query';
import {
  callEndpoint,
  type BodyOf,
  type ResponseOf,
  type Route,
} from '../../../../lib/api-client.ts';

const route: Route<'proposerPlanningSemaine'> = {
  name: 'proposerPlanningSemaine',
  method: 'POST',
  path: '/api/planning/proposition',
  envelope: 'data',
};

export type PropositionBody = BodyOf<'proposerPlanningSemaine'>;
export type Proposition = ResponseOf<'proposerPlanningSemaine'>;
export type PropositionLigne = Proposition['lignes'][number];
export type PropositionSansAgent = Proposition['sans_agent'][number];

/**
 * POST /api/planning/proposition: an agent proposed for every unstaffed intervention to come of
 * the week (and why), the visits left without one (and why), and the figures. Nothing is saved.
 */
export function proposerPlanning(body: PropositionBody): Promise<Proposition> {
  return callEndpoint(route, { body });
}

/**
 * Asked on demand (« Proposer un planning pour la semaine »), never cached: a proposal is only
 * worth the week as it stands when the planner asks.
 */
export function useProposerPlanning() {
  return useMutation({ mutationFn: proposerPlanning });
}
