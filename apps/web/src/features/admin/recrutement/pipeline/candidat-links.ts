/*
 * Links to the candidate's file (H7b's screen). Its path carries the plain id (the file's page
 * encrypts it for the API calls), so the pipeline and the cockpit never import the file's code.
 */

/** The candidate's (or agent's) file in the back office. */
export function adminCandidatPath(candidatId: number): string {
  return `/admin/recrutement/candidats/${candidatId}`;
}
