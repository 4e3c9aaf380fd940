import { isHalfHourSlot, isSkillId, SKILL_IDS, type SkillId } from '@maisonnee/domain';
import type { Annonce } from './api/list-missions-annonces.ts';
import type { MissionForAnnonce } from './api/get-mission-for-annonce.ts';
import type { CreateAnnonceBody, UpdateAnnonceBody } from './api/save-annonce.ts';
import { ANNONCES_TEXT } from './text.ts';

const E = ANNONCES_TEXT.form.errors;

export interface AnnonceSlot {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** What the post form holds while it is typed (numbers as typed text). */
export interface AnnonceFormState {
  missionId: number | null;
  titre: string;
  description: string;
  skill: SkillId;
  adresse: string;
  codep: string;
  ville: string;
  lat: string;
  lng: string;
  isPonctuel: boolean;
  dateDebut: string;
  dateFin: string;
  nbHeures: string;
  horaires: AnnonceSlot[];
  isActive: boolean;
}

const skillOf = (id: number): SkillId => (isSkillId(id) ? id : SKILL_IDS[0]);

export const NEW_SLOT: AnnonceSlot = { day: 1, time_debut: '09:00', time_fin: '12:00' };

/** A number typed the French way ("48,86") or not; null when empty or not a number. */
export function parseNumber(value: string): number | null {
  const normalized = value.trim().replace(',', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

export function emptyAnnonceForm(today: string): AnnonceFormState {
  return {
    missionId: null,
    titre: '',
    description: '',
    skill: SKILL_IDS[0],
    adresse: '',
    codep: '',
    ville: '',
    lat: '',
    lng: '',
    isPonctuel: true,
    dateDebut: today,
    dateFin: '',
    nbHeures: '',
    horaires: [],
    isActive: true,
  };
}

export function annonceFormOf(annonce: Annonce): AnnonceFormState {
  return {
    missionId: annonce.mission_id,
    titre: annonce.titre,
    description: annonce.description,
    skill: skillOf(annonce.client_besoin_skill_id),
    adresse: '',
    codep: annonce.codep,
    ville: annonce.ville,
    lat: String(annonce.lat),
    lng: String(annonce.lng),
    isPonctuel: annonce.is_ponctuel,
    dateDebut: annonce.date_debut,
    dateFin: annonce.date_fin ?? '',
    nbHeures: annonce.nb_heures_semaine === null ? '' : String(annonce.nb_heures_semaine),
    horaires: annonce.horaires.map(({ day, time_debut, time_fin }) => ({
      day,
      time_debut,
      time_fin,
    })),
    isActive: annonce.is_active,
  };
}

/**
 * A post for a mission that needs agents: its service, kind, first day, the weekly slots still
 * without an agent (all of them when every one has one), and the client's town.
 */
export function annonceFormOfMission(
  { mission, client }: MissionForAnnonce,
  today: string,
): AnnonceFormState {
  const open = mission.horaires_recurents.filter((slot) => slot.agent === null);
  const slots = (open.length ? open : mission.horaires_recurents).map((slot) => ({
    day: slot.day,
    time_debut: slot.start_time,
    time_fin: slot.end_time,
  }));
  return {
    ...emptyAnnonceForm(today),
    missionId: mission.id,
    description: mission.description ?? '',
    skill: skillOf(mission.client_besoin_skill_id),
    codep: client?.codep ?? '',
    ville: client?.ville ?? '',
    lat: client?.lat == null ? '' : String(client.lat),
    lng: client?.lng == null ? '' : String(client.lng),
    isPonctuel: mission.is_ponctuel,
    dateDebut: mission.date_debut > today ? mission.date_debut : today,
    dateFin: mission.date_fin ?? '',
    horaires: mission.is_ponctuel ? [] : slots,
  };
}

/** The form's mistakes by field (empty when it can be sent), in the API's words. */
export function checkAnnonceForm(state: AnnonceFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!state.titre.trim()) errors.titre = E.titre;
  if (!state.description.trim()) errors.description = E.description;
  if (!/^\d{5}$/.test(state.codep.trim())) errors.codep = E.codep;
  if (!state.ville.trim()) errors.ville = E.ville;
  const lat = parseNumber(state.lat);
  const lng = parseNumber(state.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    errors.position = E.position;
  if (!state.dateDebut) errors.dateDebut = E.dateDebut;
  if (state.dateFin && state.dateDebut && state.dateFin < state.dateDebut)
    errors.dateFin = E.dateFin;
  if (state.nbHeures.trim()) {
    const hours = parseNumber(state.nbHeures);
    if (hours === null || hours < 0 || hours > 168 || !Number.isInteger(hours * 2))
      errors.nbHeures = E.nbHeures;
  }
  if (!state.isPonctuel && state.horaires.length === 0) errors.horaires = E.horaires;
  state.horaires.forEach((slot, index) => {
    const onGrid = isHalfHourSlot(slot.time_debut) && isHalfHourSlot(slot.time_fin);
    if (!onGrid || slot.time_fin <= slot.time_debut) errors[`slot.${index}`] = E.slot;
  });
  return errors;
}

function fieldsOf(state: AnnonceFormState) {
  const hours = parseNumber(state.nbHeures);
  return {
    titre: state.titre.trim(),
    description: state.description.trim(),
    codep: state.codep.trim(),
    ville: state.ville.trim(),
    lat: parseNumber(state.lat) as number,
    lng: parseNumber(state.lng) as number,
    is_ponctuel: state.isPonctuel,
    date_debut: state.dateDebut,
    date_fin: state.dateFin || null,
    nb_heures_semaine: state.nbHeures.trim() ? hours : null,
    horaires: state.horaires,
    is_active: state.isActive,
  };
}

/** The body of a new post (call only once `checkAnnonceForm` found nothing). */
export function toCreateBody(state: AnnonceFormState): CreateAnnonceBody {
  return {
    ...fieldsOf(state),
    client_besoin_skill_id: state.skill,
    mission_id: state.missionId,
  };
}

/** The body of an edit (the service of a post does not change). */
export function toUpdateBody(id: number, state: AnnonceFormState): UpdateAnnonceBody {
  return { id, ...fieldsOf(state) };
}
