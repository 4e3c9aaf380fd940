import { SCENARIO_STATUT_LABELS } from '@maisonnee/domain';

/** French texts of the public planning-proposal screen. */
export const SCENARIOS_TEXT = {
  title: 'Propositions de scénarios',
  description: 'Voici les plannings que nous vous proposons pour votre besoin.',
  empty: 'Aucune proposition en cours.',
  agent: (prenom: string, initiale: string) => `Intervenant proposé : ${prenom} ${initiale}`,
  noAgent: 'Intervenant à confirmer',
  from: (date: string) => `À partir du ${date}`,
  until: (date: string) => `jusqu’au ${date}`,
  weeklyHours: (hours: string) => `${hours} h par semaine`,
  estimate: (amount: string) => `Estimation : ${amount} TTC`,
  statut: SCENARIO_STATUT_LABELS,
  accept: 'Accepter cette proposition',
  signInToAccept: 'Se connecter pour accepter',
  accepted: 'Proposition acceptée : vos interventions sont planifiées.',
  billing: 'Voir la facturation planifiée de cette proposition',
} as const;
