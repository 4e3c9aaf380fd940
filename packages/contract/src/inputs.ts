import { CIVILITES, DEFAULT_FREQUENCE_TYPE } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  dayOfWeekSchema,
  emailSchema,
  halfHourTimeSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  phoneSchema,
  skillIdSchema,
  text,
} from './common.ts';
import {
  besoinFrequenceSchema,
  cockpitTacheTypeSchema,
  frequenceIdSchema,
  frequenceTypeSchema,
} from './entities.ts';

/*
 * Input building blocks shared by several endpoint files. Bodies stay strict objects; every string
 * is bounded. Refinements (date order, slot order) are added by the endpoint after composing,
 * because zod refuses to extend a refined object.
 */

export const civiliteInputSchema = z.enum(CIVILITES, { message: 'Civilité attendue : M. ou Mme.' });

export const codePostalSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'Code postal à 5 chiffres attendu.');

/** An optional phone number: absent, null or empty means "none". */
export const optionalPhoneSchema = phoneSchema
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);

export const optionalEmailSchema = emailSchema
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);

/** A multipart text field holding an id (form fields are strings). */
export const formIdSchema = z.coerce.number().pipe(idSchema);

/**
 * Search radius in km around a point; when not given, the API uses the agency's default radius
 * (`rayon_recherche_km`, 20 km at first: section 9, /admin/parametres).
 */
export const distanceKMSchema = z.number().positive().max(200).optional();

/** `{lat, lng, distanceKM}` of the around searches. */
export const aroundShape = {
  lat: latitudeSchema,
  lng: longitudeSchema,
  distanceKM: distanceKMSchema,
};

/** A postal address typed by a person; coordinates come from the geocoder when omitted. */
export const addressInputShape = {
  adresse: text(255),
  codep: codePostalSchema,
  ville: text(100),
  country: text(100).default('France'),
  lat: latitudeSchema.nullish().transform((value) => value ?? null),
  lng: longitudeSchema.nullish().transform((value) => value ?? null),
};

/** Hours of a need or a quote line: non-negative, half-hour steps, at most a week. */
export const hoursInputSchema = z.number().min(0).max(168).multipleOf(0.5);

/** Page number carried in a search body (searches without `?page` in the specification). */
export const bodyPageSchema = z.number().int().min(1).max(100_000).default(1);

/** A list of ids given to filter a search. */
export function idList(max = 50) {
  return z.array(idSchema).max(max);
}

export const skillIdListSchema = z.array(skillIdSchema).max(5);

/** Body of the around searches of agents and clients: a point, a radius, services and statuses. */
export const aroundSearchBodySchema = z.strictObject({
  ...aroundShape,
  services: skillIdListSchema.default([]),
  statut_ids: idList().default([]),
});

/**
 * Refinement arguments: a slot's `end` time strictly after its `start` time (`HH:mm` on the grid
 * compare as strings). Use as `.refine(...endTimeAfterStart('time_debut', 'time_fin'))`.
 */
export function endTimeAfterStart<K extends string, L extends string>(
  start: K,
  end: L,
): [(slot: Record<K | L, string>) => boolean, { message: string; path: string[] }] {
  return [
    (slot) => slot[end] > slot[start],
    { message: "L'heure de fin doit suivre l'heure de début.", path: [end] },
  ];
}

/** A weekly slot `{day, start_time, end_time}` (recurring mission slots, availability searches). */
export const weeklySlotInputSchema = z
  .strictObject({
    day: dayOfWeekSchema,
    start_time: halfHourTimeSchema,
    end_time: halfHourTimeSchema,
  })
  .refine(...endTimeAfterStart('start_time', 'end_time'));

/** A weekly slot with the draft/quote names `{day, time_debut, time_fin}` (also agent availabilities). */
export const draftSlotInputSchema = z
  .strictObject({
    day: dayOfWeekSchema,
    time_debut: halfHourTimeSchema,
    time_fin: halfHourTimeSchema,
  })
  .refine(...endTimeAfterStart('time_debut', 'time_fin'));

/** The fields of a dated slot: a day and its times on the half-hour grid. */
export const datedSlotShape = {
  date: dateSchema,
  time_debut: halfHourTimeSchema,
  time_fin: halfHourTimeSchema,
};

/** A dated slot `{date, time_debut, time_fin}` (one-off interventions). */
export const datedSlotInputSchema = z
  .strictObject(datedSlotShape)
  .refine(...endTimeAfterStart('time_debut', 'time_fin'));

/**
 * Refinement arguments: `end` on or after `start` when both are given (ISO dates compare as
 * strings). Use as `.refine(...endAfterStart('date_debut', 'date_fin'))`.
 */
export function endAfterStart<K extends string, L extends string>(
  start: K,
  end: L,
): [
  (value: Partial<Record<K | L, string | null | undefined>>) => boolean,
  { message: string; path: string[] },
] {
  const check = (value: Partial<Record<K | L, string | null | undefined>>): boolean => {
    const from = value[start];
    const to = value[end];
    return !from || !to || to >= from;
  };
  return [check, { message: 'La date de fin doit suivre la date de début.', path: [end] }];
}

/**
 * The fields of a need draft (section 3: new-need draft), all optional while the client types.
 * `service` is a need-skill id, `frequence` ponctuel or recurrent, `reccurentArray` the weekly slots.
 */
export const draftFieldsShape = {
  service: skillIdSchema.nullish(),
  frequence: besoinFrequenceSchema.nullish(),
  date: dateSchema.nullish(),
  time_debut: halfHourTimeSchema.nullish(),
  time_fin: halfHourTimeSchema.nullish(),
  description: optionalText(2000),
  frequenceType: frequenceTypeSchema.default(DEFAULT_FREQUENCE_TYPE),
  frequenceId: frequenceIdSchema.nullish(),
  duration: z.number().min(0).max(24).multipleOf(0.5).nullish(),
  nb_heures: hoursInputSchema.nullish(),
  nb_heures_weekend: hoursInputSchema.nullish(),
  reccurentArray: z.array(draftSlotInputSchema).max(21).default([]),
};

/** A complete need, as submitted to get a quote: the draft fields with the ones a quote needs. */
export const besoinInputShape = {
  ...draftFieldsShape,
  service: skillIdSchema,
  frequence: besoinFrequenceSchema,
  /** One-off: the day; recurring: the first day. */
  date: dateSchema,
};

/** Checks a complete need: one-off needs have times, recurring ones at least one slot. */
export function isBesoinComplete(value: {
  frequence: 'ponctuel' | 'recurrent';
  time_debut?: string | null;
  time_fin?: string | null;
  reccurentArray: readonly unknown[];
}): boolean {
  if (value.frequence === 'ponctuel') {
    return Boolean(value.time_debut && value.time_fin && value.time_fin > value.time_debut);
  }
  return value.reccurentArray.length > 0;
}

/** Typed-name electronic signature with acceptance of the terms. */
export const signatureInputShape = {
  /** The signer's name as typed; the API renders it as the signature image. */
  signature_text: text(100),
  accept_conditions: z.literal(true, { message: 'Vous devez accepter les conditions.' }),
};

/** A drawn signature: a PNG data URL of at most about 300 KB. */
export const signatureImageSchema = z
  .string()
  .max(400_000, 'Signature dessinée trop lourde (300 Ko au plus).')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Image PNG (data URL) attendue.');

/**
 * Quote signature (devis): typed name, optionally a drawn signature, and acceptance of the terms.
 * Without a drawing, the typed name is rendered as the signature image.
 */
export const devisSignatureInputShape = {
  ...signatureInputShape,
  signature_image: signatureImageSchema.optional(),
};

/** A person (contact, interlocuteur) as typed in a form. */
export const personInputShape = {
  civilite: civiliteInputSchema.nullish().transform((value) => value ?? null),
  nom: text(100),
  prenom: optionalText(100),
  mobile: optionalPhoneSchema,
  email: optionalEmailSchema,
};

/** Filters of the recruitment and commercial cockpits. */
export const cockpitFilterSchema = z.strictObject({
  /** null: tasks nobody holds. */
  assigned_user_id: idSchema.nullish(),
  /** Only the caller's tasks. */
  mine: z.boolean().optional(),
  is_traitee: z.boolean().optional(),
  type: cockpitTacheTypeSchema.optional(),
});

/** Gives a cockpit task to a back-office user, or frees it (`user_id` null). */
export const cockpitAffectSchema = z.strictObject({
  tache_id: idSchema,
  user_id: idSchema.nullable(),
});
