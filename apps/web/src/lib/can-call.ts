import type { User } from '@maisonnee/contract';
import { BACK_OFFICE_ROLES, ROLE, ROLE_GROUPS, type RoleId } from '@maisonnee/domain';
import type { EndpointName } from './api-client.ts';

/*
 * Which roles may call the back-office endpoints the screens use, so that a screen offers only
 * what the operator may do. The contract is the source of truth, but its zod schemas are not
 * shipped to the browser (docs/web.md): this table mirrors its `access` declarations, and
 * can-call.test.ts compares them entry by entry, so a change in the contract that is not made
 * here fails a test. The API checks access anyway; this only hides what would answer 403.
 */
export const ENDPOINT_ROLES = {
  // Commercial cockpit.
  listCockpitCommercial: ROLE_GROUPS.COMMERCIAL,
  affectTacheCommercial: ROLE_GROUPS.COMMERCIAL,
  countCockpitCommercial: ROLE_GROUPS.COMMERCIAL,
  traiterTacheCommercial: ROLE_GROUPS.COMMERCIAL,
  listRemplacementsCommercial: ROLE_GROUPS.COMMERCIAL,
  reaffecterInterventionCommercial: ROLE_GROUPS.COMMERCIAL,
  // Clients.
  searchClients: BACK_OFFICE_ROLES,
  listClientStatuts: BACK_OFFICE_ROLES,
  listClientsAround: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  getClient: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  listClientContacts: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  listClientInterlocuteurs: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  listClientDevis: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  listMissionsActives: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  listClientInterventions: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  listClientDocuments: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  createClientUserAccount: ROLE_GROUPS.COMMERCIAL,
  deleteClientCommentaire: ROLE_GROUPS.COMMERCIAL,
  addClientCommentaire: ROLE_GROUPS.COMMERCIAL,
  localiserClient: ROLE_GROUPS.COMMERCIAL,
  listClientBrouillons: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  // Planning and quotes (pages of the back office's other sections).
  listMissionsAPlanifier: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  getPlanningSemaine: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  deplacerIntervention: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  proposerPlanningSemaine: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  appliquerPropositionPlanning: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  createDevisLibre: ROLE_GROUPS.COMMERCIAL,
  createScenarios: ROLE_GROUPS.COMMERCIAL,
  listConciergerieDevis: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL, ROLE.COMPTABILITE],
  resendDevisForSign: ROLE_GROUPS.COMMERCIAL,
  refuseDevis: ROLE_GROUPS.COMMERCIAL,
  deleteDevis: ROLE_GROUPS.COMMERCIAL,
  // Accounting: invoices, credit notes, monthly timesheets.
  listFactures: ROLE_GROUPS.COMPTABILITE,
  listImpayes: ROLE_GROUPS.COMPTABILITE,
  // The yearly tax certificates (issue 28 point 5).
  listAttestationsAnnee: ROLE_GROUPS.COMPTABILITE,
  listSansAttestation: ROLE_GROUPS.COMPTABILITE,
  genererAttestationsAnnee: ROLE_GROUPS.COMPTABILITE,
  envoyerAttestationFiscale: ROLE_GROUPS.COMPTABILITE,
  getFacture: [...BACK_OFFICE_ROLES, ROLE.CLIENT],
  genererFacturesMois: ROLE_GROUPS.COMPTABILITE,
  apercuEmissionMois: ROLE_GROUPS.COMPTABILITE,
  emettreFacturesMois: ROLE_GROUPS.COMPTABILITE,
  genererFactures: ROLE_GROUPS.COMPTABILITE,
  sendFacture: ROLE_GROUPS.COMPTABILITE,
  updateFacture: ROLE_GROUPS.COMPTABILITE,
  createAvoir: ROLE_GROUPS.COMPTABILITE,
  listReleves: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL, ROLE.COMPTABILITE],
  corrigerReleveLigne: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL, ROLE.COMPTABILITE],
  // Recruitment: cockpit, pipeline, candidate files, contracts; announcements.
  listCockpitRecrutement: ROLE_GROUPS.RECRUTEMENT,
  searchCandidatsByStatuts: ROLE_GROUPS.RECRUTEMENT,
  saveCandidat: ROLE_GROUPS.RECRUTEMENT,
  getCandidat: [...BACK_OFFICE_ROLES, ROLE.AGENT],
  listCandidatDocuments: [...ROLE_GROUPS.RECRUTEMENT, ROLE.COMPTABILITE, ROLE.AGENT],
  getCandidatBilan: [...ROLE_GROUPS.RECRUTEMENT, ROLE.COMPTABILITE, ROLE.AGENT],
  listContratsTravail: [...ROLE_GROUPS.RECRUTEMENT, ROLE.AGENT],
  sendContratTravail: ROLE_GROUPS.RECRUTEMENT,
  listMissionsAnnonces: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  createAnnonce: ROLE_GROUPS.RECRUTEMENT_COMMERCIAL,
  // The agency's settings (administrators only).
  getParametresAgence: [ROLE.ADMINISTRATEUR],
  updateIdentiteAgence: [ROLE.ADMINISTRATEUR],
  uploadLogoAgence: [ROLE.ADMINISTRATEUR],
  updateReglesAgence: [ROLE.ADMINISTRATEUR],
  savePriceGrid: [ROLE.ADMINISTRATEUR],
  deletePriceGrid: [ROLE.ADMINISTRATEUR],
  listJournalParametres: [ROLE.ADMINISTRATEUR],
  // The agency's figures: the back office by contract; the API lets only the administrator and
  // managers through, and so does the screen (admin-screens.ts, `managersOnly`).
  getStatistiques: BACK_OFFICE_ROLES,
  exportStatistiques: BACK_OFFICE_ROLES,
  exportEtatAnnuel: BACK_OFFICE_ROLES,
  // The accountant's and the payroll office's exports (issue 28, docs/exports.md).
  exportJournalVentes: ROLE_GROUPS.COMPTABILITE,
  exportReglementsRecus: ROLE_GROUPS.COMPTABILITE,
  exportVariablesPaie: ROLE_GROUPS.COMPTABILITE,
  // The agency's team (administrators only).
  listEquipe: [ROLE.ADMINISTRATEUR],
  inviteMembreEquipe: [ROLE.ADMINISTRATEUR],
  updateMembreEquipe: [ROLE.ADMINISTRATEUR],
  deactivateMembreEquipe: [ROLE.ADMINISTRATEUR],
  reactivateMembreEquipe: [ROLE.ADMINISTRATEUR],
  resendInvitationEquipe: [ROLE.ADMINISTRATEUR],
  listJournalEquipe: [ROLE.ADMINISTRATEUR],
  // The private calendar link of a family or an agent (/profil, docs/calendrier.md).
  getCalendrier: [ROLE.CLIENT, ROLE.AGENT],
  // The client's credit and open invoices on its file (issue 27, docs/paiements.md).
  listClientReglements: [...ROLE_GROUPS.COMPTABILITE, ROLE.CLIENT],
  // Third-party payers and the client's funding plans (issue 28, docs/facturation.md).
  listFinanceurs: BACK_OFFICE_ROLES,
  createFinanceur: ROLE_GROUPS.COMPTABILITE,
  updateFinanceur: ROLE_GROUPS.COMPTABILITE,
  listClientPrisesEnCharge: BACK_OFFICE_ROLES,
  createPriseEnCharge: ROLE_GROUPS.COMPTABILITE,
  updatePriseEnCharge: ROLE_GROUPS.COMPTABILITE,
} as const satisfies Partial<Record<EndpointName, readonly RoleId[]>>;

export type GuardedEndpoint = keyof typeof ENDPOINT_ROLES;

/** True when the user holds one of the roles the contract lets call the endpoint. */
export function canCall(
  user: Pick<User, 'roles_ids'> | null | undefined,
  endpoint: GuardedEndpoint,
): boolean {
  if (!user) return false;
  const allowed: readonly number[] = ENDPOINT_ROLES[endpoint];
  return user.roles_ids.some((role) => allowed.includes(role));
}
