import type { FastifyBaseLogger } from 'fastify';

/** A geocoded address, as `tools/geoloc-by-adresse-api-gouv` answers it. */
export interface GeocodedAddress {
  label: string;
  adresse: string;
  codep: string;
  ville: string;
  lat: number;
  lng: number;
  /** Match quality between 0 and 1. */
  score: number;
}

export interface Geocoder {
  /** The best match, or null when nothing matches or geocoding is off. */
  geocode(address: string): Promise<GeocodedAddress | null>;
}

/** Geocoding off (no GEOCODER_URL): every address answers null (ARCHITECTURE §7). */
export const disabledGeocoder: Geocoder = { geocode: async () => null };

interface BanFeature {
  geometry?: { coordinates?: [number, number] };
  properties?: {
    label?: string;
    name?: string;
    postcode?: string;
    city?: string;
    score?: number;
  };
}

const TIMEOUT_MS = 5000;

/**
 * The Base Adresse Nationale API (`GET <url>/search/?q=…&limit=5`, GeoJSON answer). The first
 * feature is the best match. A failure of the service (network, timeout, non-2xx, bad JSON) is
 * logged and answers null: the address stays usable, only its coordinates are unknown.
 */
export function createBanGeocoder(baseUrl: string, log: FastifyBaseLogger): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async geocode(address) {
      const url = `${base}/search/?q=${encodeURIComponent(address)}&limit=5`;
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) {
          log.warn({ status: response.status }, 'geocoding failed');
          return null;
        }
        const body = (await response.json()) as { features?: BanFeature[] };
        const feature = body.features?.[0];
        const [lng, lat] = feature?.geometry?.coordinates ?? [];
        const properties = feature?.properties;
        if (typeof lat !== 'number' || typeof lng !== 'number' || !properties) return null;
        return {
          label: properties.label ?? address,
          adresse: properties.name ?? '',
          codep: properties.postcode ?? '',
          ville: properties.city ?? '',
          lat,
          lng,
          score: Math.min(1, Math.max(0, properties.score ?? 0)),
        };
      } catch (error) {
        log.warn({ err: error }, 'geocoding failed');
        return null;
      }
    },
  };
}

/** The BAN geocoder when a URL is configured, otherwise the disabled one. */
export function createGeocoder(baseUrl: string | undefined, log: FastifyBaseLogger): Geocoder {
  return baseUrl ? createBanGeocoder(baseUrl, log) : disabledGeocoder;
}
