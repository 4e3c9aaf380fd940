/*
 * The directions link of a visit. One universal link for every phone: Google Maps' cross-platform
 * URL (`https://www.google.com/maps/dir/?api=1&destination=…`) opens the Google Maps app when it is
 * installed (Android, iOS) and the maps website otherwise, in the PWA and in the native shells.
 * `geo:` works on Android only and `maps://` on iOS only; both fail silently elsewhere.
 */

export interface Destination {
  lat: number | null;
  lng: number | null;
  adresse: string | null;
  codep: string | null;
  ville: string | null;
}

/** The postal address as one line, '' when nothing is known. */
export function addressLine(client: Omit<Destination, 'lat' | 'lng'>): string {
  return [client.adresse, [client.codep, client.ville].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * The directions link to the client's home: its position when placed on the map, else its
 * postal address; null when neither is known.
 */
export function directionsUrl(client: Destination): string | null {
  const destination =
    client.lat !== null && client.lng !== null
      ? `${client.lat},${client.lng}`
      : addressLine(client);
  if (!destination) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
