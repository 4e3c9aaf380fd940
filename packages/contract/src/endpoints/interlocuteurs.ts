import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import { idSchema, optionalText, text } from '../common.ts';
import { backOfficeOr, endpoint, rolesOnly } from '../endpoint.ts';
import { interlocuteurSchema } from '../entities.ts';
import {
  civiliteInputSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  personInputShape,
} from '../inputs.ts';

const TAG = 'Interlocuteurs';

/*
 * Interlocutors: the professionals and relatives who act for a client (guardian, social worker,
 * insurer's adviser). Read by every operator and by the client; written by the commercial team,
 * by accounting (who sends invoices to them) and by the client itself (docs/roles.md).
 * `is_destinataire_factures` is not stored yet (no column): the answer always says false, and
 * the input does not take it, so that nothing pretends to be saved.
 */
const WRITERS = [...ROLE_GROUPS.COMMERCIAL, ROLE.COMPTABILITE, ROLE.CLIENT] as const;

const interlocuteurInputShape = {
  ...personInputShape,
  fonction: optionalText(100),
  /** Stored in 150 characters (`interlocuteurs.organisme`). */
  organisme: optionalText(150),
  note: optionalText(2000),
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
    summary: 'Ajoute un interlocuteur à un client (20 au plus par client).',
    tag: TAG,
    body: z.strictObject({ client_id: idSchema, ...interlocuteurInputShape }),
    response: interlocuteurSchema,
    envelope: 'data',
    access: rolesOnly(WRITERS, 'client'),
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
        organisme: optionalText(150).optional(),
        note: optionalText(2000).optional(),
      })
      .refine((body) => Object.keys(body).length > 1, { message: 'Aucun champ à mettre à jour.' }),
    response: interlocuteurSchema,
    envelope: 'data',
    access: rolesOnly(WRITERS, 'client'),
  }),
};
