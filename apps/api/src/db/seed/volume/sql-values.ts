/*
 * Deterministic pseudo-random values computed by the database itself, from (seed, tag, row
 * number): md5 exists in PostgreSQL and PGlite alike, so both engines produce the same rows and
 * nothing crosses the wire but the statement.
 */

/** A SQL expression: a whole number in [0, 2^28) drawn from (seed, tag, expr). */
export function rnd(seed: number, tag: string, expr: string): string {
  return `(('x' || substr(md5('${seed}:${tag}:' || (${expr})::text), 1, 7))::bit(28)::int)`;
}

/** A SQL string literal. */
export function lit(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A SQL text array literal, indexed from 1: `(${textArray(xs)})[1 + i]`. */
export function textArray(values: readonly string[]): string {
  return `array[${values.map(lit).join(', ')}]::text[]`;
}

/** A SQL double precision array literal. */
export function numberArray(values: readonly number[]): string {
  return `array[${values.map((v) => String(v)).join(', ')}]::float8[]`;
}

/** Picks `values[expr mod length]` in SQL. */
export function pick(values: readonly string[], expr: string): string {
  return `(${textArray(values)})[1 + ((${expr}) % ${values.length})]`;
}

/** A UTC instant literal for a 'YYYY-MM-DD' day (planned times are agency wall-clock times). */
export function dayStart(day: string): string {
  return `timestamptz '${day} 00:00:00+00'`;
}

/** Half-hour index (0…48) → 'HH:MM'. */
export function halfHourText(expr: string): string {
  return `(lpad(((${expr}) / 2)::text, 2, '0') || case when (${expr}) % 2 = 0 then ':00' else ':30' end)`;
}

/** French cities, with a postcode and the coordinates of their centre. */
export const CITIES = [
  { ville: 'Paris', codep: '75011', lat: 48.8566, lng: 2.3522 },
  { ville: 'Lyon', codep: '69003', lat: 45.764, lng: 4.8357 },
  { ville: 'Marseille', codep: '13006', lat: 43.2965, lng: 5.3698 },
  { ville: 'Toulouse', codep: '31000', lat: 43.6047, lng: 1.4442 },
  { ville: 'Nice', codep: '06000', lat: 43.7102, lng: 7.262 },
  { ville: 'Nantes', codep: '44000', lat: 47.2184, lng: -1.5536 },
  { ville: 'Strasbourg', codep: '67000', lat: 48.5734, lng: 7.7521 },
  { ville: 'Montpellier', codep: '34000', lat: 43.6108, lng: 3.8767 },
  { ville: 'Bordeaux', codep: '33000', lat: 44.8378, lng: -0.5792 },
  { ville: 'Lille', codep: '59000', lat: 50.6292, lng: 3.0573 },
  { ville: 'Rennes', codep: '35000', lat: 48.1173, lng: -1.6778 },
  { ville: 'Reims', codep: '51100', lat: 49.2583, lng: 4.0317 },
  { ville: 'Saint-Étienne', codep: '42000', lat: 45.4397, lng: 4.3872 },
  { ville: 'Toulon', codep: '83000', lat: 43.1242, lng: 5.928 },
  { ville: 'Le Havre', codep: '76600', lat: 49.4944, lng: 0.1079 },
  { ville: 'Grenoble', codep: '38000', lat: 45.1885, lng: 5.7245 },
  { ville: 'Dijon', codep: '21000', lat: 47.322, lng: 5.0415 },
  { ville: 'Angers', codep: '49000', lat: 47.4784, lng: -0.5632 },
  { ville: 'Nîmes', codep: '30000', lat: 43.8367, lng: 4.3601 },
  { ville: 'Clermont-Ferrand', codep: '63000', lat: 45.7772, lng: 3.087 },
  { ville: 'Tours', codep: '37000', lat: 47.3941, lng: 0.6848 },
  { ville: 'Limoges', codep: '87000', lat: 45.8336, lng: 1.2611 },
  { ville: 'Amiens', codep: '80000', lat: 49.8941, lng: 2.2958 },
  { ville: 'Metz', codep: '57000', lat: 49.1193, lng: 6.1757 },
] as const;

export const PRENOMS_F = [
  'Marie',
  'Nathalie',
  'Isabelle',
  'Sylvie',
  'Catherine',
  'Françoise',
  'Sophie',
  'Anne',
  'Christine',
  'Valérie',
  'Julie',
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Sarah',
  'Emma',
] as const;
export const PRENOMS_M = [
  'Jean',
  'Philippe',
  'Michel',
  'Alain',
  'Patrick',
  'Nicolas',
  'Christophe',
  'Pierre',
  'Louis',
  'Thomas',
  'Julien',
  'Lucas',
  'Hugo',
  'Nathan',
  'Karim',
  'Mamadou',
  'Antoine',
  'Paul',
] as const;
export const NOMS = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Diallo',
  'Nguyen',
  'Benali',
  'Rousseau',
  'Blanc',
  'Guérin',
] as const;
export const RUES = [
  'rue de la République',
  'avenue Jean-Jaurès',
  'rue Victor-Hugo',
  'boulevard Gambetta',
  'rue Pasteur',
  'place de la Mairie',
  'rue des Écoles',
  'avenue de la Gare',
  'rue du Moulin',
  'allée des Tilleuls',
  'rue Nationale',
  'chemin des Vignes',
  'rue Jules-Ferry',
  'impasse des Lilas',
] as const;
