import { endpoints } from '@maisonnee/contract';
import { readEndpointMultipart } from '../../lib/multipart.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createCandidatsService } from './candidats.service.ts';

// Protected endpoints always have a caller: the route's preParsing hook authenticated it.
/** The agent calls of section 7 (leave, absences, delays, resignation, status, interventions). */
export function candidatsHandlers(deps: ModuleDeps): HandlerMap {
  const s = createCandidatsService(deps);
  return {
    saveConge: ({ auth, body }) => s.saveConge(auth, body),
    saveAbsence: ({ auth, body }) => s.saveAbsence(auth, body),
    saveRetard: ({ auth, body }) => s.saveRetard(auth, body),
    // Uploads: the route reads and checks the multipart body, the service stores the file.
    saveDemission: async ({ auth, request }) =>
      s.saveDemission(auth, await readEndpointMultipart(request, endpoints.saveDemission)),
    saveAbsenceJustificatif: async ({ auth, request }) =>
      s.saveAbsenceJustificatif(
        auth,
        await readEndpointMultipart(request, endpoints.saveAbsenceJustificatif),
      ),
    checkStatusAgentForAppli: ({ auth, body }) => s.checkStatus(auth, body),
    listCandidatInterventions: ({ auth, params, body }) =>
      s.listInterventions(auth, params.candidatId, body),
    listAgentsDisposForHoraires: ({ body }) => s.agentsDisposForHoraires(body),
    getAbsencesAgent: ({ auth, params, body }) => s.getAbsencesAgent(auth, params.candidatId, body),
  };
}
