import type { EndpointDef } from './endpoint.ts';
import { accountsEndpoints } from './endpoints/accounts.ts';
import { accueilEndpoints } from './endpoints/accueil.ts';
import { agentJourneeEndpoints } from './endpoints/agent-journee.ts';
import { annoncesEndpoints } from './endpoints/annonces.ts';
import { brouillonsEndpoints } from './endpoints/brouillons.ts';
import { calendrierEndpoints } from './endpoints/calendrier.ts';
import { cahierEndpoints } from './endpoints/cahier.ts';
import { candidatsEndpoints } from './endpoints/candidats.ts';
import { clientsEndpoints, clientsProjectEndpoints } from './endpoints/clients.ts';
import { cockpitEndpoints } from './endpoints/cockpit.ts';
import { devisEndpoints, devisProjectEndpoints } from './endpoints/devis.ts';
import { documentsEndpoints } from './endpoints/documents.ts';
import { equipeEndpoints } from './endpoints/equipe.ts';
import { facturationProjectEndpoints, paiementsProjectEndpoints } from './endpoints/facturation.ts';
import { facturesEndpoints } from './endpoints/factures.ts';
import { facturesEmissionEndpoints } from './endpoints/factures-emission.ts';
import { filesEndpoints } from './endpoints/files.ts';
import { impayesEndpoints } from './endpoints/impayes.ts';
import { attestationsAdminEndpoints } from './endpoints/attestations-admin.ts';
import { interlocuteursEndpoints } from './endpoints/interlocuteurs.ts';
import { intervenantsEndpoints } from './endpoints/intervenants.ts';
import { interventionsEndpoints } from './endpoints/interventions.ts';
import { listsEndpoints } from './endpoints/lists.ts';
import {
  messagerieProjectEndpoints,
  notificationsProjectEndpoints,
} from './endpoints/messagerie.ts';
import { missionsEndpoints } from './endpoints/missions.ts';
import { planningBoardEndpoints } from './endpoints/planning-board.ts';
import { planningMovesEndpoints } from './endpoints/planning-moves.ts';
import { planningProposalEndpoints } from './endpoints/planning-proposal.ts';
import { parametresEndpoints } from './endpoints/parametres.ts';
import { prochesEndpoints } from './endpoints/proches.ts';
import { reglesEndpoints } from './endpoints/regles.ts';
import { paymentMethodsEndpoints } from './endpoints/payment-methods.ts';
import { reglementsEndpoints } from './endpoints/reglements.ts';
import { financeursEndpoints } from './endpoints/financeurs.ts';
import { avanceEndpoints } from './endpoints/avance.ts';
import { recrutementProjectEndpoints } from './endpoints/recrutement.ts';
import { scenariosAdminEndpoints } from './endpoints/scenarios-admin.ts';
import { statistiquesEndpoints } from './endpoints/statistiques.ts';
import { exportsComptablesEndpoints } from './endpoints/exports-comptables.ts';
import { systemEndpoints } from './endpoints/system.ts';
import { toolsEndpoints } from './endpoints/tools.ts';

export * from './endpoint.ts';
export * from './common.ts';
export * from './entities.ts';
export * from './errors.ts';
export * from './inputs.ts';
export * from './endpoints/accounts.ts';
export * from './endpoints/accueil.ts';
export * from './endpoints/annonces.ts';
export * from './endpoints/brouillons.ts';
export * from './endpoints/calendrier.ts';
export * from './endpoints/cahier.ts';
export * from './endpoints/candidats.ts';
export * from './endpoints/clients.ts';
export * from './endpoints/cockpit.ts';
export * from './endpoints/devis.ts';
export * from './endpoints/documents.ts';
export * from './endpoints/equipe.ts';
export * from './endpoints/agent-journee.ts';
export * from './endpoints/facturation.ts';
export * from './endpoints/factures.ts';
export * from './endpoints/factures-emission.ts';
export * from './endpoints/files.ts';
export * from './endpoints/impayes.ts';
export * from './endpoints/attestations-admin.ts';
export * from './endpoints/interlocuteurs.ts';
export * from './endpoints/intervenants.ts';
export * from './endpoints/interventions.ts';
export * from './endpoints/lists.ts';
export * from './endpoints/missions.ts';
export * from './endpoints/planning-board.ts';
export * from './endpoints/planning-moves.ts';
export * from './endpoints/planning-proposal.ts';
export * from './endpoints/parametres.ts';
export * from './endpoints/proches.ts';
export * from './endpoints/regles.ts';
export * from './endpoints/reglements.ts';
export * from './endpoints/financeurs.ts';
export * from './endpoints/avance.ts';
export * from './endpoints/payment-methods.ts';
export * from './endpoints/recrutement.ts';
export * from './endpoints/messagerie.ts';
export * from './endpoints/scenarios-admin.ts';
export * from './endpoints/statistiques.ts';
export * from './endpoints/exports-comptables.ts';
export * from './endpoints/system.ts';
export * from './endpoints/tools.ts';

const { signout, ...specAccountsEndpoints } = accountsEndpoints;

/** The calls of section 7 of the specification (160), in its order. */
export const specEndpoints = {
  ...specAccountsEndpoints,
  ...candidatsEndpoints,
  ...interlocuteursEndpoints,
  ...facturesEndpoints,
  ...annoncesEndpoints,
  ...clientsEndpoints,
  ...paymentMethodsEndpoints,
  ...brouillonsEndpoints,
  ...devisEndpoints,
  ...listsEndpoints,
  ...missionsEndpoints,
  ...interventionsEndpoints,
  ...toolsEndpoints,
  ...filesEndpoints,
} satisfies Record<string, EndpointDef>;

/** The project's own additions (health, sign-out, …). */
export const projectEndpoints = {
  ...systemEndpoints,
  signout,
  ...documentsEndpoints,
  ...scenariosAdminEndpoints,
  ...clientsProjectEndpoints,
  ...cockpitEndpoints,
  ...devisProjectEndpoints,
  ...facturationProjectEndpoints,
  ...facturesEmissionEndpoints,
  ...paiementsProjectEndpoints,
  ...reglementsEndpoints,
  ...financeursEndpoints,
  ...impayesEndpoints,
  ...attestationsAdminEndpoints,
  ...avanceEndpoints,
  ...recrutementProjectEndpoints,
  ...messagerieProjectEndpoints,
  ...notificationsProjectEndpoints,
  ...equipeEndpoints,
  ...parametresEndpoints,
  ...reglesEndpoints,
  ...accueilEndpoints,
  ...statistiquesEndpoints,
  ...exportsComptablesEndpoints,
  ...cahierEndpoints,
  ...prochesEndpoints,
  ...intervenantsEndpoints,
  ...agentJourneeEndpoints,
  ...calendrierEndpoints,
  ...planningBoardEndpoints,
  ...planningMovesEndpoints,
  ...planningProposalEndpoints,
} satisfies Record<string, EndpointDef>;

/** Every endpoint the API serves, keyed by operation name. */
export const endpoints = { ...specEndpoints, ...projectEndpoints };
export type EndpointName = keyof typeof endpoints;
