import {
  ABSENCE_MOTIFS,
  BESOIN_FREQUENCES,
  BROUILLON_KINDS,
  CANDIDATURE_ETAPES,
  CIVILITES,
  COCKPIT_TACHE_TYPES,
  CONGE_STATUTS,
  CONTRAT_TRAVAIL_STATUTS,
  DEVIS_STATUTS,
  DOCUMENT_TYPE_IDS,
  FACTURE_NATURES,
  FACTURE_STATUTS,
  FREQUENCE_IDS,
  FREQUENCE_LIBELLES,
  INTERVENTION_STATUTS,
  MISSION_STATUTS,
  PAIEMENT_STATUTS,
  PROLONGATION_STATUTS,
  RELEVE_STATUTS,
  SCENARIO_STATUTS,
  TRANSPORT_TYPE_IDS,
} from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  dateTimeSchema,
  dayOfWeekSchema,
  halfHourTimeSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  skillIdSchema,
} from './common.ts';

/*
 * Entities as the API returns them (section 3 of the specification, completed where it says
 * "not shown"; see docs/contract-decisions.md). Field names are snake_case as the specification
 * writes them, ids are plain integers (the web encrypts them when it puts them in a path), dates
 * are ISO strings: `YYYY-MM-DD` for calendar dates, ISO 8601 with offset for instants.
 * Response schemas are plain (non-strict) objects: the API may add a field without breaking a client.
 */

/** A euro amount, tax included unless the field says `_ht`, two decimals. */
export const amountSchema = z.number().multipleOf(0.01);
/** A number of hours (half-hour steps are not enforced here: consumed hours come from check-ins). */
export const hoursSchema = z.number().min(0);
/** A time of day `HH:mm` (any minute: actual check-in times are not on the grid). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);

/** An entry of a reference list (statuses, options). */
export const optionSchema = z.object({ id: idSchema, libelle: z.string() });
export type Option = z.infer<typeof optionSchema>;

/*
 * Catalogues (services, transports, document types, frequencies, statuses) live once in
 * @maisonnee/domain; the schemas below are built from them.
 */

/** Transport types of section 3 (id, label, icon). */
export const transportTypeIdSchema = z.literal(TRANSPORT_TYPE_IDS);
export const transportTypeSchema = z.object({
  id: transportTypeIdSchema,
  label: z.string(),
  icon: z.string(),
});

/** Document types of section 3 (`document_type.id`; 5 is not used). */
export const documentTypeIdSchema = z.literal(DOCUMENT_TYPE_IDS);

/** Weekly frequency of a recurring need (`frequenceId` → `frequenceType`). */
export const frequenceTypeSchema = z.enum(FREQUENCE_LIBELLES);
export const frequenceIdSchema = z.literal(FREQUENCE_IDS);
/** One-off or recurring need. */
export const besoinFrequenceSchema = z.enum(BESOIN_FREQUENCES);
/** A new need's draft, or the planning draft of a signed quote. */
export const brouillonKindSchema = z.enum(BROUILLON_KINDS);

export const civiliteValueSchema = z.enum(CIVILITES);

/** A postal address with its coordinates (null until geocoded). */
const addressShape = {
  adresse: z.string().nullable(),
  codep: z.string().nullable(),
  ville: z.string().nullable(),
  country: z.string().nullable(),
  lat: latitudeSchema.nullable(),
  lng: longitudeSchema.nullable(),
};

// ---------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------

/** Mutual insurer (mutuelle) as embedded in a mission. */
export const mutuelleSchema = z.object({ id: idSchema, nom: z.string() });

/**
 * An agent as a client sees it (embedded in interventions, recurring slots, scenarios): first name,
 * initial of the last name, photo and rating. No phone number: the client writes through messaging.
 */
export const agentSummarySchema = z.object({
  id: idSchema, // candidat id
  prenom: z.string(),
  nom_initiale: z.string(),
  profile_photo_path: z.string().nullable(),
  note_moyenne: z.number().min(0).max(5).nullable(),
  nb_avis: z.number().int().min(0),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

/** A comment written by back-office staff on a client or an agent record. */
export const commentaireSchema = z.object({
  id: idSchema,
  texte: z.string(),
  auteur_id: idSchema,
  auteur_nom: z.string(),
  created_at: dateTimeSchema,
});

export const candidatStatutSchema = z.object({
  id: idSchema,
  libelle: z.string(),
  /** Position in the recruitment pipeline (candidature, entretien, … , actif, sorti). */
  ordre: z.number().int().min(0),
});

/** A competence of an agent, grouped under a need skill (e.g. "Aide à la toilette" under 2). */
export const competenceSchema = z.object({
  id: idSchema,
  libelle: z.string(),
  client_besoin_skill_id: skillIdSchema,
});

/** Extra information an agent declares (driving licence, accepts pets, speaks English…). */
export const infoSuppSchema = z.object({
  id: idSchema,
  libelle: z.string(),
  /** `boolean`: yes/no question; `text`: a short free answer. */
  type: z.enum(['boolean', 'text']),
});

/** A weekly availability slot of an agent. */
export const disponibiliteSchema = z.object({
  day: dayOfWeekSchema,
  time_debut: halfHourTimeSchema,
  time_fin: halfHourTimeSchema,
});

/** What an agent record and a client record both hold: account, identity, phones, address. */
const personRecordShape = {
  id: idSchema,
  user_id: idSchema.nullable(),
  civilite: civiliteValueSchema.nullable(),
  nom: z.string(),
  mobile: z.string().nullable(),
  fixe: z.string().nullable(),
  date_naissance: dateSchema.nullable(),
  ...addressShape,
};

/** Where a record stands (its statut id and label) and whether it is active. */
const recordStatutShape = { statut_id: idSchema, statut: z.string(), is_active: z.boolean() };

/** The working profile an agent fills in: on its record and on its application alike. */
const agentProfileShape = {
  /** Need skills the agent works in. */
  services: z.array(skillIdSchema),
  competence_ids: z.array(idSchema),
  infos_supp: z.array(z.object({ info_supp_id: idSchema, valeur: z.string().nullable() })),
  transport_type_id: transportTypeIdSchema.nullable(),
  /** Distance the agent accepts to travel, in km. */
  rayon_km: z.number().int().min(0).nullable(),
  disponibilites: z.array(disponibiliteSchema),
  experience_annees: z.number().int().min(0).nullable(),
  presentation: z.string().nullable(),
};

/** Agent (candidat) record. */
export const candidatSchema = z.object({
  ...personRecordShape,
  prenom: z.string(),
  email: z.string(),
  profile_photo_path: z.string().nullable(),
  ...recordStatutShape,
  ...agentProfileShape,
  /** Application not finished (created by /api/candidat/step1 only). */
  is_candidature_complete: z.boolean(),
  date_entree: dateSchema.nullable(),
  date_sortie: dateSchema.nullable(),
  contrat_signe_at: dateTimeSchema.nullable(),
  note_moyenne: z.number().min(0).max(5).nullable(),
  nb_avis: z.number().int().min(0),
  /** The last step of the public application saved (null for a file made by the agency). */
  candidature_etape: z.enum(CANDIDATURE_ETAPES).nullable().optional(),
  /** The interview planned by the recruiter. */
  entretien_at: dateTimeSchema.nullable().optional(),
  /** When the recruiter last checked the documents the candidate uploaded. */
  documents_verifies_at: dateTimeSchema.nullable().optional(),
  /** Back-office comments: only sent to back-office callers. */
  commentaires: z.array(commentaireSchema).optional(),
  /** The file's history (application, status changes, contract…): back-office callers only. */
  historique: z
    .array(
      z.object({
        id: idSchema,
        type: z.string(),
        libelle: z.string(),
        auteur_nom: z.string().nullable(),
        created_at: dateTimeSchema,
      }),
    )
    .optional(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Candidat = z.infer<typeof candidatSchema>;

/** The fields of a person shown on a line of a list (agents and clients alike). */
const listItemFields = {
  id: true,
  civilite: true,
  nom: true,
  prenom: true,
  email: true,
  mobile: true,
  codep: true,
  ville: true,
  statut_id: true,
  statut: true,
  is_active: true,
  created_at: true,
} as const;

/** A line of an agent list or search result. */
export const candidatListItemSchema = candidatSchema.pick({
  ...listItemFields,
  services: true,
  note_moyenne: true,
});

/** An agent found near a point, with its distance. */
export const candidatAroundSchema = candidatListItemSchema.extend({
  lat: latitudeSchema,
  lng: longitudeSchema,
  distance_km: z.number().min(0),
  transport_type_id: transportTypeIdSchema.nullable(),
});

/** An agent proposed for slots: how many of the requested slots it can take. */
export const agentDispoSchema = z.object({
  candidat: candidatListItemSchema,
  distance_km: z.number().min(0).nullable(),
  nb_creneaux_demandes: z.number().int().min(0),
  nb_creneaux_disponibles: z.number().int().min(0),
  is_disponible_tous_creneaux: z.boolean(),
  /** Hours already planned for the agent in the requested week. */
  nb_heures_planifiees_semaine: hoursSchema,
  /** Planning for a client: interventions the agent carried out there. */
  nb_interventions_chez_client: z.number().int().min(0).optional(),
  /** Planning for a client: the average rating this client gave the agent. */
  note_client: z.number().min(0).max(5).nullable().optional(),
  /** Why the agent is proposed, in French (known by the client, rating, slots, distance). */
  raisons: z.array(z.string()).optional(),
});

export const clientStatutSchema = optionSchema;

/** Someone the client wants us to be able to reach (family, neighbour, doctor). */
export const contactSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  civilite: civiliteValueSchema.nullable(),
  nom: z.string(),
  prenom: z.string().nullable(),
  lien: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  is_contact_urgence: z.boolean(),
});

/**
 * A person who acts for the client with us (guardian, social worker, family member managing the
 * account), possibly the recipient of invoices.
 */
export const interlocuteurSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  civilite: civiliteValueSchema.nullable(),
  nom: z.string(),
  prenom: z.string().nullable(),
  fonction: z.string().nullable(),
  organisme: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  is_destinataire_factures: z.boolean(),
  /** The team's or the client's note about this person (how and when to reach them). */
  note: z.string().nullable(),
  created_at: dateTimeSchema,
});

/** Client record. */
export const clientSchema = z.object({
  ...personRecordShape,
  prenom: z.string().nullable(),
  email: z.string().nullable(),
  /** Door code, floor, how to get in: shown to the assigned agents only. */
  informations_acces: z.string().nullable(),
  ...recordStatutShape,
  mutuelle_id: idSchema.nullable(),
  mutuelle: mutuelleSchema.nullable(),
  has_stripe_customer: z.boolean(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Client = z.infer<typeof clientSchema>;

export const clientListItemSchema = clientSchema.pick({ ...listItemFields, mutuelle: true });

export const clientAroundSchema = clientListItemSchema.extend({
  lat: latitudeSchema,
  lng: longitudeSchema,
  distance_km: z.number().min(0),
  services: z.array(skillIdSchema),
});

/** A point on a back-office map (agents, clients or announcements). */
export const mapPositionSchema = z.object({
  id: idSchema,
  kind: z.enum(['candidat', 'client', 'annonce']),
  lat: latitudeSchema,
  lng: longitudeSchema,
  label: z.string(),
  statut: z.string().nullable(),
  services: z.array(skillIdSchema),
});

/** Most markers a back-office map receives at once (ARCHITECTURE: every list is bounded). */
export const MAP_POSITIONS_MAX = 1000;

/**
 * The part of the map on screen (south-west and north-east corners): 20,000 clients do not fit
 * on a phone's map, so the maps ask for what they show and the API answers at most
 * MAP_POSITIONS_MAX markers of it.
 */
export const mapBoxSchema = z
  .strictObject({
    lat_min: latitudeSchema,
    lat_max: latitudeSchema,
    lng_min: longitudeSchema,
    lng_max: longitudeSchema,
  })
  .refine((box) => box.lat_min <= box.lat_max && box.lng_min <= box.lng_max, {
    message: 'Zone de carte invalide : le coin sud-ouest doit précéder le coin nord-est.',
    path: ['lat_max'],
  });

/** Markers of a map: `tronque` when more points match than `limit` (narrow the filters or the zone). */
export const mapPositionsSchema = z.strictObject({
  items: z.array(mapPositionSchema).max(MAP_POSITIONS_MAX),
  limit: z.number().int().min(1),
  tronque: z.boolean(),
});

// ---------------------------------------------------------------------------------------------
// Missions and interventions
// ---------------------------------------------------------------------------------------------

/** A weekly slot of a recurring mission (section 3). */
export const horaireRecurentSchema = z.object({
  id: idSchema,
  mission_id: idSchema,
  day: dayOfWeekSchema,
  start_time: halfHourTimeSchema,
  end_time: halfHourTimeSchema,
  /** The agent who holds the slot; null while nobody is assigned. */
  agent: agentSummarySchema.nullable(),
});

/** Intervention status (not shown in the specification; decided). */
export const interventionStatutSchema = z.enum(INTERVENTION_STATUTS);

/** The extension of an intervention (one per intervention: a new request replaces an answered one). */
export const prolongationSchema = z.object({
  intervention_id: idSchema,
  /** Extra time, in minutes (multiple of 30). */
  minutes: z.number().int().min(30).multipleOf(30),
  /** End of the intervention once extended. */
  nouvelle_date_fin: dateTimeSchema,
  /** `demandee`: asked by the agent, waiting for the client; `acceptee` also when the client extends. */
  statut: z.enum(PROLONGATION_STATUTS),
  asked_at: dateTimeSchema,
  answered_at: dateTimeSchema.nullable(),
});

/** A review of an intervention by the client (intervention-avis). */
export const interventionAvisSchema = z.object({
  id: idSchema,
  intervention_id: idSchema,
  candidat_id: idSchema,
  client_id: idSchema,
  note: z.number().int().min(1).max(5),
  commentaire: z.string().nullable(),
  created_at: dateTimeSchema,
});

/** Intervention (section 3). */
export const interventionSchema = z.object({
  id: idSchema,
  mission_id: idSchema.nullable(),
  client_id: idSchema,
  client_besoin_skill_id: skillIdSchema,
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
  /** null: no agent assigned yet. */
  candidat_id: idSchema.nullable(),
  agent: agentSummarySchema.nullable(),
  /** The recurring slot (horaire_recurent) this intervention comes from; null for one-off ones. */
  dt_dispo_client_id: idSchema.nullable(),
  statut: interventionStatutSchema,
  pointage_debut_at: dateTimeSchema.nullable(),
  pointage_fin_at: dateTimeSchema.nullable(),
  /**
   * When the server received a check-in (check-out) made without the network and sent late; null
   * when it came live. `pointage_debut_at` stays the time the agent acted on the phone.
   */
  pointage_debut_recu_at: dateTimeSchema.nullable().optional(),
  pointage_fin_recu_at: dateTimeSchema.nullable().optional(),
  /** The check-in or the check-out was synchronised late (« pointage synchronisé en retard »). */
  synchronise_en_retard: z.boolean().optional(),
  /** Minutes worked, from the check-in to the check-out (the real times); null until both. */
  minutes_travaillees: z.number().int().min(0).nullable().optional(),
  /** Why the agent left after fewer than 5 minutes (given at check-out); null otherwise. */
  motif_depart: z.string().nullable().optional(),
  commentaire: z.string().nullable(),
  cancelled_at: dateTimeSchema.nullable(),
  cancel_reason: z.string().nullable(),
  has_avis: z.boolean(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Intervention = z.infer<typeof interventionSchema>;

/** The client as an agent sees it for an intervention: where to go and how to get in. */
export const interventionClientSchema = z.object({
  id: idSchema,
  civilite: civiliteValueSchema.nullable(),
  nom: z.string(),
  prenom: z.string().nullable(),
  mobile: z.string().nullable(),
  ...addressShape,
  informations_acces: z.string().nullable(),
});

/** An intervention in the agent space: with the client to visit. */
export const agentInterventionSchema = interventionSchema.extend({
  client: interventionClientSchema,
});

/** Mission status (not shown in the specification; decided). */
export const missionStatutSchema = z.enum(MISSION_STATUTS);

/** Mission (section 3). */
export const missionSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  mutuelle_id: idSchema.nullable(),
  mutuelle: mutuelleSchema.nullable(),
  is_ponctuel: z.boolean(),
  client_besoin_skill_id: skillIdSchema,
  devis_id: idSchema.nullable(),
  statut: missionStatutSchema,
  date_debut: dateSchema,
  date_fin: dateSchema.nullable(),
  /** Insurer missions: hours granted, hours used, and minutes still to plan. */
  nb_heures_total: hoursSchema.nullable(),
  nb_heures_consommees: hoursSchema.nullable(),
  nb_minutes_a_planifier: z.number().int().min(0).nullable(),
  /** Insurer's file reference. */
  reference: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * Counts over all of the mission's interventions that are not cancelled, whatever
   * `interventions` holds (a recurring mission shows only its first four upcoming ones): 0 means
   * no slot is planned yet, which is not "every slot has an agent".
   */
  nb_interventions: z.number().int().min(0).optional(),
  /** Upcoming (not started, not cancelled) interventions still waiting for an agent. */
  nb_interventions_sans_agent: z.number().int().min(0).optional(),
  interventions: z.array(interventionSchema),
  horaires_recurents: z.array(horaireRecurentSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Mission = z.infer<typeof missionSchema>;

/** Intervention with its context, as `GET /api/intervention/{id}` returns it. */
export const interventionDetailSchema = interventionSchema.extend({
  mission: missionSchema.omit({ interventions: true }).nullable(),
  client: interventionClientSchema,
  avis: interventionAvisSchema.nullable(),
  prolongation: prolongationSchema.nullable(),
});

/** An entry of the client's calendar. */
export const calendarEventSchema = z.object({
  id: z.string(), // `intervention-<id>`
  intervention_id: idSchema,
  mission_id: idSchema.nullable(),
  title: z.string(),
  start: dateTimeSchema,
  end: dateTimeSchema,
  statut: interventionStatutSchema,
  client_besoin_skill_id: skillIdSchema,
  agent: agentSummarySchema.nullable(),
  is_ponctuel: z.boolean(),
});

/** A scenario: a planning proposal (agent and slots) sent to a client for a need. */
export const scenarioSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  mission_id: idSchema.nullable(),
  devis_id: idSchema.nullable(),
  titre: z.string(),
  description: z.string().nullable(),
  client_besoin_skill_id: skillIdSchema,
  agent: agentSummarySchema.nullable(),
  date_debut: dateSchema,
  date_fin: dateSchema.nullable(),
  is_ponctuel: z.boolean(),
  /** Recurring proposal: weekly slots. */
  horaires: z.array(disponibiliteSchema),
  /** One-off proposal: dated slots. */
  creneaux: z.array(
    z.object({ date: dateSchema, time_debut: halfHourTimeSchema, time_fin: halfHourTimeSchema }),
  ),
  nb_heures_semaine: hoursSchema.nullable(),
  montant_estime_ttc: amountSchema.nullable(),
  statut: z.enum(SCENARIO_STATUTS),
  expires_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});

// ---------------------------------------------------------------------------------------------
// Quotes, drafts, invoices, payment
// ---------------------------------------------------------------------------------------------

/** A slot of a quote line: a weekday (recurring) or a date (one-off), with its times. */
export const devisDetailHoraireSchema = z.object({
  id: idSchema,
  devis_detail_id: idSchema,
  day: dayOfWeekSchema.nullable(),
  date: dateSchema.nullable(),
  time_debut: halfHourTimeSchema,
  time_fin: halfHourTimeSchema,
});

/** A line of a quote: one service with its hours and prices (section 9 prices, tax included). */
export const devisDetailSchema = z.object({
  id: idSchema,
  devis_id: idSchema,
  client_besoin_skill_id: skillIdSchema,
  libelle: z.string(),
  is_ponctuel: z.boolean(),
  frequence_type: frequenceTypeSchema.nullable(),
  date_debut: dateSchema.nullable(),
  date_fin: dateSchema.nullable(),
  /** Weekly hours (recurring) or total hours (one-off), weekdays and weekend. */
  nb_heures: hoursSchema,
  nb_heures_weekend: hoursSchema,
  prix_horaire_ttc: amountSchema,
  prix_horaire_weekend_ttc: amountSchema,
  montant_ttc: amountSchema,
  description: z.string().nullable(),
  devis_detail_horaires: z.array(devisDetailHoraireSchema),
});

/** Quote status (not shown in the specification; decided). */
export const devisStatutSchema = z.enum(DEVIS_STATUTS);

/** Quote (devis). */
export const devisSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  reference: z.string(),
  statut: devisStatutSchema,
  /** Built freely by the back office (devis-libre) rather than from a client's need. */
  is_libre: z.boolean(),
  /** An amendment that extends an existing mission. */
  mission_id: idSchema.nullable(),
  mutuelle_id: idSchema.nullable(),
  /**
   * What the insurer pays when the quote extends a mission a mutuelle pays for (null otherwise):
   * hours per occurrence (week, for a recurring quote) split between insurer and household, from
   * the insurer hours left when the quote was made (docs/devis.md, "Quotes for insured clients").
   */
  prise_en_charge_mutuelle: z
    .object({
      mutuelle: mutuelleSchema,
      heures_restantes: z.number().nonnegative(),
      heures_couvertes: z.number().nonnegative(),
      heures_client: z.number().nonnegative(),
      montant_mutuelle_ttc: amountSchema,
      montant_client_ttc: amountSchema,
      /** Recurring quotes: full weeks the insurer's balance covers. */
      semaines_couvertes: z.number().int().nonnegative().nullable(),
    })
    .nullable(),
  date_emission: dateSchema,
  date_validite: dateSchema.nullable(),
  montant_ht: amountSchema,
  montant_tva: amountSchema,
  montant_ttc: amountSchema,
  /** Estimated monthly amount for recurring quotes (weekly amount × 52/12, see docs/devis.md). */
  montant_mensuel_ttc: amountSchema.nullable(),
  /**
   * What the household pays after the 50 % tax credit for home services (estimate); with an
   * insurer, the credit applies to the household's share only.
   */
  reste_a_charge_ttc: amountSchema,
  reste_a_charge_mensuel_ttc: amountSchema.nullable(),
  commentaire: z.string().nullable(),
  signed_at: dateTimeSchema.nullable(),
  signataire: z.string().nullable(),
  /** Stored PDF of the signed quote (document type 4). */
  filename_signe: z.string().nullable(),
  /**
   * The first visit starts within the agency's lead time (`delai_reservation_heures`): staffing
   * is not guaranteed, the family is told at signing (issue 22, point 7); null otherwise.
   */
  demarrage_proche: z
    .object({ premiere_intervention: dateTimeSchema, delai_heures: z.number().int().min(0) })
    .nullable()
    .optional(),
  devis_details: z.array(devisDetailSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Devis = z.infer<typeof devisSchema>;

/** A quote opened for electronic signature (`GET /api/devis/{id}/1`). */
export const devisSignatureSchema = z.object({
  devis: devisSchema,
  /** False when already signed, expired or refused. */
  is_signable: z.boolean(),
  signataire: z.object({
    civilite: civiliteValueSchema.nullable(),
    nom: z.string(),
    prenom: z.string().nullable(),
    email: z.string().nullable(),
  }),
  /** Stored PDF to read before signing (serve through /uploads/serve-file). */
  filename: z.string(),
  conditions_generales_version: z.string(),
});

/** What signing a quote produces: the signed quote and the missions it opened. */
export const devisSignedSchema = z.object({
  devis: devisSchema,
  missions: z.array(missionSchema),
});

/** A price estimate computed from a need, not stored. */
export const devisEstimateSchema = z.object({
  client_besoin_skill_id: skillIdSchema,
  is_ponctuel: z.boolean(),
  nb_heures: hoursSchema,
  nb_heures_weekend: hoursSchema,
  prix_horaire_ttc: amountSchema,
  prix_horaire_weekend_ttc: amountSchema,
  /** One-off: total; recurring: per week. */
  montant_ttc: amountSchema,
  montant_mensuel_ttc: amountSchema.nullable(),
  /** The 50 % tax credit for home services on `montant_ttc`, and what remains to pay. */
  credit_impot_ttc: amountSchema,
  reste_a_charge_ttc: amountSchema,
  reste_a_charge_mensuel_ttc: amountSchema.nullable(),
});

/** A recurring slot of a draft (`reccurentArray`). */
export const draftSlotSchema = z.object({
  day: dayOfWeekSchema,
  time_debut: halfHourTimeSchema,
  time_fin: halfHourTimeSchema,
});

/** Draft of a client's need (brouillon), fields of section 3. */
export const brouillonSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  /** `besoin`: new need; `planification`: planning from a signed quote (the second draft). */
  kind: brouillonKindSchema,
  devis_id: idSchema.nullable(),
  mission_id: idSchema.nullable(),
  service: skillIdSchema.nullable(),
  frequence: besoinFrequenceSchema.nullable(),
  date: dateSchema.nullable(),
  time_debut: halfHourTimeSchema.nullable(),
  time_fin: halfHourTimeSchema.nullable(),
  description: z.string().nullable(),
  frequenceType: frequenceTypeSchema,
  /** One of FREQUENCE_IDS; a plain number until the brouillons service narrows its rows. */
  frequenceId: z
    .number()
    .int()
    .min(Math.min(...FREQUENCE_IDS))
    .max(Math.max(...FREQUENCE_IDS))
    .nullable(),
  /** Length of a one-off session, in hours. */
  duration: hoursSchema.nullable(),
  nb_heures: hoursSchema.nullable(),
  nb_heures_weekend: hoursSchema.nullable(),
  reccurentArray: z.array(draftSlotSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Brouillon = z.infer<typeof brouillonSchema>;

/**
 * Invoice status (not shown; decided). `brouillon`: scheduled (planned billing), not numbered yet;
 * `en_retard`: issued and unpaid after its due date; `annulee` replaces deletion.
 */
export const factureStatutSchema = z.enum(FACTURE_STATUTS);
/** Who is billed: the client or its mutual insurer. */
export const factureTypeSchema = z.enum(['client', 'mutuelle']);

export const factureNatureSchema = z.enum(FACTURE_NATURES);
export const releveStatutSchema = z.enum(RELEVE_STATUTS);
export const paiementStatutSchema = z.enum(PAIEMENT_STATUTS);
/** How a line is priced: weekday rate, weekend rate (Saturday, Sunday), public holiday at the weekend rate, or typed. */
export const factureLigneTarifSchema = z.enum(['semaine', 'weekend', 'ferie', 'forfait']);

export const factureLigneSchema = z.object({
  id: idSchema,
  intervention_id: idSchema.nullable(),
  libelle: z.string(),
  date: dateSchema.nullable(),
  /** The agent who worked (name as printed on the invoice). */
  agent_nom: z.string().nullable(),
  skill_id: z.number().int().nullable(),
  /** Minutes from the confirmed timesheet; null for a typed line. */
  minutes: z.number().int().min(0).nullable(),
  /** Hours (minutes / 60, two decimals) or units of a typed line. */
  quantite: z.number(),
  tarif: factureLigneTarifSchema,
  prix_unitaire_ttc: amountSchema,
  /** 0.055 or 0.1 (help to dependent people, other home services). */
  taux_tva: z.number(),
  montant_ht: amountSchema,
  montant_tva: amountSchema,
  montant_ttc: amountSchema,
});

/** Totals of an invoice per VAT rate (the PDF prints one line per rate). */
export const tvaParTauxSchema = z.object({
  taux_tva: z.number(),
  montant_ht: amountSchema,
  montant_tva: amountSchema,
  montant_ttc: amountSchema,
});

/** Invoice (facture) or credit note (avoir). Credit notes carry negative amounts. */
export const factureSchema = z.object({
  id: idSchema,
  /** Legal number, given when the invoice is issued (consecutive per year, never reused). */
  numero: z.string().nullable(),
  nature: factureNatureSchema,
  /** A credit note: the invoice it corrects, and its number. */
  avoir_de_facture_id: idSchema.nullable(),
  avoir_de_numero: z.string().nullable(),
  client_id: idSchema,
  client_nom: z.string(),
  mission_id: idSchema.nullable(),
  type: factureTypeSchema,
  mutuelle_id: idSchema.nullable(),
  organisme: z.string().nullable(),
  statut: factureStatutSchema,
  /** Billed month 'YYYY-MM'. */
  periode: z.string(),
  periode_debut: dateSchema,
  periode_fin: dateSchema,
  date_emission: dateSchema.nullable(),
  date_echeance: dateSchema.nullable(),
  montant_ht: amountSchema,
  montant_tva: amountSchema,
  montant_ttc: amountSchema,
  montant_paye: amountSchema,
  /** What its credit notes take off, euros (positive; 0 on a credit note). */
  avoirs_ttc: amountSchema,
  /**
   * What remains to pay (montant_ttc − credit notes − payments, never below zero; 0 on a credit
   * note): the ledger's one rule, computed by the API (docs/paiements.md).
   */
  reste_a_payer: amountSchema,
  tva_par_taux: z.array(tvaParTauxSchema),
  /** 50 % tax credit on what the household pays (0 on an insurer's invoice). */
  credit_impot_ttc: amountSchema,
  reste_a_charge_ttc: amountSchema,
  commentaire: z.string().nullable(),
  /** Online payment: the last charge's state, its failure message, when it is tried again. */
  paiement_statut: paiementStatutSchema.nullable(),
  paiement_erreur: z.string().nullable(),
  paiement_relance_at: dateTimeSchema.nullable(),
  paid_at: dateTimeSchema.nullable(),
  sent_at: dateTimeSchema.nullable(),
  /** Stored PDF (document type 7), null until issued. */
  filename: z.string().nullable(),
  lignes: z.array(factureLigneSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Facture = z.infer<typeof factureSchema>;

export const factureListItemSchema = factureSchema.omit({ lignes: true });

/** A saved payment method (Stripe). */
export const paymentMethodSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  type: z.enum(['card', 'sepa_debit']),
  /** Card brand (visa, mastercard…) or bank name for a direct debit. */
  brand: z.string().nullable(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12).nullable(),
  exp_year: z.number().int().min(2000).max(2200).nullable(),
  is_default: z.boolean(),
  created_at: dateTimeSchema,
});

/** A Stripe SetupIntent secret, for the payment form. */
export const stripeClientSecretSchema = z.object({
  client_secret: z.string(),
  setup_intent_id: z.string(),
  publishable_key: z.string(),
});

/** A line of the monthly timesheet: one intervention done, timed by its check-in and check-out. */
export const releveLigneSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  intervention_id: idSchema,
  mission_id: idSchema.nullable(),
  /** Paris day of the intervention. */
  date: dateSchema,
  debut_prevu: dateTimeSchema,
  fin_prevue: dateTimeSchema,
  pointage_debut_at: dateTimeSchema.nullable(),
  pointage_fin_at: dateTimeSchema.nullable(),
  agent_nom: z.string().nullable(),
  skill_id: z.number().int().nullable(),
  minutes_prevues: z.number().int().min(0),
  minutes_realisees: z.number().int().min(0),
  /** Kept by the agency after a contest; null: the minutes worked. */
  minutes_retenues: z.number().int().min(0).nullable(),
  /** Minutes worked beyond the plan (0 when none). */
  depassement_minutes: z.number().int().min(0),
  /** The agent left after fewer than 5 minutes and said why: the line reads « Intervention écourtée : <motif> ». */
  motif_ecourtee: z.string().nullable().optional(),
  statut: releveStatutSchema,
  motif_contestation: z.string().nullable(),
  note_agence: z.string().nullable(),
  date_limite: dateTimeSchema,
  repondu_at: dateTimeSchema.nullable(),
  /** Already on an issued invoice: the line cannot change any more. */
  facture_id: idSchema.nullable(),
});
export type ReleveLigne = z.infer<typeof releveLigneSchema>;

/** Hours beyond the insurer's grant that the client agreed to pay (savedepassement). */
export const depassementSchema = z.object({
  id: idSchema,
  mission_id: idSchema,
  nb_heures: hoursSchema,
  commentaire: z.string().nullable(),
  created_at: dateTimeSchema,
});

/** A client's timesheet for one month. */
export const releveSchema = z.object({
  client_id: idSchema,
  periode: z.string(),
  /** Lines still to confirm count as confirmed after this instant (null: no line). */
  date_limite: dateTimeSchema.nullable(),
  lignes: z.array(releveLigneSchema),
  depassements: z.array(depassementSchema),
  minutes_realisees: z.number().int().min(0),
  /** Lines not yet answered (a_confirmer) and contested. */
  nb_a_confirmer: z.number().int().min(0),
  nb_contestees: z.number().int().min(0),
});
export type Releve = z.infer<typeof releveSchema>;

/** A month of the client's timesheets, for the month picker. */
export const relevePeriodeSchema = z.object({
  periode: z.string(),
  nb_lignes: z.number().int().min(0),
  nb_a_confirmer: z.number().int().min(0),
  date_limite: dateTimeSchema.nullable(),
});

/** Yearly tax certificate (attestation fiscale) of a client. */
export const attestationFiscaleSchema = z.object({
  id: idSchema,
  client_id: idSchema,
  annee: z.number().int(),
  /** Amount paid for home services in the year (what counts for the tax credit). */
  montant_ttc: amountSchema,
  /** Hours of service paid in the year. */
  heures: z.number(),
  /** PDF (document type 7, bucket factures): open it with getDocumentLink. */
  filename: z.string(),
  created_at: dateTimeSchema,
});

/** How a client pays: online through Stripe when configured, otherwise by bank transfer. */
export const paiementConfigSchema = z.object({
  stripe_enabled: z.boolean(),
  publishable_key: z.string().nullable(),
  virement: z.object({
    titulaire: z.string(),
    iban: z.string(),
    bic: z.string(),
    /** What to write as the transfer's reference: the invoice number. */
    reference: z.string(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Documents, notifications, announcements, cockpits
// ---------------------------------------------------------------------------------------------

/** A stored document (the file itself is read through /uploads/serve-file/{payload}). */
export const documentSchema = z.object({
  id: idSchema,
  document_type_id: documentTypeIdSchema,
  document_type: z.string(),
  /** Server-generated storage name, to put in the serve-file payload. */
  filename: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int().min(0),
  client_id: idSchema.nullable(),
  candidat_id: idSchema.nullable(),
  devis_id: idSchema.nullable(),
  facture_id: idSchema.nullable(),
  libelle: z.string().nullable(),
  /** The date the document is about (payslip month, sick-leave start…). */
  date_document: dateSchema.nullable(),
  /** Who put it there (a client may delete only what it uploaded itself); null: generated. */
  uploaded_by_user_id: idSchema.nullable().optional(),
  /** Electronic signatures (work contract: agent, then employer). */
  signe_at: dateTimeSchema.nullable(),
  contresigne_at: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
});
export type Document = z.infer<typeof documentSchema>;

/** A client's documents in the buckets of section 3. */
export const clientDocumentsSchema = z.object({
  devis: z.array(documentSchema),
  factures: z.array(documentSchema),
  pieces_identites: z.array(documentSchema),
  ribs: z.array(documentSchema),
  sepa: z.array(documentSchema),
  feuillepaie: z.array(documentSchema),
  notefrais: z.array(documentSchema),
  arretmaladie: z.array(documentSchema),
  autres: z.array(documentSchema),
});

/** A file the API generated, to open through /uploads/serve-file. */
export const generatedFileSchema = z.object({
  document_type_id: documentTypeIdSchema,
  filename: z.string(),
  mime_type: z.string(),
  client_id: idSchema.nullable(),
  candidat_id: idSchema.nullable(),
});

export const notifTypeSchema = z.object({ id: idSchema, code: z.string(), libelle: z.string() });

/** Notification (section 3: is_read, date_fin). */
export const notificationSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  notif_type_id: idSchema,
  titre: z.string(),
  message: z.string(),
  /** In-app page to open (section 2: push landing page). */
  landing_page: z.string().nullable(),
  is_read: z.boolean(),
  /** After this date the notification no longer counts (one-off needs, section 4). */
  date_fin: dateSchema.nullable(),
  mission_id: idSchema.nullable(),
  intervention_id: idSchema.nullable(),
  created_at: dateTimeSchema,
});

/** Job announcement (annonce) shown to agents. Coordinates are rounded to about 1 km. */
export const annonceSchema = z.object({
  id: idSchema,
  mission_id: idSchema.nullable(),
  client_besoin_skill_id: skillIdSchema,
  titre: z.string(),
  description: z.string(),
  codep: z.string(),
  ville: z.string(),
  lat: latitudeSchema,
  lng: longitudeSchema,
  is_ponctuel: z.boolean(),
  date_debut: dateSchema,
  date_fin: dateSchema.nullable(),
  nb_heures_semaine: hoursSchema.nullable(),
  horaires: z.array(disponibiliteSchema),
  is_active: z.boolean(),
  created_at: dateTimeSchema,
});

export const annonceAroundSchema = annonceSchema.extend({ distance_km: z.number().min(0) });

/** A work contract sent for electronic signature (docs/recrutement.md). */
export const contratTravailSchema = z.object({
  id: idSchema,
  candidat_id: idSchema,
  statut: z.enum(CONTRAT_TRAVAIL_STATUTS),
  statut_label: z.string(),
  type_contrat: z.enum(['CDI', 'CDD']),
  date_debut: dateSchema,
  date_fin: dateSchema.nullable(),
  nb_heures_hebdo: hoursSchema,
  taux_horaire_brut: z.number().min(0),
  /** The current version: the PDF to sign, then the signed copy, then the countersigned one. */
  document: documentSchema,
  sent_at: dateTimeSchema,
  signed_at: dateTimeSchema.nullable(),
  signer_name: z.string().nullable(),
  countersigned_at: dateTimeSchema.nullable(),
  countersigner_name: z.string().nullable(),
  cancelled_at: dateTimeSchema.nullable(),
});

/**
 * An application as its candidate sees it through the mailed link (public form): what was saved,
 * the step reached and the documents sent.
 */
export const candidatureSchema = z.object({
  id: idSchema,
  civilite: civiliteValueSchema.nullable(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  fixe: z.string().nullable(),
  date_naissance: dateSchema.nullable(),
  ...addressShape,
  ...agentProfileShape,
  etape: z.enum(CANDIDATURE_ETAPES).nullable(),
  is_candidature_complete: z.boolean(),
  documents: z.array(documentSchema),
});

/** A type of cockpit task (catalogue in packages/domain/src/cockpit.ts, docs/cockpit.md). */
export const cockpitTacheTypeSchema = z.enum(COCKPIT_TACHE_TYPES, {
  message: 'Type de tâche inconnu.',
});

/** What a task is about, for the screen to link to it (the web app builds the route). */
export const cockpitLienSchema = z.object({
  kind: z.enum(['client', 'candidat', 'mission', 'devis', 'intervention']),
  id: idSchema,
  libelle: z.string(),
});

/** An active colleague of a cockpit's team, to whom one of its tasks may be handed. */
export const cockpitColleagueSchema = z.object({
  id: idSchema,
  name: z.string(),
  roles: z.array(z.number().int()),
  is_manager: z.boolean(),
});

/** A task of the recruitment or commercial cockpit. */
export const cockpitTacheSchema = z.object({
  id: idSchema,
  cockpit: z.enum(['recrutement', 'commercial']),
  /** What triggered it: new need, client call-back request, slots without an agent… */
  type: cockpitTacheTypeSchema,
  /** French name of the type. */
  type_label: z.string(),
  titre: z.string(),
  note: z.string().nullable(),
  candidat_id: idSchema.nullable(),
  client_id: idSchema.nullable(),
  /** The client's name, when the task is about a client. */
  client_nom: z.string().nullable(),
  mission_id: idSchema.nullable(),
  devis_id: idSchema.nullable(),
  intervention_id: idSchema.nullable(),
  /** A planning sent by the client: the dated slots it asks for. */
  creneaux: z.array(z.object({ date: dateSchema, time_debut: z.string(), time_fin: z.string() })),
  /** Slots without an agent, absence to replace: the interventions to cover. */
  intervention_ids: z.array(idSchema),
  /** The candidate's name, when the task is about a candidate (recruitment cockpit). */
  candidat_nom: z.string().nullable().optional(),
  /** Where to act on it. */
  liens: z.array(cockpitLienSchema),
  assigned_user_id: idSchema.nullable(),
  assigned_user_name: z.string().nullable(),
  echeance: dateTimeSchema.nullable(),
  is_traitee: z.boolean(),
  traitee_at: dateTimeSchema.nullable(),
  /** Closed by the cockpit itself: its condition is gone (quote signed, agent found…). */
  is_cloture_auto: z.boolean(),
  created_at: dateTimeSchema,
});
export type CockpitTacheDto = z.infer<typeof cockpitTacheSchema>;

/** Open tasks of the commercial cockpit the caller sees, for the badges of the screen. */
export const cockpitCountsSchema = z.object({
  ouvertes: z.number().int().min(0),
  mes_taches: z.number().int().min(0),
  non_affectees: z.number().int().min(0),
  par_type: z.record(cockpitTacheTypeSchema, z.number().int().min(0)),
});

// ---------------------------------------------------------------------------------------------
// Agent leave, absences, delays, resignation
// ---------------------------------------------------------------------------------------------

/** Unavailability period of section 3: debut, fin, time_debut, time_fin. */
const unavailabilityShape = {
  debut: dateSchema,
  fin: dateSchema,
  time_debut: halfHourTimeSchema,
  time_fin: halfHourTimeSchema,
};

export const congeSchema = z.object({
  id: idSchema,
  candidat_id: idSchema,
  ...unavailabilityShape,
  motif: z.string().nullable(),
  statut: z.enum(CONGE_STATUTS),
  created_at: dateTimeSchema,
});

export const absenceMotifSchema = z.enum(ABSENCE_MOTIFS);

export const absenceSchema = z.object({
  id: idSchema,
  candidat_id: idSchema,
  ...unavailabilityShape,
  motif: absenceMotifSchema,
  commentaire: z.string().nullable(),
  /** Supporting document (sick leave…), uploaded through save-justificatif. */
  justificatif_document_id: idSchema.nullable(),
  is_justifiee: z.boolean(),
  created_at: dateTimeSchema,
});

export const retardSchema = z.object({
  id: idSchema,
  candidat_id: idSchema,
  intervention_id: idSchema,
  minutes: z.number().int().min(1),
  motif: z.string().nullable(),
  created_at: dateTimeSchema,
});

export const demissionSchema = z.object({
  id: idSchema,
  candidat_id: idSchema,
  date_effet: dateSchema,
  motif: z.string().nullable(),
  /** The letter (document type 8). */
  document_id: idSchema,
  created_at: dateTimeSchema,
});

/** An agent's activity over a period. */
export const bilanSchema = z.object({
  candidat_id: idSchema,
  date_debut: dateSchema,
  date_fin: dateSchema,
  nb_interventions: z.number().int().min(0),
  nb_heures: hoursSchema,
  nb_heures_weekend: hoursSchema,
  nb_annulations: z.number().int().min(0),
  nb_absences: z.number().int().min(0),
  nb_retards: z.number().int().min(0),
  nb_jours_conges: z.number().min(0),
  note_moyenne: z.number().min(0).max(5).nullable(),
});

/** Acknowledgement of a deletion. */
export const deletedSchema = z.object({ id: idSchema, deleted: z.literal(true) });

/** A client with what hangs on it (section 3: missions, devis, payment methods, contacts, interlocuteurs). */
export const clientDetailSchema = clientSchema.extend({
  contacts: z.array(contactSchema),
  interlocuteurs: z.array(interlocuteurSchema),
  /** Back-office comments: only sent to back-office callers. */
  commentaires: z.array(commentaireSchema).optional(),
  missions: z.array(missionSchema),
  devis: z.array(devisSchema),
  payment_methods: z.array(paymentMethodSchema),
});
