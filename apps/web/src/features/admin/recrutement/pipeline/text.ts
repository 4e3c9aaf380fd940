/** French text of the candidates' screens (/admin/recrutement/candidats). */
export const CANDIDATS_TEXT = {
  title: 'Candidats',
  tabs: 'Vues des candidats',
  tabPipeline: 'Pipeline',
  tabActifs: 'Agents actifs',
  tabInactifs: 'Agents inactifs',
  tabRefusees: 'Candidatures refusées',
  tabSearch: 'Recherche',
  tabAround: 'Autour d’une adresse',
  tabMap: 'Carte',
  pipelineLabel: 'Pipeline de recrutement',
  columnCount: (label: string, count: number | null) =>
    count === null ? label : `${label} (${count})`,
  loadError: 'Erreur lors de la récupération des candidats.',
  empty: 'Aucun candidat.',
  retry: 'Réessayer',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  openFile: 'Ouvrir la fiche',
  fileOf: (name: string) => `Fiche de ${name}`,
  since: (date: string) => `Depuis le ${date}`,
  moveLabel: 'Changer le statut',
  movePlaceholder: 'Choisir un statut',
  move: 'Déplacer',
  moved: (name: string, label: string) => `${name} est passé(e) en « ${label} ».`,
  moveError: 'Le statut n’a pas pu être changé.',
  contratHint: '« Contrat à signer » : envoyez le contrat depuis la fiche.',
  // Search
  nameForm: 'Recherche par nom',
  nameField: 'Nom ou prénom',
  namePlaceholder: 'Ex. : Martin',
  nameTooShort: 'Saisissez au moins 2 lettres.',
  search: 'Rechercher',
  advancedForm: 'Recherche par statut et compétence',
  q: 'Nom, e-mail ou téléphone',
  statuts: 'Statuts',
  services: 'Services',
  codep: 'Code postal',
  codepInvalid: 'Code postal à 5 chiffres attendu.',
  allStatuts: 'Tous les statuts',
  allServices: 'Tous les services',
  results: (count: number) =>
    count === 0 ? 'Aucun résultat' : count > 1 ? `${count} résultats` : '1 résultat',
  resultsList: 'Résultats de la recherche',
  /** The around search: how many are within the radius, how many are shown (nearest first). */
  aroundResults: (shown: number, total: number) =>
    total > shown
      ? `${total} résultats dans le rayon : ${shown === 1 ? 'le plus proche est affiché' : `les ${shown} plus proches sont affichés`}`
      : total > 1
        ? `${total} résultats dans le rayon`
        : total === 1
          ? '1 résultat dans le rayon'
          : 'Aucun résultat dans le rayon',
  aroundMore: 'Voir les résultats suivants',
  searchError: 'Erreur lors de la recherche des candidats.',
  // Around
  aroundForm: 'Recherche autour d’une adresse',
  aroundHelp:
    'Saisissez une adresse (ou touchez la carte) puis le rayon : les candidats qui habitent dans ce rayon s’affichent, les plus proches d’abord.',
  address: 'Adresse',
  addressPlaceholder: 'Ex. : 10 rue de la Paix, 75002 Paris',
  locate: 'Localiser l’adresse',
  locating: 'Localisation…',
  addressNotFound: 'Adresse introuvable : précisez-la ou touchez la carte.',
  addressFound: (label: string) => `Adresse trouvée : ${label}`,
  radiusInvalid: (max: number) => `Le rayon doit être supérieur à 0 et au plus ${max} km.`,
  aroundSearch: 'Chercher autour',
  noPoint: 'Aucun point choisi.',
  aroundMap: 'Carte de la recherche autour d’une adresse',
  distance: (km: number) => `${km.toFixed(1).replace('.', ',')} km`,
  aroundError: 'Erreur lors de la recherche autour de l’adresse.',
  // Map
  mapLabel: 'Carte des candidats',
  mapHelp: 'Touchez un point pour ouvrir la fiche du candidat.',
  mapFilters: 'Filtres de la carte',
  mapTronque: (limit: number) =>
    `Plus de ${limit.toLocaleString('fr-FR')} candidats correspondent : seuls les ${limit.toLocaleString('fr-FR')} premiers sont sur la carte. Précisez les filtres pour voir les autres.`,
  mapCount: (count: number) =>
    count === 0
      ? 'Aucun candidat placé sur la carte'
      : count > 1
        ? `${count} candidats sur la carte`
        : '1 candidat sur la carte',
  mapList: 'Candidats de la carte',
  mapError: 'Erreur lors de la récupération des positions des candidats.',
  // New candidate
  newCandidat: 'Nouveau candidat',
  civilite: 'Civilité',
  nom: 'Nom',
  prenom: 'Prénom',
  email: 'E-mail',
  mobile: 'Téléphone mobile',
  ville: 'Ville',
  statut: 'Statut',
  servicesRequired: 'Choisissez au moins un service.',
  create: 'Créer la fiche',
  created: 'Fiche candidat créée.',
} as const;
