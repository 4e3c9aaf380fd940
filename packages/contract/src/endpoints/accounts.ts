import { ROLE, ROLE_GROUPS } from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateSchema,
  emailSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  messageSchema,
  optionalText,
  passwordSchema,
  phoneSchema,
  text,
} from '../common.ts';
import { endpoint, publicAccess, rolesOnly, signedIn } from '../endpoint.ts';
import { civiliteInputSchema } from '../inputs.ts';

const TAG = 'Comptes et authentification';

/** The user as the app stores it locally (section 3). Ids are plain here; the web encrypts them for paths. */
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  profile_photo_path: z.string().nullable(),
  profile_photo_path_64: z.string().nullable(),
  user_role_id: z.number().int().nullable(),
  roles_ids: z.array(z.number().int()),
  role_manager: z.boolean(),
  client_id: idSchema.nullable(),
  candidat_id: idSchema.nullable(),
  fcm_token: z.string().nullable(),
  civilite: z.string().nullable(),
  nom: z.string().nullable(),
  prenom: z.string().nullable(),
  mobile: z.string().nullable(),
  fixe: z.string().nullable(),
  date_naissance: z.string().nullable(),
  adresse: z.string().nullable(),
  codep: z.string().nullable(),
  ville: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  email_verified: z.boolean(),
  /**
   * The households this account follows as a relative (issue 25, point 7; docs/proches.md): the
   * « proche » space. Absent or empty for everyone else.
   */
  proche_client_ids: z.array(idSchema).optional(),
});
export type User = z.infer<typeof userSchema>;

/** A signed-in session: a short access token (JWT) and a rotating refresh token. */
export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Lifetime of the access token, in seconds. */
  expires_in: z.number().int().positive(),
  user: userSchema,
});

/** Sign-up data of section 3 plus a password. */
export const signUpDataSchema = z.strictObject({
  civilite: civiliteInputSchema,
  nom: text(100),
  prenom: text(100),
  email: emailSchema,
  mobile: phoneSchema,
  fixe: phoneSchema
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  date_naissance: dateSchema
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || null),
  adresse: text(255),
  codep: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Code postal à 5 chiffres attendu.'),
  ville: text(100),
  country: text(100).default('France'),
  lat: latitudeSchema.nullish().transform((value) => value ?? null),
  lng: longitudeSchema.nullish().transform((value) => value ?? null),
  password: passwordSchema,
});

const credentialsSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Ce champ est obligatoire.').max(128),
});

const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Code à 6 chiffres attendu.');

const emailOnlySchema = z.strictObject({ email: emailSchema });

export const accountsEndpoints = {
  createAccount: endpoint({
    method: 'POST',
    path: '/users/create-account',
    summary:
      "Crée un compte client non validé et envoie par e-mail un code de validation à 6 chiffres (réponse identique si l'adresse a déjà un compte : son titulaire est prévenu par e-mail).",
    tag: TAG,
    body: signUpDataSchema,
    /** No id: an address that already has an account answers the same, and must not be told apart. */
    response: z.object({ email: z.string(), email_verified: z.literal(false) }),
    envelope: 'data',
    access: publicAccess,
    status: 201,
  }),
  sendValidationCode: endpoint({
    method: 'POST',
    path: '/api/users/send-validation-code',
    summary:
      "Envoie un nouveau code de validation à l'adresse d'un compte non validé (réponse identique si l'adresse est inconnue).",
    tag: TAG,
    body: emailOnlySchema,
    response: messageSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  validAccount: endpoint({
    method: 'POST',
    path: '/api/users/valid-account',
    summary:
      "Valide un compte avec le code reçu par e-mail (sans le bon code en attente : 400, que l'adresse ait un compte ou non).",
    tag: TAG,
    body: z.strictObject({ email: emailSchema, code: codeSchema }),
    response: z.object({ email_verified: z.literal(true) }),
    envelope: 'data',
    access: publicAccess,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset-password',
    summary:
      'Mot de passe oublié : sans code, envoie un code par e-mail ; avec le code et un nouveau mot de passe, le remplace et ferme toutes les sessions.',
    tag: TAG,
    body: z.union([
      emailOnlySchema,
      z.strictObject({ email: emailSchema, code: codeSchema, password: passwordSchema }),
    ]),
    response: messageSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/users/change-password',
    summary:
      "Change le mot de passe de l'utilisateur connecté, ferme toutes ses sessions et en ouvre une nouvelle pour cet appareil.",
    tag: TAG,
    body: z.strictObject({
      current_password: z.string().min(1, 'Ce champ est obligatoire.').max(128),
      new_password: passwordSchema,
    }),
    response: sessionSchema,
    envelope: 'data',
    access: signedIn('user'),
  }),
  updateUser: endpoint({
    method: 'POST',
    path: '/api/users/update',
    summary:
      "Met à jour le profil de l'utilisateur connecté (dont le jeton de notification fcm_token).",
    tag: TAG,
    body: z
      .strictObject({
        civilite: civiliteInputSchema.optional(),
        nom: text(100).optional(),
        prenom: text(100).optional(),
        name: text(200).optional(),
        mobile: phoneSchema.optional(),
        fixe: phoneSchema
          .nullable()
          .or(z.literal(''))
          .transform((value) => value || null)
          .optional(),
        date_naissance: dateSchema.nullable().optional(),
        adresse: text(255).optional(),
        codep: z
          .string()
          .trim()
          .regex(/^\d{5}$/, 'Code postal à 5 chiffres attendu.')
          .optional(),
        ville: text(100).optional(),
        country: text(100).optional(),
        lat: latitudeSchema.nullable().optional(),
        lng: longitudeSchema.nullable().optional(),
        profile_photo_path: optionalText(500).optional(),
        fcm_token: optionalText(4096).optional(),
      })
      .refine((body) => Object.keys(body).length > 0, { message: 'Aucun champ à mettre à jour.' }),
    response: userSchema,
    envelope: 'datas',
    access: signedIn('user'),
  }),
  resendLienValidation: endpoint({
    method: 'POST',
    path: '/api/users/resend-lien-validation',
    summary:
      "Renvoie l'e-mail de validation (code et lien) d'un compte non validé (réponse identique si l'adresse est inconnue).",
    tag: TAG,
    body: emailOnlySchema,
    response: messageSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  setClientInactif: endpoint({
    method: 'POST',
    path: '/api/clients/setInactif',
    summary:
      'Désactive un client et ses comptes, et ferme leurs sessions (le client lui-même ou le back-office).',
    tag: TAG,
    body: z.strictObject({ clientId: idSchema }),
    response: z.object({ clientId: idSchema, is_active: z.literal(false) }),
    envelope: 'data',
    access: rolesOnly([...ROLE_GROUPS.COMMERCIAL, ROLE.CLIENT], 'client'),
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/auth/signup',
    summary:
      "Termine l'inscription : valide le compte créé par /users/create-account avec le code reçu et ouvre une session.",
    tag: TAG,
    body: z.strictObject({
      email: emailSchema,
      code: codeSchema,
      password: z.string().min(1).max(128),
    }),
    response: sessionSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  signin: endpoint({
    method: 'POST',
    path: '/api/auth/signin',
    summary: 'Connexion au back-office (rôles 1 à 4).',
    tag: TAG,
    body: credentialsSchema,
    response: sessionSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  signinUser: endpoint({
    method: 'POST',
    path: '/api/auth/signin-user',
    summary: "Connexion de l'application (clients, agents et back-office).",
    tag: TAG,
    body: credentialsSchema,
    response: sessionSchema,
    envelope: 'data',
    access: publicAccess,
  }),
  tokenRefresh: endpoint({
    method: 'POST',
    path: '/api/auth/token-refresh',
    summary:
      "Échange un jeton de rafraîchissement contre un nouveau jeton d'accès (rotation : quelques secondes durant, l'ancien donne la même réponse ; réutilisé ensuite, il ferme la session).",
    tag: TAG,
    body: z.strictObject({ refresh_token: z.string().min(1).max(512) }),
    response: sessionSchema.omit({ user: true }),
    envelope: 'data',
    access: publicAccess,
  }),
  authUser: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    summary: "L'utilisateur connecté.",
    tag: TAG,
    response: userSchema,
    envelope: 'data',
    access: signedIn(),
  }),
  /** Project addition: sign-out ends the session (its refresh token and access tokens). */
  signout: endpoint({
    method: 'POST',
    path: '/api/auth/signout',
    summary: 'Déconnexion : ferme la session en cours (jetons d’accès et de rafraîchissement).',
    tag: TAG,
    body: z.strictObject({}).optional(),
    response: messageSchema,
    envelope: 'data',
    access: signedIn(),
  }),
};
