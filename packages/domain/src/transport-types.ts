/*
 * How an agent travels to the client (section 3: transport types, id, label, icon; ids 2, 5, 3, 1
 * in the order offered, 4 is not used). Icons are Tabler icon names, as for the services.
 */

/** The transport type ids, in the order they are offered. */
export const TRANSPORT_TYPE_IDS = Object.freeze([2, 5, 3, 1] as const);

/** Identifier of a way of travelling (`transport_type_id`). */
export type TransportTypeId = (typeof TRANSPORT_TYPE_IDS)[number];

/** How an agent travels to the client. */
export interface TransportType {
  id: TransportTypeId;
  label: string;
  icon: string;
}

/** Ways an agent can travel to interventions, in the order they are offered. */
export const TRANSPORT_TYPES: readonly TransportType[] = Object.freeze([
  { id: 2, label: 'À pied', icon: 'walk' },
  { id: 5, label: 'Transports en commun', icon: 'bus' },
  { id: 3, label: 'Voiture', icon: 'car' },
  { id: 1, label: 'Vélo', icon: 'bike' },
]);

/** A transport type id is valid only when it is one of the offered ways (1, 2, 3 or 5). */
export function isTransportTypeId(value: unknown): value is TransportTypeId {
  return (TRANSPORT_TYPE_IDS as readonly unknown[]).includes(value);
}
