export const MAP_TEXT = {
  region: 'Carte',
  pickHelp:
    'Touchez la carte pour placer le point, ou saisissez ses coordonnées (ou utilisez votre position).',
  latitude: 'Latitude',
  longitude: 'Longitude',
  place: 'Placer le point',
  useMyPosition: 'Utiliser ma position',
  locating: 'Recherche de votre position…',
  latitudeInvalid: 'La latitude est un nombre entre -90 et 90, par exemple 48,8566.',
  longitudeInvalid: 'La longitude est un nombre entre -180 et 180, par exemple 2,3522.',
} as const;
