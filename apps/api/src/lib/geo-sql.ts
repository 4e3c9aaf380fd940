import { boxAround, EARTH_RADIUS_METERS, type LatLng } from '@maisonnee/domain';
import { and, between, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The around searches in SQL, the same way on PGlite and PostgreSQL (neither PostGIS nor
 * earthdistance is available on PGlite): the latitude/longitude box that holds the circle is
 * the index-friendly first cut (btree on (lat, lng) of each located table), then the exact
 * great-circle distance filters and orders, so that LIMIT keeps the nearest rows.
 */

/** Distance in kilometres from `center` to the row's point: the haversine of domain/geo.ts. */
export function distanceKmSql(lat: AnyPgColumn, lng: AnyPgColumn, center: LatLng): SQL<number> {
  const radiusKm = EARTH_RADIUS_METERS / 1000;
  // least() guards asin against rounding just above 1, as distanceMeters() does.
  return sql<number>`(2 * ${radiusKm}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${center.lat}::float8) / 2), 2)
    + cos(radians(${center.lat}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${center.lng}::float8) / 2), 2)))))`.mapWith(Number);
}

/** Located rows within `km` of `center`: the indexed box, then the exact circle. */
export function withinKm(
  lat: AnyPgColumn,
  lng: AnyPgColumn,
  center: LatLng,
  km: number,
): SQL | undefined {
  const box = boxAround(center, km);
  return and(
    isNotNull(lat),
    isNotNull(lng),
    between(lat, box.minLat, box.maxLat),
    between(lng, box.minLng, box.maxLng),
    sql`${distanceKmSql(lat, lng, center)} <= ${km}::float8`,
  );
}
