/** A point on Earth in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius (IUGG), in metres. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

/** An agent counts as arrived at, or left from, the client's home within this distance. */
export const ARRIVAL_DISTANCE_METERS = 50;

/** Radius of an agent or client search around a point when none is given, in kilometres. */
export const DEFAULT_SEARCH_RADIUS_KM = 20;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance between two points in metres (haversine formula, mean Earth radius). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * An agent may check in (pointage de début) or check out (pointage de fin) only within 50 m of
 * the client's home, limit included. Unknown coordinates (NaN) never count as arrived.
 */
export function isWithinArrivalDistance(agent: LatLng, client: LatLng): boolean {
  return distanceMeters(agent, client) <= ARRIVAL_DISTANCE_METERS;
}

/** Kilometres in one degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = 111.32;

/** A latitude/longitude rectangle (the index-friendly first cut of an around search). */
export interface GeoBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * The latitude/longitude box around a point that holds the circle of `km` (poles aside): the
 * around searches filter by it in SQL, then keep the exact distance.
 */
export function boxAround(center: LatLng, km: number): GeoBox {
  const dLat = km / KM_PER_DEGREE;
  const cos = Math.cos(toRadians(center.lat));
  const dLng = cos > 0.01 ? km / (KM_PER_DEGREE * cos) : 180;
  return {
    minLat: Math.max(-90, center.lat - dLat),
    maxLat: Math.min(90, center.lat + dLat),
    minLng: dLng >= 180 ? -180 : center.lng - dLng,
    maxLng: dLng >= 180 ? 180 : center.lng + dLng,
  };
}
