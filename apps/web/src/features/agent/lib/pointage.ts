import {
  ARRIVAL_DISTANCE_METERS,
  distanceMeters,
  formatDistance,
  toIsoDateString,
  toParisIsoDate,
} from '@maisonnee/domain';
import { refusalNumber } from '../../../lib/api-errors.ts';

/** Where the device stands, as the check-in and check-out calls take it. */
export interface DevicePosition {
  lat: number;
  lng: number;
  accuracy_m?: number;
}

export const GEOLOCATION_MESSAGES = {
  unsupported:
    'Cet appareil ne donne pas sa position : le pointage se fait depuis un téléphone avec la localisation.',
  denied:
    'La localisation est refusée. Autorisez-la pour ce site dans les réglages de votre navigateur, puis réessayez.',
  unavailable:
    'Votre position est introuvable pour le moment. Réessayez à l’extérieur ou dans un instant.',
  timeout: 'La recherche de votre position a pris trop de temps. Réessayez.',
} as const;

/** A position failure, with a French message people can act on. */
export class GeolocationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeolocationError';
  }
}

/** The French message of a `GeolocationPositionError` code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number): string {
  if (code === 1) return GEOLOCATION_MESSAGES.denied;
  if (code === 3) return GEOLOCATION_MESSAGES.timeout;
  return GEOLOCATION_MESSAGES.unavailable;
}

/** The device's current position (`navigator.geolocation.getCurrentPosition`, high accuracy). */
export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationError(GEOLOCATION_MESSAGES.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        const result: DevicePosition = { lat: latitude, lng: longitude };
        // The API takes 10 km at most; a worse accuracy is simply not sent.
        if (Number.isFinite(accuracy) && accuracy >= 0 && accuracy <= 10_000) {
          result.accuracy_m = accuracy;
        }
        resolve(result);
      },
      (error) => reject(new GeolocationError(geolocationErrorMessage(error.code))),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}

/** Distance from the device to the client's home, rounded to the metre; null without coordinates. */
export function distanceToClient(
  device: DevicePosition,
  client: { lat: number | null; lng: number | null },
): number | null {
  if (client.lat === null || client.lng === null) return null;
  return Math.round(distanceMeters(device, { lat: client.lat, lng: client.lng }));
}

/**
 * The distance the API measured when it refused a check-in or check-out as too far
 * (code `TOO_FAR_FROM_ADDRESS`, `details.distance_m`); null for any other failure.
 */
export function refusedDistance(error: unknown): number | null {
  return refusalNumber(error, 'TOO_FAR_FROM_ADDRESS', 'distance_m');
}

/** `Distance au domicile du client : 200 m (50 m au plus pour pointer).` */
export function distanceLine(meters: number): string {
  return `Distance au domicile du client : ${formatDistance(meters)} (${ARRIVAL_DISTANCE_METERS} m au plus pour pointer).`;
}

/**
 * Interventions of today and the later ones. Today is the Paris day of `now` (a real instant); an
 * intervention's day is its planned day (agency wall clock, written as UTC).
 */
export function splitByDay<I extends { date_debut: string }>(
  interventions: readonly I[],
  now: Date,
): { today: I[]; later: I[] } {
  const day = toParisIsoDate(now);
  const today: I[] = [];
  const later: I[] = [];
  for (const intervention of interventions) {
    const start = toIsoDateString(intervention.date_debut);
    if (start === day) today.push(intervention);
    else if (start > day) later.push(intervention);
  }
  return { today, later };
}

/** Files accepted for uploads (contract: PDF, JPEG, PNG; 10 MiB). */
export const UPLOAD_ACCEPT = 'application/pdf,image/jpeg,image/png';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Checks a chosen file before sending it: 'type', 'size', or null when it may go. */
export function checkUpload(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!UPLOAD_ACCEPT.split(',').includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}
