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
  forbidden: 'Cet écran n’est pas accessible avec votre rôle',
  forbiddenWhy: (roles: string) =>
    `Il est réservé aux rôles : ${roles}. Demandez à un administrateur si vous en avez besoin.`,
  forbiddenManagers:
    'Il est réservé à l’administrateur et aux responsables. Demandez à un administrateur si vous en avez besoin.',
  notFound: 'Cette page du back-office n’existe pas.',
  backHome: 'Retour au back-office',
} as const;
