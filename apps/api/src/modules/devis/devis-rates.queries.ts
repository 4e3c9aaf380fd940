import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { devis_details } from '../../db/schema/devis.ts';

/* The hourly rates of a signed quote, as invoicing prices the hours done (read only). */

export interface QuoteRates {
  semaine: number;
  weekend: number;
}

/**
 * The rates of the quote's line for the skill, else of its first line; undefined when the quote
 * has no line. A line without a weekend rate uses its weekday rate on weekends.
 */
export async function quoteRatesForSkill(
  conn: Db | Tx,
  devisId: number,
  skillId: number,
): Promise<QuoteRates | undefined> {
  const lines = await conn
    .select()
    .from(devis_details)
    .where(eq(devis_details.devis_id, devisId))
    .orderBy(asc(devis_details.position), asc(devis_details.id));
  const line = lines.find((l) => l.client_besoin_skill_id === skillId) ?? lines[0];
  if (!line) return undefined;
  return {
    semaine: line.prix_horaire_ttc,
    weekend: line.prix_horaire_weekend_ttc ?? line.prix_horaire_ttc,
  };
}
