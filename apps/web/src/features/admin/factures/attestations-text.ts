/** French text of the back office's tax certificates (docs/facturation.md). */
export const ATTESTATIONS_ADMIN_TEXT = {
  title: 'Attestations fiscales',
  tab: 'Attestations fiscales',
  intro:
    'Les attestations fiscales annuelles des clients : les sommes qu’ils ont payées eux-mêmes dans l’année, pour le crédit d’impôt.',
  year: 'Année',
  generate: (annee: number) => `Établir les attestations ${annee}`,
  generateHelp:
    'Pour chaque client qui a payé dans l’année ; celles déjà établies ne sont pas refaites.',
  running: 'Établissement des attestations en cours',
  progress: (faits: number, total: number) =>
    `${faits} client${faits > 1 ? 's' : ''} sur ${total} traités…`,
  summaryTitle: 'Bilan',
  etablies: (n: number) => `${n} attestation${n > 1 ? 's' : ''} établie${n > 1 ? 's' : ''}`,
  deja: (n: number) =>
    `${n} déjà établie${n > 1 ? 's' : ''}, laissée${n > 1 ? 's' : ''} telle${n > 1 ? 's' : ''} quelle${n > 1 ? 's' : ''}`,
  erreurs: (n: number) =>
    `${n} en échec : réessayez, les attestations établies ne seront pas refaites`,
  sansCount: (label: string, n: number) => `${label} : ${n} client${n > 1 ? 's' : ''}`,
  failed: 'L’établissement des attestations a échoué. Réessayez dans un instant.',
  // The year's list.
  listTitle: (annee: number) => `Attestations ${annee}`,
  loading: 'Chargement des attestations…',
  loadError: 'Les attestations n’ont pas pu être chargées.',
  empty: 'Aucune attestation établie pour cette année.',
  pagination: 'Pages de la liste des attestations',
  montant: (montant: string) => `Montant : ${montant}`,
  etablieLe: (date: string) => `Établie le ${date}`,
  envoyee: (date: string) => `Envoyée le ${date}`,
  nonEnvoyee: 'Pas encore envoyée',
  download: (client: string) => `Télécharger l’attestation de ${client} (PDF)`,
  downloadShort: 'PDF',
  resend: 'Renvoyer par e-mail',
  resendLabel: (client: string) => `Renvoyer l’attestation de ${client} par e-mail`,
  confirmTitle: 'Renvoyer l’attestation',
  confirmText: (client: string, annee: number) =>
    `Envoyer de nouveau l’attestation fiscale ${annee} de ${client} par e-mail, PDF joint, à son adresse et à ses destinataires de factures ?`,
  confirm: 'Envoyer',
  cancel: 'Annuler',
  closeDialog: 'Fermer',
  sent: (client: string) => `L’attestation de ${client} a été envoyée.`,
  // Who has none.
  sansTitle: (annee: number) => `Clients sans attestation ${annee}`,
  sansIntro: 'Les clients facturés ou payés dans l’année qui n’ont pas d’attestation, et pourquoi.',
  sansLoading: 'Chargement des clients sans attestation…',
  sansLoadError: 'Les clients sans attestation n’ont pas pu être chargés.',
  sansEmpty: 'Tous les clients facturés dans l’année ont leur attestation.',
  sansPagination: 'Pages de la liste des clients sans attestation',
  openClient: (client: string) => `Ouvrir la fiche de ${client}`,
} as const;
