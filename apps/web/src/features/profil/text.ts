/** Every French sentence of the profile screen. */
export const PROFIL_TEXT = {
  title: 'Mon profil',
  space: {
    client: 'Espace client',
    intervenant: 'Espace intervenant',
    proche: 'Espace proche',
    backoffice: 'Back-office',
  },
  changeSpace: 'Changer d’espace',
  photoAlt: (name: string) => `Photo de profil de ${name}`,
  email: 'E-mail',
  memberSince: (date: string) => `Inscrit le ${date}`,
  birthDate: (date: string) => `Né(e) le ${date}`,
  info: {
    title: 'Mes informations',
    submit: 'Enregistrer mes informations',
    saved: 'Vos informations sont enregistrées.',
    nothingChanged: 'Aucune modification à enregistrer.',
  },
  location: {
    title: 'Position de mon domicile',
    located: (lat: string, lng: string) =>
      `Votre adresse est placée sur la carte (latitude ${lat}, longitude ${lng}).`,
    notLocated:
      'Votre adresse n’est pas encore placée sur la carte : l’intervenant ne pourra pas pointer son arrivée chez vous. Placez-la depuis votre position ou sur la carte.',
    here: 'Je suis à cette adresse',
    showMap: 'Placer sur la carte',
    hideMap: 'Masquer la carte',
    mapLabel: 'Carte de mon domicile',
    home: 'Mon domicile',
    placed: 'Position relevée. Enregistrez vos informations pour la garder.',
  },
  password: {
    title: 'Changer mon mot de passe',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    hint: '8 caractères au moins. Vos autres appareils seront déconnectés.',
    submit: 'Changer mon mot de passe',
    changed: 'Votre mot de passe est changé.',
  },
  calendrier: {
    title: 'Agenda et rappels',
    rappels:
      'La veille de chaque intervention, vous recevez un rappel : par notification sur les appareils où vous les avez activées, sinon par e-mail.',
    explain:
      'Ajoutez vos interventions à l’agenda de votre téléphone : il les affiche et les met à jour tout seul (30 jours passés, 90 jours à venir).',
    create: 'Ajouter mes interventions à mon agenda',
    replace: 'Créer un nouveau lien',
    replaceHint: 'Un nouveau lien remplace l’ancien, qui cesse de fonctionner.',
    active: (date: string) => `Un lien privé vers votre agenda est actif depuis le ${date}.`,
    lastRead: (date: string) => `Dernière lecture par votre agenda : ${date}.`,
    neverRead: 'Votre agenda ne l’a pas encore lu.',
    shownOnce:
      'Voici votre lien privé. Il n’est affiché qu’une fois : copiez-le ou ouvrez-le dans votre agenda maintenant.',
    linkLabel: 'Lien privé de votre agenda',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    open: 'Ouvrir dans mon agenda',
    private:
      'Ce lien est personnel : qui le connaît voit vos interventions (jour, heure, adresse), jamais votre code d’accès ni un numéro de téléphone. Ne le partagez pas ; révoquez-le en cas de doute.',
    revoke: 'Révoquer le lien',
    revokeConfirm: 'Révoquer ce lien ? Votre agenda ne recevra plus vos interventions.',
    revokeYes: 'Oui, révoquer',
    revokeNo: 'Annuler',
    revoked: 'Le lien est révoqué : il ne fonctionne plus.',
    loadError: 'Erreur lors de la récupération de votre lien d’agenda.',
  },
  signout: {
    title: 'Déconnexion',
    submit: 'Me déconnecter',
  },
} as const;
