/** French texts of the public planned-billing screen. */
export const FACTURATION_TEXT = {
  title: 'Facturation planifiée',
  description: 'Voici les factures prévues pour vos interventions.',
  noLink:
    'Ouvrez cet écran depuis le lien reçu par e-mail, ou connectez-vous à votre espace client.',
  loadError: 'Ce lien n’est plus valable. Demandez-nous un nouveau lien ou connectez-vous.',
  empty: 'Aucune facture planifiée sur cette période.',
  period: (from: string, to: string) => `Période du ${from} au ${to}`,
  billedTo: (who: string) => `Facturée à : ${who}`,
  you: 'vous',
  total: (amount: string) => `Total : ${amount} TTC`,
  lines: 'Détail',
  back: 'Retour à mon compte',
} as const;
