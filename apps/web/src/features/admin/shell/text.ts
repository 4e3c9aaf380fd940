/** French text of the back office's frame. */
export const SHELL_TEXT = {
  brand: 'Maisonnée',
  title: 'Back-office',
  skip: 'Aller au contenu',
  nav: 'Sections du back-office',
  signout: 'Me déconnecter',
  roles: (labels: string) => `Rôles : ${labels}`,
  manager: ' (manager)',
  noSection:
    'Votre rôle ne donne accès à aucune section du back-office. Demandez à un administrateur de vérifier vos droits.',
  notFound: 'Cette page du back-office n’existe pas.',
  backHome: 'Retour au back-office',
} as const;
