import { ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema, optionalText, text } from '../common.ts';
import { backOfficeOr, endpoint } from '../endpoint.ts';
import { interlocuteurSchema } from '../entities.ts';
import {
  civiliteInputSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  personInputShape,
} from '../inputs.ts';

const TAG = 'Interlocuteurs';

const interlocuteurInputShape = {
  ...personInputShape,
  fonction: optionalText(100),
  organisme: optionalText(200),
  is_destinataire_factures: z.boolean().default(false),
};

export const interlocuteursEndpoints = {
  listClientInterlocuteurs: endpoint({
    method: 'GET',
    path: '/api/interlocuteurs/client/{id}',
    summary: "Interlocuteurs d'un client (tuteur, proche, travailleur social…).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: z.array(interlocuteurSchema),
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
  createInterlocuteur: endpoint({
    method: 'POST',
    path: '/api/interlocuteurs',
    summary: 'Ajoute un interlocuteur à un client.',
    tag: TAG,
    body: z.strictObject({ client_id: idSchema, ...interlocuteurInputShape }),
    response: interlocuteurSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
    status: 201,
  }),
  updateInterlocuteur: endpoint({
    method: 'PATCH',
    path: '/api/interlocuteurs',
    summary: "Modifie un interlocuteur d'un client (seuls les champs envoyés changent).",
    tag: TAG,
    body: z
      .strictObject({
        id: idSchema,
        civilite: civiliteInputSchema.nullable().optional(),
        nom: text(100).optional(),
        prenom: optionalText(100).optional(),
        mobile: optionalPhoneSchema.optional(),
        email: optionalEmailSchema.optional(),
        fonction: optionalText(100).optional(),
        organisme: optionalText(200).optional(),
        is_destinataire_factures: z.boolean().optional(),
      })
      .refine((body) => Object.keys(body).length > 1, { message: 'Aucun champ à mettre à jour.' }),
    response: interlocuteurSchema,
    envelope: 'data',
    access: backOfficeOr([ROLE.CLIENT], 'client'),
  }),
};
