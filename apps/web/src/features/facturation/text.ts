/** French texts of the public planned-billing screen. */
export const FACTURATION_TEXT = {
  title: 'Facturation planifiée',
  description: 'Voici les factures prévues pour vos interventions.',
  empty: 'Aucune facture planifiée sur cette période.',
  period: (from: string, to: string) => `Période du ${from} au ${to}`,
  billedTo: (who: string) => `Facturée à : ${who}`,
  you: 'vous',
  total: (amount: string) => `Total : ${amount} TTC`,
  lines: 'Détail',
} as const;
