/* French texts of the payment ledger on the back office's invoice screen (docs/paiements.md). */
export const REGLEMENTS_TEXT = {
  historique: 'Historique de la facture',
  colDate: 'Date',
  colOperation: 'Opération',
  colReference: 'Référence',
  colMontant: 'Montant',
  annule: (motif: string | null) => (motif ? `Annulé : ${motif}` : 'Annulé'),
  saisiPar: (nom: string) => `saisi par ${nom}`,
  reste: 'Reste à payer',
  payee: 'Payée',
  etat: 'Paiement',
  resteLine: (montant: string) => `Reste à payer : ${montant}`,
  form: 'Enregistrer un règlement',
  date: 'Date de réception',
  mode: 'Mode de règlement',
  reference: 'Référence (virement, chèque…)',
  montant: 'Montant reçu (€)',
  impute: 'Montant imputé sur cette facture (€)',
  imputeHelp: (reste: string) =>
    `Reste à payer : ${reste}. Ce qui n'est pas imputé reste en avoir pour le client.`,
  ok: 'Enregistrer le règlement',
  saved: 'Règlement enregistré.',
  dateRequired: 'Indiquez la date de réception.',
  montantInvalide: 'Montant attendu, par exemple 70,00.',
  imputeTropReglement: 'Le montant imputé ne peut pas dépasser le montant reçu.',
  imputeTropReste: (reste: string) =>
    `Le montant imputé ne peut pas dépasser le reste à payer (${reste}).`,
} as const;
