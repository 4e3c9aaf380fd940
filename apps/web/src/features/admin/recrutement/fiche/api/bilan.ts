import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from '../../../../../lib/api-client.ts';
import { ficheKeys } from './keys.ts';

export type Bilan = ResponseOf<'getCandidatBilan'>;
export type BilanFormat = 'pdf' | 'csv' | 'xlsx';

export interface BilanPeriode {
  date_debut: string;
  date_fin: string;
}

const bilanRoute: Route<'getCandidatBilan'> = {
  name: 'getCandidatBilan',
  method: 'POST',
  path: '/api/candidat/bilan',
  envelope: 'data',
};
const exportRoute: Route<'exportCandidatBilan'> = {
  name: 'exportCandidatBilan',
  method: 'POST',
  path: '/api/candidat/bilan-export',
  envelope: 'data',
};

/** POST /api/candidat/bilan: the agent's activity over the period (hours, absences, rating). */
export function useCandidatBilan(candidatId: number, periode: BilanPeriode | null) {
  return useQuery({
    queryKey: ficheKeys.bilan(candidatId, periode?.date_debut ?? '', periode?.date_fin ?? ''),
    queryFn: () =>
      callEndpoint(bilanRoute, { body: { candidat_id: candidatId, ...(periode as BilanPeriode) } }),
    enabled: periode !== null,
  });
}

/** POST /api/candidat/bilan-export: writes the review as PDF, CSV or spreadsheet, to open after. */
export function exportCandidatBilan(
  candidatId: number,
  periode: BilanPeriode,
  format: BilanFormat,
): Promise<ResponseOf<'exportCandidatBilan'>> {
  return callEndpoint(exportRoute, { body: { candidat_id: candidatId, ...periode, format } });
}
