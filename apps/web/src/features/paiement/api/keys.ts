/** Query keys of the payment screens. */
export const paiementKeys = {
  all: ['paiement'] as const,
  methods: (clientId: number) => ['paiement', 'methods', clientId] as const,
  facture: (factureId: number) => ['paiement', 'facture', factureId] as const,
};
