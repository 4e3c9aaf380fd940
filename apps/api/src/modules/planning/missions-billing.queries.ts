import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { missions } from '../../db/schema/missions.ts';

/* What invoicing reads of missions (read only): skill, quote, mutuelle and its granted hours. */

export interface MissionForBilling {
  id: number;
  clientId: number;
  skillId: number;
  isPonctuel: boolean;
  devisId: number | null;
  mutuelleId: number | null;
  /** Hours granted (mutuelle missions); null when none. */
  nbHeuresTotal: number | null;
}

export async function missionsForBilling(
  conn: Db | Tx,
  ids: readonly number[],
): Promise<Map<number, MissionForBilling>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .select()
    .from(missions)
    .where(inArray(missions.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        clientId: row.client_id,
        skillId: row.client_besoin_skill_id,
        isPonctuel: row.is_ponctuel,
        devisId: row.devis_id,
        mutuelleId: row.mutuelle_id,
        nbHeuresTotal: row.nb_heures_total,
      },
    ]),
  );
}
