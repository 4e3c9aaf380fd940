import type { PlanningConflit } from '@maisonnee/contract';
/** French texts of the week board of /admin/planning (issue 26). */
export const BOARD_TEXT = {
  tabBoard: 'Tableau de la semaine',
  tabMissions: 'Missions à planifier',
  tabsLabel: 'Vues du planning',
  boardLabel: 'Tableau de la semaine',
  weekOf: (monday: string) => `Semaine du ${monday}`,
  previousWeek: 'Semaine précédente',
  thisWeek: 'Cette semaine',
  nextWeek: 'Semaine suivante',
  filters: 'Filtres du tableau',
  skill: 'Service',
  skillAll: 'Tous les services',
  agent: 'Intervenant',
  agentAll: 'Tous les intervenants',
  client: 'Client',
  clientAll: 'Tous les clients',
  scrollLabel: 'Tableau de la semaine, défilable horizontalement',
  codep: 'Code postal',
  around: 'Autour d’une adresse',
  aroundHint: 'Les intervenants qui y habitent ou y travaillent cette semaine',
  radius: 'Rayon',
  radiusKm: (km: number) => `${km} km`,
  aroundNotFound: 'Adresse introuvable : précisez la rue, la ville ou le code postal.',
  locating: 'Recherche de l’adresse…',
  pageSize: 'Agents par page',
  apply: 'Filtrer',
  clear: 'Effacer les filtres',
  agentColumn: 'Intervenant',
  loadError: 'Impossible de charger le tableau de la semaine.',
  retry: 'Réessayer',
  loading: 'Chargement du tableau de la semaine',
  noAgent: 'Aucun intervenant pour ces filtres cette semaine.',
  agentPages: 'Pages des intervenants',
  hours: (planned: string, contract: string | null) =>
    contract === null ? `${planned} planifiées` : `${planned} / ${contract}`,
  hoursLabel: (planned: string, contract: string | null, over: boolean) =>
    contract === null
      ? `${planned} planifiées cette semaine, sans heures de contrat`
      : `${planned} planifiées sur ${contract} du contrat${over ? ', au-delà du contrat' : ''}`,
  emptyDay: 'Libre',
  conflict: 'Conflit',
  conflicts: (n: number) => (n === 1 ? '1 conflit' : `${n} conflits`),
  blockLabel: (day: string, time: string, client: string, service: string, conflicts: string) =>
    `${day}, ${time}, ${client}, ${service}${conflicts ? `. Conflits : ${conflicts}` : ''}`,
  unavailable: {
    conge: 'Congé',
    absence: 'Absence',
    indisponibilite: 'Indisponible',
  } as Record<string, string>,
  unavailableOther: 'Indisponible',
  wholeDay: 'toute la journée',
  unavailableLabel: (kind: string, period: string) => `${kind} : ${period}`,
  aPourvoir: 'À pourvoir',
  aPourvoirIntro: 'Interventions de la semaine sans intervenant.',
  aPourvoirEmpty: 'Toutes les interventions de la semaine ont un intervenant.',
  clientUnknown: 'Client',
  statut: {
    planifiee: 'Planifiée',
    en_cours: 'En cours',
    terminee: 'Terminée',
    annulee: 'Annulée',
  } as Record<string, string>,
} as const;

/**
 * The French text of each conflict the API finds on the board (docs/errors.md, docs/planning.md):
 * read beside the marker, never a colour alone.
 */
export const CONFLICT_TEXT: Record<PlanningConflit, string> = {
  AGENT_BUSY: 'Chevauche une autre intervention',
  TRAVEL_TOO_SHORT: 'Trajet trop court depuis ou vers la visite voisine',
  AGENT_UNAVAILABLE: 'Hors des disponibilités déclarées',
  AGENT_OVER_CONTRACT_HOURS: 'Au-delà des heures du contrat',
  AGENT_ON_LEAVE: 'Intervenant en congé',
  AGENT_ABSENT: 'Intervenant absent',
  AGENT_WITHOUT_SKILL: 'Intervenant sans ce service',
  AGENT_TOO_FAR: 'Au-delà du rayon de recherche depuis chez l’intervenant',
  INTERVENANT_ECARTE: 'Intervenant que la famille ne souhaite plus recevoir',
};

/** A conflict's French text: the known code's, else the API's message, else a generic one. */
export function conflictText(code: string, message?: string | null): string {
  return CONFLICT_TEXT[code as PlanningConflit] ?? (message || 'Conflit de planning');
}
