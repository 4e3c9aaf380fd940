import type { HandlerMap } from '../plugins/contract-routes.ts';
import { accueilHandlers } from './accueil/accueil.routes.ts';
import { agenceHandlers } from './agence/agence.routes.ts';
import { accesHandlers } from './clients/acces.routes.ts';
import { agentJourneeHandlers } from './planning/agent-journee.routes.ts';
import { reglesHandlers } from './agence/regles.routes.ts';
import { teamHandlers } from './auth/team.routes.ts';
import { brouillonsHandlers } from './brouillons/brouillons.routes.ts';
import { calendrierHandlers } from './calendrier/calendrier.routes.ts';
import { cahierHandlers } from './cahier/cahier.routes.ts';
import { annoncesHandlers } from './annonces/annonces.routes.ts';
import { avanceHandlers } from './avance/avance.routes.ts';
import { candidatureHandlers } from './candidats/candidature.routes.ts';
import { candidatsHandlers } from './candidats/candidats.routes.ts';
import { profilPublicHandlers } from './candidats/profil-public.routes.ts';
import { contratTravailHandlers } from './candidats/contrat-travail.routes.ts';
import { recrutementHandlers } from './candidats/recrutement.routes.ts';
import { clientsHandlers } from './clients/clients.routes.ts';
import { intervenantsHandlers } from './clients/intervenants.routes.ts';
import { cockpitHandlers } from './cockpit/cockpit.routes.ts';
import { devisHandlers } from './devis/devis.routes.ts';
import { documentsHandlers } from './documents/documents.routes.ts';
import { attestationsHandlers } from './facturation/attestations.routes.ts';
import { facturesHandlers } from './facturation/factures.routes.ts';
import { relevesHandlers } from './facturation/releves.routes.ts';
import { reglementsHandlers } from './facturation/reglements.routes.ts';
import { impayesHandlers } from './facturation/impayes.routes.ts';
import { attestationsAdminHandlers } from './facturation/attestations-admin.routes.ts';
import type { ModuleDeps } from './module-deps.ts';
import { messagingHandlers } from './messaging/messaging.routes.ts';
import { notificationsHandlers } from './notifications/notifications.routes.ts';
import { pushHandlers } from './notifications/push.routes.ts';
import { paiementsHandlers } from './paiements/paiements.routes.ts';
import { planningHandlers } from './planning/planning.routes.ts';
import { prochesHandlers } from './proches/proches.routes.ts';
import { scenariosHandlers } from './scenarios/scenarios.routes.ts';
import { statistiquesHandlers } from './statistiques/statistiques.routes.ts';
import { exportsHandlers } from './exports/exports.routes.ts';
import { financeursHandlers } from './financeurs/financeurs.routes.ts';
import { toolsHandlers } from './tools/tools.routes.ts';
import { trackingHandlers } from './tracking/tracking.routes.ts';

/**
 * The handler maps of several modules as one. A call handled twice is a wiring mistake that a
 * spread would hide (the last map silently wins), so it stops the start instead.
 */
export function mergeHandlers(...maps: readonly HandlerMap[]): HandlerMap {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [name, handler] of Object.entries(map)) {
      if (name in merged) throw new Error(`Appel « ${name} » déclaré par deux modules.`);
      merged[name] = handler;
    }
  }
  return merged as HandlerMap;
}

/** The handlers of every domain module (accounts and health are wired in app.ts). */
export function domainHandlers(deps: ModuleDeps): HandlerMap {
  return mergeHandlers(
    clientsHandlers(deps),
    brouillonsHandlers(deps),
    devisHandlers(deps),
    scenariosHandlers(deps),
    toolsHandlers(deps),
    planningHandlers(deps),
    candidatsHandlers(deps),
    notificationsHandlers(deps),
    documentsHandlers(deps),
    cockpitHandlers(deps),
    relevesHandlers(deps),
    facturesHandlers(deps),
    attestationsHandlers(deps),
    paiementsHandlers(deps),
    reglementsHandlers(deps),
    financeursHandlers(deps),
    avanceHandlers(deps),
    impayesHandlers(deps),
    attestationsAdminHandlers(deps),
    candidatureHandlers(deps),
    recrutementHandlers(deps),
    contratTravailHandlers(deps),
    annoncesHandlers(deps),
    messagingHandlers(deps),
    pushHandlers(deps),
    trackingHandlers(deps),
    teamHandlers(deps),
    agenceHandlers(deps),
    reglesHandlers(deps),
    statistiquesHandlers(deps),
    exportsHandlers(deps),
    calendrierHandlers(deps),
    cahierHandlers(deps),
    intervenantsHandlers(deps),
    profilPublicHandlers(deps),
    accueilHandlers(deps),
    prochesHandlers(deps),
    agentJourneeHandlers(deps),
    accesHandlers(deps),
  );
}
