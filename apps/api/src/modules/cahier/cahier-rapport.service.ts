import { endpoints, type CahierEntreeDto } from '@maisonnee/contract';
import { canWriteRapport, ROLE } from '@maisonnee/domain';
import type { TacheFaite } from '../../db/schema/cahier.ts';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { NOTIFICATION_MESSAGES, notify } from '../notifications/notifications.service.ts';
import { agentName, cahierPage, createCahierCommon, type CahierDeps } from './cahier-common.ts';
import * as q from './cahier.queries.ts';

/** The report as the route read it: ticked tasks, optional note and photo. */
export interface RapportInput {
  taches: readonly { tache_id: number; faite: boolean }[];
  texte?: string | null;
  photo: UploadedFile | null;
}

/**
 * `sendRapportVisite` (docs/cahier.md): the planned agent of a visit, once it is over (checked
 * out), writes its report once: the tasks of the mission ticked done or not (their wording kept
 * as it is today), a note and a photo. It becomes the notebook's entry of that visit, and the
 * family is told.
 */
export function createCahierRapportService(deps: CahierDeps) {
  const { db, config } = deps;
  const common = createCahierCommon(deps);

  return {
    async send(
      auth: AuthContext,
      interventionId: number,
      input: RapportInput,
    ): Promise<CahierEntreeDto> {
      assertCaller(auth, endpoints.sendRapportVisite.access);
      const id = await db.transaction(async (tx) => {
        const visit = await q.findVisitForRapport(tx, interventionId);
        if (!visit) throw notFound('Intervention introuvable.');
        if (
          !auth.roles.includes(ROLE.AGENT) ||
          auth.candidatId === null ||
          visit.candidatId !== auth.candidatId
        ) {
          throw forbidden("Seul l'intervenant de cette visite peut en écrire le compte rendu.");
        }
        if (visit.missionId === null) {
          throw forbidden(
            "Cette intervention n'appartient à aucune mission : pas de cahier de liaison.",
          );
        }
        const missionId = visit.missionId;
        assertAllowed(
          canWriteRapport({
            statut: visit.statut,
            pointage_fin_at: visit.pointageFinAt,
            hasRapport: await q.hasRapport(tx, visit.id),
          }),
        );
        const taches = await snapshotTaches(tx, missionId, input.taches);
        const texte = input.texte?.trim() || null;
        return common.writeEntree(
          {
            missionId,
            interventionId: visit.id,
            auteurUserId: auth.userId,
            auteurNom: agentName(auth.user),
            auteur: 'intervenant',
            texte,
            taches,
          },
          input.photo,
          async (inner) => {
            await notify(
              inner,
              { clientId: visit.clientId },
              NOTIFICATION_MESSAGES.cahier.rapportVisite({
                agent: agentName(auth.user),
                landingPage: cahierPage(missionId, config.idSecret),
                missionId,
                interventionId: visit.id,
                clientId: visit.clientId,
              }),
            );
          },
          tx,
        );
      });
      return common.entreeDto(auth, id);
    },
  };
}

/**
 * The report's tasks with today's wording, in the mission's order: every active task of the mission
 * (one left out was not done), and a task sent that is not the mission's is refused (400).
 */
async function snapshotTaches(
  conn: Parameters<typeof q.selectTaches>[0],
  missionId: number,
  sent: RapportInput['taches'],
): Promise<TacheFaite[]> {
  const actives = await q.selectTaches(conn, missionId);
  const known = await q.selectTachesByIds(
    conn,
    missionId,
    sent.map((t) => t.tache_id),
  );
  if (known.length !== sent.length) {
    throw validationFailed(
      { taches: "Une tâche envoyée n'est pas une tâche de cette mission." },
      "Une tâche envoyée n'est pas une tâche de cette mission : rechargez la page.",
    );
  }
  const faites = new Map(sent.map((t) => [t.tache_id, t.faite]));
  const ordered = [...actives, ...known.filter((t) => !actives.some((a) => a.id === t.id))];
  return ordered.map((t) => ({
    tache_id: t.id,
    libelle: t.libelle,
    faite: faites.get(t.id) ?? false,
  }));
}
