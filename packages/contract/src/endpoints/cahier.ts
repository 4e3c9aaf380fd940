import {
  CAHIER_PHOTO_MAX_BYTES,
  CAHIER_PHOTO_TYPES,
  CAHIER_TACHE_MAX_LENGTH,
  CAHIER_TACHES_MAX,
  CAHIER_TEXTE_MAX_LENGTH,
} from '@maisonnee/domain';
import { z } from 'zod';
import {
  dateTimeSchema,
  idSchema,
  optionalText,
  pageQuerySchema,
  paginated,
  text,
} from '../common.ts';
import { endpoint, signedIn } from '../endpoint.ts';
import { fileLinkSchema } from './documents.ts';

/*
 * The visit report and the liaison notebook (issue 25, point 5; docs/cahier.md). Every call is
 * signed in; the service checks the notebook's one access rule (`cahier-access.ts`): the family
 * of the mission, a relative of that household (an active row of `proches`), an agent who has or
 * had a visit of the mission, and the agency's commercial team (with the administrators).
 * Everyone else gets 403.
 */

const TAG = 'Cahier de liaison';

/** Who wrote an entry. */
export const cahierAuteurSchema = z.enum(['intervenant', 'famille', 'proche', 'agence']);

/** A task the family set for every visit of the mission, in its order. */
export const missionTacheSchema = z.object({
  id: idSchema,
  libelle: z.string(),
  position: z.number().int().min(0),
});
export type MissionTacheDto = z.infer<typeof missionTacheSchema>;

/** A task of a visit report, with its wording when the report was written. */
export const tacheFaiteSchema = z.object({
  tache_id: idSchema,
  libelle: z.string(),
  faite: z.boolean(),
});

/** One entry of the notebook: a visit report (`intervention_id`, `taches`) or a message. */
export const cahierEntreeSchema = z.object({
  id: idSchema,
  mission_id: idSchema,
  /** The visit reported on; null for a message. */
  intervention_id: idSchema.nullable(),
  /** Start of the reported visit (null for a message). */
  date_visite: dateTimeSchema.nullable(),
  auteur: cahierAuteurSchema,
  auteur_nom: z.string(),
  /** True when the reader wrote it. */
  is_mine: z.boolean(),
  texte: z.string().nullable(),
  /** The tasks ticked at check-out, in the mission's order (visit reports only). */
  taches: z.array(tacheFaiteSchema).nullable(),
  /** The photo, through a file link valid for minutes (serve-file). */
  photo: fileLinkSchema.nullable(),
  created_at: dateTimeSchema,
});
export type CahierEntreeDto = z.infer<typeof cahierEntreeSchema>;

/** A finished visit of the reader (an agent) that still waits for its report. */
export const rapportAFaireSchema = z.object({
  intervention_id: idSchema,
  date_debut: dateTimeSchema,
  date_fin: dateTimeSchema,
});

export const cahierSchema = z.object({
  mission_id: idSchema,
  /** How the reader takes part: family, relative, agent of the mission or agency. */
  lecteur: cahierAuteurSchema,
  /** The family may change the tasks. */
  can_edit_taches: z.boolean(),
  /** The mission's tasks today (at most 20). */
  taches: z.array(missionTacheSchema),
  /** The reader's finished visits of the mission without a report (agents only, at most 5). */
  rapports_a_faire: z.array(rapportAFaireSchema),
  /** Newest first, 30 a page. */
  entrees: paginated(cahierEntreeSchema),
});
export type CahierDto = z.infer<typeof cahierSchema>;

/** A task as the family sends it: an existing one keeps its id, a new one has none. */
const tacheInputSchema = z.strictObject({
  id: idSchema.optional(),
  libelle: text(CAHIER_TACHE_MAX_LENGTH),
});

/** `taches` of a visit report: a JSON list of {tache_id, faite}, each task once. */
const rapportTachesField = z
  .string()
  .max(10_000, 'Liste des tâches trop longue.')
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({
        code: 'custom',
        message: 'Liste des tâches illisible : une liste JSON de {tache_id, faite} est attendue.',
        input: value,
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.strictObject({ tache_id: idSchema, faite: z.boolean() }), {
        message: 'Une liste de tâches est attendue.',
      })
      .max(CAHIER_TACHES_MAX, `${CAHIER_TACHES_MAX} tâches au plus.`)
      .refine(
        (taches) => new Set(taches.map((t) => t.tache_id)).size === taches.length,
        'Chaque tâche une seule fois.',
      ),
  );

const photoSpec = {
  fileField: 'photo',
  required: false,
  accept: CAHIER_PHOTO_TYPES,
  maxBytes: CAHIER_PHOTO_MAX_BYTES,
} as const;

export const cahierEndpoints = {
  listMissionTaches: endpoint({
    method: 'GET',
    path: '/api/missions/{missionId}/taches',
    summary:
      "Les tâches que la famille a fixées pour chaque visite d'une mission, dans leur ordre.",
    tag: TAG,
    params: { missionId: 'encrypted' },
    response: z.array(missionTacheSchema),
    envelope: 'data',
    access: signedIn(),
  }),
  saveMissionTaches: endpoint({
    method: 'PUT',
    path: '/api/missions/{missionId}/taches',
    summary:
      "Remplace la liste ordonnée des tâches d'une mission (la famille, 20 au plus) ; une tâche retirée reste dans les comptes rendus passés.",
    tag: TAG,
    params: { missionId: 'encrypted' },
    body: z.strictObject({
      taches: z
        .array(tacheInputSchema, { message: 'Une liste de tâches est attendue.' })
        .max(CAHIER_TACHES_MAX, `${CAHIER_TACHES_MAX} tâches au plus.`)
        .refine((taches) => {
          const ids = taches.flatMap((t) => (t.id ? [t.id] : []));
          return new Set(ids).size === ids.length;
        }, 'Chaque tâche une seule fois.'),
    }),
    response: z.array(missionTacheSchema),
    envelope: 'data',
    access: signedIn(),
  }),
  sendRapportVisite: endpoint({
    method: 'POST',
    path: '/api/interventions/{id}/rapport',
    summary:
      "Compte rendu d'une visite terminée par son intervenant : tâches faites, note et photo facultatives (JPEG ou PNG, 5 Mo, sans métadonnées), une seule fois.",
    tag: TAG,
    params: { id: 'encrypted' },
    multipart: photoSpec,
    body: z.strictObject({
      taches: rapportTachesField,
      texte: optionalText(CAHIER_TEXTE_MAX_LENGTH).optional(),
    }),
    response: cahierEntreeSchema,
    envelope: 'data',
    access: signedIn(),
    status: 201,
  }),
  getCahier: endpoint({
    method: 'GET',
    path: '/api/cahier/{missionId}',
    summary:
      "Le cahier de liaison d'une mission : ses entrées, les plus récentes d'abord (30 par page), ses tâches.",
    tag: TAG,
    params: { missionId: 'encrypted' },
    query: pageQuerySchema,
    response: cahierSchema,
    envelope: 'data',
    access: signedIn(),
  }),
  postCahierEntree: endpoint({
    method: 'POST',
    path: '/api/cahier/{missionId}',
    summary:
      "Écrit dans le cahier de liaison d'une mission : un texte et/ou une photo (JPEG ou PNG, 5 Mo, sans métadonnées).",
    tag: TAG,
    params: { missionId: 'encrypted' },
    multipart: photoSpec,
    body: z.strictObject({ texte: optionalText(CAHIER_TEXTE_MAX_LENGTH).optional() }),
    response: cahierEntreeSchema,
    envelope: 'data',
    access: signedIn(),
    status: 201,
  }),
};
