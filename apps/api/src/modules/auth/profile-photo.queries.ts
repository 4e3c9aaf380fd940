import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** Points a user's `profile_photo_path` at a stored photo (its server-generated name). */
export async function updateProfilePhotoPath(
  conn: Db | Tx,
  userId: number,
  path: string,
): Promise<void> {
  await conn
    .update(users)
    .set({ profile_photo_path: path, profile_photo_path_64: null, updated_at: new Date() })
    .where(eq(users.id, userId));
}
