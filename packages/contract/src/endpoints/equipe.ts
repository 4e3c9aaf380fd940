import { BACK_OFFICE_ROLES, ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { dateTimeSchema, emailSchema, idSchema, optionalText, text } from '../common.ts';
import { backOffice, endpoint, type EndpointDef } from '../endpoint.ts';
import { civiliteInputSchema, optionalPhoneSchema } from '../inputs.ts';

const TAG = 'Équipe';

/** Administrators only: the team is theirs to shape. */
const ADMINISTRATEURS = backOffice([ROLE.ADMINISTRATEUR]);

/**
 * The back-office roles a member holds (1 administrateur, 2 recrutement, 3 commercial,
 * 4 comptabilité): at least one, each once; the customer roles (5, 6) are not given here.
 */
export const equipeRolesSchema = z
  .array(
    z
      .number()
      .int()
      .refine((role) => (BACK_OFFICE_ROLES as readonly number[]).includes(role), {
        message: 'Rôle inconnu : 1 Administrateur, 2 Recrutement, 3 Commercial ou 4 Comptabilité.',
      }),
  )
  .min(1, 'Choisissez au moins un rôle.')
  .max(4, 'Quatre rôles au plus.')
  .refine((roles) => new Set(roles).size === roles.length, 'Chaque rôle une seule fois.')
  .transform((roles) => [...roles].sort((a, b) => a - b));

/** A staff account as the team screen shows it. */
export const membreEquipeSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  civilite: z.string().nullable(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Back-office roles only (1–4), ascending. */
  roles: z.array(z.number().int()),
  is_manager: z.boolean(),
  is_active: z.boolean(),
  /** The last time the member signed in (the latest session opened), null if never. */
  last_login_at: dateTimeSchema.nullable(),
  /** Invited, never signed in, with a code to choose the password still unused. */
  invitation_pending: z.boolean(),
  /** When the pending invitation's code expires (null when none is pending). */
  invitation_expires_at: dateTimeSchema.nullable(),
});

/** One line of the team's log of changes, newest first. */
export const journalEquipeEntrySchema = z.object({
  id: idSchema,
  at: dateTimeSchema,
  actor_user_id: idSchema.nullable(),
  actor_name: z.string(),
  /** invite, roles, deactivate, reactivate, resend_invitation */
  action: z.string(),
  target_user_id: idSchema.nullable(),
  /** The member's name today (null when the account is gone). */
  target_name: z.string().nullable(),
  summary: z.string(),
});

const memberRef = { user_id: idSchema };

/** L’équipe de l’agence (issue 24) : comptes du back office, rôles, invitations, désactivation, journal. */
export const equipeEndpoints = {
  listEquipe: endpoint({
    method: 'GET',
    path: '/api/agence/equipe',
    summary:
      "Les comptes de l'équipe de l'agence (rôles 1 à 4), actifs et désactivés, avec leurs rôles et l'état de leur invitation.",
    tag: TAG,
    response: z.array(membreEquipeSchema),
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  inviteMembreEquipe: endpoint({
    method: 'POST',
    path: '/api/agence/equipe/inviter',
    summary:
      'Invite un membre de l’équipe : crée son compte avec ses rôles et lui envoie par e-mail le lien pour choisir son mot de passe.',
    tag: TAG,
    body: z.strictObject({
      email: emailSchema,
      civilite: civiliteInputSchema.nullish().transform((value) => value ?? null),
      nom: text(100),
      prenom: text(100),
      mobile: optionalPhoneSchema,
      roles: equipeRolesSchema,
      is_manager: z.boolean().default(false),
    }),
    response: membreEquipeSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
    status: 201,
  }),
  updateMembreEquipe: endpoint({
    method: 'POST',
    path: '/api/agence/equipe/roles',
    summary: "Change les rôles d'un membre de l'équipe et son statut de responsable.",
    tag: TAG,
    body: z.strictObject({ ...memberRef, roles: equipeRolesSchema, is_manager: z.boolean() }),
    response: membreEquipeSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  deactivateMembreEquipe: endpoint({
    method: 'POST',
    path: '/api/agence/equipe/desactiver',
    summary:
      "Désactive le compte d'un membre de l'équipe : toutes ses sessions prennent fin aussitôt.",
    tag: TAG,
    body: z.strictObject({ ...memberRef, motif: optionalText(500) }),
    response: membreEquipeSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  reactivateMembreEquipe: endpoint({
    method: 'POST',
    path: '/api/agence/equipe/reactiver',
    summary: "Réactive le compte d'un membre de l'équipe.",
    tag: TAG,
    body: z.strictObject(memberRef),
    response: membreEquipeSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  resendInvitationEquipe: endpoint({
    method: 'POST',
    path: '/api/agence/equipe/renvoyer-invitation',
    summary:
      "Envoie une nouvelle invitation (un nouveau code valable 7 jours) à un membre qui n'a pas encore choisi son mot de passe.",
    tag: TAG,
    body: z.strictObject(memberRef),
    response: membreEquipeSchema,
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
  listJournalEquipe: endpoint({
    method: 'GET',
    path: '/api/agence/equipe/journal',
    summary:
      "Le journal des modifications de l'équipe (qui a changé quoi), le plus récent d'abord.",
    tag: TAG,
    response: z.array(journalEquipeEntrySchema),
    envelope: 'data',
    access: ADMINISTRATEURS,
  }),
} satisfies Record<string, EndpointDef>;
