import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDef } from './endpoint.ts';
import { endpoints } from './index.ts';

/** Reads a text file: the contract also runs in the browser, so it has no Node types. */
async function readText(url: URL): Promise<string> {
  const fs = (await import(/* @vite-ignore */ 'node:fs' as string)) as {
    readFileSync: (path: URL, encoding: 'utf8') => string;
  };
  return fs.readFileSync(url, 'utf8');
}

/*
 * Issue 14: "every list that can grow is paginated". This inventory walks every response schema
 * of the contract and finds each array in it; every endpoint that answers one must be classified
 * below (paginated, or bounded by nature or by a cap, with the reason),
 * and docs/lists.md must have its row. A new list endpoint fails here until someone decides.
 */

type Policy =
  /** Pages (`paginated()`, a body or query `page`, a `before` cursor). */
  | 'paginated'
  /** Bounded by nature or by a cap written in the contract or the service. */
  | 'bounded'
  /** Arrays inside one record (its lines, its slots, its roles): bounded by that record. */
  | 'record';

const POLICY: Record<string, Policy> = {
  // Paginated
  listCandidats: 'paginated',
  searchCandidats: 'paginated',
  searchCandidatsByStatuts: 'paginated',
  searchClients: 'paginated',
  listMissionsAnnonces: 'paginated',
  listMissionsAPlanifier: 'paginated',
  // The planning board (issue 26): 50 agents a page; its « à pourvoir » list beside them is
  // capped at 500 (PLANNING_BOARD_MAX_A_POURVOIR) for one week.
  getPlanningSemaine: 'paginated',
  listAgentAvis: 'paginated',
  listReleves: 'paginated',
  listConversations: 'paginated',
  getConversation: 'paginated',
  listFactures: 'paginated',
  // Issue 27: the aged list, 20 a page; its five buckets' totals beside the page.
  listImpayes: 'paginated',
  // Issue 28 point 5: a year's tax certificates and the clients without one, 20 a page.
  listAttestationsAnnee: 'paginated',
  listSansAttestation: 'paginated',
  listUserNotifications: 'paginated',
  listMissionInterventions: 'paginated',
  listInterventionsByMission: 'paginated',
  listClientsAround: 'paginated',
  listCandidatsAround: 'paginated',
  // Bounded: a cap or the nature of the list
  // At most 36 months (the contract refuses more), and the agency's agents under contract.
  getStatistiques: 'bounded',
  listCandidatMapsPositions: 'bounded',
  listClientMapsPositions: 'bounded',
  listAnnonceMapsPositions: 'bounded',
  searchCandidatsByName: 'bounded',
  listCandidatInterventions: 'bounded',
  listCandidatDocuments: 'bounded',
  listClientDocuments: 'bounded',
  listContratsTravail: 'bounded',
  listClientInterlocuteurs: 'bounded',
  listClientContacts: 'bounded',
  saveClientContacts: 'bounded',
  listClientPaymentMethods: 'bounded',
  setDefaultMoyenPaiement: 'bounded',
  listClientBrouillons: 'bounded',
  listClientDevis: 'bounded',
  listConciergerieDevis: 'bounded',
  listClientScenarios: 'bounded',
  listClientScenariosAdmin: 'bounded',
  createScenarios: 'bounded',
  listRelevePeriodes: 'bounded',
  listAttestationsFiscales: 'bounded',
  listRemplacementsCommercial: 'bounded',
  listEquipeCommercial: 'bounded',
  listEquipeRecrutement: 'bounded',
  getAbsencesAgent: 'bounded',
  genererFacturesMois: 'bounded',
  // Issue 27: one batch of drafts issued and sent, EMISSION_MOIS_LOT (25) at most a call.
  emettreFacturesMois: 'bounded',
  // Issue 27: one row per reminder level of one invoice, 5 at most (RELANCES_FACTURES_BOUNDS).
  listFactureRelances: 'bounded',
  // One count per reason (a catalogue of five).
  genererAttestationsAnnee: 'bounded',
  // Issue 27, the payment ledger: a client's 100 most recent payments (CLIENT_REGLEMENTS_MAX),
  // the credit over all of them.
  listClientReglements: 'bounded',
  imputerAvoirClient: 'bounded',
  // A client's open invoices, 100 at most (CLIENT_FACTURES_OUVERTES_MAX), the oldest due first.
  listClientFacturesOuvertes: 'bounded',
  createInterventionsForMission: 'bounded',
  createInterventionsClient: 'bounded',
  createInterventionsFromScenario: 'bounded',
  saveIntervention: 'bounded',
  // The interventions moved from the board: one, or the rest of its recurring slot.
  deplacerIntervention: 'bounded',
  // The week's proposal: its unstaffed interventions to come, 500 at most (PLANNING_PROPOSAL_MAX),
  // and the lines applied, 500 at most (the contract refuses more).
  proposerPlanningSemaine: 'bounded',
  appliquerPropositionPlanning: 'bounded',
  deleteInterventionSerie: 'bounded',
  listOptions: 'bounded',
  listClientStatuts: 'bounded',
  listCandidatsStatuts: 'bounded',
  listCandidatsCompetences: 'bounded',
  listCandidatsInfosSupp: 'bounded',
  countCockpitCommercial: 'bounded',
  countCockpitRecrutement: 'bounded',
  getPushConfig: 'bounded',
  savePushSubscription: 'bounded',
  // One client, one agent or one mission, and a period of a year at most or the upcoming ones
  listClientFactures: 'bounded',
  listClientInterventions: 'bounded',
  listEventsClient: 'bounded',
  getInterventionsAgentAVenir: 'bounded',
  listMissionsActives: 'bounded',
  getMission: 'bounded',
  createMission: 'bounded',
  // The cockpits: 20 tasks a page
  listCockpitCommercial: 'paginated',
  listCockpitRecrutement: 'paginated',
  // Posts around a point: the 200 nearest within the radius
  getJobArround: 'bounded',
  listAnnoncesAround: 'bounded',
  listActiveAllAnnoncesAround: 'bounded',
  listAnnoncesPubliques: 'bounded',
  // Available agents: the 100 best-ranked
  listAgentsDisposForHoraires: 'bounded',
  listClientAgentsDispos: 'bounded',
  listMissionAgentsDispos: 'bounded',
  // One record and its own arrays
  changePassword: 'record',
  // One payment and its allocations (100 at most in the body); one invoice's history.
  createReglement: 'record',
  // Third-party payers (issue 28): the agency's payers, 500 at most (`FINANCEURS_MAX`); a client's
  // funding plans (a handful a client); a plan is one record with its services.
  listFinanceurs: 'bounded',
  listClientPrisesEnCharge: 'bounded',
  createPriseEnCharge: 'record',
  updatePriseEnCharge: 'record',
  annulerReglement: 'record',
  getFactureHistorique: 'record',
  // The agency's rules: the invoice reminders' delays, 5 at most (issue 27).
  getReglesAgence: 'record',
  // The immediate advance: a family's registration (docs/avance-immediate.md).
  getAvanceInscription: 'record',
  inscrireAvance: 'record',
  updateUser: 'record',
  signup: 'record',
  signin: 'record',
  signinUser: 'record',
  authUser: 'record',
  updateCandidat: 'record',
  saveCandidatInfosSupp: 'record',
  saveCandidat: 'record',
  getCandidat: 'record',
  affectTacheRecrutement: 'record',
  markCockpitNoteTraitee: 'record',
  reopenTacheRecrutement: 'record',
  affectTacheCommercial: 'record',
  traiterTacheCommercial: 'record',
  updateFacture: 'record',
  sendFacture: 'record',
  createFacture: 'record',
  getFacture: 'record',
  genererFactures: 'record',
  createAvoir: 'record',
  payFacture: 'record',
  updateAnnonce: 'record',
  createAnnonce: 'record',
  signDevisClient: 'record',
  saveFilenameDevisSigne: 'record',
  saveDepassement: 'record',
  saveBesoin: 'record',
  addBesoin: 'record',
  initClientMutuelle: 'record',
  getClient: 'record',
  saveBrouillon: 'record',
  getBrouillon: 'record',
  getDevis: 'record',
  getDevisForSignature: 'record',
  createDevisLibre: 'record',
  signDevis: 'record',
  refuseDevis: 'record',
  getIntervention: 'record',
  getInterventionNoMission: 'record',
  getScenarioFacturation: 'record',
  getReleve: 'record',
  confirmReleve: 'record',
  getCandidature: 'record',
  saveCandidatureEtape: 'record',
  createConversation: 'record',
  // The agency's settings (issue 24): one record, its price grids (one per start day chosen by
  // hand, a handful a year) and the latest 100 entries of its log.
  getParametresAgence: 'record',
  updateIdentiteAgence: 'record',
  uploadLogoAgence: 'record',
  updateReglesAgence: 'record',
  savePriceGrid: 'record',
  deletePriceGrid: 'record',
  listJournalParametres: 'bounded',
  // The agency's team (issue 24): its back-office staff, tens of accounts (clients and agents are
  // not in it), each member a record with its roles; the latest 200 entries of its log.
  listEquipe: 'bounded',
  inviteMembreEquipe: 'record',
  updateMembreEquipe: 'record',
  deactivateMembreEquipe: 'record',
  reactivateMembreEquipe: 'record',
  resendInvitationEquipe: 'record',
  listJournalEquipe: 'bounded',
  // A family's relatives (issue 25, point 7): five at most not removed, then the latest removed
  // (50 rows); the relative's households, each with its 10 next and 10 recent visits and its
  // running missions.
  listProches: 'bounded',
  getSuivi: 'bounded',
  // The liaison notebook (issue 25, docs/cahier.md): a mission's tasks (20 at most, contract),
  // the notebook's entries paged (30, newest first), a report's tasks (those of the mission).
  listMissionTaches: 'bounded',
  saveMissionTaches: 'bounded',
  getCahier: 'paginated',
  sendRapportVisite: 'record',
  postCahierEntree: 'record',
  // The family's agents (issue 25): the 50 most recently planned or proposed; a profile is one
  // record (its skills, languages and latest five reviews).
  listMesIntervenants: 'bounded',
  getIntervenantProfil: 'record',
  setIntervenantPreference: 'record',
  getProfilPublic: 'record',
  updateProfilPublic: 'record',
  // The agent's day and week (issue 25, point 4): one agent's visits of one day (3 a day at most)
  // or of one week (7 days), each with its mission's tasks (a family sets a handful).
  getAgentJournee: 'bounded',
  getAgentSemaine: 'bounded',
};

/** Unwraps the schema kinds that only decorate another one. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'readonly',
  'catch',
  'nonoptional',
  'prefault',
]);

/** Paths of the arrays (and records, which grow the same way) in a response schema. */
function arraysIn(schema: z.ZodType, path = '', depth = 0): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const type = def.type as string;
  if (depth > 8) return [];
  if (type === 'array') return [path || '[]'];
  if (type === 'record') return [`${path}{}`];
  if (WRAPPERS.has(type)) return arraysIn(def.innerType as z.ZodType, path, depth);
  if (type === 'pipe') return arraysIn(def.out as z.ZodType, path, depth);
  if (type === 'union')
    return (def.options as z.ZodType[]).flatMap((option) => arraysIn(option, path, depth + 1));
  if (type === 'object')
    return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
      arraysIn(value, `${path}.${key}`, depth + 1),
    );
  return [];
}

const withArrays = Object.entries(endpoints)
  .filter(([, endpoint]) => arraysIn(endpoint.response).length > 0)
  .map(([name]) => name);

describe('every list endpoint is paginated or bounded (issue 14, docs/lists.md)', () => {
  it('classifies every endpoint whose response holds an array', () => {
    expect(withArrays.filter((name) => !(name in POLICY))).toEqual([]);
  });

  it('has no classification left for an endpoint that no longer answers an array', () => {
    expect(Object.keys(POLICY).filter((name) => !withArrays.includes(name))).toEqual([]);
  });

  it('gives every paginated endpoint a page parameter or a cursor', () => {
    const paged = Object.entries(POLICY)
      .filter(([, policy]) => policy === 'paginated')
      .map(([name]) => name);
    for (const name of paged) {
      const endpoint: EndpointDef = endpoints[name as keyof typeof endpoints];
      const query = Object.keys(endpoint.query?.shape ?? {});
      const body = JSON.stringify(endpoint.body ? Object.keys(bodyShape(endpoint.body)) : []);
      expect(
        query.includes('page') || query.includes('before') || body.includes('"page"'),
        `${name} a une page`,
      ).toBe(true);
    }
  });

  it('has a row in docs/lists.md for every classified list endpoint except single records', async () => {
    const doc = await readText(new URL('../../../docs/lists.md', import.meta.url));
    const missing = Object.entries(POLICY)
      .filter(([name, policy]) => policy !== 'record' && !doc.includes(`\`${name}\``))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});

describe('the lists bounded by a period refuse more than a year (docs/lists.md)', () => {
  const bodies: [keyof typeof endpoints, (from: string, to: string) => object][] = [
    ['listMissionInterventions', (from, to) => ({ date_debut: from, date_fin: to })],
    ['listClientFactures', (from, to) => ({ id: 1, start_date: from, end_date: to })],
    ['listEventsClient', (from, to) => ({ start: from, end: to })],
  ];
  it.each(bodies)('%s: 366 days at most', (name, body) => {
    const schema = (endpoints[name] as EndpointDef).body as z.ZodType;
    expect(schema.safeParse(body('2028-01-01', '2028-12-31')).success).toBe(true);
    expect(schema.safeParse(body('2026-01-01', '2027-01-02')).success).toBe(true);
    const longer = schema.safeParse(body('2026-01-01', '2027-01-03'));
    expect(longer.success).toBe(false);
    expect(longer.error?.issues.map((issue) => issue.message)).toContain('Une année au plus.');
  });
});

/** The keys of a body schema (a strict object, possibly refined). */
function bodyShape(schema: z.ZodType): Record<string, unknown> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (WRAPPERS.has(def.type as string)) return bodyShape(def.innerType as z.ZodType);
  if (def.type === 'pipe') return bodyShape(def.in as z.ZodType);
  return {};
}
