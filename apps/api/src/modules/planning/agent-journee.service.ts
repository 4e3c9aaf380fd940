import { endpoints } from '@maisonnee/contract';
import {
  accesWindow,
  agencyWallClock,
  atUtc,
  checkEnRoute,
  effectiveEnd,
  estimateTravelMinutes,
  formatArrivalTime,
  toParisIsoDate,
} from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, assertAllowed, notFound, validationFailed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import {
  findEnRouteContext,
  selectAgentVisites,
  selectInterventionsAvecRapport,
  selectMissionTaches,
  updateEnRoute,
  type AgentVisiteRow,
} from './agent-journee.queries.ts';
import { DAY_MS, refOf, tell } from './planning-common.ts';

/*
 * The agent's day and week, and « En route » (issue 25, point 4; docs/agent-journee.md). The
 * family's access instructions and door code leave the API only here, to the planned agent, from
 * one hour before the visit to its end: never in a notification, a mail or a log.
 */

type E = typeof endpoints;

/** A new estimate tells the family again only when it moves by this much. */
const RENOTIFY_MINUTES = 5;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The agent's own record: an agent without one has no day. */
function candidatOf(auth: AuthContext, access: E['getAgentJournee']['access']): number {
  assertCaller(auth, access);
  if (auth.candidatId === null) {
    throw new AppError('FORBIDDEN', "Ce compte n'a pas d'espace intervenant.");
  }
  return auth.candidatId;
}

function toSemaineDto(row: AgentVisiteRow) {
  return {
    id: row.id,
    mission_id: row.mission_id,
    date_debut: row.date_debut.toISOString(),
    date_fin: row.date_fin.toISOString(),
    statut: row.statut,
    skill_id: row.skill_id,
    client: { prenom: row.client.prenom ?? '', nom: row.client.nom, ville: row.client.ville },
  };
}

export function createAgentJourneeService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    async getJournee(auth: AuthContext, query: { date?: string | undefined }) {
      const candidatId = candidatOf(auth, endpoints.getAgentJournee.access);
      const at = now();
      const date = query.date ?? toParisIsoDate(at);
      const rows = await selectAgentVisites(
        db,
        candidatId,
        atUtc(date, '00:00'),
        atUtc(date, '24:00'),
      );
      const missionIds = [...new Set(rows.flatMap((row) => row.mission_id ?? []))];
      const [taches, rapports] = await Promise.all([
        selectMissionTaches(db, missionIds),
        selectInterventionsAvecRapport(
          db,
          rows.map((row) => row.id),
        ),
      ]);
      const wall = agencyWallClock(at).getTime();
      const visites = rows.map((row) => {
        // Only the planned agent reads its day; the window then decides.
        const window = accesWindow({ date_debut: row.date_debut, date_fin: effectiveEnd(row) }, at);
        const planned = row.candidat_id === candidatId;
        const over = row.statut === 'terminee' || row.statut === 'annulee';
        const shown = planned && window.open && !over;
        return {
          ...toSemaineDto(row),
          client: {
            id: row.client.id,
            prenom: row.client.prenom ?? '',
            nom: row.client.nom,
            mobile: row.client.mobile,
            adresse: row.client.adresse,
            complement_adresse: row.client.complement_adresse,
            codep: row.client.codep,
            ville: row.client.ville,
            lat: row.client.lat,
            lng: row.client.lng,
          },
          acces: shown
            ? {
                instructions: row.client.acces_instructions,
                code_porte: row.client.code_porte,
              }
            : null,
          // Not yet open: when it opens (after the end, never again).
          acces_disponible_a:
            planned && !over && wall < window.opensAt.getTime() ? iso(window.opensAt) : null,
          taches: taches
            .filter((tache) => tache.mission_id === row.mission_id)
            .map((tache) => ({ id: tache.id, libelle: tache.libelle })),
          rapport_envoye: rapports.has(row.id),
          en_route_at: iso(row.en_route_at),
          en_route_arrivee_estimee_at: iso(row.en_route_arrivee_estimee_at),
          pointage_debut_at: iso(row.pointage_debut_at),
          pointage_fin_at: iso(row.pointage_fin_at),
        };
      });
      return { date, visites };
    },

    async getSemaine(auth: AuthContext, query: { debut: string }) {
      const candidatId = candidatOf(auth, endpoints.getAgentSemaine.access);
      const from = atUtc(query.debut, '00:00');
      if (from.getUTCDay() !== 1) {
        throw validationFailed({ debut: 'Choisissez un lundi.' }, 'La semaine commence un lundi.');
      }
      const to = new Date(from.getTime() + 7 * DAY_MS);
      const rows = await selectAgentVisites(db, candidatId, from, to);
      const jours = Array.from({ length: 7 }, (_, index) => {
        const date = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        return {
          date,
          visites: rows
            .filter((row) => row.date_debut.toISOString().slice(0, 10) === date)
            .map(toSemaineDto),
        };
      });
      const total = rows.reduce(
        (sum, row) => sum + (row.date_fin.getTime() - row.date_debut.getTime()) / 60_000,
        0,
      );
      return {
        debut: query.debut,
        fin: jours[6]!.date,
        jours,
        total_minutes: Math.round(total),
      };
    },

    async signalerEnRoute(auth: AuthContext, id: number, body: { minutes?: number | undefined }) {
      const access = endpoints.signalerEnRoute.access;
      assertCaller(auth, access);
      const row = await findEnRouteContext(db, id);
      if (!row) throw notFound('Intervention introuvable.');
      // Only the planned agent: another agent of the agency is refused like a stranger.
      if (row.candidat_id === null || row.candidat_id !== auth.candidatId) {
        throw new AppError('FORBIDDEN', "Cette intervention n'est pas la vôtre.");
      }
      const at = now();
      assertAllowed(checkEnRoute({ ...row, date_fin: effectiveEnd(row) }, at));
      const minutes =
        body.minutes ??
        estimateTravelMinutes(
          { lat: row.agent_lat ?? undefined, lng: row.agent_lng ?? undefined },
          { lat: row.client_lat ?? undefined, lng: row.client_lng ?? undefined },
          row.agent_transport_type_id,
        );
      const arrivee = new Date(at.getTime() + minutes * 60_000);
      const before = row.en_route_arrivee_estimee_at;
      await db.transaction(async (tx) => {
        const updated = await updateEnRoute(tx, id, {
          en_route_at: at,
          en_route_arrivee_estimee_at: arrivee,
        });
        // Checked in (or cancelled) in the meantime.
        if (!updated) assertAllowed(checkEnRoute({ ...row, statut: 'en_cours' }, at));
        const moved =
          !before || Math.abs(before.getTime() - arrivee.getTime()) >= RENOTIFY_MINUTES * 60_000;
        if (moved) {
          await tell(
            tx,
            'client',
            row,
            NOTIFICATION_MESSAGES.intervention.enRoute({
              ...refOf(row),
              prenom: row.agent_prenom ?? '',
              arrivee: formatArrivalTime(arrivee),
            }),
          );
        }
      });
      return {
        intervention_id: id,
        en_route_at: at.toISOString(),
        en_route_arrivee_estimee_at: arrivee.toISOString(),
        minutes,
      };
    },
  };
}
