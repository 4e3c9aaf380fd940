/** How an agent travels to the client. */
export interface TransportType {
  id: 1 | 2 | 3 | 5;
  label: string;
  icon: string;
}

/** Ways an agent can travel to interventions, in the order they are offered. */
export const TRANSPORT_TYPES: readonly TransportType[] = Object.freeze([
  { id: 2, label: 'À pied', icon: 'walking' },
  { id: 5, label: 'Transports en commun', icon: 'bus' },
  { id: 3, label: 'Voiture', icon: 'car' },
  { id: 1, label: 'Vélo', icon: 'bicycle' },
]);

/** A transport type id is valid only when it is one of the offered ways (1, 2, 3 or 5). */
export function isTransportTypeId(value: unknown): value is TransportType['id'] {
  return TRANSPORT_TYPES.some((t) => t.id === value);
}
