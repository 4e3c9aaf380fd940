import { encryptPathId } from './path-id.ts';

/*
 * Links between the back office's screens, written once for every back-office feature (the
 * cockpits, the client file, the messaging…). A client id travels encrypted, as in every path of
 * the app (lib/path-id.ts); the pages that read them decrypt with decryptPathId.
 */

/** The client's file. */
export function adminClientPath(clientId: number): string {
  return `/admin/clients/${encryptPathId(clientId)}`;
}

/** A new quote for the client, from one of its needs (`brouillon`) when given. */
export function adminDevisNouveauPath(
  clientId: number,
  from: { besoin?: string | number; brouillon?: number } = {},
): string {
  const query = new URLSearchParams({ client: encryptPathId(clientId) });
  if (from.besoin !== undefined) query.set('besoin', String(from.besoin));
  if (from.brouillon !== undefined) query.set('brouillon', String(from.brouillon));
  return `/admin/devis/nouveau?${query.toString()}`;
}

/** The client's quotes, with their actions (resend, refuse, delete). */
export function adminDevisListPath(clientId: number): string {
  return `/admin/devis?client=${encodeURIComponent(encryptPathId(clientId))}`;
}

/** The planning of one mission (its slots and the agents available). */
export function adminPlanningPath(missionId: number): string {
  return `/admin/planning?mission=${encodeURIComponent(encryptPathId(missionId))}`;
}

/** Scenario proposals for the client. */
export function adminScenariosPath(clientId: number): string {
  return `/admin/scenarios/nouveau?client=${encodeURIComponent(encryptPathId(clientId))}`;
}

/**
 * The candidate's (or agent's) file. Its path carries the plain id (the file's page encrypts it
 * for the API calls), so the pipeline, the cockpits and the messaging never import the file's code.
 */
export function adminCandidatPath(candidatId: number): string {
  return `/admin/recrutement/candidats/${candidatId}`;
}

/** The back office's invoice screen, one invoice open (its history, payments, credit). */
export function adminFacturePath(factureId: number): string {
  return `/admin/factures?facture=${encodeURIComponent(encryptPathId(factureId))}`;
}
