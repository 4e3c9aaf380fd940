import { endpoints } from '@maisonnee/contract';
import { NOTIF_TYPE, notificationTypeById, REALTIME_EVENT, ROLE_GROUPS } from '@maisonnee/domain';
import type { z } from 'zod';
import type { notificationSchema } from '@maisonnee/contract';
import type { Db, Tx } from '../../db/client.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { publishAfterSuccess, pushAfterSuccess } from '../../lib/event-scope.ts';
import type { NotificationMessage } from './messages.ts';
import * as q from './notifications.queries.ts';

export { NOTIF_TYPE } from '@maisonnee/domain';
export { LANDING_PAGES, NOTIFICATION_MESSAGES, type NotificationMessage } from './messages.ts';

type NotificationDto = z.infer<typeof notificationSchema>;

/** Who should hear about an event. */
export interface Recipients {
  /** Every active account of this client's space. */
  clientId?: number | null;
  /** The account of this agent. */
  candidatId?: number | null;
  /** Back-office planners (administration, recruitment, commercial). */
  planners?: boolean;
  /** Only these back-office roles instead of every planner (e.g. ROLE_GROUPS.RECRUTEMENT). */
  plannerRoles?: readonly number[];
  /** These accounts, one by one (the reminder of a visit, sent to each person once). */
  userIds?: readonly number[];
  /** Never these accounts: the author of the event (a relative writing in the notebook). */
  exceptUserIds?: readonly number[];
}

/**
 * The only way to create a notification: writes one row per recipient user (each user once,
 * whatever the number of reasons to tell them). Runs inside the caller's transaction so the event
 * and its notifications are saved together. Take the message from `NOTIFICATION_MESSAGES`; a
 * push to the same users belongs here, beside the rows.
 */
export async function notify(
  db: Db | Tx,
  recipients: Recipients,
  message: NotificationMessage,
): Promise<number> {
  const ids = new Set<number>();
  if (recipients.clientId)
    for (const id of await q.userIdsOfClient(db, recipients.clientId)) ids.add(id);
  if (recipients.candidatId)
    for (const id of await q.userIdsOfCandidats(db, [recipients.candidatId])) ids.add(id);
  for (const id of recipients.userIds ?? []) ids.add(id);
  const roles =
    recipients.plannerRoles ?? (recipients.planners ? ROLE_GROUPS.RECRUTEMENT_COMMERCIAL : []);
  if (roles.length > 0) for (const id of await q.userIdsWithRoles(db, roles)) ids.add(id);
  // The household's relatives hear about its visits and notebook, never about money or quotes.
  const relatives = new Set<number>();
  if (recipients.clientId && isForRelatives(message))
    for (const id of await q.userIdsOfProches(db, recipients.clientId))
      if (!ids.has(id)) relatives.add(id);
  for (const id of recipients.exceptUserIds ?? []) {
    ids.delete(id);
    relatives.delete(id);
  }
  const data: Record<string, unknown> = {};
  if (message.missionId) data.mission_id = message.missionId;
  if (message.interventionId) data.intervention_id = message.interventionId;
  if (message.devisId) data.devis_id = message.devisId;
  if (message.clientId) data.client_id = message.clientId;
  const landingOf = (userId: number) =>
    relatives.has(userId) ? relativeLandingPage(message) : (message.landingPage ?? null);
  const inserted = await q.insertNotifications(
    db,
    [...ids, ...relatives].map((userId) => ({
      userId,
      typeId: message.typeId,
      title: message.title,
      body: message.body,
      landingPage: landingOf(userId),
      data,
      dateFin: message.dateFin ?? null,
    })),
  );
  // Once the caller's transaction is saved: open screens refetch, devices get a push.
  for (const row of inserted) {
    const landingPage = landingOf(row.user_id);
    publishAfterSuccess(
      { userIds: [row.user_id] },
      {
        type: REALTIME_EVENT.NOTIFICATION,
        data: {
          id: row.id,
          titre: message.title,
          message: message.body ?? '',
          landing_page: landingPage,
        },
      },
    );
    pushAfterSuccess([row.user_id], {
      title: message.title,
      body: message.body ?? '',
      landing_page: landingPage,
      notification_id: row.id,
    });
  }
  // A notification to the planners comes with a new cockpit task or a changed count.
  if (roles.length > 0)
    publishAfterSuccess({ roles }, { type: REALTIME_EVENT.COCKPIT, data: { kind: 'all' } });
  return ids.size + relatives.size;
}

/** The kinds of notification a household's relatives receive too (docs/proches.md). */
const RELATIVES_TYPES: readonly number[] = [
  NOTIF_TYPE.INTERVENTION,
  NOTIF_TYPE.MISSION,
  NOTIF_TYPE.CAHIER,
];

/** Visits, missions and the notebook, except a question only the family answers. */
export function isForRelatives(message: NotificationMessage): boolean {
  return RELATIVES_TYPES.includes(message.typeId) && !message.familyOnly;
}

/**
 * Where a relative lands: the notebook's own page (a relative may open it), otherwise the
 * follow-up (/suivi), never a family's screen they cannot use.
 */
function relativeLandingPage(message: NotificationMessage): string {
  return message.typeId === NOTIF_TYPE.CAHIER && message.landingPage?.startsWith('/cahier/')
    ? message.landingPage
    : '/suivi';
}

function dataId(data: Record<string, unknown> | null, key: string): number | null {
  const value = data?.[key];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function toDto(row: q.NotificationRow): NotificationDto {
  return {
    id: row.id,
    user_id: row.user_id,
    notif_type_id: row.notification_type_id ?? NOTIF_TYPE.COMPTE,
    titre: row.title,
    message: row.body ?? '',
    landing_page: row.landing_page,
    is_read: row.is_read,
    date_fin: row.date_fin ? row.date_fin.toISOString().slice(0, 10) : null,
    mission_id: dataId(row.data, 'mission_id'),
    intervention_id: dataId(row.data, 'intervention_id'),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Notifications are personal: the ownership rule lets listed back-office roles through, but
 * nobody, back office included, reads another user's notifications.
 */
function assertSelf(auth: AuthContext, userId: number) {
  if (userId !== auth.userId) throw forbidden('Ces notifications ne sont pas les vôtres.');
}

export function createNotificationsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** A page of a user's notifications with the list of notification types (only one's own). */
    async listForUser(auth: AuthContext, userId: number, page: { page: number; limit: number }) {
      assertOwns(auth, endpoints.listUserNotifications.access, { userId });
      assertSelf(auth, userId);
      const offset = (page.page - 1) * page.limit;
      const [{ rows, total }, types] = await Promise.all([
        q.listNotificationsOfUser(db, userId, { limit: page.limit, offset }),
        q.listNotificationTypes(db),
      ]);
      return {
        datas: rows.map(toDto),
        page: page.page,
        limit: page.limit,
        total,
        has_more: offset + rows.length < total,
        notifTypes: types.map((type) => ({
          id: type.id,
          code: notificationTypeById(type.id)?.code ?? `type_${type.id}`,
          libelle: type.label,
        })),
      };
    },

    /** Marks one of the caller's notifications read. */
    async read(auth: AuthContext, id: number) {
      const row = await q.findNotification(db, id);
      if (!row) throw notFound('Notification introuvable.');
      assertOwns(auth, endpoints.readNotification.access, { userId: row.user_id });
      assertSelf(auth, row.user_id);
      if (row.is_read) return toDto(row);
      const updated = await q.markNotificationRead(db, id, now());
      // The caller's other screens (tabs, devices) refresh their list and count.
      publishAfterSuccess(
        { userIds: [row.user_id] },
        { type: REALTIME_EVENT.READ, data: { notifications: true } },
      );
      return toDto(updated ?? row);
    },
  };
}
