import { endpoints, MISSION_INTERVENTIONS_PAGE_SIZE, type EndpointDef } from '@maisonnee/contract';
import { atUtc, effectiveEnd, skillLabel } from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { findAvisDto } from './avis.service.ts';
import { DAY_MS, dayWindow, ownedInterventionLoader } from './planning-common.ts';
import { missionInterventionIdsPage } from './interventions.queries.ts';
import {
  findClient,
  findMissionRow,
  selectInterventionsBetween,
  selectInterventionsByIds,
} from './read-model.queries.ts';
import {
  toAgentInterventionDtos,
  toInterventionClient,
  toInterventionDto,
  toInterventionDtos,
  toMissionDtos,
  toProlongationDto,
} from './read-model.ts';

/* Reading interventions: one with its mission and client, a mission's, an agent's, a client's. */

type E = typeof endpoints;
type Window = { date_debut?: string | undefined; date_fin?: string | undefined };

export function createInterventionsReadService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const load = ownedInterventionLoader(db);

  return {
    async getIntervention(auth: AuthContext, id: number, access: EndpointDef['access']) {
      const row = await load(auth, id, access);
      const [dto, client, mission, avis] = await Promise.all([
        toInterventionDto(db, row),
        findClient(db, row.client_id),
        row.mission_id ? findMissionRow(db, row.mission_id) : Promise.resolve(undefined),
        findAvisDto(db, row.id),
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
        avis,
        prolongation: toProlongationDto(row),
      };
    },

    /**
     * One page of a mission's interventions, chronological, on the period when given (whoever
     * may read the mission). Paged: a recurring mission has ≈ 100 a year, and answering them all
     * was the API's memory peak under volume (docs/lists.md).
     */
    async listByMission(
      auth: AuthContext,
      missionId: number,
      access: EndpointDef['access'],
      request: Window & { page: number },
    ) {
      const mission = await findMissionRow(db, missionId);
      if (!mission) throw notFound('Mission introuvable.');
      assertOwns(auth, access, { clientId: mission.client_id });
      const limit = MISSION_INTERVENTIONS_PAGE_SIZE;
      const { ids, total } = await missionInterventionIdsPage(db, missionId, dayWindow(request), {
        limit,
        offset: (request.page - 1) * limit,
      });
      const items = await toInterventionDtos(db, await selectInterventionsByIds(db, ids));
      return { items, page: request.page, limit, total };
    },

    /** An agent's interventions between two days, with the client to visit. */
    async listOfAgent(candidatId: number, period: Window) {
      return toAgentInterventionDtos(
        db,
        await selectInterventionsBetween(db, { candidatIds: [candidatId], ...dayWindow(period) }),
      );
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
      const rows = await selectInterventionsBetween(db, {
        candidatIds: [body.candidat_id],
        statuts: ['planifiee', 'en_cours'],
        from: at,
        to: until,
      });
      return toAgentInterventionDtos(db, rows);
    },

    async getAgentEnCours(auth: AuthContext, body: BodyOf<E['getInterventionAgentEnCours']>) {
      assertOwns(auth, endpoints.getInterventionAgentEnCours.access, {
        candidatId: body.candidat_id,
      });
      const rows = await selectInterventionsBetween(db, {
        candidatIds: [body.candidat_id],
        statuts: ['en_cours'],
      });
      const current = rows.at(-1);
      if (!current) return null;
      const [dto] = await toAgentInterventionDtos(db, [current]);
      return dto ?? null;
    },

    /** The client's calendar: its interventions between two days as events. */
    async listEventsClient(
      auth: AuthContext,
      clientId: number,
      body: BodyOf<E['listEventsClient']>,
    ) {
      assertOwns(auth, endpoints.listEventsClient.access, { clientId });
      const rows = await selectInterventionsBetween(db, {
        clientId,
        ...dayWindow({ date_debut: body.start, date_fin: body.end }),
      });
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
          title: `${skillLabel(dto.client_besoin_skill_id)}${agent}`,
          start: dto.date_debut,
          end: effectiveEnd(row).toISOString(),
          statut: dto.statut,
          client_besoin_skill_id: dto.client_besoin_skill_id,
          agent: dto.agent,
          is_ponctuel: row.is_ponctuel ?? true,
        };
      });
    },
  };
}
