/** French text of the aged list (« Impayés ») and of an invoice's reminders. */
export const IMPAYES_TEXT = {
  tabs: 'Factures et impayés',
  tabFactures: 'Factures',
  tabImpayes: 'Impayés',
  tabAttestations: 'Attestations fiscales',
  title: 'Impayés',
  intro: (today: string) =>
    `Factures émises dont il reste quelque chose à payer, par retard après l’échéance au ${today}.`,
  tranches: 'Totaux par tranche de retard',
  total: 'Total dû',
  nbFactures: (nb: number) => `${nb} facture${nb > 1 ? 's' : ''}`,
  listLabel: 'Liste des factures impayées',
  filterLabel: 'Tranche affichée',
  loading: 'Chargement des impayés…',
  loadError: 'Les impayés n’ont pas pu être chargés.',
  empty: 'Aucune facture impayée dans cette tranche.',
  pagination: 'Pages de la liste des impayés',
  open: (numero: string, client: string) => `Ouvrir la facture ${numero} — ${client}`,
  reste: 'Reste dû',
  montant: 'Montant',
  echeance: (date: string) => `Échéance ${date}`,
  sansEcheance: 'Sans échéance',
  retard: (jours: number) =>
    jours <= 0 ? 'Non échue' : `${jours} jour${jours > 1 ? 's' : ''} de retard`,
  relance: (niveau: number) => (niveau === 0 ? 'Aucune relance' : `Relance ${niveau} envoyée`),
  organisme: (nom: string) => `Mutuelle : ${nom}`,
  // An invoice's reminders.
  relancesTitle: 'Relances',
  relancesNone: 'Aucune relance envoyée pour cette facture.',
  relancesError: 'Les relances n’ont pas pu être chargées.',
  relanceLine: (niveau: number, date: string, jours: number) =>
    `Relance ${niveau} le ${date} (${jours} jour${jours > 1 ? 's' : ''} après l’échéance)`,
  relanceMail: 'in-app et e-mail',
  relanceApp: 'in-app',
  relanceDerniere: 'dernière relance : tâche ouverte dans le cockpit',
} as const;
