import { ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { dateTimeSchema, emailSchema, idSchema, optionalText, text } from '../common.ts';
import { endpoint, rolesOnly, signedIn, type EndpointDef } from '../endpoint.ts';

const TAG = 'Proches';

/** How many relatives a household may have at once (invited or active). */
export const PROCHES_MAX = 5;

/**
 * A relative of a household, as the family sees it (issue 25, point 7; docs/proches.md):
 * `invited` until the relative opened the follow-up once, then `active`; `revoked` once the
 * family removed the access (kept for the record).
 */
export const procheStatutSchema = z.enum(['invited', 'active', 'revoked']);
export type ProcheStatut = z.infer<typeof procheStatutSchema>;

export const procheSchema = z.object({
  id: idSchema,
  email: z.string(),
  prenom: z.string().nullable(),
  nom: z.string().nullable(),
  lien: z.string().nullable(),
  statut: procheStatutSchema,
  invited_at: dateTimeSchema,
  accepted_at: dateTimeSchema.nullable(),
  revoked_at: dateTimeSchema.nullable(),
});
export type Proche = z.infer<typeof procheSchema>;

/**
 * The state of a visit as a relative reads it: planned, the agent on the way (« En route »),
 * arrived (checked in), done, or cancelled.
 */
export const visiteEtatSchema = z.enum(['planifiee', 'en_route', 'arrivee', 'terminee', 'annulee']);
export type VisiteEtat = z.infer<typeof visiteEtatSchema>;

/** A visit of a followed household: planned times are the agency's wall clock written as UTC. */
export const suiviVisiteSchema = z.object({
  intervention_id: idSchema,
  mission_id: idSchema.nullable(),
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
  /** The service's label (« Ménage », « Aide à domicile »…). */
  service: z.string(),
  /** The agent's first name and initial (« Karim B. »), null while none is planned. */
  intervenant: z.string().nullable(),
  etat: visiteEtatSchema,
  /** The arrival the agent announced when leaving (a real instant), when « en route ». */
  arrivee_estimee_at: dateTimeSchema.nullable(),
});
export type SuiviVisite = z.infer<typeof suiviVisiteSchema>;

/** A household a relative follows: its name, its missions (for the notebook), its visits. */
export const suiviFoyerSchema = z.object({
  client_id: idSchema,
  /** « Famille Dubois » or the client's name. */
  nom: z.string(),
  /** The household's active missions: each opens its liaison notebook (/cahier/<id>). */
  missions: z.array(z.object({ id: idSchema, service: z.string() })),
  /** The next visits (at most 10), soonest first. */
  a_venir: z.array(suiviVisiteSchema),
  /** The visits of the last 14 days (at most 10), latest first. */
  recentes: z.array(suiviVisiteSchema),
});
export type SuiviFoyer = z.infer<typeof suiviFoyerSchema>;

/** The family itself: a client account, for its own household. */
const FAMILLE = rolesOnly([ROLE.CLIENT], 'client');

/** Les proches d'une famille (issue 25, point 7) : invitation, renvoi, retrait ; le suivi du proche. */
export const prochesEndpoints = {
  listProches: endpoint({
    method: 'GET',
    path: '/api/proches',
    summary:
      'Les proches de la famille (invités, actifs et retirés) qui suivent son foyer : planning, cahier de liaison, notifications.',
    tag: TAG,
    response: z.array(procheSchema),
    envelope: 'data',
    access: FAMILLE,
  }),
  inviteProche: endpoint({
    method: 'POST',
    path: '/api/proches',
    summary:
      "Invite un proche par e-mail : son compte est créé (ou relié s'il existe) et il reçoit le lien pour suivre le foyer.",
    tag: TAG,
    body: z.strictObject({
      email: emailSchema,
      prenom: text(100),
      nom: optionalText(100),
      lien: optionalText(100),
    }),
    response: procheSchema,
    envelope: 'data',
    access: FAMILLE,
    status: 201,
  }),
  resendInvitationProche: endpoint({
    method: 'POST',
    path: '/api/proches/{id}/renvoyer',
    summary:
      "Renvoie l'invitation d'un proche (un nouveau lien valable 7 jours s'il n'a pas encore choisi son mot de passe).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: procheSchema,
    envelope: 'data',
    access: FAMILLE,
  }),
  revokeProche: endpoint({
    method: 'DELETE',
    path: '/api/proches/{id}',
    summary: "Retire l'accès d'un proche au foyer, aussitôt (même s'il est connecté).",
    tag: TAG,
    params: { id: 'encrypted' },
    response: procheSchema,
    envelope: 'data',
    access: FAMILLE,
  }),
  getSuivi: endpoint({
    method: 'GET',
    path: '/api/suivi',
    summary:
      'Les foyers que suit le proche connecté : leurs visites à venir et récentes, leur état (en route, arrivé, terminé), leurs missions pour le cahier de liaison.',
    tag: TAG,
    response: z.array(suiviFoyerSchema),
    envelope: 'data',
    access: signedIn(),
  }),
} satisfies Record<string, EndpointDef>;
