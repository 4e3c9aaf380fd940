import { endpoints, type CahierDto, type CahierEntreeDto } from '@maisonnee/contract';
import { CAHIER_PAGE_SIZE } from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { NOTIFICATION_MESSAGES, notify } from '../notifications/notifications.service.ts';
import { assertCahierAccess } from './cahier-access.ts';
import {
  agentName,
  cahierPage,
  createCahierCommon,
  extrait,
  personName,
  type CahierDeps,
} from './cahier-common.ts';
import * as q from './cahier.queries.ts';

/** Finished visits without report listed to their agent in the notebook. */
const RAPPORTS_A_FAIRE_MAX = 5;

/**
 * The notebook of a mission (docs/cahier.md): its entries newest first, 30 a page, and a message
 * written in it by the family, a relative, an agent of the mission or the agency. A message goes
 * to the other side: from the agent to the family; from the family, a relative or the agency to the
 * agent of the next visit (and, from a relative or the agency, to the family too). The agency is
 * never notified: it reads the notebook when it needs to.
 */
export function createCahierEntreesService(deps: CahierDeps) {
  const { db, config, now } = deps;
  const common = createCahierCommon(deps);

  return {
    /** `getCahier`. */
    async get(auth: AuthContext, missionId: number, page: number): Promise<CahierDto> {
      assertCaller(auth, endpoints.getCahier.access);
      const { lecteur } = await assertCahierAccess(db, auth, missionId);
      const limit = CAHIER_PAGE_SIZE;
      const [taches, rows, total, aFaire] = await Promise.all([
        q.selectTaches(db, missionId),
        q.selectEntrees(db, missionId, { limit, offset: (page - 1) * limit }),
        q.countEntrees(db, missionId),
        lecteur === 'intervenant' && auth.candidatId !== null
          ? q.selectRapportsAFaire(db, missionId, auth.candidatId, RAPPORTS_A_FAIRE_MAX)
          : Promise.resolve([]),
      ]);
      return {
        mission_id: missionId,
        lecteur,
        can_edit_taches: lecteur === 'famille',
        taches,
        rapports_a_faire: aFaire.map((v) => ({
          intervention_id: v.interventionId,
          date_debut: v.dateDebut.toISOString(),
          date_fin: v.dateFin.toISOString(),
        })),
        entrees: {
          items: await Promise.all(rows.map((row) => common.toDto(auth, row))),
          page,
          limit,
          total,
        },
      };
    },

    /** `postCahierEntree`: a text and/or a photo. */
    async post(
      auth: AuthContext,
      missionId: number,
      input: { texte?: string | null; photo: UploadedFile | null },
    ): Promise<CahierEntreeDto> {
      assertCaller(auth, endpoints.postCahierEntree.access);
      const { mission, lecteur } = await assertCahierAccess(db, auth, missionId);
      const texte = input.texte?.trim() || null;
      if (!texte && !input.photo) {
        const message = 'Écrivez un message ou joignez une photo.';
        throw validationFailed({ texte: message }, message);
      }
      const auteurNom = lecteur === 'intervenant' ? agentName(auth.user) : personName(auth.user);
      const tellOtherSide = async (tx: Tx) => {
        const message = NOTIFICATION_MESSAGES.cahier.nouveauMessage({
          de: auteurNom,
          extrait: extrait(texte),
          landingPage: cahierPage(missionId, config.idSecret),
          missionId,
        });
        if (lecteur !== 'famille' && lecteur !== 'intervenant') {
          // A relative's or the agency's message is for the family as well.
          await notify(tx, { clientId: mission.clientId, exceptUserIds: [auth.userId] }, message);
        }
        if (lecteur === 'intervenant') {
          await notify(tx, { clientId: mission.clientId }, message);
          return;
        }
        const nextAgent = await q.findNextAgent(tx, missionId, now());
        if (nextAgent !== null) await notify(tx, { candidatId: nextAgent }, message);
      };
      const id = await common.writeEntree(
        {
          missionId,
          interventionId: null,
          auteurUserId: auth.userId,
          auteurNom,
          auteur: lecteur,
          texte,
          taches: null,
        },
        input.photo,
        tellOtherSide,
      );
      return common.entreeDto(auth, id);
    },
  };
}
