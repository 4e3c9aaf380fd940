import { estimateBesoin, frequenceIdOf, type DevisPrice, type FREQUENCES } from '@maisonnee/domain';
import type { Brouillon } from './api/list-client-brouillons.ts';
import type { SaveBesoinInput } from './api/save-besoin.ts';
import type { SaveBrouillonInput } from './api/save-brouillon.ts';

export type FrequenceType = (typeof FREQUENCES)[keyof typeof FREQUENCES]['libelle'];

export interface WeeklySlot {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** What the new-need form holds: the draft fields of section 3. */
export interface BesoinFormValues {
  service: number | null;
  frequence: 'ponctuel' | 'recurrent';
  date: string | null;
  time_debut: string | null;
  time_fin: string | null;
  description: string;
  frequenceType: FrequenceType;
  reccurentArray: WeeklySlot[];
}

export const EMPTY_BESOIN: BesoinFormValues = {
  service: null,
  frequence: 'ponctuel',
  date: null,
  time_debut: null,
  time_fin: null,
  description: '',
  frequenceType: 'Toutes les semaines',
  reccurentArray: [],
};

/** The most recent `besoin` draft (not a planning one) restored into the form, if any. */
export function restoreDraft(brouillons: readonly Brouillon[] | undefined): {
  id: number;
  values: BesoinFormValues;
} | null {
  const draft = brouillons?.find((b) => b.kind === 'besoin');
  if (!draft) return null;
  return {
    id: draft.id,
    values: {
      service: draft.service,
      frequence: draft.frequence ?? 'ponctuel',
      date: draft.date,
      time_debut: draft.time_debut,
      time_fin: draft.time_fin,
      description: draft.description ?? '',
      frequenceType: draft.frequenceType,
      reccurentArray: draft.reccurentArray.map(({ day, time_debut, time_fin }) => ({
        day,
        time_debut,
        time_fin,
      })),
    },
  };
}

const minutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Valid slots only: a draft keeps what is typed, but never a slot the API would refuse. */
function validSlots(slots: readonly WeeklySlot[]): WeeklySlot[] {
  return slots.filter((s) => minutes(s.time_fin) > minutes(s.time_debut));
}

/** The live estimate, priced by the domain function the API uses; null while incomplete. */
export function estimateFor(values: BesoinFormValues): DevisPrice | null {
  if (values.service === null) return null;
  try {
    return estimateBesoin({
      service: values.service,
      frequence: values.frequence,
      date: values.date,
      time_debut: values.time_debut,
      time_fin: values.time_fin,
      reccurentArray: values.reccurentArray,
      frequenceType: values.frequenceType,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Hours of a one-off session (`duration`), or null when the times are not complete. */
function durationOf(values: BesoinFormValues): number | null {
  if (!values.time_debut || !values.time_fin) return null;
  const length = minutes(values.time_fin) - minutes(values.time_debut);
  return length > 0 ? length / 60 : null;
}

/** The draft body saved while the client types (every field of section 3). */
export function toDraft(
  values: BesoinFormValues,
  clientId: number,
  id: number | null,
  missionId: number | null,
): SaveBrouillonInput {
  const estimate = estimateFor(values);
  const ponctuel = values.frequence === 'ponctuel';
  const timesValid = durationOf(values) !== null;
  return {
    ...(id !== null ? { id } : {}),
    client_id: clientId,
    kind: 'besoin',
    mission_id: missionId,
    service: values.service,
    frequence: values.frequence,
    date: values.date,
    time_debut: values.time_debut && (timesValid || !values.time_fin) ? values.time_debut : null,
    time_fin: timesValid ? values.time_fin : null,
    description: values.description.trim() || null,
    frequenceType: values.frequenceType,
    frequenceId: ponctuel ? null : frequenceIdOf(values.frequenceType),
    duration: ponctuel ? durationOf(values) : null,
    nb_heures: estimate?.nbHeures ?? null,
    nb_heures_weekend: estimate?.nbHeuresWeekend ?? null,
    reccurentArray: validSlots(values.reccurentArray),
  };
}

/** Field errors before submitting (French); empty when the need can be sent. */
export function validateBesoin(values: BesoinFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = 'Ce champ est obligatoire.';
  if (values.service === null) errors.service = required;
  if (!values.date) errors.date = required;
  if (values.frequence === 'ponctuel') {
    if (!values.time_debut) errors.time_debut = required;
    if (!values.time_fin) errors.time_fin = required;
    else if (values.time_debut && minutes(values.time_fin) <= minutes(values.time_debut)) {
      errors.time_fin = 'L’heure de fin doit suivre l’heure de début.';
    }
  } else {
    if (values.reccurentArray.length === 0) errors.reccurentArray = 'Ajoutez au moins un créneau.';
    values.reccurentArray.forEach((slot, index) => {
      if (minutes(slot.time_fin) <= minutes(slot.time_debut)) {
        errors[`reccurentArray.${index}.time_fin`] = 'L’heure de fin doit suivre l’heure de début.';
      }
    });
  }
  return errors;
}

/** The body of `save-besoin` (call only once `validateBesoin` is empty). */
export function toBesoin(
  values: BesoinFormValues,
  clientId: number,
  brouillonId: number | null,
): SaveBesoinInput {
  const draft = toDraft(values, clientId, null, null);
  return {
    client_id: clientId,
    brouillon_id: brouillonId,
    service: values.service as number,
    frequence: values.frequence,
    date: values.date as string,
    time_debut: draft.time_debut,
    time_fin: draft.time_fin,
    description: draft.description,
    frequenceType: values.frequenceType,
    frequenceId: draft.frequenceId,
    duration: draft.duration,
    nb_heures: draft.nb_heures,
    nb_heures_weekend: draft.nb_heures_weekend,
    reccurentArray: values.frequence === 'recurrent' ? draft.reccurentArray : [],
  };
}
