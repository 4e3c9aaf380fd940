import { MAP_POSITIONS_MAX, type mapBoxSchema, type mapPositionsSchema } from '@maisonnee/contract';
import { and, between, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/*
 * The back-office maps (clients, agents, posts) answer at most MAP_POSITIONS_MAX markers, in the
 * zone on screen when the map sends it: an agency's 20,000 clients would otherwise travel and be
 * drawn at once. The queries read one row more than they show, which says "points are missing"
 * without counting them all.
 */

export type MapPositions = z.infer<typeof mapPositionsSchema>;
export type MapBox = z.infer<typeof mapBoxSchema>;

/** How many rows a map query reads: one more than it shows. */
export const MAP_ROWS_TO_READ = MAP_POSITIONS_MAX + 1;

/** Located rows, inside the zone on screen when there is one (the (lat, lng) btree serves it). */
export function onMap(
  lat: AnyPgColumn,
  lng: AnyPgColumn,
  bbox: MapBox | undefined,
): SQL | undefined {
  return and(
    isNotNull(lat),
    isNotNull(lng),
    bbox ? between(lat, bbox.lat_min, bbox.lat_max) : undefined,
    bbox ? between(lng, bbox.lng_min, bbox.lng_max) : undefined,
  );
}

/** The markers to show from the rows read, and whether some were left out. */
export function mapPositionsOf<R>(
  rows: readonly R[],
  toPosition: (row: R) => MapPositions['items'][number],
): MapPositions {
  return {
    items: rows.slice(0, MAP_POSITIONS_MAX).map(toPosition),
    limit: MAP_POSITIONS_MAX,
    tronque: rows.length > MAP_POSITIONS_MAX,
  };
}
