/** Every French sentence of the signed-in layout (header, tab bar, « Plus »). */
export const LAYOUT_TEXT = {
  brand: 'Maisonnée',
  skip: 'Aller au contenu',
  nav: 'Navigation principale',
  more: 'Plus',
  moreTitle: 'Plus',
  moreNav: 'Autres pages',
  close: 'Fermer',
  unreadMessages: (count: number) => (count > 1 ? `${count} non lus` : `${count} non lu`),
  unreadNotifications: (count: number) => (count > 1 ? `${count} non lues` : `${count} non lue`),
} as const;
