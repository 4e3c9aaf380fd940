import { endpoints, type Facture as FactureDto } from '@maisonnee/contract';
import { checkFactureIssuable } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, notFound } from '../../lib/app-error.ts';
import { mutuelleBillingParty } from '../clients/clients-billing.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { chargeIssuedFacture } from '../paiements/paiements-charge.service.ts';
import {
  assertFactureConformeAvance,
  avanceApplies,
  demanderAvance,
} from '../avance/avance-demandes.service.ts';
import { avanceFactureOf } from './factures-avance.ts';
import { createFactureEmission } from './facture-emission.ts';
import { factureExists, isUniqueViolation } from './factures-drafts.ts';
import { invoicesForPayments } from './factures-payment.service.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/*
 * Issuing a draft (« Générer la facture », `clients/generer/factures`): numbered, its PDF stored
 * and the client told in one transaction; then a client's invoice is charged on its default
 * payment method, whatever the charge's outcome (the payments module records it).
 */

export interface IssueFactureBody {
  facture: number;
  /** The payer: a mutuelle's id, or null for the client. */
  organisme: number | null;
  commentaire?: string | null | undefined;
}

export function createFactureIssueService(deps: ModuleDeps) {
  const { db } = deps;
  const reader = createFacturesReader(deps);
  const emission = createFactureEmission(deps, reader);

  /** The changes the issuing brings: the comment, and the payer when it changes. */
  async function changesOf(row: q.FactureRow, body: IssueFactureBody) {
    const extra: Partial<q.NewFactureRow> = {};
    if (body.commentaire !== undefined) extra.commentaire = body.commentaire ?? null;
    if (body.organisme !== (row.mutuelle_id ?? null)) {
      if (body.organisme !== null && !(await mutuelleBillingParty(db, body.organisme)))
        throw notFound('Mutuelle introuvable.');
      extra.type = body.organisme === null ? 'client' : 'mutuelle';
      extra.mutuelle_id = body.organisme;
    }
    return extra;
  }

  return {
    async genererFactures(auth: AuthContext, body: IssueFactureBody): Promise<FactureDto> {
      const row = await reader.loadForCaller(auth, body.facture, endpoints.genererFactures.access);
      assertAllowed(checkFactureIssuable(row));
      const extra = await changesOf(row, body);
      // A registered family's invoice follows URSSAF's rules (docs/avance-immediate.md).
      const next = { ...row, ...extra };
      if (avanceApplies(deps, next))
        await assertFactureConformeAvance(deps, db, await avanceFactureOf(db, next));
      let issued: q.FactureRow;
      try {
        issued = await db.transaction(async (tx) => {
          const locked = await q.lockFacture(tx, row.id);
          if (!locked) throw notFound('Facture introuvable.');
          // Issued by another call meanwhile.
          assertAllowed(checkFactureIssuable(locked));
          return emission.issueWithin(tx, locked, extra);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw factureExists();
        throw error;
      }
      // A registered family's invoice goes to URSSAF (immediate advance), which pays it: no charge.
      const viaUrssaf =
        avanceApplies(deps, issued) &&
        (await demanderAvance(deps, await avanceFactureOf(db, issued)));
      // The invoice is issued whatever happens to the charge: a failure is the payments' to record.
      if (issued.type === 'client' && !viaUrssaf)
        await chargeIssuedFacture(deps, invoicesForPayments, issued.id);
      return reader.dto((await q.findFactureById(db, issued.id)) ?? issued);
    },
  };
}
