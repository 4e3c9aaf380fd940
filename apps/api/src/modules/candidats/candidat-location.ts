import { createGeocoder } from '../../adapters/geocoding/ban-geocoder.ts';
import type { ModuleDeps } from '../module-deps.ts';

/*
 * Where a candidate lives, for the searches around a point: the coordinates the form sent, else
 * those already kept for the same address, else the geocoder's (null when it is off or finds
 * nothing). The geocoder is never called inside a transaction.
 */

export interface PostalAddress {
  adresse: string;
  codep: string;
  ville: string;
}

export interface Coordinates {
  lat: number | null;
  lng: number | null;
}

export type Locate = (
  address: PostalAddress,
  sent: Coordinates,
  previous?: { [K in keyof PostalAddress]?: string | null } & Partial<Coordinates>,
) => Promise<Coordinates>;

export function createLocator(deps: Pick<ModuleDeps, 'config' | 'log'>): Locate {
  const geocoder = createGeocoder(deps.config.geocoderUrl, deps.log);
  return async (address, sent, previous) => {
    if (sent.lat !== null && sent.lng !== null) return { lat: sent.lat, lng: sent.lng };
    if (
      previous &&
      previous.adresse === address.adresse &&
      previous.codep === address.codep &&
      previous.ville === address.ville &&
      previous.lat != null &&
      previous.lng != null
    )
      return { lat: previous.lat, lng: previous.lng };
    const found = await geocoder.geocode(`${address.adresse} ${address.codep} ${address.ville}`);
    return found ? { lat: found.lat, lng: found.lng } : { lat: null, lng: null };
  };
}
