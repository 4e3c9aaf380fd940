import { endpoints, type Facture as FactureDto } from '@maisonnee/contract';
import { checkFacturePayable } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, refusal } from '../../lib/app-error.ts';
import { factureRegleeParUrssaf } from '../avance/avance-demandes.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { chargeFacture } from '../paiements/paiements-charge.service.ts';
import { defaultPaymentMethod } from '../paiements/paiements-read.ts';
import { stripeOf } from '../paiements/paiements-stripe.ts';
import { invoicesForPayments } from './factures-payment.service.ts';
import { createFacturesReader } from './factures-reader.ts';

/*
 * « Payer maintenant » (`factures/payer`): the client (or accounting) charges an issued invoice
 * on the client's default payment method, through the payments module; Stripe's webhook then
 * rules the outcome (docs/paiements.md).
 */

const NO_METHOD = 'Ajoutez un moyen de paiement.';

export function createFacturePayService(deps: ModuleDeps) {
  const { db } = deps;
  const reader = createFacturesReader(deps);

  return {
    async payFacture(auth: AuthContext, factureId: number): Promise<FactureDto> {
      const row = await reader.loadForCaller(auth, factureId, endpoints.payFacture.access);
      // URSSAF pays it (immediate advance, docs/avance-immediate.md): not paid online meanwhile.
      if (await factureRegleeParUrssaf(db, factureId))
        throw refusal(
          'AVANCE_EN_COURS',
          "Cette facture est réglée par l'URSSAF (avance immédiate) : votre part sera prélevée par l'URSSAF, elle ne se paie pas en ligne.",
        );
      stripeOf(deps);
      // What remains after credit notes and payments (the invoice's answer reads it once).
      assertAllowed(checkFacturePayable(await reader.dto(row)));
      if (!(await defaultPaymentMethod(db, row.client_id)))
        throw refusal('NO_PAYMENT_METHOD', NO_METHOD);
      const outcome = await chargeFacture(deps, invoicesForPayments, factureId);
      if (outcome.kind === 'skipped' && outcome.reason === 'in_flight')
        throw refusal('PAYMENT_IN_PROGRESS', 'Un paiement de cette facture est déjà en cours.');
      if (outcome.kind === 'skipped' && outcome.reason === 'no_method')
        throw refusal('NO_PAYMENT_METHOD', NO_METHOD);
      return reader.dto(await reader.require(factureId));
    },
  };
}
