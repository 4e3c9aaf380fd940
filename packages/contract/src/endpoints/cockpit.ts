import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema, optionalText } from '../common.ts';
import { backOffice, backOfficeOr, endpoint } from '../endpoint.ts';
import {
  agentDispoSchema,
  cockpitColleagueSchema,
  cockpitCountsSchema,
  cockpitTacheSchema,
  interventionSchema,
} from '../entities.ts';
import { distanceKMSchema } from '../inputs.ts';

const TAG = 'Cockpit';

/*
 * The project's own calls of the commercial cockpit (docs/cockpit.md), beside the two of the
 * specification (`listCockpitCommercial`, `affectTacheCommercial` in clients.ts): the counts of
 * the badges, marking a task treated, the replacements of an absent agent and the reassignment,
 * and the planning a client sends to the agency.
 */
export const cockpitEndpoints = {
  countCockpitCommercial: endpoint({
    method: 'GET',
    path: '/api/client-cockpit/commercial/counts',
    summary:
      'Nombre de tâches ouvertes du cockpit commercial visibles par l’appelant (pastilles, sans recharger).',
    tag: TAG,
    response: cockpitCountsSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  traiterTacheCommercial: endpoint({
    method: 'POST',
    path: '/api/client-cockpit/commercial/traiter',
    summary:
      'Marque une tâche du cockpit commercial comme traitée (avec une note), ou la rouvre (`is_traitee` false).',
    tag: TAG,
    body: z.strictObject({
      tache_id: idSchema,
      is_traitee: z.boolean().default(true),
      note: optionalText(2000),
    }),
    response: cockpitTacheSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  listRemplacementsCommercial: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/client-cockpit/commercial/remplacements',
    summary:
      "Interventions d'une tâche « Absence à remplacer » (ou « Créneaux sans agent ») avec, pour chacune, les agents disponibles les mieux placés.",
    tag: TAG,
    body: z.strictObject({ tache_id: idSchema, distanceKM: distanceKMSchema }),
    response: z.array(
      z.object({
        intervention: interventionSchema,
        client_nom: z.string(),
        /** The agent who held it (absent or on leave), when known. */
        agent_absent_id: idSchema.nullable(),
        remplacants: z.array(agentDispoSchema),
      }),
    ),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  reaffecterInterventionCommercial: endpoint({
    method: 'POST',
    path: '/api/client-cockpit/commercial/reaffecter',
    summary:
      "Confie une intervention planifiée à un autre agent (remplacement) : le client, l'agent remplacé et le remplaçant sont prévenus.",
    tag: TAG,
    body: z.strictObject({ intervention_id: idSchema, candidat_id: idSchema }),
    response: interventionSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  listEquipeCommercial: endpoint({
    method: 'GET',
    path: '/api/client-cockpit/equipe',
    summary:
      "Les collègues à qui confier une tâche du cockpit commercial : comptes actifs de l'équipe commerciale (administrateurs et commerciaux).",
    tag: TAG,
    response: z.array(cockpitColleagueSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.COMMERCIAL),
  }),
  transmettrePlanningClient: endpoint({
    method: 'POST',
    path: '/api/client-cockpit/demande-planning',
    summary:
      "« Transmettre mon planning » : le brouillon de planification d'un devis signé arrive au cockpit commercial comme une tâche, avec ses créneaux datés.",
    tag: TAG,
    body: z.strictObject({ client_id: idSchema, brouillon_id: idSchema }),
    response: z.object({ message: z.string(), tache_id: idSchema }),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
};
