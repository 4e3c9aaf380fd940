import { BACK_OFFICE_ROLES, ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema, skillIdSchema } from '../common.ts';
import { backOffice, endpoint, publicAccess, rolesOnly } from '../endpoint.ts';
import {
  candidatStatutSchema,
  civiliteValueSchema,
  competenceSchema,
  documentTypeIdSchema,
  frequenceTypeSchema,
  infoSuppSchema,
  mutuelleSchema,
  scenarioSchema,
  transportTypeSchema,
} from '../entities.ts';

const TAG = 'Scénarios et listes';

/** Reference lists the public forms and the app need before sign-in. */
export const listOptionsSchema = z.object({
  services: z.array(z.object({ id: skillIdSchema, libelle: z.string() })),
  frequence_types: z.array(z.object({ id: idSchema, libelle: frequenceTypeSchema })),
  transport_types: z.array(transportTypeSchema),
  document_types: z.array(z.object({ id: documentTypeIdSchema, libelle: z.string() })),
  civilites: z.array(civiliteValueSchema),
  mutuelles: z.array(mutuelleSchema),
  competences: z.array(competenceSchema),
  infos_supp: z.array(infoSuppSchema),
});

export const listsEndpoints = {
  listClientScenarios: endpoint({
    method: 'GET',
    path: '/api/scenarios/client/{id}',
    summary:
      "Propositions de planning (scénarios) d'un client : données de l'écran public ouvert par lien signé.",
    tag: TAG,
    params: { id: 'encrypted' },
    /** `token`: the signed link; not needed with the access token of the client or the back office. */
    query: z.strictObject({ token: z.string().min(1).max(2048).optional() }),
    response: z.array(scenarioSchema),
    envelope: 'data',
    access: publicAccess,
  }),
  listOptions: endpoint({
    method: 'GET',
    path: '/api/list-options/',
    summary:
      'Listes de référence (services, fréquences, transports, types de document, mutuelles, compétences).',
    tag: TAG,
    response: listOptionsSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  listCandidatsStatuts: endpoint({
    method: 'GET',
    path: '/api/candidats/candidats-statuts',
    summary: 'Statuts du parcours de recrutement des agents, dans l’ordre.',
    tag: TAG,
    response: z.array(candidatStatutSchema),
    envelope: 'data',
    access: backOffice(),
  }),
  listCandidatsCompetences: endpoint({
    method: 'GET',
    path: '/api/candidats/candidats-competences',
    summary: 'Compétences des agents, par service.',
    tag: TAG,
    response: z.array(competenceSchema),
    envelope: 'data',
    access: rolesOnly([...BACK_OFFICE_ROLES, ROLE.AGENT]),
  }),
  listCandidatsInfosSupp: endpoint({
    method: 'GET',
    path: '/api/candidats/candidats-infos-supp',
    summary: 'Informations complémentaires que les agents peuvent déclarer.',
    tag: TAG,
    response: z.array(infoSuppSchema),
    envelope: 'data',
    access: rolesOnly([...BACK_OFFICE_ROLES, ROLE.AGENT]),
  }),
};
