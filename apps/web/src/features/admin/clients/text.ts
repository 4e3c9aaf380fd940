/** French text of the back office's client screens. */
export const CLIENTS_TEXT = {
  title: 'Clients',
  tabs: 'Façons de chercher un client',
  tabSearch: 'Recherche',
  tabAround: 'Autour d’un point',
  // Search
  searchForm: 'Rechercher un client',
  q: 'Nom, e-mail ou téléphone',
  qHelp: 'Chaque mot doit se retrouver dans la fiche.',
  codep: 'Code postal ou département',
  codepInvalid: 'Code postal : 2 à 5 chiffres (département ou code complet).',
  statut: 'Statut',
  allStatuts: 'Tous les statuts',
  inactive: 'Chercher parmi les fiches désactivées',
  search: 'Rechercher',
  searchError: 'Erreur lors de la recherche des clients.',
  results: (count: number) =>
    count > 1
      ? `${count} clients trouvés`
      : count === 1
        ? '1 client trouvé'
        : 'Aucun client trouvé',
  resultsList: 'Clients trouvés',
  /** The around search: how many are within the radius, how many are shown (nearest first). */
  aroundResults: (shown: number, total: number) =>
    total > shown
      ? `${total} clients dans le rayon : ${shown === 1 ? 'le plus proche est affiché' : `les ${shown} plus proches sont affichés`}`
      : total > 1
        ? `${total} clients dans le rayon`
        : total === 1
          ? '1 client dans le rayon'
          : 'Aucun client dans le rayon',
  aroundMore: 'Voir les clients suivants',
  // Around
  aroundForm: 'Chercher les clients autour d’un point',
  aroundHelp: 'Touchez la carte pour choisir le point, ou saisissez ses coordonnées.',
  noPoint: 'Aucun point choisi pour l’instant.',
  radiusInvalid: (max: number) => `Le rayon doit être compris entre 0 (exclu) et ${max} km.`,
  aroundSearch: 'Chercher autour de ce point',
  aroundError: 'Erreur lors de la recherche des clients autour du point.',
  distance: (km: number) => `${km.toFixed(1).replace('.', ',')} km`,
  mapLabel: 'Carte des clients autour du point',
  // List lines
  inactiveBadge: 'Désactivé',
  noEmail: 'Pas d’e-mail',
  openFile: (name: string) => `Ouvrir la fiche de ${name}`,
} as const;

/** French text of a client's file. */
export const CLIENT_FILE_TEXT = {
  /** The client's payments account (issue 27, docs/paiements.md). */
  compte: {
    title: 'Règlements et avoir',
    credit: (credit: string) => `Avoir du client : ${credit} disponible`,
    creditHelp:
      "Ouvrez une facture ci-dessous pour y imputer l'avoir du client (« Imputer l'avoir du client »).",
    ouvertes: 'Factures à régler',
    noOuvertes: 'Aucune facture à régler.',
    facture: (numero: string, reste: string) => `Facture ${numero} : reste à payer ${reste}`,
    echeance: (date: string) => `Échéance le ${date}`,
  },
  back: 'Retour à la recherche',
  badId: 'Ce lien ne correspond à aucune fiche client.',
  loadError: 'Erreur lors de la récupération de la fiche client.',
  sectionError: 'Erreur lors de la récupération de cette partie de la fiche.',
  sections: 'Parties de la fiche',
  actions: 'Actions sur la fiche',
  makeDevis: 'Faire un devis',
  seeDevis: 'Devis du client',
  proposeScenarios: 'Proposer des scénarios',
  identity: 'Identité',
  statut: (statut: string) => `Statut : ${statut}`,
  active: 'Fiche active',
  inactive: 'Fiche désactivée',
  email: 'E-mail',
  mobile: 'Mobile',
  fixe: 'Fixe',
  birthDate: 'Date de naissance',
  address: 'Adresse',
  access: 'Informations d’accès',
  located: 'Adresse placée sur la carte',
  notLocated: 'Adresse non placée sur la carte',
  location: {
    title: 'Position du domicile',
    located: 'Adresse placée sur la carte.',
    notLocated:
      'Adresse non placée sur la carte : les intervenants ne peuvent pas pointer et la planification ne trouve pas d’intervenants proches.',
    help: 'Touchez la carte à l’endroit du domicile, saisissez ses coordonnées, ou utilisez la position de votre appareil si vous êtes chez le client.',
    here: 'Je suis chez le client',
    saved: 'Position du domicile enregistrée.',
    map: 'Carte du domicile du client',
    home: 'Domicile',
  },
  mutuelle: 'Mutuelle',
  none: '—',
  account: 'Compte d’accès',
  hasAccount: 'Le client a un compte d’accès.',
  noAccount: 'Le client n’a pas encore de compte d’accès.',
  accountEmail: 'E-mail du compte',
  accountEmailHelp: 'Laissez vide pour utiliser l’e-mail de la fiche.',
  createAccount: 'Créer le compte et envoyer l’invitation',
  accountCreated: (email: string) => `Compte créé : l’invitation a été envoyée à ${email}.`,
  contacts: 'Contacts',
  noContacts: 'Aucun contact.',
  emergency: 'Contact d’urgence',
  interlocuteurs: 'Interlocuteurs',
  noInterlocuteurs: 'Aucun interlocuteur.',
  invoices: 'Destinataire des factures',
  besoins: 'Besoins à chiffrer',
  noBesoins: 'Aucun besoin en attente de devis.',
  besoin: (skill: string, frequence: string) => `${skill} · ${frequence}`,
  besoinDate: (date: string) => `À partir du ${date}`,
  ponctuel: 'ponctuel',
  makeDevisFrom: (skill: string) => `Faire le devis du besoin ${skill}`,
  missions: 'Missions',
  noMissions: 'Aucune mission en cours.',
  mission: (skill: string, ponctuel: boolean) =>
    `${skill} · ${ponctuel ? 'ponctuel' : 'récurrent'}`,
  missionDates: (from: string, to: string | null) =>
    to ? `Du ${from} au ${to}` : `Depuis le ${from}`,
  sansAgent: (count: number) =>
    count > 1 ? `${count} interventions sans agent` : `${count} intervention sans agent`,
  plan: 'Planifier',
  planLabel: (skill: string) => `Planifier la mission ${skill}`,
  devis: 'Devis',
  noDevis: 'Aucun devis.',
  devisLine: (reference: string, statut: string, montant: string) =>
    `${reference} · ${statut} · ${montant}`,
  interventions: 'Interventions',
  interventionLine: (date: string, skill: string, statut: string) =>
    `${date} · ${skill} · ${statut}`,
  agentOf: (name: string) => `Agent : ${name}`,
  interventionsPeriod: (from: string, to: string) => `Du ${from} au ${to}`,
  noInterventions: 'Aucune intervention sur cette période.',
  noAgent: 'Sans agent',
} as const;

/** Headings of the document buckets of a client (clientDocumentsSchema). */
export const DOCUMENT_BUCKET_LABELS = {
  devis: 'Devis',
  factures: 'Factures',
  pieces_identites: 'Pièces d’identité',
  ribs: 'RIB',
  sepa: 'Mandats SEPA',
  feuillepaie: 'Feuilles de paie',
  notefrais: 'Notes de frais',
  arretmaladie: 'Arrêts maladie',
  autres: 'Autres',
} as const;
