/** Where the device stands, in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

export const DEVICE_POSITION_MESSAGES = {
  unsupported:
    'Cet appareil ne donne pas sa position. Placez le point sur la carte ou saisissez ses coordonnées.',
  denied:
    'La localisation est refusée. Autorisez-la pour ce site dans les réglages de votre navigateur, ou placez le point sur la carte.',
  unavailable:
    'Votre position est introuvable pour le moment. Réessayez dans un instant, ou placez le point sur la carte.',
  timeout: 'La recherche de votre position a pris trop de temps. Réessayez.',
} as const;

/** A position failure, with a French message people can act on. */
export class DevicePositionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DevicePositionError';
  }
}

function messageOfCode(code: number): string {
  if (code === 1) return DEVICE_POSITION_MESSAGES.denied;
  if (code === 3) return DEVICE_POSITION_MESSAGES.timeout;
  return DEVICE_POSITION_MESSAGES.unavailable;
}

/**
 * The device's current position (`navigator.geolocation`), used to place an address without an
 * outside geocoder ("Je suis à cette adresse"). Rejects with a `DevicePositionError` whose
 * message is French and says what to do instead.
 */
export function readDevicePosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new DevicePositionError(DEVICE_POSITION_MESSAGES.unsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new DevicePositionError(messageOfCode(error.code))),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  });
}

/** The French message of any failure of `readDevicePosition`. */
export function devicePositionErrorMessage(error: unknown): string {
  return error instanceof DevicePositionError
    ? error.message
    : DEVICE_POSITION_MESSAGES.unavailable;
}
