/*
 * Kinds of in-app notification (notification_types.id). The code is what a screen switches on;
 * the label is the French name shown to people; the icon is a Tabler icon name, as for the
 * services. The notification list sends them as `notifTypes` (section 3).
 */

/** Notification type ids by name. */
export const NOTIF_TYPE = Object.freeze({
  INTERVENTION: 1,
  DEVIS: 2,
  FACTURE: 3,
  MESSAGE: 4,
  MISSION: 5,
  COMPTE: 6,
  NOUVELLE_VERSION: 7,
  /** A new entry in a mission's liaison notebook (issue 25, point 5). */
  CAHIER: 8,
} as const);

/** Identifier of a notification type. */
export type NotifTypeId = (typeof NOTIF_TYPE)[keyof typeof NOTIF_TYPE];

/** A kind of notification: stable code, French label, Tabler icon. */
export interface NotificationType {
  id: NotifTypeId;
  code: string;
  label: string;
  icon: string;
}

/** Every notification type, by id. */
export const NOTIFICATION_TYPES: readonly NotificationType[] = Object.freeze([
  { id: 1, code: 'intervention', label: 'Intervention', icon: 'calendar' },
  { id: 2, code: 'devis', label: 'Devis', icon: 'file-text' },
  { id: 3, code: 'facture', label: 'Facture', icon: 'receipt' },
  { id: 4, code: 'message', label: 'Message', icon: 'message' },
  { id: 5, code: 'mission', label: 'Mission', icon: 'briefcase' },
  { id: 6, code: 'compte', label: 'Compte', icon: 'user' },
  { id: 7, code: 'nouvelle_version', label: "Nouvelle version de l'application", icon: 'download' },
  { id: 8, code: 'cahier', label: 'Cahier de liaison', icon: 'notebook' },
]);

/** The notification type of an id, or undefined when the id is unknown. */
export function notificationTypeById(id: number): NotificationType | undefined {
  return NOTIFICATION_TYPES.find((type) => type.id === id);
}

/** Query parameter of the missions page that opens the rating of one intervention. */
export const RATE_INTERVENTION_PARAM = 'noter';

/**
 * Where a notification about a finished intervention leads the client: the missions page with
 * the rating of that intervention open (not a tab where it may not even be listed).
 */
export function rateInterventionPage(interventionId: number): string {
  return `/missions?${RATE_INTERVENTION_PARAM}=${interventionId}`;
}
