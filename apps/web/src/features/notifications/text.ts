/** The notifications screen's texts (specification section 8 for the fetch failure). */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  intro: 'Les nouvelles de vos missions, interventions, devis, factures et messages.',
  empty: 'Aucune notification pour le moment.',
  fetchError: 'Erreur lors de la récupération des notifications',
  retry: 'Réessayer',
  readAll: 'Tout marquer comme lu',
  markRead: 'Marquer comme lue',
  markReadOf: (titre: string) => `Marquer comme lue : ${titre}`,
  unread: 'non lue',
  listLabel: 'Liste des notifications',
  unreadSummary: (count: number) =>
    count === 0
      ? 'Tout est lu.'
      : count === 1
        ? '1 notification non lue.'
        : `${count} notifications non lues.`,
  showMore: 'Voir plus de notifications',
  shownOf: (shown: number, total: number) => `${shown} notifications affichées sur ${total}.`,
  readAllDone: 'Toutes les notifications sont marquées comme lues.',
  actionError: 'La notification n’a pas pu être marquée comme lue. Réessayez dans un instant.',
} as const;
