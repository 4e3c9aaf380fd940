import { endpoints } from '@maisonnee/contract';
import {
  describePriceGridChanges,
  isPriceGridEditable,
  priceGridOn,
  toParisIsoDate,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import * as q from './agence.queries.ts';
import { readPriceGrids } from './agency-settings.ts';
import { recordAudit } from './audit.ts';
import { parametresView, type ParametresDeps, type ParametresView } from './parametres-view.ts';

/** « 01/12/2026 ». */
export const frenchDay = (day: string) => day.split('-').reverse().join('/');

/**
 * `POST /api/agence/parametres/tarifs`: a whole grid from `effective_from` (today or later, Paris
 * day: 422 PRICE_GRID_IN_PAST before). A grid not yet in force of that day is replaced; one already
 * in force priced estimates and quotes and never changes (409 PRICE_GRID_IN_FORCE): an
 * administrator schedules the next one instead. Quotes keep the prices they were made with.
 */
export async function savePriceGrid(
  deps: ParametresDeps,
  auth: AuthContext,
  body: BodyOf<typeof endpoints.savePriceGrid>,
): Promise<ParametresView> {
  assertCaller(auth, endpoints.savePriceGrid.access);
  const today = toParisIsoDate(deps.now());
  const day = body.effective_from;
  if (day < today) {
    throw refusal(
      'PRICE_GRID_IN_PAST',
      `Une nouvelle grille commence aujourd’hui ou plus tard, pas le ${frenchDay(day)}.`,
    );
  }
  return deps.db.transaction(async (tx) => {
    const existing = await q.findPriceGridRow(tx, day);
    if (existing && !isPriceGridEditable(day, today)) {
      throw refusal(
        'PRICE_GRID_IN_FORCE',
        `La grille du ${frenchDay(day)} est déjà en vigueur : elle ne change plus. Programmez une nouvelle grille à partir de demain.`,
      );
    }
    const others = (await readPriceGrids(tx)).filter((dated) => dated.effectiveFrom !== day);
    const previous = existing?.grid ?? priceGridOn(others, day);
    const changes = describePriceGridChanges(previous, body.grid);
    await q.upsertPriceGrid(tx, {
      effectiveFrom: day,
      grid: body.grid,
      userId: auth.userId,
      at: deps.now(),
    });
    await recordAudit(tx, {
      area: 'tarifs',
      action: 'price_grid',
      actor: { id: auth.userId, name: auth.user.name },
      summary: `${existing ? 'Grille tarifaire remplacée' : 'Grille tarifaire programmée'} à partir du ${frenchDay(day)} : ${
        changes.length > 0 ? changes.join(' ; ') : 'mêmes tarifs que la grille précédente'
      }`,
      before: existing?.grid ?? null,
      after: body.grid,
    });
    return parametresView(deps, tx);
  });
}
