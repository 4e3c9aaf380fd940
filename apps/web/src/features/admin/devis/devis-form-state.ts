import { DEFAULT_FREQUENCE_TYPE, SKILLS, type SkillId } from '@maisonnee/domain';
import {
  DEFAULT_WEEKLY_SLOT,
  hoursOf,
  needErrors,
  parsePrice,
  scheduleFromBrouillon,
  slotErrors,
  type NeedBasics,
  type PricedNeed,
} from '../../../components/back-office/need-schedule/schedule.ts';
import type { BesoinBrouillon } from '../../../lib/brouillons.ts';
import type { DevisLibreBody } from './api/create-devis-libre.ts';
import { DEVIS_ADMIN_TEXT } from './text.ts';

const E = DEVIS_ADMIN_TEXT.errors;

/** What the quote builder holds: one service line, its schedule and the quote's terms. */
export interface DevisLibreValues extends NeedBasics, PricedNeed {
  libelle: string;
  description: string;
  date_validite: string;
  commentaire: string;
}

export const EMPTY_DEVIS_LIBRE: DevisLibreValues = {
  service: null,
  frequence: 'recurrent',
  frequenceType: DEFAULT_FREQUENCE_TYPE,
  date_debut: '',
  date_fin: '',
  horaires: [DEFAULT_WEEKLY_SLOT],
  creneaux: [],
  libelle: '',
  description: '',
  prix_horaire_ttc: '',
  prix_horaire_weekend_ttc: '',
  date_validite: '',
  commentaire: '',
};

/** The builder prefilled from the client's need (a need draft of the new-need form). */
export function valuesFromBrouillon(brouillon: BesoinBrouillon): DevisLibreValues {
  return {
    ...EMPTY_DEVIS_LIBRE,
    ...scheduleFromBrouillon(brouillon, brouillon.frequence === 'recurrent'),
    service: brouillon.service,
    frequenceType: brouillon.frequenceType,
    description: brouillon.description ?? '',
  };
}

/** Field errors before sending (French); empty when the quote can be built. */
export function validateDevisLibre(
  values: DevisLibreValues,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {
    ...needErrors(values),
    ...slotErrors(values.frequence, values),
  };
  if (Number.isNaN(parsePrice(values.prix_horaire_ttc))) errors.prix_horaire_ttc = E.price;
  if (Number.isNaN(parsePrice(values.prix_horaire_weekend_ttc))) {
    errors.prix_horaire_weekend_ttc = E.price;
  }
  if (values.date_validite && values.date_validite < today) errors.date_validite = E.pastValidity;
  return errors;
}

const optional = (text: string) => (text.trim() ? text.trim() : null);

/** The body of `devis-libre` (call only once `validateDevisLibre` is empty). */
export function toDevisLibreBody(
  values: DevisLibreValues,
  clientId: number,
  send: boolean,
): DevisLibreBody {
  const hours = hoursOf(values) ?? { nbHeures: 0, nbHeuresWeekend: 0 };
  const recurring = values.frequence === 'recurrent';
  const dates = values.creneaux.map((slot) => slot.date).sort();
  const prix = parsePrice(values.prix_horaire_ttc);
  const prixWeekend = parsePrice(values.prix_horaire_weekend_ttc);
  const service = values.service as SkillId;
  return {
    client_id: clientId,
    date_validite: values.date_validite || null,
    commentaire: optional(values.commentaire),
    send,
    lignes: [
      {
        client_besoin_skill_id: service,
        libelle: values.libelle.trim() || SKILLS[service],
        is_ponctuel: !recurring,
        frequence_type: recurring ? values.frequenceType : null,
        date_debut: recurring ? values.date_debut : (dates[0] ?? ''),
        date_fin: recurring ? values.date_fin || null : (dates[dates.length - 1] ?? null),
        nb_heures: hours.nbHeures,
        nb_heures_weekend: hours.nbHeuresWeekend,
        ...(prix !== null ? { prix_horaire_ttc: prix } : {}),
        ...(prixWeekend !== null ? { prix_horaire_weekend_ttc: prixWeekend } : {}),
        description: optional(values.description),
        horaires: recurring ? values.horaires : [],
        creneaux: recurring ? [] : values.creneaux,
      },
    ],
  };
}
