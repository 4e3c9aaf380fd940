import type { User } from '@maisonnee/contract';
import type { Db, Tx } from '../../db/client.ts';
import { listProcheClientIds, type UserRow } from './auth.queries.ts';

/**
 * The user as the app stores it (contract `userSchema`); `procheClientIds`: the households it
 * follows as a relative, sent only when there is one (docs/proches.md).
 */
export function toUserDto(row: UserRow, procheClientIds: readonly number[] = []): User {
  return {
    id: row.id,
    name: row.name ?? [row.prenom, row.nom].filter(Boolean).join(' '),
    email: row.email,
    created_at: row.created_at.toISOString(),
    profile_photo_path: row.profile_photo_path ?? null,
    profile_photo_path_64: row.profile_photo_path_64 ?? null,
    user_role_id: row.user_role_id ?? null,
    roles_ids: row.roles_ids ?? [],
    role_manager: row.role_manager,
    client_id: row.client_id ?? null,
    candidat_id: row.candidat_id ?? null,
    fcm_token: row.fcm_token ?? null,
    civilite: row.civilite ?? null,
    nom: row.nom ?? null,
    prenom: row.prenom ?? null,
    mobile: row.mobile ?? null,
    fixe: row.fixe ?? null,
    date_naissance: row.date_naissance ? String(row.date_naissance) : null,
    adresse: row.adresse ?? null,
    codep: row.codep ?? null,
    ville: row.ville ?? null,
    country: row.country ?? null,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
    email_verified: row.email_verified_at !== null,
    ...(procheClientIds.length > 0 ? { proche_client_ids: [...procheClientIds] } : {}),
  };
}

/** The user with the households it follows as a relative, read now (a removal shows at once). */
export async function readUserDto(db: Db | Tx, row: UserRow): Promise<User> {
  return toUserDto(row, await listProcheClientIds(db, row.id));
}
