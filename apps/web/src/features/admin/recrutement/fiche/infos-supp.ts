/** A yes/no answer of the extra information, stored as text: 'true' (or '1', 'oui') is yes. */
export function isYes(valeur: string): boolean {
  return ['true', '1', 'oui', 'yes'].includes(valeur.trim().toLowerCase());
}
