/**
 * French text of the recruitment cockpit (/admin/recrutement); what both cockpits say is in
 * components/back-office/cockpit.
 */
export const RECRUTEMENT_COCKPIT_TEXT = {
  title: 'Cockpit recrutement',
  intro:
    'Le travail qui attend l’équipe recrutement : candidatures, documents, entretiens, contrats, intérêts pour une annonce.',
  loadError: 'Erreur lors de la récupération des tâches du cockpit recrutement.',
  treatNote: 'Note de traitement (facultative)',
  treatNotePlaceholder: 'Ce qui a été fait : appel, entretien fixé, documents relus…',
  confirmTreated: 'Confirmer',
  cancel: 'Annuler',
  openFile: 'Fiche candidat',
} as const;
