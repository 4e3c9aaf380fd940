import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export interface NewNotification {
  userId: number;
  /** notification_types.id (seed/reference.ts), when one fits. */
  typeId?: number | null;
  title: string;
  body?: string | null;
  /** In-app route opened when the notification is tapped. */
  landingPage?: string | null;
  data?: Record<string, unknown> | null;
  dateFin?: Date | null;
}

/** Writes one notification row per recipient. */
export async function insertNotifications(db: Db | Tx, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(
    rows.map((row) => ({
      user_id: row.userId,
      notification_type_id: row.typeId ?? null,
      title: row.title,
      body: row.body ?? null,
      landing_page: row.landingPage ?? null,
      data: row.data ?? null,
      date_fin: row.dateFin ?? null,
    })),
  );
}
