import {
  DEFAULT_FREQUENCE_TYPE,
  estimateBesoin,
  frequenceIdOf,
  type BesoinFrequence,
  type DevisPrice,
  type FrequenceType,
  type PriceGrid,
} from '@maisonnee/domain';
import type { Brouillon } from './api/list-client-brouillons.ts';
import type { SaveBesoinInput } from './api/save-besoin.ts';
import type { SaveBrouillonInput } from './api/save-brouillon.ts';

export type { FrequenceType };

export interface WeeklySlot {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** What the new-need form holds: the draft fields of section 3. */
export interface BesoinFormValues {
  service: number | null;
  frequence: BesoinFrequence;
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
  frequenceType: DEFAULT_FREQUENCE_TYPE,
  reccurentArray: [],
};

/** The most recent `besoin` draft (not a planning one) restored into the form, if any. */
export function restoreDraft(brouillons: readonly Brouillon[] | undefined): {
  id: number;
  values: BesoinFormValues;
} | null {
  const draft = brouillons?.find((b) => b.kind === 'besoin');
  return draft ? { id: draft.id, values: draftValues(draft) } : null;
}

/** The most recent `planification` draft of that signed quote (the second draft), if any. */
export function restorePlanningDraft(
  brouillons: readonly Brouillon[] | undefined,
  devisId: number,
): { id: number; values: BesoinFormValues } | null {
  const draft = brouillons?.find((b) => b.kind === 'planification' && b.devis_id === devisId);
  return draft ? { id: draft.id, values: draftValues(draft) } : null;
}

/** The lines of a quote, as far as planning needs them. */
export interface DevisLinesForPlanning {
  devis_details: readonly {
    client_besoin_skill_id: number;
    is_ponctuel: boolean;
    frequence_type: FrequenceType | null;
    date_debut: string | null;
    description: string | null;
    devis_detail_horaires: readonly {
      day: number | null;
      date: string | null;
      time_debut: string;
      time_fin: string;
    }[];
  }[];
}

/** The planning form prefilled from a quote's first line: service, frequency, days and times. */
export function valuesFromDevis(devis: DevisLinesForPlanning): BesoinFormValues {
  const line = devis.devis_details[0];
  if (!line) return EMPTY_BESOIN;
  const horaires = line.devis_detail_horaires;
  const first = horaires[0];
  const base = {
    ...EMPTY_BESOIN,
    service: line.client_besoin_skill_id,
    date: line.date_debut ?? first?.date ?? null,
    description: line.description ?? '',
    frequenceType: line.frequence_type ?? EMPTY_BESOIN.frequenceType,
  };
  if (line.is_ponctuel) {
    return {
      ...base,
      frequence: 'ponctuel',
      time_debut: first?.time_debut ?? null,
      time_fin: first?.time_fin ?? null,
    };
  }
  return {
    ...base,
    frequence: 'recurrent',
    reccurentArray: horaires.flatMap(({ day, time_debut, time_fin }) =>
      day === null ? [] : [{ day, time_debut, time_fin }],
    ),
  };
}

function draftValues(draft: Brouillon): BesoinFormValues {
  return {
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

/**
 * The live estimate, priced by the domain function the API uses at the agency's grid in force
 * (GET /api/tarifs; the specification's when omitted); null while incomplete.
 */
export function estimateFor(values: BesoinFormValues, grid?: PriceGrid): DevisPrice | null {
  if (values.service === null) return null;
  try {
    return estimateBesoin(
      {
        service: values.service,
        frequence: values.frequence,
        date: values.date,
        time_debut: values.time_debut,
        time_fin: values.time_fin,
        reccurentArray: values.reccurentArray,
        frequenceType: values.frequenceType,
      },
      grid,
    );
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
  /** The signed quote a `planification` draft plans; null for a need draft. */
  devisId: number | null = null,
): SaveBrouillonInput {
  const estimate = estimateFor(values);
  const ponctuel = values.frequence === 'ponctuel';
  const timesValid = durationOf(values) !== null;
  return {
    ...(id !== null ? { id } : {}),
    client_id: clientId,
    ...(devisId === null
      ? { kind: 'besoin' as const }
      : { kind: 'planification' as const, devis_id: devisId }),
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
