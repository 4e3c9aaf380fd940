import { endpoints, type Candidat as CandidatDto } from '@maisonnee/contract';
import { checkCandidatStatutChange, isAgentStatut } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { personColumnsOf } from '../../lib/person-columns.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { publishPlanningChanged } from '../planning/planning-live.ts';
import { recordBackOfficeChanges } from './back-office-changes.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { statutIdOf } from './candidat-dto.ts';
import { createLocator } from './candidat-location.ts';
import * as common from './recrutement-common.ts';
import * as q from './recrutement.queries.ts';

/*
 * The recruitment team creates or rewrites a whole file from the back office (docs/recrutement.md,
 * "Back office").
 */

type E = typeof endpoints;

export function createCandidatSaveService(deps: ModuleDeps) {
  const { db, now } = deps;
  const locate = createLocator(deps);

  return {
    /**
     * Creates or updates a file from the back office. The status moves only as
     * checkCandidatStatutChange allows (409 STATUT_CHANGE_REFUSED); every change is written to
     * the file's history in the same transaction as the change itself.
     */
    async save(auth: AuthContext, body: BodyOf<E['saveCandidat']>): Promise<CandidatDto> {
      assertCaller(auth, endpoints.saveCandidat.access);
      common.checkCatalogueIds(body);
      const previous =
        body.id === undefined ? undefined : await common.requireCandidat(db, body.id);
      const fromStatut = previous ? statutIdOf(previous) : null;
      assertAllowed(checkCandidatStatutChange(fromStatut, body.statut_id));
      const position = await locate(body, { lat: body.lat, lng: body.lng }, previous);
      const at = now();
      const id = await db.transaction(async (tx) => {
        await common.assertEmailFree(tx, body.email, previous?.id);
        const values: q.NewCandidatRow = {
          ...personColumnsOf(body),
          ...position,
          candidat_statut_id: body.statut_id,
          transport_type_id: body.transport_type_id,
          rayon_km: body.rayon_km,
          presentation: body.presentation,
          is_active: body.is_active,
          ...(body.date_entree !== undefined ? { date_entree: body.date_entree } : {}),
          ...(body.date_sortie !== undefined ? { date_sortie: body.date_sortie } : {}),
          ...(body.entretien_at !== undefined
            ? { entretien_at: body.entretien_at === null ? null : new Date(body.entretien_at) }
            : {}),
          ...(body.documents_verifies ? { documents_verifies_at: at } : {}),
        };
        let candidatId: number;
        const event = (
          type: Parameters<typeof recordCandidatEvenement>[1]['type'],
          libelle: string,
        ) => recordCandidatEvenement(tx, { candidatId, type, libelle, userId: auth.userId });
        if (previous) {
          candidatId = previous.id;
          await q.updateCandidat(tx, candidatId, values);
          await event('fiche', 'Fiche mise à jour par l’agence.');
        } else {
          // A file made by the agency has no application step: it counts as complete.
          candidatId = await q.insertCandidat(tx, { ...values, candidature_etape: null });
          await event('fiche', 'Fiche créée par l’agence.');
        }
        await q.replaceServices(tx, candidatId, body.services);
        // An agent's row on the board: its name, services, declared availability, status.
        if (isAgentStatut(fromStatut) || isAgentStatut(body.statut_id))
          publishPlanningChanged('all');
        await q.upsertInfosSupp(tx, candidatId, {
          competence_ids: [...new Set(body.competence_ids)],
          reponses: common.reponsesOf(body.infos_supp),
          disponibilites: body.disponibilites,
          experience_annees: body.experience_annees ?? null,
        });
        await recordBackOfficeChanges(tx, auth, candidatId, {
          fromStatut,
          toStatut: body.statut_id,
          entretienBefore: previous?.entretien_at ?? null,
          entretienAt: body.entretien_at,
          documentsVerifies: body.documents_verifies === true,
          commentaire: body.commentaire,
        });
        return candidatId;
      });
      return common.candidatDtoOf(db, id, true);
    },
  };
}
