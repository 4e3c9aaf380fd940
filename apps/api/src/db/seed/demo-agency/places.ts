/*
 * The demo agency's people: households around Paris and the agents who work for them, with real
 * streets of Paris and its inner suburbs and their coordinates (placed on the clients' map and
 * used by the around searches). Fixed lists: the same agency on every machine.
 */

export interface DemoPlace {
  adresse: string;
  codep: string;
  ville: string;
  lat: number;
  lng: number;
}

export interface DemoHousehold extends DemoPlace {
  civilite: 'Mme' | 'M.';
  prenom: string;
  nom: string;
}

const place = (adresse: string, codep: string, ville: string, lat: number, lng: number) => ({
  adresse,
  codep,
  ville,
  lat,
  lng,
});

const household = (
  civilite: 'Mme' | 'M.',
  prenom: string,
  nom: string,
  where: DemoPlace,
): DemoHousehold => ({ civilite, prenom, nom, ...where });

/** Forty households (the demo client, Mme Martin, is the forty-first). */
export const DEMO_HOUSEHOLDS: readonly DemoHousehold[] = [
  household('Mme', 'Hélène', 'Dubois', place('14 rue des Martyrs', '75009', 'Paris', 48.879, 2.34)),
  household(
    'M.',
    'Marc',
    'Lambert',
    place('27 avenue de Saint-Ouen', '75017', 'Paris', 48.889, 2.326),
  ),
  household('Mme', 'Anne', 'Rousseau', place('5 rue Cler', '75007', 'Paris', 48.856, 2.306)),
  household(
    'M.',
    'Paul',
    'Garnier',
    place('63 boulevard Voltaire', '75011', 'Paris', 48.86, 2.376),
  ),
  household('Mme', 'Isabelle', 'Faure', place('18 rue Mouffetard', '75005', 'Paris', 48.843, 2.35)),
  household(
    'Mme',
    'Julie',
    'Mercier',
    place('102 rue de Charonne', '75011', 'Paris', 48.855, 2.385),
  ),
  household(
    'M.',
    'Olivier',
    'Blanc',
    place('9 rue de la Convention', '75015', 'Paris', 48.839, 2.286),
  ),
  household('Mme', 'Nathalie', 'Guérin', place('41 rue Lepic', '75018', 'Paris', 48.886, 2.334)),
  household('M.', 'Thomas', 'Boyer', place('22 rue de Turenne', '75004', 'Paris', 48.856, 2.364)),
  household(
    'Mme',
    'Sophie',
    'Chevalier',
    place('71 avenue Mozart', '75016', 'Paris', 48.854, 2.268),
  ),
  household(
    'Mme',
    'Laure',
    'François',
    place('16 rue du Faubourg-du-Temple', '75011', 'Paris', 48.869, 2.368),
  ),
  household('M.', 'Pierre', 'Roux', place('48 rue de Belleville', '75020', 'Paris', 48.872, 2.385)),
  household('Mme', 'Cécile', 'Vincent', place('12 rue Daguerre', '75014', 'Paris', 48.834, 2.329)),
  household(
    'M.',
    'Jacques',
    'Fournier',
    place('30 avenue des Gobelins', '75013', 'Paris', 48.835, 2.352),
  ),
  household('Mme', 'Agnès', 'Morel', place('6 rue de Lévis', '75017', 'Paris', 48.883, 2.311)),
  household('M.', 'Antoine', 'Girard', place('88 rue de Rennes', '75006', 'Paris', 48.848, 2.328)),
  household('Mme', 'Élodie', 'André', place('25 rue Oberkampf', '75011', 'Paris', 48.864, 2.372)),
  household('M.', 'Didier', 'Mathieu', place('7 rue de Passy', '75016', 'Paris', 48.857, 2.28)),
  household(
    'Mme',
    'Valérie',
    'Clément',
    place('54 rue de Ménilmontant', '75020', 'Paris', 48.868, 2.39),
  ),
  household(
    'M.',
    'Bruno',
    'Gauthier',
    place('11 rue Caulaincourt', '75018', 'Paris', 48.887, 2.336),
  ),
  household(
    'Mme',
    'Martine',
    'Perrin',
    place('33 rue de Vaugirard', '75006', 'Paris', 48.848, 2.333),
  ),
  household(
    'M.',
    'Laurent',
    'Robin',
    place('15 avenue Daumesnil', '75012', 'Paris', 48.848, 2.372),
  ),
  household(
    'Mme',
    'Christine',
    'Masson',
    place('120 rue de Tolbiac', '75013', 'Paris', 48.827, 2.355),
  ),
  household('M.', 'Diego', 'Sanchez', place('40 rue du Commerce', '75015', 'Paris', 48.846, 2.295)),
  household('Mme', 'Florence', 'Henry', place('8 rue Lamarck', '75018', 'Paris', 48.888, 2.343)),
  household('M.', 'Éric', 'Nicolas', place('19 rue Bobillot', '75013', 'Paris', 48.828, 2.353)),
  household(
    'Mme',
    'Juliette',
    'Picard',
    place('45 avenue Charles-de-Gaulle', '92200', 'Neuilly-sur-Seine', 48.885, 2.267),
  ),
  household(
    'M.',
    'Hervé',
    'Leroy',
    place('102 boulevard Jean-Jaurès', '92100', 'Boulogne-Billancourt', 48.837, 2.24),
  ),
  household(
    'Mme',
    'Aurélie',
    'Noël',
    place('12 rue de Fontenay', '94300', 'Vincennes', 48.848, 2.436),
  ),
  household(
    'M.',
    'Stéphane',
    'Muller',
    place('28 rue de Paris', '93100', 'Montreuil', 48.858, 2.43),
  ),
  household(
    'Mme',
    'Brigitte',
    'Lemoine',
    place('60 rue Anatole-France', '92300', 'Levallois-Perret', 48.895, 2.287),
  ),
  household(
    'Mme',
    'Ana',
    'Da Silva',
    place('14 rue du Général-Leclerc', '92130', 'Issy-les-Moulineaux', 48.824, 2.273),
  ),
  household(
    'M.',
    'Gilles',
    'Bertrand',
    place('5 avenue du Général-de-Gaulle', '94160', 'Saint-Mandé', 48.843, 2.419),
  ),
  household(
    'Mme',
    'Pauline',
    'Renard',
    place('21 rue de Bezons', '92400', 'Courbevoie', 48.897, 2.254),
  ),
  household(
    'M.',
    'Yves',
    'Dumas',
    place('38 rue de Paris', '94220', 'Charenton-le-Pont', 48.822, 2.413),
  ),
  household(
    'Mme',
    'Mathilde',
    'Fontaine',
    place('17 boulevard Jean-Jaurès', '92110', 'Clichy', 48.904, 2.306),
  ),
  household('M.', 'Alain', 'Caron', place('9 rue Marat', '94200', 'Ivry-sur-Seine', 48.813, 2.387)),
  household(
    'Mme',
    'Sandrine',
    'Meyer',
    place('33 avenue Gabriel-Péri', '93400', 'Saint-Ouen-sur-Seine', 48.91, 2.333),
  ),
  household(
    'M.',
    'Henri',
    'Joly',
    place('4 rue Eugène-Eichenberger', '92800', 'Puteaux', 48.884, 2.238),
  ),
  household(
    'Mme',
    'Émilie',
    'Baron',
    place('56 avenue de la République', '92120', 'Montrouge', 48.817, 2.319),
  ),
];

export interface DemoAgentPerson extends DemoPlace {
  civilite: 'Mme' | 'M.';
  prenom: string;
  nom: string;
  dateNaissance: string;
  /** Skills (competences), the first one the main. */
  skills: readonly number[];
  transport: number;
  /** Weekly hours of the work contract. */
  heuresHebdo: number;
  /** Months since the agent joined. */
  anciennete: number;
  langues: readonly string[];
}

const agent = (
  civilite: 'Mme' | 'M.',
  prenom: string,
  nom: string,
  where: DemoPlace,
  terms: Omit<DemoAgentPerson, keyof DemoPlace | 'civilite' | 'prenom' | 'nom'>,
): DemoAgentPerson => ({ civilite, prenom, nom, ...where, ...terms });

/** Eleven agents (the demo agent, Karim Benali, is the twelfth). */
export const DEMO_AGENTS: readonly DemoAgentPerson[] = [
  agent('Mme', 'Fatou', 'Diallo', place('12 rue Myrha', '75018', 'Paris', 48.888, 2.352), {
    dateNaissance: '1985-06-14',
    skills: [1, 2],
    transport: 5,
    heuresHebdo: 30,
    anciennete: 26,
    langues: ['français', 'wolof'],
  }),
  agent('Mme', 'Mélanie', 'Roche', place('27 rue des Boulets', '75011', 'Paris', 48.854, 2.39), {
    dateNaissance: '1996-02-03',
    skills: [4, 3],
    transport: 1,
    heuresHebdo: 24,
    anciennete: 14,
    langues: ['français', 'anglais'],
  }),
  agent(
    'M.',
    'Ousmane',
    'Traoré',
    place('15 rue Gabriel-Péri', '93200', 'Saint-Denis', 48.936, 2.357),
    {
      dateNaissance: '1988-11-21',
      skills: [1, 5],
      transport: 5,
      heuresHebdo: 35,
      anciennete: 31,
      langues: ['français', 'bambara'],
    },
  ),
  agent('Mme', 'Aïcha', 'Mansouri', place('60 rue Saint-Maur', '75011', 'Paris', 48.865, 2.38), {
    dateNaissance: '1979-09-08',
    skills: [2, 1],
    transport: 2,
    heuresHebdo: 28,
    anciennete: 40,
    langues: ['français', 'arabe'],
  }),
  agent('Mme', 'Nadia', 'Belkacem', place("31 rue d'Avron", '75020', 'Paris', 48.852, 2.404), {
    dateNaissance: '1991-04-30',
    skills: [1, 4],
    transport: 5,
    heuresHebdo: 30,
    anciennete: 19,
    langues: ['français', 'kabyle'],
  }),
  agent(
    'M.',
    'Jean-Baptiste',
    'Kouassi',
    place('22 rue Brancion', '75015', 'Paris', 48.83, 2.304),
    {
      dateNaissance: '1987-12-02',
      skills: [1],
      transport: 5,
      heuresHebdo: 35,
      anciennete: 22,
      langues: ['français'],
    },
  ),
  agent(
    'Mme',
    'Marie-Claude',
    'Fabre',
    place('10 rue Raymond-Losserand', '75014', 'Paris', 48.837, 2.32),
    {
      dateNaissance: '1969-07-19',
      skills: [2, 5],
      transport: 3,
      heuresHebdo: 30,
      anciennete: 52,
      langues: ['français'],
    },
  ),
  agent(
    'Mme',
    'Inès',
    'Ferreira',
    place('18 rue de Silly', '92100', 'Boulogne-Billancourt', 48.835, 2.244),
    {
      dateNaissance: '1998-01-25',
      skills: [3, 4],
      transport: 5,
      heuresHebdo: 20,
      anciennete: 9,
      langues: ['français', 'portugais', 'anglais'],
    },
  ),
  agent('M.', 'Lucas', 'Bernard', place('45 rue de la Glacière', '75013', 'Paris', 48.832, 2.344), {
    dateNaissance: '1995-05-11',
    skills: [1, 3],
    transport: 1,
    heuresHebdo: 24,
    anciennete: 11,
    langues: ['français', 'espagnol'],
  }),
  agent('Mme', 'Awa', 'Cissé', place('9 rue Championnet', '75018', 'Paris', 48.895, 2.345), {
    dateNaissance: '1983-03-17',
    skills: [1, 2],
    transport: 5,
    heuresHebdo: 32,
    anciennete: 35,
    langues: ['français', 'soninké'],
  }),
  agent(
    'Mme',
    'Chloé',
    'Lemaire',
    place('20 rue Raymond-du-Temple', '94300', 'Vincennes', 48.846, 2.434),
    {
      dateNaissance: '1993-10-06',
      skills: [4, 3],
      transport: 2,
      heuresHebdo: 26,
      anciennete: 16,
      langues: ['français', 'anglais', 'allemand'],
    },
  ),
];

/** 'Da Silva' → 'dasilva', 'Guérin' → 'guerin': the local part of a demo e-mail. */
export function emailPart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z-]/g, '');
}

export const householdEmail = (h: Pick<DemoHousehold, 'nom'>) =>
  `famille.${emailPart(h.nom)}@demo.fr`;
export const agentEmail = (a: Pick<DemoAgentPerson, 'prenom' | 'nom'>) =>
  `${emailPart(a.prenom)}.${emailPart(a.nom)}@demo.fr`;
