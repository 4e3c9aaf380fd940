import { endpoints, type SuiviFoyer, type SuiviVisite, type VisiteEtat } from '@maisonnee/contract';
import { agencyWallClock, skillLabel } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ProchesDeps } from './proches-common.ts';
import * as q from './proches.queries.ts';

/** How many visits each list of a household shows, and how far back the recent ones go. */
export const SUIVI_VISITES_MAX = 10;
export const SUIVI_RECENT_DAYS = 14;

/** The state of a visit as a relative reads it (« en route » and « arrivé » from the agent). */
export function etatVisite(row: q.VisiteRow): VisiteEtat {
  if (row.statut === 'annulee') return 'annulee';
  if (row.statut === 'terminee' || row.pointage_fin_at) return 'terminee';
  if (row.statut === 'en_cours' || row.pointage_debut_at) return 'arrivee';
  if (row.en_route_at) return 'en_route';
  return 'planifiee';
}

/** « Karim B. »: the agent's first name and initial, never more. */
function agentName(row: q.VisiteRow): string | null {
  if (!row.agent_prenom && !row.agent_nom) return null;
  const initial = row.agent_nom ? `${row.agent_nom.charAt(0).toUpperCase()}.` : '';
  return [row.agent_prenom, initial].filter(Boolean).join(' ');
}

function toVisite(row: q.VisiteRow): SuiviVisite {
  const etat = etatVisite(row);
  return {
    intervention_id: row.id,
    mission_id: row.mission_id,
    date_debut: row.date_debut.toISOString(),
    date_fin: row.date_fin.toISOString(),
    service: row.skill_id === null ? 'Intervention' : skillLabel(row.skill_id),
    intervenant: agentName(row),
    etat,
    arrivee_estimee_at:
      etat === 'en_route' ? (row.en_route_arrivee_estimee_at?.toISOString() ?? null) : null,
  };
}

/**
 * The relative's follow-up: the households the caller follows now (read from `proches` on every
 * call, so a removed access is refused at once), with their missions and visits. The first call
 * marks the invitations accepted. A caller who follows no household is refused.
 */
export async function getSuivi(
  deps: Pick<ProchesDeps, 'db' | 'now'>,
  auth: AuthContext,
): Promise<SuiviFoyer[]> {
  assertCaller(auth, endpoints.getSuivi.access);
  const now = deps.now();
  const foyers = await q.listFoyersOfUser(deps.db, auth.userId);
  if (foyers.length === 0) {
    throw new AppError(
      'FORBIDDEN',
      'Vous ne suivez aucun foyer : la famille ne vous a pas invité ou a retiré votre accès.',
    );
  }
  if (foyers.some((foyer) => foyer.accepted_at === null)) {
    await q.markAcceptedBy(deps.db, auth.userId, now);
  }
  const wallNow = agencyWallClock(now);
  const since = new Date(wallNow.getTime() - SUIVI_RECENT_DAYS * 86_400_000);
  return Promise.all(
    foyers.map(async (foyer) => {
      const [missions, visites] = await Promise.all([
        q.listMissionsOfClient(deps.db, foyer.client_id),
        q.listVisitesOfClient(deps.db, foyer.client_id, {
          wallNow,
          since,
          limit: SUIVI_VISITES_MAX,
        }),
      ]);
      return {
        client_id: foyer.client_id,
        nom: [foyer.prenom, foyer.nom].filter(Boolean).join(' ') || 'Foyer',
        missions: missions.map((mission) => ({
          id: mission.id,
          service: skillLabel(mission.skill_id),
        })),
        a_venir: visites.aVenir.map(toVisite),
        recentes: visites.recentes.map(toVisite),
      };
    }),
  );
}
