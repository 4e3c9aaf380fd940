/** French text of a cockpit's screen, the same in both cockpits (each names itself). */
export const COCKPIT_TEXT = {
  empty: 'Aucune tâche pour ces filtres.',
  total: (count: number) => (count > 1 ? `${count} tâches` : `${count} tâche`),
  refreshing: 'Mise à jour…',
  filters: 'Filtres des tâches',
  scope: 'Tâches affichées',
  scopeAll: 'Toutes',
  scopeMineAndFree: 'Mes tâches et non affectées',
  scopeMine: 'Mes tâches',
  scopeUnassigned: 'Non affectées',
  type: 'Type de tâche',
  allTypes: 'Tous les types',
  showTreated: 'Voir les tâches traitées (au lieu des ouvertes)',
  countsLabel: 'Tâches ouvertes',
  byType: 'Tâches par type',
  countOpen: (count: number) => `${count} ouvertes`,
  countMine: (count: number) => `${count} à moi`,
  countFree: (count: number) => `${count} non affectées`,
  groupCount: (label: string, count: number) => `${label} : ${count}`,
  assignedTo: (name: string) => `Affectée à ${name}`,
  unassigned: 'Non affectée',
  due: (date: string) => `Échéance : ${date}`,
  interviewAt: (date: string, time: string) => `Entretien le ${date} à ${time}`,
  createdAt: (date: string) => `Créée le ${date}`,
  treated: (date: string) => `Traitée le ${date}`,
  autoClosed: 'Close d’elle-même',
  assignTo: 'Affecter à',
  assignPlaceholder: 'Choisir un collègue',
  assign: 'Affecter',
  assignToMe: 'Me l’affecter',
  free: 'Libérer',
  assigned: 'Tâche affectée.',
  freed: 'Tâche libérée.',
  me: (name: string) => `${name} (moi)`,
  markTreated: 'Marquer traitée',
  markedTreated: 'Tâche marquée traitée.',
  reopen: 'Rouvrir',
  reopened: 'Tâche rouverte.',
  actions: (titre: string) => `Actions de la tâche « ${titre} »`,
  retry: 'Réessayer',
} as const;

/** What names one cockpit on its screen. */
export interface CockpitTitleText {
  title: string;
  intro: string;
  /** Said when its tasks cannot be loaded (or a task action fails without a message). */
  loadError: string;
}
