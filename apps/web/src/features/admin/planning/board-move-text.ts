/** French texts of the board's views and of moving interventions on it (issue 26, points 1 and 3). */
export const MOVE_TEXT = {
  // Views.
  viewLabel: 'Affichage du tableau',
  viewWeek: 'Semaine',
  viewDay: 'Jour',
  dayOf: (day: string) => `Journée du ${day}`,
  previousDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  today: 'Aujourd’hui',
  dayScrollLabel: 'Journée par heures, défilable horizontalement',
  dayRowLabel: (agent: string, hours: string) => `${agent}, ${hours}`,
  dayAPourvoir: (n: number) => `À pourvoir ce jour (${n})`,
  dayAPourvoirEmpty: 'Aucune intervention à pourvoir ce jour.',
  unavailableAt: (kind: string, period: string) => `${kind} : ${period}`,
  // Client's week.
  clientView: 'Vue du client',
  clientWeekTitle: (client: string) => `Semaine de ${client}`,
  clientWeekEmpty: 'Aucune intervention de ce client cette semaine.',
  clientDayEmpty: 'Aucune intervention',
  clientAPourvoir: 'À pourvoir',
  clientAgent: (agent: string) => `Intervenant : ${agent}`,
  clientState: (state: string) => `État : ${state}`,
  // Actions on an intervention.
  actionsFor: (client: string, day: string, time: string) =>
    `Actions pour l’intervention de ${client} du ${day}, ${time}`,
  assignTo: 'Affecter à…',
  move: 'Déplacer…',
  unassign: 'Retirer l’agent',
  saving: 'Enregistrement…',
  forced: (motif: string) => `Forcé : ${motif}`,
  // The move dialog.
  assignTitle: 'Affecter l’intervention',
  moveTitle: 'Déplacer l’intervention',
  summary: (client: string, day: string, time: string, service: string) =>
    `${client}, ${day}, ${time}, ${service}`,
  agentField: 'Intervenant',
  chooseAgent: 'Choisissez un intervenant',
  agentRequired: 'Choisissez l’intervenant.',
  agentOption: (name: string, hours: string) => `${name} (${hours})`,
  dayField: 'Jour',
  startField: 'Début',
  endField: 'Fin',
  endAfterStart: 'La fin doit suivre le début.',
  scopeField: 'Que faut-il changer ?',
  save: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
  refusedTitle: 'Changement refusé',
  forceWithReason: 'Forcer avec un motif',
  reasonLabel: 'Motif du forçage',
  reasonDescription: 'Entre 5 et 500 caractères ; il reste visible sur l’intervention.',
  reasonError: 'Le motif compte entre 5 et 500 caractères.',
  forceAndSave: 'Forcer et enregistrer',
  // The series question.
  seriesTitle: 'Intervention d’un créneau régulier',
  seriesIntro:
    'Cette intervention fait partie d’une mission : les visites suivantes du même créneau peuvent suivre le même changement.',
  seriesOnlyMove: 'Déplacer cette intervention seulement',
  seriesOnlyAssign: 'Affecter cette intervention seulement',
  seriesOnlyUnassign: 'Retirer l’agent de cette intervention seulement',
  seriesAll: 'Cette intervention et les suivantes du même créneau',
  // Refusal beside the board, forcing.
  force: 'Forcer…',
  forceTitle: 'Forcer le changement',
  forceIntro: (message: string) =>
    `${message} Vous pouvez passer outre à cette règle en indiquant pourquoi.`,
  // What happened, said once the change is saved (polite live region).
  done: {
    // No final stop: the agent's short name ends with one (« Aminata D. »).
    assigned: (what: string, agent: string) => `${what}, confiée à ${agent}`,
    moved: (what: string, where: string, agent: string) =>
      `${what} déplacée au ${where}, confiée à ${agent}`,
    unassigned: (what: string) => `${what} : l’intervenant est retiré, elle est à pourvoir.`,
    interventionOf: (client: string, day: string, time: string) =>
      `Intervention de ${client} du ${day}, ${time}`,
    series: (n: number) => ` ${n} interventions du créneau changées.`,
    forced: (rules: string) => ` Règles forcées : ${rules}.`,
  },
  // Drag and drop, for screen readers.
  roleDescription: 'intervention déplaçable',
  dragInstructions:
    'Pour déplacer cette intervention au clavier, appuyez sur Espace ou Entrée, choisissez l’intervenant et le jour (ou l’heure, en vue par jour) avec les flèches, puis appuyez de nouveau sur Espace ou Entrée pour la déposer, ou sur Échap pour annuler. Le bouton d’actions à côté ouvre les mêmes choix dans une fenêtre.',
  dragStart: (what: string) => `${what} saisie.`,
  dragOver: (what: string, where: string) => `${what} au-dessus de ${where}.`,
  dragOutside: (what: string) => `${what} hors du tableau.`,
  dragEnd: (what: string, where: string) => `${what} déposée sur ${where}.`,
  dragEndOutside: (what: string) => `${what} déposée hors du tableau : rien ne change.`,
  dragCancel: (what: string) => `Déplacement annulé : ${what} reste à sa place.`,
  cellLabel: (agent: string, day: string) => `${agent}, ${day}`,
  dayRowTarget: (agent: string, time: string) => `${agent}, à ${time}`,
} as const;
