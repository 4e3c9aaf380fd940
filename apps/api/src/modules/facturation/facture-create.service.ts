import { endpoints, type Facture as FactureDto } from '@maisonnee/contract';
import { checkHoursBillable } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { clientBillingParty, mutuelleBillingParty } from '../clients/clients-billing.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import {
  createDraftsService,
  factureExists,
  typedLineRow,
  type Draft,
  type Payer,
  type TypedLine,
} from './factures-drafts.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';
import { billableLinesForMonth } from './releves.service.ts';

/*
 * One draft by accounting (`factures/create`): for a client and payer over a period of a month,
 * priced from its confirmed hours, or made of the lines typed.
 */

export interface CreateFactureBody {
  client_id: number;
  type: 'client' | 'mutuelle';
  mutuelle_id?: number | null | undefined;
  periode_debut: string;
  periode_fin: string;
  lignes?: TypedLine[] | undefined;
}

export function createFactureCreateService(deps: ModuleDeps) {
  const { db } = deps;
  const reader = createFacturesReader(deps);
  const drafts = createDraftsService(deps);

  /** The draft of the confirmed hours of the period that this payer pays. */
  async function draftOfHours(body: CreateFactureBody, payer: Payer, periode: string) {
    const month = await billableLinesForMonth(deps, body.client_id, periode);
    const inRange = month.lines.filter(
      (l) => l.date >= body.periode_debut && l.date <= body.periode_fin,
    );
    assertAllowed(checkHoursBillable({ lines: inRange.length, pending: month.pending }));
    const draft = (await drafts.draftsOfMonth(periode, inRange)).find(
      (d) => d.payer.type === payer.type && d.payer.mutuelleId === payer.mutuelleId,
    );
    // Hours there are, none pending: are some of them this payer's?
    assertAllowed(checkHoursBillable({ lines: draft?.lignes.length ?? 0, pending: 0 }));
    return draft!;
  }

  return {
    async createFacture(auth: AuthContext, body: CreateFactureBody): Promise<FactureDto> {
      assertCaller(auth, endpoints.createFacture.access, { clientId: body.client_id });
      if (!(await clientBillingParty(db, body.client_id))) throw notFound('Client introuvable.');
      const payer: Payer =
        body.type === 'mutuelle'
          ? { type: 'mutuelle', mutuelleId: body.mutuelle_id! }
          : { type: 'client', mutuelleId: null };
      if (payer.mutuelleId && !(await mutuelleBillingParty(db, payer.mutuelleId)))
        throw notFound('Mutuelle introuvable.');
      const periode = body.periode_debut.slice(0, 7);
      if (await q.findLiveFacture(db, body.client_id, periode, payer.type, payer.mutuelleId))
        throw factureExists();
      const draft: Draft =
        body.lignes && body.lignes.length > 0
          ? { payer, missionId: null, lignes: body.lignes.map(typedLineRow) }
          : await draftOfHours(body, payer, periode);
      const row = await drafts.insertDraft(
        body.client_id,
        { periode, debut: body.periode_debut, fin: body.periode_fin },
        draft,
        auth.userId,
      );
      return reader.dto(row);
    },
  };
}
