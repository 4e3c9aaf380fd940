/** Every French sentence of the profile screen. */
export const PROFIL_TEXT = {
  title: 'Mon profil',
  space: { client: 'Espace client', intervenant: 'Espace intervenant', backoffice: 'Back-office' },
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
  signout: {
    title: 'Déconnexion',
    submit: 'Me déconnecter',
  },
} as const;
