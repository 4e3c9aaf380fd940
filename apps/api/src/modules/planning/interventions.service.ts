import { endpoints, SKILL_LABELS, type EndpointDef } from '@maisonnee/contract';
import {
  atUtc,
  checkAnswerProlongation,
  checkAskProlongation,
  checkClientCancellation,
  checkDirectProlongation,
  checkPointageDebut,
  checkPointageDistance,
  checkPointageFin,
  effectiveEnd,
  formatInterventionDate,
  periodsOverlap,
  type RuleResult,
} from '@maisonnee/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { assertOwns, isBackOffice, type AuthContext } from '../../lib/access.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { listAbsencesAgent } from '../candidats/candidats.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { findMissionRow, startOfUtcDay, toMissionDtos } from './missions.dto.ts';
import { notify, NOTIF_TYPE } from '../notifications/notifications.service.ts';
import {
  busyPeriodsOfAgents,
  findInterventionRow,
  listInterventionDtos,
  selectInterventions,
  toAgentInterventionDtos,
  toInterventionClient,
  toInterventionDto,
  toInterventionDtos,
  toProlongationDto,
  type InterventionRow,
} from './interventions.dto.ts';
import * as q from './interventions.queries.ts';

type E = typeof endpoints;

const DAY_MS = 86_400_000;
const CLIENT_PAGE = '/missions';
const AGENT_PAGE = '/account';

const refused = (result: RuleResult) => {
  if (!result.ok) throw conflict(result.reason);
};

const minutesOf = (row: { date_debut: Date; date_fin: Date }) =>
  Math.round((row.date_fin.getTime() - row.date_debut.getTime()) / 60_000);

const when = (row: { date_debut: Date; date_fin: Date }) =>
  formatInterventionDate(row.date_debut, row.date_fin);

/** The ownership rule of an intervention: its mission's client and its agent. */
function ownerOf(row: InterventionRow) {
  return { clientId: row.client_id, candidatId: row.candidat_id };
}

export function createInterventionsService(deps: ModuleDeps) {
  const { db, now } = deps;

  /** Loads an intervention, answers 404 when missing, then applies the endpoint's ownership rule. */
  async function loadOwned(auth: AuthContext, id: number, access: EndpointDef['access']) {
    const row = await findInterventionRow(db, id);
    if (!row) throw notFound('Intervention introuvable.');
    assertOwns(auth, access, ownerOf(row));
    return row;
  }

  async function reload(tx: Db | Tx, id: number) {
    const row = await findInterventionRow(tx, id);
    return toInterventionDto(tx, row!);
  }

  /** The agent is free over the period (no other intervention), else 409. */
  async function assertAgentFree(
    tx: Db | Tx,
    candidatId: number,
    start: Date,
    end: Date,
    exceptId?: number,
  ) {
    const busy = await busyPeriodsOfAgents(tx, [candidatId], start, end, exceptId);
    if (busy.some((period) => periodsOverlap(period, { start, end }))) {
      throw conflict("L'agent a déjà une intervention sur ce créneau.");
    }
  }

  async function assertCandidatExists(tx: Db | Tx, candidatId: number) {
    const candidat = await q.findCandidat(tx, candidatId);
    if (!candidat) throw notFound('Agent introuvable.');
    return candidat;
  }

  async function pointage(
    auth: AuthContext,
    body: BodyOf<E['pointageDebutIntervention']>,
    kind: 'arrivee' | 'depart',
  ) {
    const access =
      kind === 'arrivee'
        ? endpoints.pointageDebutIntervention.access
        : endpoints.pointageFinIntervention.access;
    const row = await loadOwned(auth, body.intervention_id, access);
    // Only the agent of the intervention checks in: back-office roles are not listed on this call.
    if (row.candidat_id === null || row.candidat_id !== auth.candidatId) {
      throw new AppError('FORBIDDEN', "Cette intervention n'est pas la vôtre.");
    }
    refused(kind === 'arrivee' ? checkPointageDebut(row.statut) : checkPointageFin(row.statut));
    const at = now();
    if (kind === 'arrivee' && at.getTime() < startOfUtcDay(row.date_debut).getTime()) {
      throw conflict(
        `Cette intervention est prévue le ${when(row)} : vous pourrez pointer votre arrivée le jour même.`,
      );
    }
    const client = await q.findClient(db, row.client_id);
    if (client?.lat == null || client.lng == null) {
      throw conflict(
        "L'adresse du client n'est pas localisée : le pointage ne peut pas être vérifié. Contactez l'agence.",
      );
    }
    const distance = checkPointageDistance(
      { lat: body.lat, lng: body.lng },
      { lat: client.lat, lng: client.lng },
      kind,
    );
    if (!distance.ok) {
      throw new AppError('CONFLICT', distance.reason, {
        fields: { distance_m: String(distance.distanceMeters), position: distance.reason },
      });
    }
    return db.transaction(async (tx) => {
      if (kind === 'arrivee') {
        const updated = await q.updateIntervention(
          tx,
          row.id,
          {
            statut: 'en_cours',
            pointage_debut_at: at,
            pointage_debut_lat: body.lat,
            pointage_debut_lng: body.lng,
          },
          'planifiee',
        );
        if (!updated) refused(checkPointageDebut('en_cours'));
        await notify(
          tx,
          { clientId: row.client_id },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Votre intervenant est arrivé',
            body: `L'intervention du ${when(row)} a commencé.`,
            landingPage: CLIENT_PAGE,
            missionId: row.mission_id,
            interventionId: row.id,
          },
        );
      } else {
        const updated = await q.updateIntervention(
          tx,
          row.id,
          {
            statut: 'terminee',
            pointage_fin_at: at,
            pointage_fin_lat: body.lat,
            pointage_fin_lng: body.lng,
          },
          'en_cours',
        );
        if (!updated) refused(checkPointageFin('terminee'));
        if (row.mission_id) {
          const end = effectiveEnd(row);
          const hours = (end.getTime() - row.date_debut.getTime()) / 3_600_000;
          await q.addHeuresConsommees(tx, row.mission_id, hours);
        }
        await notify(
          tx,
          { clientId: row.client_id },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Intervention terminée',
            body: `Votre intervenant est reparti : l'intervention du ${when(row)} est terminée. Vous pouvez la noter.`,
            landingPage: CLIENT_PAGE,
            missionId: row.mission_id,
            interventionId: row.id,
          },
        );
      }
      return reload(tx, row.id);
    });
  }

  /** A dated slot in the future, as instants. */
  function slotPeriod(
    slot: { date: string; time_debut: string; time_fin: string },
    field: string,
    at: Date,
  ) {
    const start = atUtc(slot.date, slot.time_debut);
    const end = atUtc(slot.date, slot.time_fin);
    if (start.getTime() <= at.getTime()) {
      throw validationFailed(
        { [field]: 'Ce créneau est déjà passé.' },
        'Choisissez un créneau à venir.',
      );
    }
    return { start, end };
  }

  return {
    // Creation ---------------------------------------------------------------------------------

    async createInterventionsClient(
      auth: AuthContext,
      body: BodyOf<E['createInterventionsClient']>,
    ) {
      const mission = await findMissionRow(db, body.mission_id);
      if (!mission) throw notFound('Mission introuvable.');
      assertOwns(auth, endpoints.createInterventionsClient.access, { clientId: mission.client_id });
      if (mission.statut !== 'active') throw conflict("Cette mission n'est plus active.");
      const at = now();
      const periods = body.creneaux.map((slot, index) =>
        slotPeriod(slot, `creneaux.${index}.date`, at),
      );
      for (let i = 0; i < periods.length; i += 1)
        for (let j = i + 1; j < periods.length; j += 1)
          if (periodsOverlap(periods[i]!, periods[j]!))
            throw validationFailed(
              { [`creneaux.${j}.time_debut`]: 'Ce créneau chevauche un autre créneau.' },
              'Deux créneaux se chevauchent.',
            );
      const minutes = periods.reduce(
        (total, p) => total + minutesOf({ date_debut: p.start, date_fin: p.end }),
        0,
      );
      if (mission.mutuelle_id && minutes > mission.nb_minutes_a_planifier) {
        throw conflict(
          `Ces créneaux dépassent les heures restant à planifier sur la mission (${Math.floor(mission.nb_minutes_a_planifier / 60)} h ${mission.nb_minutes_a_planifier % 60} min).`,
        );
      }
      return db.transaction(async (tx) => {
        const ids = await q.insertInterventions(
          tx,
          periods.map((p) => ({
            mission_id: mission.id,
            client_id: mission.client_id,
            date_debut: p.start,
            date_fin: p.end,
          })),
        );
        if (mission.mutuelle_id) await q.decrementMinutesAPlanifier(tx, mission.id, minutes);
        await notify(
          tx,
          { planners: true },
          {
            typeId: NOTIF_TYPE.MISSION,
            title: 'Nouveaux créneaux à pourvoir',
            body: `${ids.length} créneau(x) placé(s) par le client sur la mission ${mission.reference ?? mission.id} attendent un agent.`,
            missionId: mission.id,
          },
        );
        return listInterventionDtos(tx, inArray(interventions.id, ids));
      });
    },

    async createIntervention(auth: AuthContext, body: BodyOf<E['createIntervention']>) {
      const client = await q.findClient(db, body.client_id);
      if (!client) throw notFound('Client introuvable.');
      let missionId: number | null = null;
      if (body.mission_id) {
        const mission = await findMissionRow(db, body.mission_id);
        if (!mission || mission.client_id !== body.client_id)
          throw notFound('Mission introuvable pour ce client.');
        missionId = mission.id;
        if (body.dt_dispo_client_id) {
          const horaire = await q.findHoraire(db, body.dt_dispo_client_id);
          if (!horaire || horaire.mission_id !== mission.id)
            throw validationFailed({
              dt_dispo_client_id: "Ce créneau n'appartient pas à la mission.",
            });
        }
      } else if (body.dt_dispo_client_id) {
        throw validationFailed({ dt_dispo_client_id: 'Un créneau récurrent suppose une mission.' });
      }
      const start = atUtc(body.date, body.time_debut);
      const end = atUtc(body.date, body.time_fin);
      return db.transaction(async (tx) => {
        if (body.candidat_id) {
          await assertCandidatExists(tx, body.candidat_id);
          await assertAgentFree(tx, body.candidat_id, start, end);
        }
        const [id] = await q.insertInterventions(tx, [
          {
            mission_id: missionId,
            client_id: body.client_id,
            candidat_id: body.candidat_id ?? null,
            dt_dispo_client_id: body.dt_dispo_client_id ?? null,
            date_debut: start,
            date_fin: end,
            commentaire: body.commentaire,
          },
        ]);
        const slot = when({ date_debut: start, date_fin: end });
        await notify(
          tx,
          { clientId: body.client_id },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Intervention planifiée',
            body: `Une intervention est planifiée le ${slot}.`,
            landingPage: CLIENT_PAGE,
            missionId,
            interventionId: id,
          },
        );
        if (body.candidat_id)
          await notify(
            tx,
            { candidatId: body.candidat_id },
            {
              typeId: NOTIF_TYPE.INTERVENTION,
              title: 'Nouvelle intervention',
              body: `Une intervention vous est confiée le ${slot} chez ${client.prenom ?? ''} ${client.nom}.`.replace(
                '  ',
                ' ',
              ),
              landingPage: AGENT_PAGE,
              missionId,
              interventionId: id,
            },
          );
        return reload(tx, id!);
      });
    },

    // Back-office changes ------------------------------------------------------------------------

    async saveIntervention(auth: AuthContext, body: BodyOf<E['saveIntervention']>) {
      const row = await loadOwned(auth, body.id, endpoints.saveIntervention.access);
      if (row.statut !== 'planifiee')
        throw conflict('Seule une intervention planifiée peut être replanifiée.');
      const start = atUtc(body.date, body.time_debut);
      const end = atUtc(body.date, body.time_fin);
      const shiftDays = Math.round(
        (startOfUtcDay(start).getTime() - startOfUtcDay(row.date_debut).getTime()) / DAY_MS,
      );
      return db.transaction(async (tx) => {
        const targets = [{ id: row.id, start, end }];
        if (body.apply_to_serie && row.dt_dispo_client_id) {
          const following = await q.plannedOfSlotFrom(tx, row.dt_dispo_client_id, row.date_debut);
          for (const next of following) {
            if (next.id === row.id) continue;
            const dayStart = startOfUtcDay(next.date_debut).getTime() + shiftDays * DAY_MS;
            targets.push({
              id: next.id,
              start: new Date(dayStart + (start.getTime() - startOfUtcDay(start).getTime())),
              end: new Date(dayStart + (end.getTime() - startOfUtcDay(start).getTime())),
            });
          }
        }
        if (body.candidat_id) await assertCandidatExists(tx, body.candidat_id);
        for (const target of targets) {
          if (body.candidat_id)
            await assertAgentFree(tx, body.candidat_id, target.start, target.end, target.id);
          await q.updateIntervention(tx, target.id, {
            date_debut: target.start,
            date_fin: target.end,
            candidat_id: body.candidat_id,
            ...(target.id === row.id ? { commentaire: body.commentaire } : {}),
          });
        }
        const message = {
          typeId: NOTIF_TYPE.INTERVENTION,
          title: 'Intervention replanifiée',
          body:
            targets.length > 1
              ? `${targets.length} interventions ont été replanifiées, dont celle du ${when({ date_debut: start, date_fin: end })}.`
              : `L'intervention est replanifiée le ${when({ date_debut: start, date_fin: end })}.`,
          missionId: row.mission_id,
          interventionId: row.id,
        };
        await notify(tx, { clientId: row.client_id }, { ...message, landingPage: CLIENT_PAGE });
        const agents = new Set([row.candidat_id, body.candidat_id].filter((id) => id != null));
        for (const candidatId of agents)
          await notify(tx, { candidatId }, { ...message, landingPage: AGENT_PAGE });
        return listInterventionDtos(
          tx,
          inArray(
            interventions.id,
            targets.map((target) => target.id),
          ),
        );
      });
    },

    async updateIntervention(auth: AuthContext, body: BodyOf<E['updateIntervention']>) {
      const row = await loadOwned(auth, body.id, endpoints.updateIntervention.access);
      return db.transaction(async (tx) => {
        if (body.candidat_id) {
          await assertCandidatExists(tx, body.candidat_id);
          await assertAgentFree(tx, body.candidat_id, row.date_debut, row.date_fin, row.id);
        }
        const values: q.InterventionUpdate = {};
        if (body.statut !== undefined) {
          values.statut = body.statut;
          if (body.statut === 'annulee' && row.statut !== 'annulee') {
            values.cancelled_at = now();
            values.cancelled_by_user_id = auth.userId;
          }
          if (body.statut !== 'annulee') {
            values.cancelled_at = null;
            values.cancel_reason = null;
          }
        }
        if (body.candidat_id !== undefined) values.candidat_id = body.candidat_id;
        if (body.pointage_debut_at !== undefined)
          values.pointage_debut_at = body.pointage_debut_at
            ? new Date(body.pointage_debut_at)
            : null;
        if (body.pointage_fin_at !== undefined)
          values.pointage_fin_at = body.pointage_fin_at ? new Date(body.pointage_fin_at) : null;
        if (body.commentaire !== undefined) values.commentaire = body.commentaire;
        await q.updateIntervention(tx, row.id, values);
        return reload(tx, row.id);
      });
    },

    async editInterventionClient(auth: AuthContext, body: BodyOf<E['editInterventionClient']>) {
      const row = await loadOwned(
        auth,
        body.intervention_id,
        endpoints.editInterventionClient.access,
      );
      const at = now();
      if (!isBackOffice(auth)) refused(checkClientCancellation(row, at, 'modifier'));
      else if (row.statut !== 'planifiee')
        throw conflict('Seule une intervention planifiée peut être déplacée.');
      const period = slotPeriod(body, 'date', at);
      return db.transaction(async (tx) => {
        let candidatId = row.candidat_id;
        if (candidatId) {
          const busy = await busyPeriodsOfAgents(
            tx,
            [candidatId],
            period.start,
            period.end,
            row.id,
          );
          // The agent is not free at the new time: the slot goes back to planning.
          if (busy.some((b) => periodsOverlap(b, period))) candidatId = null;
        }
        await q.updateIntervention(tx, row.id, {
          date_debut: period.start,
          date_fin: period.end,
          candidat_id: candidatId,
          commentaire: body.commentaire ?? row.commentaire,
        });
        const moved = `L'intervention du ${when(row)} est déplacée au ${when({ date_debut: period.start, date_fin: period.end })}.`;
        if (row.candidat_id)
          await notify(
            tx,
            { candidatId: row.candidat_id },
            {
              typeId: NOTIF_TYPE.INTERVENTION,
              title: candidatId
                ? 'Intervention déplacée'
                : 'Intervention retirée de votre planning',
              body: candidatId
                ? moved
                : `${moved} Vous n'êtes pas disponible : elle est confiée à un autre agent.`,
              landingPage: AGENT_PAGE,
              missionId: row.mission_id,
              interventionId: row.id,
            },
          );
        await notify(
          tx,
          { planners: true },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: candidatId ? 'Intervention déplacée par le client' : 'Intervention à réaffecter',
            body: moved,
            missionId: row.mission_id,
            interventionId: row.id,
          },
        );
        return reload(tx, row.id);
      });
    },

    async cancelInterventionClient(
      auth: AuthContext,
      id: number,
      body: BodyOf<E['cancelInterventionClient']>,
    ) {
      const row = await loadOwned(auth, id, endpoints.cancelInterventionClient.access);
      const at = now();
      // The notice binds clients; the back office may still cancel a planned intervention late.
      if (!isBackOffice(auth)) refused(checkClientCancellation(row, at, 'annuler'));
      else if (row.statut !== 'planifiee')
        throw conflict('Seule une intervention planifiée peut être annulée.');
      return db.transaction(async (tx) => {
        const updated = await q.updateIntervention(
          tx,
          row.id,
          {
            statut: 'annulee',
            cancelled_at: at,
            cancel_reason: body?.motif ?? null,
            cancelled_by_user_id: auth.userId,
          },
          'planifiee',
        );
        if (!updated) throw conflict('Cette intervention a changé entre-temps : rechargez-la.');
        const message = {
          typeId: NOTIF_TYPE.INTERVENTION,
          title: 'Intervention annulée',
          body: `L'intervention du ${when(row)} est annulée${body?.motif ? ` : ${body.motif}` : '.'}`,
          missionId: row.mission_id,
          interventionId: row.id,
        };
        if (row.candidat_id)
          await notify(
            tx,
            { candidatId: row.candidat_id },
            { ...message, landingPage: AGENT_PAGE },
          );
        await notify(tx, { planners: true }, message);
        if (isBackOffice(auth))
          await notify(tx, { clientId: row.client_id }, { ...message, landingPage: CLIENT_PAGE });
        return reload(tx, row.id);
      });
    },

    async deleteIntervention(auth: AuthContext, id: number) {
      const row = await loadOwned(auth, id, endpoints.deleteIntervention.access);
      if (row.statut !== 'planifiee' || row.date_debut.getTime() <= now().getTime()) {
        throw conflict(
          'Seule une intervention à venir peut être supprimée : annulez ou corrigez celle-ci.',
        );
      }
      await db.transaction(async (tx) => {
        await q.deleteInterventions(tx, [row.id]);
        if (row.candidat_id)
          await notify(
            tx,
            { candidatId: row.candidat_id },
            {
              typeId: NOTIF_TYPE.INTERVENTION,
              title: 'Intervention supprimée',
              body: `L'intervention du ${when(row)} est retirée de votre planning.`,
              landingPage: AGENT_PAGE,
              missionId: row.mission_id,
            },
          );
      });
      return { id: row.id, deleted: true as const };
    },

    async deleteInterventionSerie(auth: AuthContext, id: number, horaireId: number) {
      const row = await loadOwned(auth, id, endpoints.deleteInterventionSerie.access);
      if (row.dt_dispo_client_id !== horaireId) {
        throw validationFailed(
          { 'params.dtDispoClientId': 'Cette intervention ne vient pas de ce créneau récurrent.' },
          "L'intervention et le créneau ne correspondent pas.",
        );
      }
      if (row.statut !== 'planifiee' || row.date_debut.getTime() <= now().getTime()) {
        throw conflict('Seule une intervention à venir peut être supprimée.');
      }
      const deletedIds = await db.transaction(async (tx) => {
        const following = await q.plannedOfSlotFrom(tx, horaireId, row.date_debut);
        const ids = following.map((f) => f.id);
        await q.deleteInterventions(tx, ids);
        await q.freeHoraire(tx, horaireId);
        if (row.candidat_id)
          await notify(
            tx,
            { candidatId: row.candidat_id },
            {
              typeId: NOTIF_TYPE.INTERVENTION,
              title: 'Créneau retiré de votre planning',
              body: `Les interventions de ce créneau à partir du ${when(row)} sont retirées de votre planning.`,
              landingPage: AGENT_PAGE,
              missionId: row.mission_id,
            },
          );
        return ids;
      });
      return { id: row.id, deleted: true as const, deleted_ids: deletedIds };
    },

    // Reading ------------------------------------------------------------------------------------

    async getIntervention(auth: AuthContext, id: number, access: EndpointDef['access']) {
      const row = await loadOwned(auth, id, access);
      const [dto, client, mission, avis] = await Promise.all([
        toInterventionDto(db, row),
        q.findClient(db, row.client_id),
        row.mission_id ? findMissionRow(db, row.mission_id) : Promise.resolve(undefined),
        q.findAvisOfIntervention(db, row.id),
      ]);
      const [missionDto] = mission
        ? await toMissionDtos(db, [mission], { interventions: 'none', now: now() })
        : [];
      let missionWithout = null;
      if (missionDto) {
        const { interventions: _omitted, ...rest } = missionDto;
        missionWithout = rest;
      }
      return {
        ...dto,
        mission: missionWithout,
        client: toInterventionClient(client!),
        avis: avis ? toAvisDto(avis) : null,
        prolongation: toProlongationDto(row),
      };
    },

    async listByMission(
      auth: AuthContext,
      missionId: number,
      access: EndpointDef['access'],
      period?: { date_debut?: string | undefined; date_fin?: string | undefined },
    ) {
      const mission = await findMissionRow(db, missionId);
      if (!mission) throw notFound('Mission introuvable.');
      assertOwns(auth, access, { clientId: mission.client_id });
      return listInterventionDtos(
        db,
        and(
          eq(interventions.mission_id, missionId),
          period?.date_debut
            ? gte(interventions.date_fin, atUtc(period.date_debut, '00:00'))
            : undefined,
          period?.date_fin
            ? lte(interventions.date_debut, atUtc(period.date_fin, '24:00'))
            : undefined,
        ),
      );
    },

    async getProlongation(auth: AuthContext, id: number) {
      const row = await loadOwned(auth, id, endpoints.getProlongationIntervention.access);
      return toProlongationDto(row);
    },

    async listAgentAVenir(auth: AuthContext, body: BodyOf<E['getInterventionsAgentAVenir']>) {
      assertOwns(auth, endpoints.getInterventionsAgentAVenir.access, {
        candidatId: body.candidat_id,
      });
      const at = now();
      const until = body.date_fin
        ? atUtc(body.date_fin, '24:00')
        : new Date(at.getTime() + 30 * DAY_MS);
      if (until.getTime() - at.getTime() > 367 * DAY_MS) {
        throw validationFailed(
          { date_fin: 'Une année au plus.' },
          'Période trop longue : une année au plus.',
        );
      }
      const rows = await selectInterventions(
        db,
        and(
          eq(interventions.candidat_id, body.candidat_id),
          inArray(interventions.statut, ['planifiee', 'en_cours']),
          gte(interventions.date_fin, at),
          lte(interventions.date_debut, until),
        ),
      );
      return toAgentInterventionDtos(db, rows);
    },

    async getAgentEnCours(auth: AuthContext, body: BodyOf<E['getInterventionAgentEnCours']>) {
      assertOwns(auth, endpoints.getInterventionAgentEnCours.access, {
        candidatId: body.candidat_id,
      });
      const rows = await selectInterventions(
        db,
        and(eq(interventions.candidat_id, body.candidat_id), eq(interventions.statut, 'en_cours')),
      );
      const current = rows.at(-1);
      if (!current) return null;
      const [dto] = await toAgentInterventionDtos(db, [current]);
      return dto ?? null;
    },

    async listEventsClient(
      auth: AuthContext,
      clientId: number,
      body: BodyOf<E['listEventsClient']>,
    ) {
      assertOwns(auth, endpoints.listEventsClient.access, { clientId });
      const rows = await selectInterventions(
        db,
        and(
          eq(interventions.client_id, clientId),
          gte(interventions.date_fin, atUtc(body.start, '00:00')),
          lte(interventions.date_debut, atUtc(body.end, '24:00')),
        ),
      );
      const dtos = await toInterventionDtos(db, rows);
      return dtos.map((dto, index) => {
        const row = rows[index]!;
        const agent = dto.agent
          ? ` avec ${dto.agent.prenom} ${dto.agent.nom_initiale}`.trimEnd()
          : ' (agent à venir)';
        return {
          id: `intervention-${dto.id}`,
          intervention_id: dto.id,
          mission_id: dto.mission_id,
          title: `${SKILL_LABELS[dto.client_besoin_skill_id as keyof typeof SKILL_LABELS] ?? 'Intervention'}${agent}`,
          start: dto.date_debut,
          end: effectiveEnd(row).toISOString(),
          statut: dto.statut,
          client_besoin_skill_id: dto.client_besoin_skill_id,
          agent: dto.agent,
          is_ponctuel: row.is_ponctuel ?? true,
        };
      });
    },

    async getAbsencesAgent(
      auth: AuthContext,
      candidatId: number,
      body: BodyOf<E['getAbsencesAgent']>,
    ) {
      assertOwns(auth, endpoints.getAbsencesAgent.access, { candidatId });
      return listAbsencesAgent(db, candidatId, body ?? {});
    },

    // Extensions ---------------------------------------------------------------------------------

    async askProlongation(auth: AuthContext, body: BodyOf<E['askProlongationIntervention']>) {
      const row = await loadOwned(
        auth,
        body.intervention_id,
        endpoints.askProlongationIntervention.access,
      );
      if (row.candidat_id !== auth.candidatId)
        throw new AppError('FORBIDDEN', "Cette intervention n'est pas la vôtre.");
      refused(checkAskProlongation(row));
      return db.transaction(async (tx) => {
        await q.updateIntervention(tx, row.id, {
          prolongation_minutes: body.minutes,
          prolongation_statut: 'demandee',
          prolongation_asked_at: now(),
          prolongation_answered_at: null,
        });
        await notify(
          tx,
          { clientId: row.client_id },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Demande de prolongation',
            body: `Votre intervenant propose de prolonger l'intervention du ${when(row)} de ${body.minutes} minutes. Acceptez-vous ?`,
            landingPage: CLIENT_PAGE,
            missionId: row.mission_id,
            interventionId: row.id,
          },
        );
        return toProlongationDto((await findInterventionRow(tx, row.id))!)!;
      });
    },

    async answerProlongation(auth: AuthContext, body: BodyOf<E['sendReponseProlongation']>) {
      const row = await loadOwned(
        auth,
        body.intervention_id,
        endpoints.sendReponseProlongation.access,
      );
      refused(checkAnswerProlongation(row.prolongation_statut));
      return db.transaction(async (tx) => {
        await q.updateIntervention(tx, row.id, {
          prolongation_statut: body.accepte ? 'acceptee' : 'refusee',
          prolongation_answered_at: now(),
        });
        if (row.candidat_id)
          await notify(
            tx,
            { candidatId: row.candidat_id },
            {
              typeId: NOTIF_TYPE.INTERVENTION,
              title: body.accepte ? 'Prolongation acceptée' : 'Prolongation refusée',
              body: body.accepte
                ? `Le client accepte de prolonger l'intervention de ${row.prolongation_minutes} minutes.`
                : "Le client ne souhaite pas prolonger l'intervention.",
              landingPage: AGENT_PAGE,
              missionId: row.mission_id,
              interventionId: row.id,
            },
          );
        return toProlongationDto((await findInterventionRow(tx, row.id))!)!;
      });
    },

    async prolongDirectly(auth: AuthContext, body: BodyOf<E['prolongationIntervention']>) {
      const row = await loadOwned(
        auth,
        body.intervention_id,
        endpoints.prolongationIntervention.access,
      );
      refused(checkDirectProlongation(row));
      const at = now();
      return db.transaction(async (tx) => {
        if (row.candidat_id) {
          const extended = {
            start: row.date_fin,
            end: new Date(row.date_fin.getTime() + body.minutes * 60_000),
          };
          const busy = await busyPeriodsOfAgents(
            tx,
            [row.candidat_id],
            extended.start,
            extended.end,
            row.id,
          );
          if (busy.some((b) => periodsOverlap(b, extended)))
            throw conflict(
              "L'agent a une autre intervention juste après : la prolongation n'est pas possible.",
            );
        }
        await q.updateIntervention(tx, row.id, {
          prolongation_minutes: body.minutes,
          prolongation_statut: 'acceptee',
          prolongation_asked_at: at,
          prolongation_answered_at: at,
        });
        if (row.candidat_id)
          await notify(
            tx,
            { candidatId: row.candidat_id },
            {
              typeId: NOTIF_TYPE.INTERVENTION,
              title: 'Intervention prolongée',
              body: `L'intervention du ${when(row)} est prolongée de ${body.minutes} minutes.`,
              landingPage: AGENT_PAGE,
              missionId: row.mission_id,
              interventionId: row.id,
            },
          );
        return toProlongationDto((await findInterventionRow(tx, row.id))!)!;
      });
    },

    // Notifications sent by the back office ------------------------------------------------------

    async notifyInterventions(
      body: BodyOf<E['notifyInterventionsClient']>,
      target: 'client' | 'agent',
    ) {
      const rows = await selectInterventions(db, inArray(interventions.id, body.intervention_ids));
      if (rows.length === 0) throw notFound('Aucune de ces interventions n’existe.');
      const groups = new Map<number, InterventionRow[]>();
      for (const row of rows) {
        const key = target === 'client' ? row.client_id : row.candidat_id;
        if (key == null) continue;
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      let notified = 0;
      for (const [ownerId, list] of groups) {
        const lines = list.map((row) => `- ${when(row)}`).join('\n');
        const intro = body.message ? `${body.message}\n\n` : '';
        const text = `${intro}Vos interventions :\n${lines}`;
        const person =
          target === 'client' ? await q.findClient(db, ownerId) : await q.findCandidat(db, ownerId);
        if (person?.email)
          await deps.mailer.send({
            to: person.email,
            subject: 'Vos interventions Maisonnée',
            text,
          });
        await notify(db, target === 'client' ? { clientId: ownerId } : { candidatId: ownerId }, {
          typeId: NOTIF_TYPE.INTERVENTION,
          title:
            target === 'client' ? 'Vos interventions sont planifiées' : 'Votre planning est à jour',
          body: text,
          landingPage: target === 'client' ? CLIENT_PAGE : AGENT_PAGE,
          interventionId: list.length === 1 ? list[0]!.id : null,
          missionId: list[0]!.mission_id,
        });
        notified += list.length;
      }
      return { notified };
    },

    // Reviews ------------------------------------------------------------------------------------

    async createAvis(auth: AuthContext, body: BodyOf<E['createInterventionAvis']>) {
      const row = await loadOwned(
        auth,
        body.intervention_id,
        endpoints.createInterventionAvis.access,
      );
      if (row.statut !== 'terminee' || row.candidat_id === null)
        throw conflict('Vous pourrez noter cette intervention une fois terminée.');
      const avis = await db.transaction(async (tx) => {
        const inserted = await q.insertAvis(tx, {
          intervention_id: row.id,
          candidat_id: row.candidat_id!,
          client_id: row.client_id,
          note: body.note,
          commentaire: body.commentaire,
        });
        if (!inserted) throw conflict('Vous avez déjà noté cette intervention.');
        await notify(
          tx,
          { candidatId: row.candidat_id },
          {
            typeId: NOTIF_TYPE.INTERVENTION,
            title: 'Nouvel avis',
            body: `Le client a noté l'intervention du ${when(row)} : ${body.note}/5.`,
            landingPage: AGENT_PAGE,
            interventionId: row.id,
          },
        );
        return inserted;
      });
      return toAvisDto(avis);
    },

    async getAvis(auth: AuthContext, interventionId: number) {
      const row = await loadOwned(auth, interventionId, endpoints.getInterventionAvis.access);
      const avis = await q.findAvisOfIntervention(db, row.id);
      return avis ? toAvisDto(avis) : null;
    },

    async listAgentAvis(candidatId: number) {
      const candidat = await q.findCandidat(db, candidatId);
      if (!candidat) throw notFound('Agent introuvable.');
      const rows = await q.listAvisOfAgent(db, candidatId);
      const total = rows.reduce((sum, row) => sum + row.note, 0);
      return {
        candidat_id: candidatId,
        note_moyenne: rows.length ? Math.round((total / rows.length) * 10) / 10 : null,
        nb_avis: rows.length,
        avis: rows.map((row) => ({
          id: row.id,
          intervention_id: row.intervention_id,
          candidat_id: row.candidat_id,
          note: row.note,
          commentaire: row.commentaire,
          created_at: row.created_at.toISOString(),
          client_prenom: row.client_prenom,
        })),
      };
    },

    pointageDebut: (auth: AuthContext, body: BodyOf<E['pointageDebutIntervention']>) =>
      pointage(auth, body, 'arrivee'),
    pointageFin: (auth: AuthContext, body: BodyOf<E['pointageFinIntervention']>) =>
      pointage(auth, body, 'depart'),
  };
}

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

export type InterventionsService = ReturnType<typeof createInterventionsService>;
