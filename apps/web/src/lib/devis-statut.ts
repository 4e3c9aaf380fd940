/** The badge colour of a quote's status, the same in the back office and in the client's space. */
export const DEVIS_STATUT_COLORS = {
  brouillon: 'gray',
  en_attente_signature: 'orange',
  signe: 'green',
  refuse: 'red',
  expire: 'gray',
  annule: 'gray',
} as const satisfies Record<string, string>;
