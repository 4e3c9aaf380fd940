/*
 * How often a recurring need comes back (section 3: a draft's `frequenceType`, default
 * 'Toutes les semaines', and its `frequenceId`). A quote prices one occurrence: one week of
 * service; the monthly amount is that times the weeks billed in an average month.
 */

/** Whether a need or a quote line is one-off (ponctuel) or recurring (récurrent). */
export const BESOIN_FREQUENCES = Object.freeze(['ponctuel', 'recurrent'] as const);
export type BesoinFrequence = (typeof BESOIN_FREQUENCES)[number];

/** The frequency label a one-off quote line stores and prints in place of a recurring one. */
export const PONCTUEL_FREQUENCE_LABEL = 'Ponctuel';

/** The recurring frequencies, by `frequenceId`, with their label and the weeks billed a month. */
export const FREQUENCE_TYPES = Object.freeze([
  { id: 1, libelle: 'Toutes les semaines', weeksPerMonth: 52 / 12 },
  { id: 2, libelle: 'Toutes les deux semaines', weeksPerMonth: 26 / 12 },
  { id: 3, libelle: 'Une semaine par mois', weeksPerMonth: 1 },
] as const);

/** A recurring frequency as the catalogue gives it. */
export type Frequence = (typeof FREQUENCE_TYPES)[number];
/** Identifier of a frequency (`frequenceId`). */
export type FrequenceId = Frequence['id'];
/** Label of a frequency (`frequenceType`), the value the API stores and sends. */
export type FrequenceType = Frequence['libelle'];

/** The frequency labels, in the catalogue's order (the values `frequenceType` may take). */
export const FREQUENCE_LIBELLES = Object.freeze(FREQUENCE_TYPES.map((f) => f.libelle)) as readonly [
  FrequenceType,
  ...FrequenceType[],
];

/** The frequency ids, in the catalogue's order (the values `frequenceId` may take). */
export const FREQUENCE_IDS = Object.freeze(FREQUENCE_TYPES.map((f) => f.id)) as readonly [
  FrequenceId,
  ...FrequenceId[],
];

/** The frequency of a draft that does not say: every week (section 3). */
export const DEFAULT_FREQUENCE_TYPE: FrequenceType = 'Toutes les semaines';

/** The frequency of an id, or undefined when the id is not one of the catalogue's. */
export function frequenceById(id: number | null | undefined): Frequence | undefined {
  return FREQUENCE_TYPES.find((f) => f.id === id);
}

/** True when a label is one of the catalogue's frequencies. */
export function isFrequenceType(value: unknown): value is FrequenceType {
  return FREQUENCE_TYPES.some((f) => f.libelle === value);
}

/** The frequency id of a label (default 1, 'Toutes les semaines'). */
export function frequenceIdOf(label: string | null | undefined): FrequenceId {
  return FREQUENCE_TYPES.find((f) => f.libelle === label)?.id ?? 1;
}

/** The two kinds of need draft: a new need, or the planning of a signed quote (its second draft). */
export const BROUILLON_KINDS = Object.freeze(['besoin', 'planification'] as const);
export type BrouillonKind = (typeof BROUILLON_KINDS)[number];
