import { endpoints, type Facture as FactureDto } from '@maisonnee/contract';
import { checkFactureUpdate, isFactureDraft } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, validationFailed } from '../../lib/app-error.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { totalsOf, typedLineRow, type TypedLine } from './factures-drafts.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/*
 * Accounting changes an invoice (`factures/update`): a draft its lines, due date or cancellation;
 * an issued invoice only the payment received by transfer (the domain's rule, facture-rules.ts).
 */

export interface UpdateFactureBody {
  id: number;
  statut?: FactureDto['statut'] | undefined;
  date_echeance?: string | undefined;
  lignes?: TypedLine[] | undefined;
  montant_paye?: number | undefined;
}

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

  /** The amount received so far: paid in full → « payée »; less again → back to issued or sent. */
  async function recordPayment(row: q.FactureRow, montantPaye: number | undefined) {
    const paye = montantPaye ?? row.montant_ttc;
    if (paye > row.montant_ttc)
      throw validationFailed(
        { montant_paye: 'Le montant payé dépasse le montant de la facture.' },
        'Le montant payé dépasse le montant de la facture.',
      );
    const full = paye >= row.montant_ttc;
    return (await q.updateFacture(db, row.id, {
      montant_paye: paye,
      ...(full
        ? {
            statut: 'payee',
            paid_at: row.paid_at ?? now(),
            paiement_erreur: null,
            paiement_relance_at: null,
          }
        : row.statut === 'payee'
          ? { statut: row.sent_at ? 'envoyee' : 'emise', paid_at: null }
          : {}),
    }))!;
  }

  return {
    async updateFacture(auth: AuthContext, body: UpdateFactureBody): Promise<FactureDto> {
      const row = await reader.loadForCaller(auth, body.id, endpoints.updateFacture.access);
      assertAllowed(checkFactureUpdate(row, body));
      const updated = isFactureDraft(row)
        ? await editDraft(row, body)
        : await recordPayment(row, body.montant_paye);
      return reader.dto(updated);
    },
  };
}
