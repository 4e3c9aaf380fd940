import { callEndpoint, type ResponseOf, type Route } from '../lib/api-client.ts';
import { withFallback } from '../lib/http.ts';
import { getToken } from '../lib/session.ts';

const route: Route<'geolocByAdresse'> = {
  name: 'geolocByAdresse',
  method: 'GET',
  path: '/api/tools/geoloc-by-adresse-api-gouv/{address}',
  envelope: 'data',
};

export type GeolocResult = NonNullable<ResponseOf<'geolocByAdresse'>>;

/**
 * GET /api/tools/geoloc-by-adresse-api-gouv/{address} (the address is URL-encoded by fillPath).
 * The call needs a token: without one it is not made (the HTTP client would send the user to the
 * login screen), so sign-up keeps a plain typed address. Any failure (501 while the geocoder is
 * not built, network) is logged and answers null: the form goes on without coordinates.
 */
export async function geolocByAdresse(address: string): Promise<GeolocResult | null> {
  if (!getToken() || address.trim().length < 4) return null;
  return withFallback(
    'geolocByAdresse',
    async () => {
      const result = await callEndpoint(route, { params: { address: address.trim() } });
      return isGeolocResult(result) ? result : null;
    },
    null,
  );
}

/** A usable suggestion: the answer may be null, or something else while the call is not built. */
function isGeolocResult(value: unknown): value is GeolocResult {
  const result = value as GeolocResult | null;
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof result.label === 'string' &&
    typeof result.adresse === 'string' &&
    typeof result.codep === 'string' &&
    typeof result.ville === 'string' &&
    typeof result.lat === 'number' &&
    typeof result.lng === 'number'
  );
}
