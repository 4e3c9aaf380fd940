import { endpoints } from '@maisonnee/contract';
import { atUtc, DAY_SHORT_NAMES, ROLE, type IsoDay } from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { notify, NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import { createInterventionsReadService } from './interventions-read.service.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import { loadMission, when } from './planning-common.ts';
import * as q from './missions.queries.ts';
import {
  findClient,
  selectClientRows,
  selectWaitingInterventions,
  type MissionRow,
} from './read-model.queries.ts';
import { startOfParisDay, toInterventionClient, toMissionDtos } from './read-model.ts';

/* Missions: the list to plan, creation by the back office, reading, the "no agent" alert. */

type E = typeof endpoints;

const PAGE_SIZE = 20;
/** Recruitment is told when no agent can be found. */
const RECRUTEMENT_ROLES = [ROLE.ADMINISTRATEUR, ROLE.RECRUTEMENT];

export function createMissionsService(deps: {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  config: AppConfig;
}) {
  const { db, now } = deps;
  const interventionsRead = createInterventionsReadService(deps);

  async function oneMissionDto(row: MissionRow) {
    const [dto] = await toMissionDtos(db, [row], { interventions: 'all', now: now() });
    return dto!;
  }

  /** The mission's weekly slots without an agent, or its next interventions waiting for one. */
  async function missingSlots(mission: MissionRow, at: Date) {
    if (!mission.is_ponctuel) {
      const free = (await q.listHoraires(db, mission.id)).filter((h) => h.candidat_id === null);
      return free
        .map((h) => `${DAY_SHORT_NAMES[h.day as IsoDay] ?? ''} ${h.start_time}-${h.end_time}`)
        .join(', ');
    }
    const waiting = await selectWaitingInterventions(db, mission.id, at);
    return waiting
      .slice(0, 10)
      .map((i) => when(i))
      .join(', ');
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
      const [dtos, clientRows] = await Promise.all([
        toMissionDtos(db, rows, { interventions: 'upcoming', now: at }),
        selectClientRows(
          db,
          rows.map((row) => row.client_id),
        ),
      ]);
      const items = dtos.map((dto) => {
        const client = clientRows.get(dto.client_id);
        return {
          ...dto,
          client: client ? toInterventionClient(client) : null,
          nb_horaires_sans_agent: dto.horaires_recurents.filter((h) => h.agent === null).length,
        };
      });
      return {
        items,
        page: body.page,
        limit: PAGE_SIZE,
        total,
      };
    },

    async createMission(body: BodyOf<E['createMission']>) {
      const client = await findClient(db, body.client_id);
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

    /**
     * A mission with its upcoming interventions only (a recurring one its next four, as on the
     * missions screen): all of them were ≈ 100 a year; the whole list is listMissionInterventions,
     * by pages (docs/lists.md).
     */
    async getMission(auth: AuthContext, id: number) {
      const mission = await loadMission(db, id);
      assertOwns(auth, endpoints.getMission.access, { clientId: mission.client_id });
      const [dto] = await toMissionDtos(db, [mission], { interventions: 'upcoming', now: now() });
      return dto!;
    },

    async listMissionsActives(auth: AuthContext, clientId: number) {
      assertOwns(auth, endpoints.listMissionsActives.access, { clientId });
      const at = now();
      const rows = await q.listMissionsActivesOfClient(db, clientId, startOfParisDay(at));
      return toMissionDtos(db, rows, { interventions: 'upcoming', now: at });
    },

    listMissionInterventions(
      auth: AuthContext,
      missionId: number,
      body: BodyOf<E['listMissionInterventions']>,
    ) {
      return interventionsRead.listByMission(
        auth,
        missionId,
        endpoints.listMissionInterventions.access,
        body ?? { page: 1 },
      );
    },

    /**
     * No agent can be found for a mission: a task on the commercial cockpit (with the slots
     * still without an agent), a notification to recruitment, and a mail to recruitment.
     */
    async alerteNoAgentDispo(
      auth: AuthContext,
      missionId: number,
      body: BodyOf<E['alerteNoAgentDispo']>,
    ) {
      const mission = await loadMission(db, missionId);
      assertOwns(auth, endpoints.alerteNoAgentDispo.access, { clientId: mission.client_id });
      const client = await findClient(db, mission.client_id);
      const name = client
        ? [client.prenom, client.nom].filter(Boolean).join(' ')
        : `n° ${mission.client_id}`;
      const where = client ? [client.codep, client.ville].filter(Boolean).join(' ') : '';
      const reference = mission.reference ?? `n° ${mission.id}`;
      const at = now();
      const waiting = await missingSlots(mission, at);
      const lines = [
        `Aucun agent n'est disponible pour la mission ${reference} du client ${name}${where ? ` (${where})` : ''}.`,
        waiting ? `Créneaux sans agent : ${waiting}.` : null,
        `Signalé par : ${auth.user.name} (${auth.user.email}).`,
        body?.commentaire ? `Commentaire : ${body.commentaire}` : null,
      ].filter(Boolean);
      await db.transaction(async (tx) => {
        await addCockpitTache(tx, {
          kind: 'commercial',
          // One task per mission: the cockpit's own "slots without an agent" task, with this note.
          type: 'creneaux_sans_agent',
          mission_id: mission.id,
          title: `Aucun agent disponible : mission ${reference}`,
          client_id: mission.client_id,
          candidat_id: null,
          note: lines.join('\n'),
          due_at: at,
          created_by_user_id: auth.userId,
        });
        await notify(
          tx,
          { plannerRoles: RECRUTEMENT_ROLES },
          NOTIFICATION_MESSAGES.mission.aucunAgentDisponible({
            missionId: mission.id,
            reference,
            clientName: name,
          }),
        );
      });
      await deps.mailer.send({
        to: deps.config.mail.recruitment,
        subject: `Aucun agent disponible : mission ${reference}`,
        text: lines.join('\n'),
      });
      return { message: "L'équipe recrutement est prévenue : nous cherchons un agent." };
    },
  };
}
