import { DEFAULT_AGENCY_RULES, type AgencyRules } from '@maisonnee/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type Route } from '../lib/api-client.ts';

/*
 * The agency's rules in force (issue 24): the check-in window, the timesheet's deadline, the
 * default radius of the around searches… as the administrator set them in /admin/parametres.
 * While they load (or if the call fails) the screens use the first values of the specification:
 * the API applies the stored rules anyway.
 */

const route: Route<'getReglesAgence'> = {
  name: 'getReglesAgence',
  method: 'GET',
  path: '/api/agence/regles',
  envelope: 'data',
};

export const reglesAgenceQueryKey = ['agence', 'regles'] as const;

/** GET /api/agence/regles: the agency's rules in force. */
export function getReglesAgence(): Promise<AgencyRules> {
  return callEndpoint(route);
}

/** The agency's rules, DEFAULT_AGENCY_RULES until they are known. */
export function useReglesAgence(): AgencyRules {
  const query = useQuery({
    queryKey: reglesAgenceQueryKey,
    queryFn: getReglesAgence,
    // They change seldom: read once per quarter of an hour at most.
    staleTime: 15 * 60_000,
  });
  return query.data ?? DEFAULT_AGENCY_RULES;
}
