import { CLIENT_DOCUMENT_BUCKETS, type ClientDocumentBucket } from '@maisonnee/domain';
import type { ResponseOf } from '../lib/api-client.ts';

/* Answers of the back-office calls, shaped as the contract says; tests override what they read. */

type Tache = ResponseOf<'listCockpitCommercial'>['items'][number];

export const NOW_ISO = '2026-03-18T09:00:00.000Z';

export function tache(overrides: Partial<Tache> = {}): Tache {
  return {
    id: 1,
    cockpit: 'commercial',
    type: 'nouveau_besoin',
    type_label: 'Nouveau besoin',
    titre: 'Nouveau besoin de Mme Martin',
    note: null,
    candidat_id: null,
    client_id: 3,
    client_nom: 'Mme Lou Martin',
    mission_id: null,
    devis_id: null,
    intervention_id: null,
    creneaux: [],
    intervention_ids: [],
    liens: [],
    assigned_user_id: null,
    assigned_user_name: null,
    echeance: null,
    is_traitee: false,
    traitee_at: null,
    is_cloture_auto: false,
    created_at: NOW_ISO,
    ...overrides,
  };
}

export function page<T>(items: T[], total = items.length) {
  return { items, page: 1, limit: 20, total };
}

export function counts(
  overrides: Partial<ResponseOf<'countCockpitCommercial'>> = {},
): ResponseOf<'countCockpitCommercial'> {
  return {
    ouvertes: 2,
    mes_taches: 0,
    non_affectees: 2,
    par_type: { nouveau_besoin: 1, creneaux_sans_agent: 1 },
    ...overrides,
  } as ResponseOf<'countCockpitCommercial'>;
}

type ClientDetail = ResponseOf<'getClient'>;

export function clientDetail(overrides: Partial<ClientDetail> = {}): ClientDetail {
  return {
    id: 3,
    user_id: null,
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Lou',
    email: 'lou.martin@exemple.fr',
    mobile: '0612345678',
    fixe: null,
    date_naissance: '1950-04-02',
    adresse: '12 rue de Rivoli',
    codep: '75004',
    ville: 'Paris',
    country: 'France',
    lat: null,
    lng: null,
    informations_acces: 'Code 1234',
    statut_id: 2,
    statut: 'Client actif',
    is_active: true,
    mutuelle_id: null,
    mutuelle: null,
    has_stripe_customer: false,
    created_at: NOW_ISO,
    updated_at: NOW_ISO,
    contacts: [],
    interlocuteurs: [],
    commentaires: [
      {
        id: 51,
        texte: 'Préfère être appelée le matin.',
        auteur_id: 7,
        auteur_nom: 'Lou Opérateur',
        created_at: NOW_ISO,
      },
    ],
    missions: [],
    devis: [],
    payment_methods: [],
    ...overrides,
  };
}

export const clientListItem = {
  id: 3,
  civilite: 'Mme' as const,
  nom: 'Martin',
  prenom: 'Lou',
  email: 'lou.martin@exemple.fr',
  mobile: '0612345678',
  codep: '75004',
  ville: 'Paris',
  statut_id: 2,
  statut: 'Client actif',
  is_active: true,
  created_at: NOW_ISO,
  mutuelle: null,
};

export const mission = {
  id: 8,
  client_id: 3,
  mutuelle_id: null,
  mutuelle: null,
  is_ponctuel: false,
  client_besoin_skill_id: 1,
  devis_id: 4,
  statut: 'active' as const,
  date_debut: '2026-03-02',
  date_fin: null,
  nb_heures_total: null,
  nb_heures_consommees: null,
  nb_minutes_a_planifier: null,
  reference: null,
  description: null,
  nb_interventions: 4,
  nb_interventions_sans_agent: 2,
  interventions: [],
  horaires_recurents: [],
  created_at: NOW_ISO,
  updated_at: NOW_ISO,
};

/** A client's documents with every folder empty. */
export const emptyDocuments = Object.fromEntries(
  CLIENT_DOCUMENT_BUCKETS.map((bucket) => [bucket, []]),
) as Record<ClientDocumentBucket, []>;
