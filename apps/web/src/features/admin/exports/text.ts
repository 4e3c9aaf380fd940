/** Every text of /admin/exports (issue 28, docs/exports.md). */
export const EXPORTS_TEXT = {
  title: 'Exports comptables',
  intro:
    'Les fichiers du cabinet comptable et du gestionnaire de paie, pour la période choisie (jours de Paris, bornes comprises).',
  period: {
    label: 'Période',
    thisMonth: 'Ce mois-ci',
    lastMonth: 'Le mois dernier',
    custom: 'Autre période',
    from: 'Du',
    to: 'Au',
    chosen: (from: string, to: string) => `Du ${from} au ${to}`,
  },
  formats: {
    csv: 'CSV',
    xlsx: 'Excel (XLSX)',
    help: 'CSV : séparateur point-virgule, virgule décimale, UTF-8 (ouvert tel quel par Excel et les logiciels comptables français).',
  },
  exports: [
    {
      key: 'journal',
      path: '/api/exports/journal-ventes',
      file: 'journal-ventes',
      title: 'Journal des ventes',
      help: 'Une ligne par facture et par avoir émis : HT, TVA par taux, TTC, comptes de vente, de TVA et de tiers.',
    },
    {
      key: 'reglements',
      path: '/api/exports/reglements',
      file: 'reglements-recus',
      title: 'Règlements reçus',
      help: 'Chaque règlement reçu, puis le total par mode de paiement.',
    },
    {
      key: 'paie',
      path: '/api/exports/variables-paie',
      file: 'variables-paie',
      title: 'Variables de paie',
      help: 'Par agent et par mois : heures (semaine, dimanche, férié, nuit), trajets, congés, absences, interventions.',
    },
  ],
  download: (title: string, format: string) => `Télécharger ${title.toLowerCase()} en ${format}`,
  done: 'Fichier téléchargé.',
} as const;
