import { endpoints, type candidatAroundSchema } from '@maisonnee/contract';
import { isSkillId, isTransportTypeId } from '@maisonnee/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/access.ts';
import { AROUND_PAGE_SIZE, mapFilterOf, pageOf, placedFrom } from '../../lib/back-office-search.ts';
import { assertCaller } from '../../lib/caller.ts';
import { mapPositionsOf, MAP_ROWS_TO_READ, type MapPositions } from '../../lib/map-positions.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { statutIdOf } from './candidat-dto.ts';
import * as dq from './candidat-dto.queries.ts';
import { nameOf } from './candidat-names.ts';
import { listItemsOf, statutLabel, type Paginated } from './recrutement-common.ts';
import * as q from './recrutement.queries.ts';

/*
 * Candidates where they live (docs/recrutement.md, "Back office"): a page of those around a
 * point, nearest first, and the markers of the back-office map.
 */

type E = typeof endpoints;
type CandidatAround = z.infer<typeof candidatAroundSchema>;

export function createRecrutementMapService(deps: Pick<ModuleDeps, 'db' | 'config'>) {
  const { db, config } = deps;

  return {
    /** A page of the located active candidates within the radius of a point, nearest first. */
    async around(
      auth: AuthContext,
      body: BodyOf<E['listCandidatsAround']>,
    ): Promise<Paginated<CandidatAround>> {
      assertCaller(auth, endpoints.listCandidatsAround.access);
      const center = { lat: body.lat, lng: body.lng };
      const { rows, total } = await q.candidatsAround(
        db,
        { words: [], statutIds: body.statut_ids, services: body.services, isActive: true },
        { center, km: await searchRadiusKm(db, config, body.distanceKM) },
        pageOf(body.page, AROUND_PAGE_SIZE),
      );
      const listed = await listItemsOf(db, rows);
      const items = rows.map((row, index) => ({
        ...listed[index]!,
        ...placedFrom(center, row.candidat),
        transport_type_id: isTransportTypeId(row.candidat.transport_type_id)
          ? row.candidat.transport_type_id
          : null,
      }));
      return { items, page: body.page, limit: AROUND_PAGE_SIZE, total };
    },

    /** Markers of located candidates for the back-office map. */
    async mapPositions(
      auth: AuthContext,
      body: BodyOf<E['listCandidatMapsPositions']>,
    ): Promise<MapPositions> {
      assertCaller(auth, endpoints.listCandidatMapsPositions.access);
      const found = await q.candidatsOnMap(db, mapFilterOf(body), body.bbox, MAP_ROWS_TO_READ);
      const services = await dq.servicesOfCandidats(
        db,
        found.map((row) => row.candidat.id),
      );
      return mapPositionsOf(found, ({ candidat, statut }) => ({
        id: candidat.id,
        kind: 'candidat' as const,
        lat: candidat.lat!,
        lng: candidat.lng!,
        label: nameOf(candidat),
        statut: statut ?? statutLabel(statutIdOf(candidat)),
        services: (services.get(candidat.id) ?? []).filter(isSkillId),
      }));
    },
  };
}
