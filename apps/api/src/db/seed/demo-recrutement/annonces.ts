import type { AnnonceHoraire } from '../../schema/index.ts';

/*
 * More job posts of the demo agency (docs/recrutement.md, "Démo"), keyed by title, for every
 * service. The active ones are in the outer suburbs, more than 20 km from the 11th arrondissement
 * (the posts the demo agent and a visitor of the 11th find by default stay the three of
 * DEMO_ANNONCES, annonces-demo.test.ts); the ones in Paris are switched off (filled or paused).
 * Coordinates already rounded to two decimals, as the API publishes them.
 */

export interface DemoRecrutementAnnonce {
  title: string;
  description: string;
  skill: number;
  codep: string;
  ville: string;
  lat: number;
  lng: number;
  horaires?: readonly AnnonceHoraire[];
  nbHeures: number;
  isActive: boolean;
  startInDays: number;
  endInDays?: number;
}

const mornings = (days: number[], time_debut: string, time_fin: string) =>
  days.map((day) => ({ day, time_debut, time_fin }));

export const DEMO_RECRUTEMENT_ANNONCES: readonly DemoRecrutementAnnonce[] = [
  {
    title: 'Aide aux repas d’une personne âgée — Saint-Germain-en-Laye',
    description:
      'Préparation du déjeuner et aide au repas d’une dame de 88 ans, du lundi au samedi, près du château.',
    skill: 2,
    codep: '78100',
    ville: 'Saint-Germain-en-Laye',
    lat: 48.9,
    lng: 2.08,
    horaires: mornings([1, 2, 3, 4, 5, 6], '11:30', '13:30'),
    nbHeures: 12,
    isActive: true,
    startInDays: 6,
  },
  {
    title: 'Aide à la toilette le matin — Pontoise',
    description: 'Aide au lever et à la toilette d’un monsieur en fauteuil, tous les matins.',
    skill: 2,
    codep: '95300',
    ville: 'Pontoise',
    lat: 49.05,
    lng: 2.1,
    horaires: mornings([1, 2, 3, 4, 5, 6, 7], '08:00', '09:30'),
    nbHeures: 10.5,
    isActive: true,
    startInDays: 4,
  },
  {
    title: "Garde d'enfants après l'école — Évry-Courcouronnes",
    description: 'Sortie d’école, goûter et bain de trois enfants (3, 6 et 9 ans), quatre soirs.',
    skill: 4,
    codep: '91000',
    ville: 'Évry-Courcouronnes',
    lat: 48.63,
    lng: 2.44,
    horaires: mornings([1, 2, 4, 5], '16:30', '19:00'),
    nbHeures: 10,
    isActive: true,
    startInDays: 8,
  },
  {
    title: 'Baby-sitting le mercredi — Melun',
    description: 'Journée du mercredi avec deux enfants de 5 et 8 ans : activités, repas, parc.',
    skill: 3,
    codep: '77000',
    ville: 'Melun',
    lat: 48.54,
    lng: 2.66,
    horaires: mornings([3], '08:30', '18:30'),
    nbHeures: 10,
    isActive: true,
    startInDays: 5,
  },
  {
    title: 'Gouvernante de maison — Chantilly',
    description:
      'Intendance d’une maison familiale : linge délicat, courses, cuisine, coordination des artisans.',
    skill: 5,
    codep: '60500',
    ville: 'Chantilly',
    lat: 49.19,
    lng: 2.47,
    horaires: mornings([1, 2, 3, 4, 5], '09:00', '15:00'),
    nbHeures: 30,
    isActive: true,
    startInDays: 14,
  },
  {
    title: 'Grand ménage avant déménagement — Cergy',
    description: 'Ménage complet d’une maison de cinq pièces avant l’état des lieux.',
    skill: 1,
    codep: '95000',
    ville: 'Cergy',
    lat: 49.04,
    lng: 2.06,
    nbHeures: 8,
    isActive: true,
    startInDays: 12,
    endInDays: 12,
  },
  {
    title: 'Repassage à domicile — Paris 9e',
    description: 'Repassage de chemises et de linge de maison, le jeudi matin. Poste pourvu.',
    skill: 1,
    codep: '75009',
    ville: 'Paris',
    lat: 48.88,
    lng: 2.34,
    horaires: mornings([4], '09:00', '12:00'),
    nbHeures: 3,
    isActive: false,
    startInDays: 2,
  },
  {
    title: 'Garde partagée de deux bébés — Paris 13e',
    description: 'Garde partagée de deux bébés de 10 et 14 mois, à temps plein. Annonce en pause.',
    skill: 4,
    codep: '75013',
    ville: 'Paris',
    lat: 48.83,
    lng: 2.36,
    horaires: mornings([1, 2, 3, 4, 5], '08:30', '18:30'),
    nbHeures: 50,
    isActive: false,
    startInDays: 20,
  },
  {
    title: 'Intendance d’un appartement — Neuilly-sur-Seine',
    description: 'Gouvernante pour un grand appartement, trois jours par semaine. Poste pourvu.',
    skill: 5,
    codep: '92200',
    ville: 'Neuilly-sur-Seine',
    lat: 48.88,
    lng: 2.27,
    horaires: mornings([1, 3, 5], '09:00', '16:00'),
    nbHeures: 21,
    isActive: false,
    startInDays: 3,
  },
];
