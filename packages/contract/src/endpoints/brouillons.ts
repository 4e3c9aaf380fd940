import { ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema } from '../common.ts';
import { backOfficeOr, endpoint } from '../endpoint.ts';
import { brouillonKindSchema, brouillonSchema, deletedSchema } from '../entities.ts';
import { draftFieldsShape } from '../inputs.ts';

const TAG = 'Brouillons';

export const brouillonsEndpoints = {
  saveBrouillon: endpoint({
    method: 'POST',
    path: '/api/devis/brouillons/save',
    summary:
      "Enregistre le brouillon d'un besoin pendant la saisie (crée sans id, remplace avec id).",
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema.optional(),
        client_id: idSchema,
        /** `planification`: the second draft, planning the slots of a signed quote. */
        kind: brouillonKindSchema.default('besoin'),
        devis_id: idSchema.nullish(),
        mission_id: idSchema.nullish(),
        ...draftFieldsShape,
      })
      .refine((body) => body.kind === 'besoin' || Boolean(body.devis_id), {
        message: 'Un brouillon de planification se rapporte à un devis.',
        path: ['devis_id'],
      }),
    response: brouillonSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  listClientBrouillons: endpoint({
    method: 'GET',
    path: '/api/devis/brouillons/client/{id}',
    summary: "Brouillons de besoin d'un client, le plus récent en premier.",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(brouillonSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  getBrouillon: endpoint({
    method: 'GET',
    path: '/api/devis/brouillons/{id}',
    summary: 'Un brouillon de besoin.',
    tag: TAG,
    params: { id: 'encrypted' },
    response: brouillonSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'brouillon'),
  }),
  deleteBrouillon: endpoint({
    method: 'DELETE',
    path: '/api/devis/brouillons/delete/{id}',
    summary: 'Supprime un brouillon de besoin.',
    tag: TAG,
    params: { id: 'encrypted' },
    response: deletedSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'brouillon'),
  }),
};
