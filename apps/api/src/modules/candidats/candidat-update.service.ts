import { endpoints, type Candidat as CandidatDto } from '@maisonnee/contract';
import { checkCandidatStatutChange, isAgentStatut } from '@maisonnee/domain';
import { isBackOffice, type AuthContext } from '../../lib/access.ts';
import { assertAllowed, forbidden } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { ADDRESS_COLUMNS, sentFieldsOf } from '../../lib/person-columns.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { publishPlanningChanged } from '../planning/planning-live.ts';
import { BACK_OFFICE_UPDATE_FIELDS, recordBackOfficeChanges } from './back-office-changes.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { statutIdOf } from './candidat-dto.ts';
import { createLocator } from './candidat-location.ts';
import * as common from './recrutement-common.ts';
import * as q from './recrutement.queries.ts';

/*
 * Changes to part of a file (docs/recrutement.md): the agent edits its own profile and extra
 * answers, the recruitment team any file, with the status, the interview, the documents checked
 * and comments besides.
 */

type E = typeof endpoints;

/** The profile's columns that candidat/update changes when they are sent. */
const PROFILE_FIELDS = [
  'civilite',
  'nom',
  'prenom',
  'email',
  'mobile',
  'fixe',
  'date_naissance',
  ...ADDRESS_COLUMNS,
  'transport_type_id',
  'rayon_km',
  'presentation',
] as const;

export function createCandidatUpdateService(deps: ModuleDeps) {
  const { db, now } = deps;
  const locate = createLocator(deps);

  return {
    /**
     * The agent edits its own profile, the recruitment team any file. Only the fields sent
     * change: the team may also move the status (checkCandidatStatutChange), plan the interview,
     * mark the documents checked or add a comment without sending the rest of the file, which an
     * application left unfinished does not have.
     */
    async update(auth: AuthContext, body: BodyOf<E['updateCandidat']>): Promise<CandidatDto> {
      assertCaller(auth, endpoints.updateCandidat.access, { candidatId: body.id });
      const agencyOnly = BACK_OFFICE_UPDATE_FIELDS.filter((field) => body[field] !== undefined);
      if (agencyOnly.length > 0 && !isBackOffice(auth)) {
        throw forbidden(
          "Seule l'agence change le statut, l'entretien, la vérification des documents ou les commentaires d'une fiche.",
        );
      }
      common.checkCatalogueIds(body);
      const previous = await common.requireCandidat(db, body.id);
      const fromStatut = statutIdOf(previous);
      if (body.statut_id !== undefined) {
        assertAllowed(checkCandidatStatutChange(fromStatut, body.statut_id));
      }
      const columns: Partial<q.NewCandidatRow> = sentFieldsOf(body, PROFILE_FIELDS);
      // A new address without coordinates is placed again (or left unplaced).
      const addressChanged = (['adresse', 'codep', 'ville'] as const).some(
        (field) => body[field] !== undefined && body[field] !== previous[field],
      );
      if (addressChanged && body.lat == null && body.lng == null) {
        Object.assign(
          columns,
          await locate(
            {
              adresse: body.adresse ?? previous.adresse ?? '',
              codep: body.codep ?? previous.codep ?? '',
              ville: body.ville ?? previous.ville ?? '',
            },
            { lat: null, lng: null },
          ),
        );
      }
      const infos: q.InfosSuppValues = {};
      if (body.competence_ids !== undefined)
        infos.competence_ids = [...new Set(body.competence_ids)];
      if (body.disponibilites !== undefined) infos.disponibilites = body.disponibilites;
      if (body.experience_annees !== undefined) infos.experience_annees = body.experience_annees;
      // Only a change of the profile itself is written as « fiche mise à jour ».
      const profileChanged =
        Object.keys(columns).length > 0 ||
        body.services !== undefined ||
        Object.keys(infos).length > 0;
      if (body.statut_id !== undefined) columns.candidat_statut_id = body.statut_id;
      if (body.is_active !== undefined) columns.is_active = body.is_active;
      if (body.entretien_at !== undefined) {
        columns.entretien_at = body.entretien_at === null ? null : new Date(body.entretien_at);
      }
      if (body.documents_verifies) columns.documents_verifies_at = now();
      await db.transaction(async (tx) => {
        if (body.email !== undefined) {
          if (isBackOffice(auth)) await common.assertEmailFree(tx, body.email, body.id);
          else await common.assertEmailFreeForAgent(tx, body.email, body.id);
        }
        if (Object.keys(columns).length > 0) await q.updateCandidat(tx, body.id, columns);
        if (body.services !== undefined) await q.replaceServices(tx, body.id, body.services);
        if (Object.keys(infos).length > 0) await q.upsertInfosSupp(tx, body.id, infos);
        if (profileChanged) {
          await recordCandidatEvenement(tx, {
            candidatId: body.id,
            type: 'fiche',
            libelle: isBackOffice(auth)
              ? 'Fiche mise à jour par l’agence.'
              : 'Profil mis à jour par l’agent.',
            userId: auth.userId,
          });
        }
        if (body.is_active !== undefined && body.is_active !== previous.is_active) {
          await recordCandidatEvenement(tx, {
            candidatId: body.id,
            type: 'fiche',
            libelle: body.is_active ? 'Fiche réactivée.' : 'Fiche désactivée.',
            userId: auth.userId,
          });
        }
        // An agent's row on the board: its name, services, declared availability, status.
        const agent = isAgentStatut(fromStatut) || isAgentStatut(body.statut_id);
        if (
          agent &&
          (profileChanged || body.statut_id !== undefined || body.is_active !== undefined)
        )
          publishPlanningChanged('all');
        await recordBackOfficeChanges(tx, auth, body.id, {
          fromStatut,
          toStatut: body.statut_id ?? fromStatut,
          entretienBefore: previous.entretien_at,
          entretienAt: body.entretien_at,
          documentsVerifies: body.documents_verifies === true,
          commentaire: body.commentaire,
        });
      });
      return common.candidatDtoOf(db, body.id, isBackOffice(auth));
    },

    /** Replaces the extra answers of a file (the agent its own, recruitment any). */
    async saveInfosSupp(
      auth: AuthContext,
      body: BodyOf<E['saveCandidatInfosSupp']>,
    ): Promise<CandidatDto> {
      assertCaller(auth, endpoints.saveCandidatInfosSupp.access, { candidatId: body.candidat_id });
      common.checkCatalogueIds(body);
      await common.requireCandidat(db, body.candidat_id);
      await db.transaction(async (tx) => {
        await q.upsertInfosSupp(tx, body.candidat_id, {
          reponses: common.reponsesOf(body.infos_supp),
        });
        await recordCandidatEvenement(tx, {
          candidatId: body.candidat_id,
          type: 'fiche',
          libelle: 'Informations complémentaires mises à jour.',
          userId: auth.userId,
        });
      });
      return common.candidatDtoOf(db, body.candidat_id, isBackOffice(auth));
    },
  };
}
