import type { ApplicationInput } from '../api/create-candidat.ts';
import type { Step1Input } from '../api/create-candidat-step1.ts';
import type { Candidature } from '../api/get-candidature.ts';

/** A weekly slot as the form edits it. */
export interface Slot {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** Everything the form holds, across its steps (sent whole by "Envoyer ma candidature"). */
export interface Draft {
  civilite: string;
  nom: string;
  prenom: string;
  email: string;
  mobile: string;
  date_naissance: string;
  codep: string;
  ville: string;
  services: number[];
  accept_rgpd: boolean;
  adresse: string;
  lat: number | null;
  lng: number | null;
  competence_ids: number[];
  /** Answers to the extra questions, by question id ('oui' for a ticked yes/no question). */
  infos: Record<number, string>;
  experience_annees: string;
  presentation: string;
  disponibilites: Slot[];
  transport_type_id: number | null;
  rayon_km: number;
}

export const EMPTY_DRAFT: Draft = {
  civilite: '',
  nom: '',
  prenom: '',
  email: '',
  mobile: '',
  date_naissance: '',
  codep: '',
  ville: '',
  services: [],
  accept_rgpd: false,
  adresse: '',
  lat: null,
  lng: null,
  competence_ids: [],
  infos: {},
  experience_annees: '',
  presentation: '',
  disponibilites: [],
  transport_type_id: null,
  rayon_km: 20,
};

/** The form's values from a saved application (consent was given at step 1). */
export function draftOf(candidature: Candidature): Draft {
  return {
    civilite: candidature.civilite ?? '',
    nom: candidature.nom,
    prenom: candidature.prenom,
    email: candidature.email,
    mobile: candidature.mobile ?? '',
    date_naissance: candidature.date_naissance ?? '',
    codep: candidature.codep ?? '',
    ville: candidature.ville ?? '',
    services: [...candidature.services],
    accept_rgpd: true,
    adresse: candidature.adresse ?? '',
    lat: candidature.lat,
    lng: candidature.lng,
    competence_ids: [...candidature.competence_ids],
    infos: Object.fromEntries(
      candidature.infos_supp
        .filter((info) => info.valeur !== null && info.valeur !== '')
        .map((info) => [info.info_supp_id, info.valeur ?? '']),
    ),
    experience_annees:
      candidature.experience_annees === null ? '' : String(candidature.experience_annees),
    presentation: candidature.presentation ?? '',
    disponibilites: candidature.disponibilites.map((slot) => ({ ...slot })),
    transport_type_id: candidature.transport_type_id,
    rayon_km: candidature.rayon_km ?? 20,
  };
}

export const infosSuppOf = (draft: Draft) =>
  Object.entries(draft.infos)
    .filter(([, valeur]) => valeur.trim() !== '')
    .map(([id, valeur]) => ({ info_supp_id: Number(id), valeur: valeur.trim() }));

export const experienceOf = (draft: Draft) =>
  draft.experience_annees.trim() === '' ? null : Number(draft.experience_annees);

/** Identity, contact and services, as step 1 creates the application (consent given). */
export function step1Of(draft: Draft): Step1Input {
  return {
    civilite: draft.civilite as Step1Input['civilite'],
    nom: draft.nom,
    prenom: draft.prenom,
    email: draft.email,
    mobile: draft.mobile,
    date_naissance: draft.date_naissance,
    codep: draft.codep,
    ville: draft.ville,
    services: draft.services as Step1Input['services'],
    accept_rgpd: true,
  };
}

/** The whole application, as POST /api/candidat takes it. */
export function applicationOf(draft: Draft, token: string | null): ApplicationInput {
  return {
    ...(token ? { application_token: token } : {}),
    ...step1Of(draft),
    adresse: draft.adresse,
    lat: draft.lat,
    lng: draft.lng,
    competence_ids: draft.competence_ids,
    infos_supp: infosSuppOf(draft),
    experience_annees: experienceOf(draft),
    presentation: draft.presentation.trim() || null,
    disponibilites: draft.disponibilites,
    transport_type_id: draft.transport_type_id as ApplicationInput['transport_type_id'],
    rayon_km: draft.rayon_km,
  };
}
