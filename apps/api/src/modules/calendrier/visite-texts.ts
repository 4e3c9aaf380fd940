import { formatPlannedTime, skillShortLabel } from '@maisonnee/domain';
import type { VisitRow } from './calendrier.queries.ts';

/*
 * How a visit is named in a calendar and in a reminder (docs/calendrier.md): the service's short
 * name, the agent as the family knows them (first name and initial), the family as the agent
 * knows it (« Mme Dubois ») and the address of the visit. Only the columns of `VisitRow` are
 * read, and none of them is a door code, an access instruction or a phone number.
 */

type Visit = Pick<
  VisitRow,
  | 'skill_id'
  | 'agent_prenom'
  | 'agent_nom'
  | 'client_civilite'
  | 'client_prenom'
  | 'client_nom'
  | 'adresse'
  | 'codep'
  | 'ville'
  | 'date_debut'
  | 'date_fin'
>;

/** The service's short name (« Ménage »), « Prestation » without a mission. */
export function prestationOf(visit: Pick<Visit, 'skill_id'>): string {
  return skillShortLabel(visit.skill_id ?? 0);
}

/** The agent as the family reads it: « Karim B. » ('' without an agent). */
export function agentOf(visit: Pick<Visit, 'agent_prenom' | 'agent_nom'>): string {
  const initiale = visit.agent_nom ? `${visit.agent_nom.trim().charAt(0).toUpperCase()}.` : '';
  return [visit.agent_prenom?.trim(), initiale].filter(Boolean).join(' ');
}

/** The family as the agent reads it: « Mme Dubois », else « Jeanne Dubois ». */
export function clientOf(
  visit: Pick<Visit, 'client_civilite' | 'client_prenom' | 'client_nom'>,
): string {
  const nom = visit.client_nom.trim();
  if (visit.client_civilite) return `${visit.client_civilite} ${nom}`;
  return [visit.client_prenom?.trim(), nom].filter(Boolean).join(' ');
}

/** The visit's address on one line: « 12 rue de Rivoli, 75004 Paris ». */
export function adresseOf(visit: Pick<Visit, 'adresse' | 'codep' | 'ville'>): string {
  const town = [visit.codep?.trim(), visit.ville?.trim()].filter(Boolean).join(' ');
  return [visit.adresse?.trim(), town].filter(Boolean).join(', ');
}

// Planned times are the agency's wall clock written as UTC: read in UTC, they are Paris times.
const dayName = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** The planned day and times of a visit: « mardi 3 mars de 09:00 à 11:00 » (Paris clock). */
export function quandOf(visit: Pick<Visit, 'date_debut' | 'date_fin'>): string {
  return `${dayName.format(visit.date_debut)} de ${formatPlannedTime(visit.date_debut)} à ${formatPlannedTime(visit.date_fin)}`;
}
