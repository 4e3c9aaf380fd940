import { ROLE } from '@maisonnee/domain';
import { z } from 'zod';
import { dateTimeSchema, isStorableText, optionalText } from '../common.ts';
import { endpoint, rolesOnly, type EndpointDef } from '../endpoint.ts';
import { agentSummarySchema } from '../entities.ts';

const TAG = 'Intervenants';

/** A family's choice about one agent: preferred (planned first) or set aside (never proposed). */
export const intervenantPreferenceSchema = z.enum(['prefere', 'ecarte']);
export type IntervenantPreferenceValue = z.infer<typeof intervenantPreferenceSchema>;

/** An agent as the family's list shows it: summary, whether planned or proposed, the family's choice. */
export const intervenantResumeSchema = agentSummarySchema.extend({
  /** Planned at least once for this family (past or future). */
  is_planifie: z.boolean(),
  /** Named in a planning proposal sent to this family. */
  is_propose: z.boolean(),
  preference: intervenantPreferenceSchema.nullable(),
});
export type IntervenantResume = z.infer<typeof intervenantResumeSchema>;

/** One review as a family reads it: the reviewer as « Prénom N. », never the full name. */
export const intervenantAvisSchema = z.object({
  note: z.number().int().min(1).max(5),
  commentaire: z.string().nullable(),
  date: dateTimeSchema,
  auteur: z.string(),
});

/** What a family sees of an agent (issue 25, point 3). */
export const intervenantProfilSchema = intervenantResumeSchema.extend({
  presentation: z.string().nullable(),
  /** The services (catalogue SKILLS) with the years of experience declared in each. */
  services: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      annees_experience: z.number().int().nullable(),
    }),
  ),
  /** The finer skills declared (catalogue COMPETENCES), as labels. */
  competences: z.array(z.string()),
  langues: z.array(z.string()),
  experience_annees: z.number().int().nullable(),
  experience: z.string().nullable(),
  /** The latest five reviews, newest first. */
  avis: z.array(intervenantAvisSchema),
});
export type IntervenantProfil = z.infer<typeof intervenantProfilSchema>;

/** The agent's own public profile: what it writes, and how families see it. */
export const profilPublicSchema = z.object({
  presentation: z.string().nullable(),
  langues: z.array(z.string()),
  experience: z.string().nullable(),
  apercu: intervenantProfilSchema,
});

/** Longest presentation an agent may write. */
export const PRESENTATION_MAX = 600;

const langueSchema = z
  .string()
  .trim()
  .min(1, 'Une langue ne peut pas être vide.')
  .max(40, '40 caractères au plus par langue.')
  .refine(isStorableText, 'Cette langue contient un caractère non accepté.');

const candidatRef = { candidatId: 'encrypted' } as const;
const CLIENTS = rolesOnly([ROLE.CLIENT], 'client');
const AGENTS = rolesOnly([ROLE.AGENT], 'candidat');

/** Profils des intervenants vus par les familles, préférences, profil public de l’agent (issue 25). */
export const intervenantsEndpoints = {
  listMesIntervenants: endpoint({
    method: 'GET',
    path: '/api/client/intervenants',
    summary:
      'Les intervenants planifiés ou proposés pour la famille, avec leur photo, leur note et la préférence de la famille.',
    tag: TAG,
    response: z.array(intervenantResumeSchema),
    envelope: 'data',
    access: CLIENTS,
  }),
  getIntervenantProfil: endpoint({
    method: 'GET',
    path: '/api/client/intervenants/{candidatId}',
    summary:
      "Le profil d'un intervenant planifié ou proposé pour la famille : présentation, compétences, langues, expérience, note et derniers avis.",
    tag: TAG,
    params: candidatRef,
    response: intervenantProfilSchema,
    envelope: 'data',
    access: CLIENTS,
  }),
  setIntervenantPreference: endpoint({
    method: 'PUT',
    path: '/api/client/intervenants/{candidatId}/preference',
    summary:
      "La famille marque un intervenant comme préféré, demande à ne plus le voir (l'agence est prévenue, l'intervenant non) ou retire son choix.",
    tag: TAG,
    params: candidatRef,
    body: z.strictObject({
      preference: intervenantPreferenceSchema.nullable(),
      motif: optionalText(500),
    }),
    response: intervenantProfilSchema,
    envelope: 'data',
    access: CLIENTS,
  }),
  getProfilPublic: endpoint({
    method: 'GET',
    path: '/api/agent/profil-public',
    summary: "Le profil public de l'intervenant et l'aperçu de ce que les familles en voient.",
    tag: TAG,
    response: profilPublicSchema,
    envelope: 'data',
    access: AGENTS,
  }),
  updateProfilPublic: endpoint({
    method: 'PUT',
    path: '/api/agent/profil-public',
    summary: "L'intervenant modifie sa présentation, les langues qu'il parle et son expérience.",
    tag: TAG,
    body: z.strictObject({
      presentation: optionalText(PRESENTATION_MAX),
      langues: z
        .array(langueSchema)
        .max(10, 'Dix langues au plus.')
        .refine(
          (langues) => new Set(langues.map((l) => l.toLowerCase())).size === langues.length,
          'Chaque langue une seule fois.',
        ),
      experience: optionalText(1000),
    }),
    response: profilPublicSchema,
    envelope: 'data',
    access: AGENTS,
  }),
} satisfies Record<string, EndpointDef>;
