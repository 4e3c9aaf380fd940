import { endpoints } from '@maisonnee/contract';
import { agencyWallClock, type SkillId } from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import * as q from './interventions.queries.ts';
import { ownedInterventionLoader, when } from './planning-common.ts';
import { findCandidat } from './read-model.queries.ts';

/* Reviews (avis): the client rates a finished intervention once; an agent's reviews. */

/** Skill of a review of an intervention outside any mission (the table has no skill column). */
const DEFAULT_SKILL_ID: SkillId = 1;
/** Reviews listed per page: an agent collects hundreds over the years. */
const AVIS_PAGE_SIZE = 20;

type E = typeof endpoints;

function toAvisDto(row: q.AvisRow) {
  return {
    id: row.id,
    intervention_id: row.intervention_id,
    candidat_id: row.candidat_id,
    client_id: row.client_id,
    note: row.note,
    commentaire: row.commentaire,
    created_at: row.created_at.toISOString(),
  };
}

/** The review of an intervention as the contract returns it, or null. */
export async function findAvisDto(db: Db, interventionId: number) {
  const avis = await q.findAvisOfIntervention(db, interventionId);
  return avis ? toAvisDto(avis) : null;
}

export function createAvisService(deps: { db: Db }) {
  const { db } = deps;
  const load = ownedInterventionLoader(db);

  return {
    async createAvis(auth: AuthContext, body: BodyOf<E['createInterventionAvis']>) {
      const row = await load(auth, body.intervention_id, endpoints.createInterventionAvis.access);
      if (row.statut !== 'terminee' || row.candidat_id === null)
        throw refusal(
          'NOT_FINISHED_YET',
          'Vous pourrez noter cette intervention une fois terminée.',
        );
      const candidatId = row.candidat_id;
      const avis = await db.transaction(async (tx) => {
        const inserted = await q.insertAvis(tx, {
          intervention_id: row.id,
          candidat_id: candidatId,
          client_id: row.client_id,
          note: body.note,
          commentaire: body.commentaire,
        });
        if (!inserted) throw refusal('ALREADY_RATED', 'Vous avez déjà noté cette intervention.');
        await notify(
          tx,
          { candidatId },
          NOTIFICATION_MESSAGES.intervention.nouvelAvis({
            interventionId: row.id,
            quand: when(row),
            note: body.note,
          }),
        );
        return inserted;
      });
      return toAvisDto(avis);
    },

    async getAvis(auth: AuthContext, interventionId: number) {
      const row = await load(auth, interventionId, endpoints.getInterventionAvis.access);
      return findAvisDto(db, row.id);
    },

    /** One page of an agent's reviews; the average and the count are over all of them. */
    async listAgentAvis(candidatId: number, query: QueryOf<E['listAgentAvis']>) {
      const candidat = await findCandidat(db, candidatId);
      if (!candidat) throw notFound('Agent introuvable.');
      const [rows, stats] = await Promise.all([
        q.listAvisOfAgent(db, candidatId, {
          limit: AVIS_PAGE_SIZE,
          offset: (query.page - 1) * AVIS_PAGE_SIZE,
        }),
        q.avisStatsOfAgent(db, candidatId),
      ]);
      return {
        candidat_id: candidatId,
        note_moyenne: stats.moyenne === null ? null : Math.round(stats.moyenne * 10) / 10,
        nb_avis: stats.total,
        page: query.page,
        limit: AVIS_PAGE_SIZE,
        // What a client choosing an agent needs, nothing that identifies the reviewer: no name,
        // no initial, no client or intervention id, and the day rather than the instant.
        avis: rows.map((row) => ({
          note: row.note,
          commentaire: row.commentaire,
          date: agencyWallClock(row.created_at).toISOString().slice(0, 10),
          client_besoin_skill_id: (row.skill_id ?? DEFAULT_SKILL_ID) as SkillId,
        })),
      };
    },
  };
}
