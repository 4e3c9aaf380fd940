/*
 * How a candidate is named in lists, messages, history lines and documents.
 */

/** « Prénom Nom » (a file may have no first name yet). */
export const nameOf = (c: { prenom: string | null; nom: string }) =>
  [c.prenom, c.nom].filter(Boolean).join(' ');

/** « Civilité Prénom Nom », as a contract names the employee. */
export const formalNameOf = (c: { civilite: string | null; prenom: string | null; nom: string }) =>
  [c.civilite, c.prenom, c.nom].filter(Boolean).join(' ');
