import {
  CANDIDAT_STATUT,
  DOCUMENT_TYPE,
  type CandidatStatutId,
  type CandidatureEtape,
  type DocumentTypeId,
} from '@maisonnee/domain';

/*
 * The demo agency's candidates (docs/recrutement.md, "Démo"): one or more at every stage of the
 * recruitment, from an application left half-way to a hired agent, a refused one and one who
 * resigned, around Paris with their coordinates, skills, papers and history. Keyed by e-mail
 * (`@exemple.fr`, like the applications of the end-to-end tests; the `@demo.fr` accounts are the
 * demo's own people), and `key` names their files.
 */

/** The papers a candidate uploads with the application (CANDIDATURE_DOCUMENT_TYPES). */
export type DemoPiece = 'cv' | 'identite' | 'vitale' | 'rib' | 'pass';

export const DEMO_PIECES: Readonly<
  Record<DemoPiece, { typeId: DocumentTypeId; label: string; mime: string; ext: string }>
> = {
  cv: { typeId: DOCUMENT_TYPE.CV, label: 'CV', mime: 'application/pdf', ext: 'pdf' },
  identite: {
    typeId: DOCUMENT_TYPE.PIECE_IDENTITE,
    label: "Pièce d'identité",
    mime: 'image/png',
    ext: 'png',
  },
  vitale: {
    typeId: DOCUMENT_TYPE.CARTE_VITALE,
    label: 'Carte Vitale',
    mime: 'application/pdf',
    ext: 'pdf',
  },
  rib: { typeId: DOCUMENT_TYPE.RIB, label: 'RIB', mime: 'application/pdf', ext: 'pdf' },
  pass: {
    typeId: DOCUMENT_TYPE.PASS_SANITAIRE,
    label: 'Pass sanitaire',
    mime: 'application/pdf',
    ext: 'pdf',
  },
};

/** A work contract of the demo, in the state it reached (days before the seed). */
export interface DemoContrat {
  statut: 'en_attente_signature' | 'signe_agent' | 'contresigne';
  type: 'CDI' | 'CDD';
  sentDaysAgo: number;
  signedDaysAgo?: number;
  countersignedDaysAgo?: number;
  /** First day of work, in days from the seed (negative: already started). */
  startInDays: number;
  /** CDD only: last day, in days from the seed. */
  endInDays?: number;
  heures: number;
  taux: number;
}

export interface DemoCandidat {
  key: string;
  email: string;
  civilite: 'M.' | 'Mme';
  prenom: string;
  nom: string;
  mobile: string;
  dateNaissance: string;
  adresse: string;
  codep: string;
  ville: string;
  lat: number;
  lng: number;
  statut: CandidatStatutId;
  /** Services (competences table, client_besoin_skill ids) and finer skills (COMPETENCES). */
  services: readonly number[];
  competences: readonly number[];
  experience: number;
  /** 1 vélo, 2 à pied, 3 voiture, 5 transports en commun. */
  transport: 1 | 2 | 3 | 5;
  langues: readonly string[];
  presentation: string;
  /** Hours before the seed when the application was sent (or started, when unfinished). */
  receivedHoursAgo: number;
  /** An application left half-way: the last step saved, not finished. */
  unfinishedAt?: CandidatureEtape;
  /** Status changes by the recruiter, hours before the seed, in order. */
  moves?: readonly { to: CandidatStatutId; hoursAgo: number }[];
  /** The interview: hours from the seed (negative: done). */
  entretienInHours?: number;
  /** Notes of the recruiter (history lines), hours before the seed. */
  notes?: readonly { hoursAgo: number; libelle: string; type?: 'entretien' | 'commentaire' }[];
  pieces: readonly DemoPiece[];
  /** Hours after the application when the papers were uploaded (0: with it). */
  piecesAfterHours?: number;
  /** When the recruiter checked the papers, hours before the seed (none: not checked yet). */
  verifiedHoursAgo?: number;
  contrat?: DemoContrat;
  /** An agent account (password of the demo) — the product opens one when the contract is sent. */
  account?: boolean;
  dateSortieDaysAgo?: number;
  disponibilites: readonly { day: number; time_debut: string; time_fin: string }[];
}

const S = CANDIDAT_STATUT;
const DAY = 24;

const weekdays = (time_debut: string, time_fin: string, days = [1, 2, 3, 4, 5]) =>
  days.map((day) => ({ day, time_debut, time_fin }));

export const DEMO_RECRUTEMENT_CANDIDATS: readonly DemoCandidat[] = [
  // Candidatures reçues
  {
    key: 'nadia-benkirane',
    email: 'nadia.benkirane@exemple.fr',
    civilite: 'Mme',
    prenom: 'Nadia',
    nom: 'Benkirane',
    mobile: '06 51 20 33 14',
    dateNaissance: '1994-06-02',
    adresse: '27 rue de Crimée',
    codep: '75019',
    ville: 'Paris',
    lat: 48.8843,
    lng: 2.3779,
    statut: S.CANDIDATURE_RECUE,
    services: [4],
    competences: [10, 11],
    experience: 4,
    transport: 5,
    langues: ['français', 'arabe'],
    presentation:
      'Auxiliaire de puériculture de formation, quatre ans de garde d’enfants en famille, dont des jumeaux de 18 mois.',
    receivedHoursAgo: 5,
    pieces: ['cv', 'identite'],
    disponibilites: weekdays('16:00', '19:30'),
  },
  {
    key: 'thomas-girard',
    email: 'thomas.girard@exemple.fr',
    civilite: 'M.',
    prenom: 'Thomas',
    nom: 'Girard',
    mobile: '06 72 41 08 95',
    dateNaissance: '1988-11-19',
    adresse: '14 rue de Paris',
    codep: '93100',
    ville: 'Montreuil',
    lat: 48.8606,
    lng: 2.4412,
    statut: S.CANDIDATURE_RECUE,
    services: [1],
    competences: [1, 2, 3],
    experience: 6,
    transport: 1,
    langues: ['français', 'portugais'],
    presentation:
      'Six ans d’entretien de bureaux et d’appartements, habitué aux produits écologiques.',
    receivedHoursAgo: 2 * DAY + 3,
    pieces: ['cv'],
    disponibilites: weekdays('08:00', '13:00'),
  },
  {
    key: 'ines-rossi',
    email: 'ines.rossi@exemple.fr',
    civilite: 'Mme',
    prenom: 'Inès',
    nom: 'Rossi',
    mobile: '06 34 88 12 70',
    dateNaissance: '2001-02-14',
    adresse: '5 avenue de Paris',
    codep: '94300',
    ville: 'Vincennes',
    lat: 48.8474,
    lng: 2.4385,
    statut: S.CANDIDATURE_RECUE,
    services: [3],
    competences: [8, 9],
    experience: 2,
    transport: 2,
    langues: ['français', 'italien', 'anglais'],
    presentation: 'Étudiante en licence de lettres, baby-sitting régulier depuis deux ans.',
    receivedHoursAgo: DAY + 6,
    unfinishedAt: 'competences',
    pieces: [],
    disponibilites: [],
  },
  // À contacter
  {
    key: 'mamadou-diallo',
    email: 'mamadou.diallo@exemple.fr',
    civilite: 'M.',
    prenom: 'Mamadou',
    nom: 'Diallo',
    mobile: '06 18 56 43 21',
    dateNaissance: '1985-09-30',
    adresse: '60 avenue d’Italie',
    codep: '75013',
    ville: 'Paris',
    lat: 48.8235,
    lng: 2.3575,
    statut: S.A_CONTACTER,
    services: [2],
    competences: [4, 6, 7],
    experience: 9,
    transport: 5,
    langues: ['français', 'peul', 'wolof'],
    presentation:
      'Aide-soignant diplômé, neuf ans en EHPAD puis à domicile, à l’aise avec les transferts.',
    receivedHoursAgo: 5 * DAY,
    moves: [{ to: S.A_CONTACTER, hoursAgo: 4 * DAY }],
    pieces: ['cv', 'identite', 'vitale'],
    verifiedHoursAgo: 3 * DAY,
    disponibilites: weekdays('07:30', '12:00', [1, 2, 3, 4, 5, 6]),
  },
  {
    key: 'elodie-lambert',
    email: 'elodie.lambert@exemple.fr',
    civilite: 'Mme',
    prenom: 'Élodie',
    nom: 'Lambert',
    mobile: '06 47 90 25 36',
    dateNaissance: '1997-04-08',
    adresse: '112 route de la Reine',
    codep: '92100',
    ville: 'Boulogne-Billancourt',
    lat: 48.8413,
    lng: 2.2398,
    statut: S.A_CONTACTER,
    services: [3, 4],
    competences: [8, 9, 10],
    experience: 3,
    transport: 1,
    langues: ['français', 'anglais'],
    presentation: 'Animatrice périscolaire (BAFA), disponible les soirs et le mercredi.',
    receivedHoursAgo: 6 * DAY + 2,
    moves: [{ to: S.A_CONTACTER, hoursAgo: 5 * DAY }],
    notes: [
      { hoursAgo: 2 * DAY, libelle: 'Appel sans réponse, message laissé.', type: 'commentaire' },
    ],
    pieces: ['cv'],
    verifiedHoursAgo: 5 * DAY,
    disponibilites: [
      ...weekdays('16:30', '20:00', [1, 2, 4, 5]),
      { day: 3, time_debut: '08:30', time_fin: '18:30' },
    ],
  },
  // Entretiens
  {
    key: 'hugo-fontaine',
    email: 'hugo.fontaine@exemple.fr',
    civilite: 'M.',
    prenom: 'Hugo',
    nom: 'Fontaine',
    mobile: '06 26 71 94 03',
    dateNaissance: '1992-12-01',
    adresse: '41 rue des Dames',
    codep: '75017',
    ville: 'Paris',
    lat: 48.8846,
    lng: 2.3199,
    statut: S.ENTRETIEN,
    services: [1, 5],
    competences: [1, 12, 14],
    experience: 7,
    transport: 3,
    langues: ['français', 'anglais', 'espagnol'],
    presentation:
      'Ancien majordome dans l’hôtellerie, intendance de grandes maisons, cuisine familiale.',
    receivedHoursAgo: 8 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 7 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 3 * DAY },
    ],
    entretienInHours: DAY + 9,
    pieces: ['cv', 'identite'],
    verifiedHoursAgo: 3 * DAY,
    disponibilites: weekdays('09:00', '18:00'),
  },
  {
    key: 'aicha-traore',
    email: 'aicha.traore@exemple.fr',
    civilite: 'Mme',
    prenom: 'Aïcha',
    nom: 'Traoré',
    mobile: '06 93 04 57 28',
    dateNaissance: '1979-07-23',
    adresse: '9 rue Gabriel-Péri',
    codep: '93200',
    ville: 'Saint-Denis',
    lat: 48.9362,
    lng: 2.3574,
    statut: S.ENTRETIEN,
    services: [2],
    competences: [4, 5, 6],
    experience: 12,
    transport: 5,
    langues: ['français', 'bambara'],
    presentation: 'Douze ans d’aide à domicile auprès de personnes âgées, titulaire du DEAES.',
    receivedHoursAgo: 9 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 8 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 2 * DAY },
    ],
    entretienInHours: 3 * DAY + 4,
    pieces: ['cv', 'identite', 'vitale'],
    verifiedHoursAgo: 2 * DAY,
    disponibilites: weekdays('07:00', '14:00', [1, 2, 3, 4, 5, 6, 7]),
  },
  {
    key: 'paul-nguyen',
    email: 'paul.nguyen@exemple.fr',
    civilite: 'M.',
    prenom: 'Paul',
    nom: 'Nguyen',
    mobile: '06 60 13 82 47',
    dateNaissance: '1990-03-17',
    adresse: '73 rue du Commerce',
    codep: '75015',
    ville: 'Paris',
    lat: 48.8448,
    lng: 2.2953,
    statut: S.ENTRETIEN,
    services: [1],
    competences: [1, 2, 13],
    experience: 5,
    transport: 2,
    langues: ['français', 'vietnamien'],
    presentation: 'Cinq ans de ménage et de repassage chez des particuliers du 15e.',
    receivedHoursAgo: 14 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 13 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 7 * DAY },
    ],
    entretienInHours: -(2 * DAY - 2),
    notes: [
      {
        hoursAgo: 2 * DAY - 3,
        libelle:
          'Entretien réalisé : très soigneux, références vérifiées, disponible dès lundi. Contrat à préparer.',
        type: 'commentaire',
      },
    ],
    pieces: ['cv', 'identite', 'vitale', 'rib'],
    verifiedHoursAgo: 2 * DAY,
    disponibilites: weekdays('08:30', '17:00'),
  },
  // Dossiers incomplets
  {
    key: 'manon-leroy',
    email: 'manon.leroy@exemple.fr',
    civilite: 'Mme',
    prenom: 'Manon',
    nom: 'Leroy',
    mobile: '06 85 29 61 40',
    dateNaissance: '1999-10-05',
    adresse: '3 rue Ernest-Renan',
    codep: '92130',
    ville: 'Issy-les-Moulineaux',
    lat: 48.8262,
    lng: 2.2733,
    statut: S.DOSSIER_INCOMPLET,
    services: [3],
    competences: [8, 9],
    experience: 3,
    transport: 1,
    langues: ['français', 'anglais'],
    presentation: 'Baby-sitter depuis trois ans, titulaire du PSC1.',
    receivedHoursAgo: 12 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 11 * DAY },
      { to: S.DOSSIER_INCOMPLET, hoursAgo: 9 * DAY },
    ],
    notes: [
      {
        hoursAgo: 9 * DAY,
        libelle: 'Pièce d’identité et carte Vitale demandées par téléphone.',
        type: 'commentaire',
      },
    ],
    pieces: ['cv'],
    verifiedHoursAgo: 9 * DAY,
    disponibilites: weekdays('17:00', '21:00'),
  },
  {
    key: 'karima-mansouri',
    email: 'karima.mansouri@exemple.fr',
    civilite: 'Mme',
    prenom: 'Karima',
    nom: 'Mansouri',
    mobile: '06 02 76 39 58',
    dateNaissance: '1983-01-28',
    adresse: '18 avenue du Général-de-Gaulle',
    codep: '94000',
    ville: 'Créteil',
    lat: 48.7904,
    lng: 2.4556,
    statut: S.DOSSIER_INCOMPLET,
    services: [2, 5],
    competences: [5, 6, 12],
    experience: 10,
    transport: 3,
    langues: ['français', 'arabe'],
    presentation: 'Dix ans d’aide aux repas et d’accompagnement de personnes âgées.',
    receivedHoursAgo: 10 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 9 * DAY },
      { to: S.DOSSIER_INCOMPLET, hoursAgo: 6 * DAY },
    ],
    // The CV and the identity card sent yesterday, since the last check: the cockpit asks to
    // check them.
    pieces: ['cv', 'identite'],
    piecesAfterHours: 9 * DAY,
    verifiedHoursAgo: 6 * DAY + 12,
    disponibilites: weekdays('08:00', '15:00', [1, 2, 3, 4, 5, 6]),
  },
  // Contrats à signer
  {
    key: 'julie-bernard',
    email: 'julie.bernard@exemple.fr',
    civilite: 'Mme',
    prenom: 'Julie',
    nom: 'Bernard',
    mobile: '06 39 62 15 84',
    dateNaissance: '1991-08-11',
    adresse: '52 rue des Pyrénées',
    codep: '75020',
    ville: 'Paris',
    lat: 48.8616,
    lng: 2.4009,
    statut: S.CONTRAT_A_SIGNER,
    services: [1],
    competences: [1, 2],
    experience: 8,
    transport: 5,
    langues: ['français'],
    presentation: 'Huit ans d’entretien de la maison, repassage soigné.',
    receivedHoursAgo: 20 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 19 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 15 * DAY },
    ],
    entretienInHours: -(12 * DAY),
    pieces: ['cv', 'identite', 'vitale', 'rib'],
    verifiedHoursAgo: 11 * DAY,
    // Sent five days ago and not signed: the cockpit asks to follow it up.
    contrat: {
      statut: 'en_attente_signature',
      type: 'CDI',
      sentDaysAgo: 5,
      startInDays: 9,
      heures: 24,
      taux: 12.5,
    },
    account: true,
    disponibilites: weekdays('08:00', '16:00'),
  },
  {
    key: 'samir-haddou',
    email: 'samir.haddou@exemple.fr',
    civilite: 'M.',
    prenom: 'Samir',
    nom: 'Haddou',
    mobile: '06 58 31 70 26',
    dateNaissance: '1995-05-21',
    adresse: '88 rue du Faubourg-Saint-Denis',
    codep: '75010',
    ville: 'Paris',
    lat: 48.8747,
    lng: 2.3566,
    statut: S.CONTRAT_A_SIGNER,
    services: [4],
    competences: [10, 11],
    experience: 5,
    transport: 1,
    langues: ['français', 'arabe', 'anglais'],
    presentation: 'Éducateur de jeunes enfants, cinq ans en crèche parentale.',
    receivedHoursAgo: 16 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 15 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 12 * DAY },
    ],
    entretienInHours: -(8 * DAY),
    pieces: ['cv', 'identite', 'vitale', 'rib'],
    verifiedHoursAgo: 7 * DAY,
    // Signed by the candidate yesterday: the agency countersigns it.
    contrat: {
      statut: 'signe_agent',
      type: 'CDD',
      sentDaysAgo: 3,
      signedDaysAgo: 1,
      startInDays: 5,
      endInDays: 5 + 181,
      heures: 20,
      taux: 12.8,
    },
    account: true,
    disponibilites: weekdays('16:00', '20:00'),
  },
  // Embauchés
  {
    key: 'chloe-dubois',
    email: 'chloe.dubois@exemple.fr',
    civilite: 'Mme',
    prenom: 'Chloé',
    nom: 'Dubois',
    mobile: '06 14 93 52 67',
    dateNaissance: '1996-09-09',
    adresse: '21 rue de la Pompe',
    codep: '75016',
    ville: 'Paris',
    lat: 48.8635,
    lng: 2.2786,
    statut: S.AGENT_ACTIF,
    services: [3, 4],
    competences: [8, 9, 10, 11],
    experience: 6,
    transport: 5,
    langues: ['français', 'anglais', 'allemand'],
    presentation: 'Six ans de garde d’enfants bilingue, sorties d’école et aide aux devoirs.',
    receivedHoursAgo: 25 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 24 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 21 * DAY },
    ],
    entretienInHours: -(18 * DAY),
    pieces: ['cv', 'identite', 'vitale', 'rib'],
    verifiedHoursAgo: 17 * DAY,
    contrat: {
      statut: 'contresigne',
      type: 'CDI',
      sentDaysAgo: 14,
      signedDaysAgo: 12,
      countersignedDaysAgo: 10,
      startInDays: 4,
      heures: 30,
      taux: 13,
    },
    account: true,
    disponibilites: weekdays('15:30', '20:00'),
  },
  {
    key: 'antoine-mercier',
    email: 'antoine.mercier@exemple.fr',
    civilite: 'M.',
    prenom: 'Antoine',
    nom: 'Mercier',
    mobile: '06 70 45 18 39',
    dateNaissance: '1987-02-03',
    adresse: '15 rue Lamarck',
    codep: '75018',
    ville: 'Paris',
    lat: 48.8878,
    lng: 2.3436,
    statut: S.AGENT_ACTIF,
    services: [1, 2],
    competences: [1, 3, 5, 6],
    experience: 11,
    transport: 3,
    langues: ['français'],
    presentation: 'Onze ans d’aide à domicile, entretien et accompagnement, titulaire du permis B.',
    receivedHoursAgo: 60 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 59 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 55 * DAY },
    ],
    entretienInHours: -(52 * DAY),
    pieces: ['cv', 'identite', 'vitale', 'rib', 'pass'],
    verifiedHoursAgo: 50 * DAY,
    contrat: {
      statut: 'contresigne',
      type: 'CDI',
      sentDaysAgo: 45,
      signedDaysAgo: 44,
      countersignedDaysAgo: 43,
      startInDays: -30,
      heures: 35,
      taux: 13.2,
    },
    account: true,
    disponibilites: weekdays('08:00', '18:00'),
  },
  // Refusés, démission
  {
    key: 'fatou-sow',
    email: 'fatou.sow@exemple.fr',
    civilite: 'Mme',
    prenom: 'Fatou',
    nom: 'Sow',
    mobile: '06 21 84 60 93',
    dateNaissance: '2004-12-12',
    adresse: '7 rue de la République',
    codep: '93500',
    ville: 'Pantin',
    lat: 48.8941,
    lng: 2.4091,
    statut: S.CANDIDATURE_REFUSEE,
    services: [5],
    competences: [12, 14],
    experience: 0,
    transport: 5,
    langues: ['français'],
    presentation: 'Je souhaite débuter comme gouvernante.',
    receivedHoursAgo: 21 * DAY,
    moves: [{ to: S.CANDIDATURE_REFUSEE, hoursAgo: 19 * DAY }],
    notes: [
      {
        hoursAgo: 19 * DAY,
        libelle: 'Profil sans expérience pour un poste de gouvernante : réorientée vers le ménage.',
        type: 'commentaire',
      },
    ],
    pieces: ['cv'],
    verifiedHoursAgo: 19 * DAY,
    disponibilites: weekdays('09:00', '17:00'),
  },
  {
    key: 'lucas-robert',
    email: 'lucas.robert@exemple.fr',
    civilite: 'M.',
    prenom: 'Lucas',
    nom: 'Robert',
    mobile: '06 96 37 21 05',
    dateNaissance: '1993-06-27',
    adresse: '30 boulevard Voltaire',
    codep: '75011',
    ville: 'Paris',
    lat: 48.8625,
    lng: 2.3702,
    statut: S.CANDIDATURE_REFUSEE,
    services: [1],
    competences: [1, 3],
    experience: 2,
    transport: 1,
    langues: ['français', 'anglais'],
    presentation: 'Deux ans de ménage en entreprise.',
    receivedHoursAgo: 30 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 29 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 27 * DAY },
      { to: S.CANDIDATURE_REFUSEE, hoursAgo: 24 * DAY },
    ],
    entretienInHours: -(25 * DAY),
    notes: [
      {
        hoursAgo: 24 * DAY,
        libelle: 'Absent à l’entretien, sans nouvelles depuis : candidature retirée.',
        type: 'commentaire',
      },
    ],
    pieces: ['cv', 'identite'],
    verifiedHoursAgo: 27 * DAY,
    disponibilites: weekdays('14:00', '19:00'),
  },
  {
    key: 'sarah-cohen',
    email: 'sarah.cohen@exemple.fr',
    civilite: 'Mme',
    prenom: 'Sarah',
    nom: 'Cohen',
    mobile: '06 42 17 86 50',
    dateNaissance: '1989-03-04',
    adresse: '46 rue Oberkampf',
    codep: '75011',
    ville: 'Paris',
    lat: 48.8649,
    lng: 2.3764,
    statut: S.DEMISSIONNAIRE,
    services: [1, 3],
    competences: [1, 2, 8],
    experience: 7,
    transport: 1,
    langues: ['français', 'hébreu', 'anglais'],
    presentation: 'Sept ans de ménage et de baby-sitting.',
    receivedHoursAgo: 220 * DAY,
    moves: [
      { to: S.A_CONTACTER, hoursAgo: 219 * DAY },
      { to: S.ENTRETIEN, hoursAgo: 216 * DAY },
    ],
    entretienInHours: -(214 * DAY),
    notes: [
      {
        hoursAgo: 14 * DAY,
        libelle: 'Démission : déménage à Lyon. Dernier jour de travail il y a deux semaines.',
        type: 'commentaire',
      },
    ],
    pieces: ['cv', 'identite', 'vitale', 'rib'],
    verifiedHoursAgo: 213 * DAY,
    contrat: {
      statut: 'contresigne',
      type: 'CDI',
      sentDaysAgo: 212,
      signedDaysAgo: 211,
      countersignedDaysAgo: 210,
      startInDays: -205,
      heures: 28,
      taux: 12.4,
    },
    dateSortieDaysAgo: 14,
    disponibilites: [],
  },
];
