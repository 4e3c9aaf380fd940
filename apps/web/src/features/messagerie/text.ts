/** French text of the customers' messaging (/messagerie). */
export const MESSAGERIE_TEXT = {
  title: 'Messagerie',
  intro: 'Écrivez à l’agence Maisonnée : elle vous répond ici.',
  newConversation: 'Nouveau message',
  newTitle: 'Nouveau message à Maisonnée',
  mission: 'Mission concernée (facultatif)',
  noMission: 'Aucune mission en particulier',
  missionsError: 'Vos missions n’ont pas pu être chargées : vous pouvez écrire sans en choisir.',
  missionLabel: (label: string, date: string) => `${label} — depuis le ${date}`,
  previous: 'Précédentes',
  next: 'Suivantes',
  pagination: 'Pages de conversations',
} as const;
