import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  paginated,
  skillIdSchema,
  text,
} from '../common.ts';
import { backOffice, endpoint, rolesOnly } from '../endpoint.ts';
import {
  MAP_POSITIONS_MAX,
  annonceAroundSchema,
  annonceSchema,
  mapBoxSchema,
  mapPositionsSchema,
} from '../entities.ts';
import {
  aroundShape,
  bodyPageSchema,
  codePostalSchema,
  draftSlotInputSchema,
  endAfterStart,
  hoursInputSchema,
  skillIdListSchema,
} from '../inputs.ts';

const TAG = 'Annonces';

const annonceInputShape = {
  mission_id: idSchema.nullish(),
  client_besoin_skill_id: skillIdSchema,
  titre: text(150),
  description: text(5000),
  codep: codePostalSchema,
  ville: text(100),
  lat: latitudeSchema,
  lng: longitudeSchema,
  is_ponctuel: z.boolean(),
  date_debut: dateSchema,
  date_fin: dateSchema.nullish(),
  nb_heures_semaine: hoursInputSchema.nullish(),
  horaires: z.array(draftSlotInputSchema).max(21).default([]),
  is_active: z.boolean().default(true),
};

export const annoncesEndpoints = {
  listMissionsAnnonces: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/missions-annonces',
    summary: 'Annonces des missions, filtrées (active, service, mission), paginées.',
    tag: TAG,
    body: z.strictObject({
      mission_id: idSchema.optional(),
      is_active: z.boolean().optional(),
      services: skillIdListSchema.default([]),
      page: bodyPageSchema,
    }),
    response: paginated(annonceSchema),
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  listAnnonceMapsPositions: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/annonces/maps-positions',
    summary: `Positions des annonces pour la carte du back-office (${MAP_POSITIONS_MAX} au plus, dans la zone \`bbox\` si elle est donnée).`,
    tag: TAG,
    body: z.strictObject({
      is_active: z.boolean().optional(),
      services: skillIdListSchema.default([]),
      bbox: mapBoxSchema.optional(),
    }),
    response: mapPositionsSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  listAnnoncesAround: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/annonces/annonces-around',
    summary:
      "Annonces actives autour d'un point (rayon par défaut de l'agence) ; pour un agent, seulement dans ses services.",
    tag: TAG,
    body: z.strictObject(aroundShape),
    response: z.array(annonceAroundSchema),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT_COMMERCIAL, ROLE.AGENT]),
  }),
  listActiveAllAnnoncesAround: endpoint({
    method: 'POST',
    reads: true,
    path: '/api/annonces/activeAllAnnoncesAround',
    summary: "Toutes les annonces actives autour d'un point, quel que soit le service.",
    tag: TAG,
    body: z.strictObject(aroundShape),
    response: z.array(annonceAroundSchema),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.RECRUTEMENT_COMMERCIAL, ROLE.AGENT]),
  }),
  updateAnnonce: endpoint({
    method: 'POST',
    path: '/api/annonce/update',
    summary: 'Modifie une annonce (texte, dates, horaires) ou la désactive.',
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema,
        titre: text(150).optional(),
        description: text(5000).optional(),
        codep: codePostalSchema.optional(),
        ville: text(100).optional(),
        lat: latitudeSchema.optional(),
        lng: longitudeSchema.optional(),
        is_ponctuel: z.boolean().optional(),
        date_debut: dateSchema.optional(),
        date_fin: dateSchema.nullable().optional(),
        nb_heures_semaine: hoursInputSchema.nullable().optional(),
        horaires: z.array(draftSlotInputSchema).max(21).optional(),
        is_active: z.boolean().optional(),
      })
      .refine((body) => Object.keys(body).length > 1, { message: 'Aucun champ à mettre à jour.' })
      .refine(...endAfterStart('date_debut', 'date_fin')),
    response: annonceSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
  }),
  createAnnonce: endpoint({
    method: 'POST',
    path: '/api/annonce/create',
    summary: "Publie une annonce pour trouver un agent (coordonnées arrondies à l'affichage).",
    tag: TAG,
    body: z
      .strictObject(annonceInputShape)
      .refine(...endAfterStart('date_debut', 'date_fin'))
      .refine((body) => body.is_ponctuel || body.horaires.length > 0, {
        message: 'Une annonce récurrente indique ses horaires.',
        path: ['horaires'],
      }),
    response: annonceSchema,
    envelope: 'data',
    access: backOffice(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL),
    status: 201,
  }),
};
