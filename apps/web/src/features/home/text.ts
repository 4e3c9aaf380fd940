import { formatDeadline, formatMonth } from '@maisonnee/domain';

/** The French texts of the family's home (issue 25, point 2). */
export const DASHBOARD_TEXT = {
  loadError: 'Impossible de charger votre accueil pour le moment. Réessayez dans un instant.',
  retry: 'Réessayer',
  besoin: 'Déclarer un besoin',
  visite: {
    title: 'Prochaine visite',
    none: 'Aucune visite prévue pour le moment. Déclarez un besoin : nous vous proposons un intervenant.',
    today: 'Aujourd’hui',
    tomorrow: 'Demain',
    hours: (from: string, to: string) => `de ${from} à ${to}`,
    etat: {
      planifiee: 'Planifiée',
      en_route: 'En route',
      enRouteVers: (time: string) => `En route — arrivée vers ${time}`,
      arrive: 'Arrivé(e)',
      sans_agent: 'Intervenant à confirmer',
    },
    etatLabel: 'État de la visite',
    photoAlt: (name: string) => `Photo de ${name}`,
    rating: (note: string, count: number) => `Note moyenne ${note} sur 5, ${count} avis`,
    reviews: (count: number) => (count === 1 ? '1 avis' : `${count} avis`),
    noReview: 'Pas encore d’avis',
    sansAgent:
      'Nous cherchons l’intervenant de cette visite : vous serez prévenu dès qu’il est choisi.',
    profil: (prenom: string) => `Voir le profil de ${prenom}`,
    cahier: 'Cahier de liaison',
  },
  aFaire: {
    title: 'À faire',
    none: 'Rien à faire pour le moment : tout est à jour.',
    devis: (count: number) => (count === 1 ? 'Un devis à signer' : `${count} devis à signer`),
    releve: (periode: string, deadline: string) =>
      `Relevé d’heures de ${formatMonth(periode)} à confirmer ${formatDeadline(deadline)}`,
    factures: (count: number, total: string) =>
      count === 1 ? `Une facture à payer : ${total}` : `${count} factures à payer : ${total}`,
    messages: (count: number) => (count === 1 ? 'Un message non lu' : `${count} messages non lus`),
  },
  mois: {
    title: (periode: string) => `Ce mois-ci (${formatMonth(periode)})`,
    none: 'Aucune visite ce mois-ci.',
    heures: 'Heures prévues et faites',
    faites: 'Dont déjà faites',
    cout: 'Coût du mois',
    apresCredit: 'Après crédit d’impôt (50 %)',
    note: 'Estimation du mois en cours ; la facture suit votre relevé d’heures confirmé.',
  },
} as const;
