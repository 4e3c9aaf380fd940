import { endpoints } from '@maisonnee/contract';
import { isPriceGridEditable, toParisIsoDate } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import * as q from './agence.queries.ts';
import { recordAudit } from './audit.ts';
import { parametresView, type ParametresDeps, type ParametresView } from './parametres-view.ts';
import { frenchDay } from './save-price-grid.ts';

/**
 * `DELETE /api/agence/parametres/tarifs?effective_from=`: a scheduled grid goes (the one before
 * it stays in force); one in force or past never goes (409 PRICE_GRID_IN_FORCE).
 */
export async function deletePriceGrid(
  deps: ParametresDeps,
  auth: AuthContext,
  day: string,
): Promise<ParametresView> {
  assertCaller(auth, endpoints.deletePriceGrid.access);
  const today = toParisIsoDate(deps.now());
  return deps.db.transaction(async (tx) => {
    const existing = await q.findPriceGridRow(tx, day);
    if (!existing) throw notFound(`Aucune grille tarifaire ne commence le ${frenchDay(day)}.`);
    if (!isPriceGridEditable(day, today)) {
      throw refusal(
        'PRICE_GRID_IN_FORCE',
        `La grille du ${frenchDay(day)} est en vigueur ou passée : elle reste. Programmez une nouvelle grille pour changer les tarifs.`,
      );
    }
    await q.deletePriceGridRow(tx, day);
    await recordAudit(tx, {
      area: 'tarifs',
      action: 'price_grid_deleted',
      actor: { id: auth.userId, name: auth.user.name },
      summary: `Grille tarifaire du ${frenchDay(day)} supprimée avant son entrée en vigueur`,
      before: existing.grid,
    });
    return parametresView(deps, tx);
  });
}
