/** French text of the agency's figures (/admin/statistiques). */
export const STATISTIQUES_TEXT = {
  title: 'Statistiques',
  intro:
    'Les chiffres de l’agence mois par mois, à l’heure de Paris. Chaque graphique est accompagné du tableau de ses chiffres.',
  filters: {
    label: 'Filtres des statistiques',
    du: 'Du mois',
    au: 'Au mois',
    service: 'Service',
    allServices: 'Tous les services',
    monthRequired: 'Choisissez un mois.',
    rangeOrder: 'Le mois de fin doit suivre le mois de début.',
    rangeTooLong: (max: number) => `Choisissez au plus ${max} mois.`,
  },
  exports: {
    label: 'Exports',
    xlsx: 'Exporter (XLSX)',
    csv: 'Exporter (CSV)',
    etatAnnuel: 'État annuel',
    etatAnnuelHelp:
      'L’état statistique annuel d’un organisme de services à la personne : heures par activité, clients par type, salariés.',
    annee: 'Année',
    etatXlsx: 'État annuel (XLSX)',
    etatCsv: 'État annuel (CSV)',
    done: 'Fichier téléchargé.',
  },
  loadError: 'Erreur lors de la récupération des statistiques',
  retry: 'Réessayer',
  total: 'Total',
  mois: 'Mois',
  none: '—',
  chartLoading: 'Chargement du graphique…',
  agents: {
    title: 'Occupation par salarié',
    caption: (periode: string) =>
      `Heures planifiées et heures sous contrat de chaque salarié, ${periode}, tous services`,
    agent: 'Salarié',
    empty: 'Aucun salarié sous contrat sur la période.',
  },
  periode: (du: string, au: string) => (du === au ? `en ${du}` : `de ${du} à ${au}`),
  occupationNote: 'Le taux d’occupation compte tous les services, quel que soit le filtre.',
} as const;
