import { endpoints } from '@maisonnee/contract';
import {
  atUtc,
  formatInterventionDate,
  isAgentAvailable,
  weeklyOccurrences,
  type Period,
} from '@maisonnee/domain';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { interventions } from '../../db/schema/interventions.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import {
  findAgentsDispos,
  firstWeekOccurrences,
  loadAgentAgenda,
} from '../candidats/candidats.service.ts';
import { listInterventionDtos, selectInterventions } from './interventions.dto.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { notify, NOTIF_TYPE } from '../notifications/notifications.service.ts';
import { findMissionRow, startOfUtcDay, toMissionDtos, type MissionRow } from './missions.dto.ts';
import * as q from './missions.queries.ts';

type E = typeof endpoints;

const DAY_MS = 86_400_000;
const PAGE_SIZE = 20;
/** Interventions created for an agent without an end date: three months ahead. */
const DEFAULT_PLANNING_DAYS = 91;
const RECRUTEMENT_ROLES = [1, 2];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const minutesOf = (p: Period) => Math.round((p.end.getTime() - p.start.getTime()) / 60_000);

export function createMissionsService(deps: ModuleDeps) {
  const { db, now } = deps;

  async function loadMission(id: number) {
    const mission = await findMissionRow(db, id);
    if (!mission) throw notFound('Mission introuvable.');
    return mission;
  }

  async function oneMissionDto(row: MissionRow) {
    const [dto] = await toMissionDtos(db, [row], { interventions: 'all', now: now() });
    return dto!;
  }

  /** The slots to staff: unassigned weekly slots in the first week, or the waiting one-offs. */
  async function slotsToStaff(mission: MissionRow, from: string): Promise<Period[]> {
    if (!mission.is_ponctuel) {
      const horaires = await q.listHoraires(db, mission.id);
      const free = horaires.filter((h) => h.candidat_id === null);
      return firstWeekOccurrences(free.length ? free : horaires, from);
    }
    const waiting = await selectInterventions(
      db,
      and(
        eq(interventions.mission_id, mission.id),
        isNull(interventions.candidat_id),
        eq(interventions.statut, 'planifiee'),
        gte(interventions.date_debut, atUtc(from, '00:00')),
      ),
    );
    return waiting.slice(0, 50).map((i) => ({ start: i.date_debut, end: i.date_fin }));
  }

  return {
    async listAPlanifier(body: BodyOf<E['listMissionsAPlanifier']>) {
      const at = now();
      const { rows, total } = await q.listMissionsAPlanifier(db, {
        clientId: body.client_id,
        services: body.services,
        from: body.date_debut ? atUtc(body.date_debut, '00:00') : undefined,
        to: body.date_fin ? atUtc(body.date_fin, '24:00') : undefined,
        now: at,
        page: body.page,
        limit: PAGE_SIZE,
      });
      return {
        items: await toMissionDtos(db, rows, { interventions: 'upcoming', now: at }),
        page: body.page,
        limit: PAGE_SIZE,
        total,
      };
    },

    async agentsDispos(missionId: number, body: BodyOf<E['listMissionAgentsDispos']>) {
      const mission = await loadMission(missionId);
      const client = await q.findClient(db, mission.client_id);
      const today = isoDay(now());
      const missionStart = isoDay(mission.date_debut);
      const from = body.date_debut ?? (missionStart > today ? missionStart : today);
      return findAgentsDispos(db, {
        skillId: mission.client_besoin_skill_id,
        slots: await slotsToStaff(mission, from),
        center:
          client?.lat != null && client.lng != null ? { lat: client.lat, lng: client.lng } : null,
        distanceKM: body.distanceKM,
        weekStart: atUtc(from, '00:00'),
      });
    },

    async createInterventionsForMission(
      missionId: number,
      agentId: number,
      body: BodyOf<E['createInterventionsForMission']>,
    ) {
      const mission = await loadMission(missionId);
      if (mission.statut !== 'active') throw conflict("Cette mission n'est plus active.");
      const missionEnd = mission.date_fin ? isoDay(mission.date_fin) : null;
      const defaultEnd = isoDay(
        new Date(atUtc(body.date_debut, '00:00').getTime() + DEFAULT_PLANNING_DAYS * DAY_MS),
      );
      const lastDay =
        body.date_fin ?? (missionEnd && missionEnd < defaultEnd ? missionEnd : defaultEnd);
      const from = atUtc(body.date_debut, '00:00');
      const to = atUtc(lastDay, '24:00');
      if (to.getTime() - from.getTime() > 366 * DAY_MS) {
        throw validationFailed(
          { date_fin: 'Une année au plus.' },
          'Période trop longue : une année au plus.',
        );
      }
      const at = now();

      return db.transaction(async (tx) => {
        const agent = await loadAgentAgenda(tx, agentId, from, to);
        if (!agent) throw notFound('Agent introuvable.');
        if (
          !agent.isActiveAgent ||
          !agent.agenda.skillIds.includes(mission.client_besoin_skill_id)
        ) {
          throw conflict(
            "Cet agent n'est pas un agent actif de ce service : il ne peut pas recevoir ces créneaux.",
          );
        }
        const { agenda } = agent;
        const existing = await q.listMissionInterventionsBetween(tx, mission.id, from, to);
        const assigned: number[] = [];
        const created: Parameters<typeof q.insertInterventions>[1] = [];
        let minutes = 0;

        if (mission.is_ponctuel) {
          for (const i of existing) {
            if (i.candidat_id !== null || i.statut !== 'planifiee' || i.date_debut <= at) continue;
            const period = { start: i.date_debut, end: i.date_fin };
            if (!isAgentAvailable(agenda, mission.client_besoin_skill_id, period)) continue;
            assigned.push(i.id);
            minutes += minutesOf(period);
          }
        } else {
          const horaires = await q.listHoraires(tx, mission.id);
          const wanted = body.horaire_recurent_ids.length
            ? horaires.filter((h) => body.horaire_recurent_ids.includes(h.id))
            : horaires.filter((h) => h.candidat_id === null);
          if (
            body.horaire_recurent_ids.length &&
            wanted.length !== body.horaire_recurent_ids.length
          ) {
            throw validationFailed(
              { horaire_recurent_ids: "Un de ces créneaux n'appartient pas à la mission." },
              "Un de ces créneaux n'appartient pas à la mission.",
            );
          }
          if (wanted.length === 0) throw conflict("Cette mission n'a plus de créneau sans agent.");
          await q.assignHoraires(
            tx,
            wanted.map((h) => h.id),
            agentId,
          );
          for (const horaire of wanted) {
            for (const period of weeklyOccurrences(horaire, body.date_debut, lastDay)) {
              if (period.start <= at) continue;
              if (mission.date_debut > period.start) continue;
              const same = existing.find(
                (i) =>
                  i.dt_dispo_client_id === horaire.id &&
                  i.date_debut.getTime() === period.start.getTime(),
              );
              const isFree = isAgentAvailable(agenda, mission.client_besoin_skill_id, period);
              if (same) {
                if (same.candidat_id === null && same.statut === 'planifiee' && isFree) {
                  assigned.push(same.id);
                  minutes += minutesOf(period);
                }
                continue;
              }
              // A week where the agent is busy still gets its intervention, waiting for another agent.
              created.push({
                mission_id: mission.id,
                client_id: mission.client_id,
                candidat_id: isFree ? agentId : null,
                dt_dispo_client_id: horaire.id,
                date_debut: period.start,
                date_fin: period.end,
              });
              if (isFree) minutes += minutesOf(period);
            }
          }
        }
        await q.assignInterventions(tx, assigned, agentId);
        const createdIds = await q.insertInterventions(tx, created);
        const ids = [...assigned, ...createdIds];
        if (ids.length === 0) {
          throw conflict('Aucune intervention à confier à cet agent sur cette période.');
        }
        if (minutes > 0) await q.decrementMinutesAPlanifier(tx, mission.id, minutes);
        const dtos = await listInterventionDtos(tx, inArray(interventions.id, ids));
        const mine = dtos.filter((d) => d.candidat_id === agentId);
        const first = mine[0];
        const summary = first
          ? `${mine.length} intervention(s) à partir du ${formatInterventionDate(first.date_debut, first.date_fin)}`
          : 'aucune intervention';
        await notify(
          tx,
          { clientId: mission.client_id },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Intervenant confirmé',
            body: `${agent.candidat.prenom ?? 'Votre intervenant'} assurera ${summary}.`,
            landingPage: '/missions',
            missionId: mission.id,
          },
        );
        await notify(
          tx,
          { candidatId: agentId },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Nouvelles interventions',
            body: `Vous êtes planifié : ${summary}.`,
            landingPage: '/account',
            missionId: mission.id,
          },
        );
        return dtos;
      });
    },

    async createMission(body: BodyOf<E['createMission']>) {
      const client = await q.findClient(db, body.client_id);
      if (!client) throw notFound('Client introuvable.');
      const row = await db.transaction(async (tx) => {
        const inserted = await q.insertMission(tx, {
          client_id: body.client_id,
          devis_id: body.devis_id ?? null,
          mutuelle_id: body.mutuelle_id ?? null,
          is_ponctuel: body.is_ponctuel,
          client_besoin_skill_id: body.client_besoin_skill_id,
          date_debut: atUtc(body.date_debut, '00:00'),
          date_fin: body.date_fin ? atUtc(body.date_fin, '00:00') : null,
          nb_heures_total: body.nb_heures_total ?? null,
          nb_minutes_a_planifier: body.nb_heures_total ? Math.round(body.nb_heures_total * 60) : 0,
          description: body.description,
        });
        await q.insertHoraires(
          tx,
          body.horaires_recurents.map((slot) => ({ mission_id: inserted.id, ...slot })),
        );
        const reference =
          body.reference ??
          `M-${body.date_debut.slice(0, 4)}-${String(inserted.id).padStart(5, '0')}`;
        return q.setMissionReference(tx, inserted.id, reference);
      });
      return oneMissionDto(row);
    },

    async getMission(auth: AuthContext, id: number) {
      const mission = await loadMission(id);
      assertOwns(auth, endpoints.getMission.access, { clientId: mission.client_id });
      return oneMissionDto(mission);
    },

    async listMissionsActives(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listMissionsActives.access, { clientId });
      const at = now();
      const rows = await q.listMissionsActivesOfClient(db, clientId, startOfUtcDay(at));
      return toMissionDtos(db, rows, { interventions: 'upcoming', now: at });
    },

    async listMissionInterventions(
      auth: AuthContext,
      missionId: number,
      body: BodyOf<E['listMissionInterventions']>,
    ) {
      const mission = await loadMission(missionId);
      assertOwns(auth, endpoints.listMissionInterventions.access, { clientId: mission.client_id });
      return listInterventionDtos(
        db,
        and(
          eq(interventions.mission_id, missionId),
          body?.date_debut
            ? gte(interventions.date_fin, atUtc(body.date_debut, '00:00'))
            : undefined,
          body?.date_fin ? lte(interventions.date_debut, atUtc(body.date_fin, '24:00')) : undefined,
        ),
      );
    },

    /** No agent can be found for a mission: recruitment gets a mail and a notification. */
    async alerteNoAgentDispo(
      auth: AuthContext,
      missionId: number,
      body: BodyOf<E['alerteNoAgentDispo']>,
    ) {
      const mission = await loadMission(missionId);
      assertOwns(auth, endpoints.alerteNoAgentDispo.access, { clientId: mission.client_id });
      const client = await q.findClient(db, mission.client_id);
      const name = client
        ? [client.prenom, client.nom].filter(Boolean).join(' ')
        : `n° ${mission.client_id}`;
      const where = client ? [client.codep, client.ville].filter(Boolean).join(' ') : '';
      const reference = mission.reference ?? `n° ${mission.id}`;
      await deps.mailer.send({
        to: deps.config.mail.recruitment,
        subject: `Aucun agent disponible : mission ${reference}`,
        text: [
          `Aucun agent n'est disponible pour la mission ${reference} du client ${name}${where ? ` (${where})` : ''}.`,
          `Signalé par : ${auth.user.name} (${auth.user.email}).`,
          body?.commentaire ? `Commentaire : ${body.commentaire}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
      });
      await notify(
        db,
        { plannerRoles: RECRUTEMENT_ROLES },
        {
          typeId: NOTIF_TYPE.MISSION,
          title: 'Aucun agent disponible',
          body: `Mission ${reference} (${name}) : aucun agent disponible, à recruter ou à réaffecter.`,
          missionId: mission.id,
        },
      );
      return { message: "L'équipe recrutement est prévenue : nous cherchons un agent." };
    },
  };
}
