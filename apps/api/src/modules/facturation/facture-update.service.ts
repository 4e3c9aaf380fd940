import { endpoints, type Facture as FactureDto } from '@maisonnee/contract';
import {
  checkFactureUpdate,
  eurosToCents,
  isFactureDraft,
  toParisIsoDate,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, validationFailed } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { recordReglement } from '../paiements/reglements.service.ts';
import { invoicesForPayments } from './factures-payment.service.ts';
import { totalsOf, typedLineRow, type TypedLine } from './factures-drafts.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/*
 * Accounting changes an invoice (`factures/update`): a draft its lines, due date or cancellation;
 * an issued invoice only the payment received by transfer, written to the payment ledger (the
 * domain's rule, facture-rules.ts).
 */

export interface UpdateFactureBody {
  id: number;
  statut?: FactureDto['statut'] | undefined;
  date_echeance?: string | undefined;
  lignes?: TypedLine[] | undefined;
  montant_paye?: number | undefined;
}

const LOWER_REFUSED = "Pour corriger un règlement, annulez-le dans l'historique de la facture.";

/** End of a Paris day as an instant (21:59:59Z is 22:59:59 or 23:59:59 in Paris). */
const endOfParisDay = (day: string) => new Date(`${day}T21:59:59Z`);

export function createFactureUpdateService(deps: ModuleDeps) {
  const { db, now } = deps;
  const reader = createFacturesReader(deps);

  async function editDraft(row: q.FactureRow, body: UpdateFactureBody) {
    const values: Partial<q.NewFactureRow> = {};
    if (body.date_echeance) values.due_at = endOfParisDay(body.date_echeance);
    if (body.statut === 'annulee') values.statut = 'annulee';
    return db.transaction(async (tx) => {
      if (body.lignes) {
        const lignes = body.lignes.map(typedLineRow);
        await q.replaceLignes(tx, row.id, lignes);
        Object.assign(values, totalsOf(lignes));
      }
      return (await q.updateFacture(tx, row.id, values))!;
    });
  }

  /**
   * The amount received so far, as the former cumulative field: what it adds becomes a transfer
   * of today in the payment ledger (docs/paiements.md; the screen records a dated, referenced
   * payment instead); « payée » alone pays what remains after credit notes. Less than recorded is
   * refused: a mistaken payment is cancelled in the invoice's history.
   */
  async function recordPayment(
    auth: AuthContext,
    row: q.FactureRow,
    montantPaye: number | undefined,
  ) {
    if (montantPaye !== undefined && montantPaye > row.montant_ttc)
      throw validationFailed(
        { montant_paye: 'Le montant payé dépasse le montant de la facture.' },
        'Le montant payé dépasse le montant de la facture.',
      );
    const invoice = (await invoicesForPayments.find(db, row.id))!;
    const current = eurosToCents(row.montant_paye);
    const target =
      montantPaye === undefined
        ? current + eurosToCents(invoice.reste_du)
        : eurosToCents(montantPaye);
    if (target < current) throw validationFailed({ montant_paye: LOWER_REFUSED }, LOWER_REFUSED);
    if (target > current)
      await db.transaction((tx) =>
        recordReglement(
          deps,
          invoicesForPayments,
          tx,
          {
            client_id: row.client_id,
            date: toParisIsoDate(now()),
            mode: 'virement',
            reference: null,
            montant_centimes: target - current,
            imputations: [{ facture_id: row.id, montant_centimes: target - current }],
          },
          auth.userId,
        ),
      );
    return reader.require(row.id);
  }

  return {
    async updateFacture(auth: AuthContext, body: UpdateFactureBody): Promise<FactureDto> {
      const row = await reader.loadForCaller(auth, body.id, endpoints.updateFacture.access);
      assertAllowed(checkFactureUpdate(row, body));
      const updated = isFactureDraft(row)
        ? await editDraft(row, body)
        : await recordPayment(auth, row, body.montant_paye);
      return reader.dto(updated);
    },
  };
}
