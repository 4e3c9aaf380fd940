import { endpoints, type Facture as FactureDto } from '@maisonnee/contract';
import {
  checkAvoirAmount,
  checkFactureCreditable,
  eurosToCents,
  invoiceTotals,
  priceTypedLine,
  round2,
} from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed } from '../../lib/app-error.ts';
import { euros } from '../../lib/pdf-writer.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFactureEmission } from './facture-emission.ts';
import { totalsOf } from './factures-drafts.ts';
import { releaseOverpayment } from '../paiements/reglements-excedent.ts';
import { invoicesForPayments, syncFacturePaid } from './factures-payment.service.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/*
 * A credit note (avoir, `factures/avoir`): corrects an issued invoice in full or in part, never
 * beyond what is left to credit; issued at once; the invoice credited in full is cancelled.
 */

export interface CreateAvoirBody {
  facture_id: number;
  motif: string;
  montant_ttc?: number | undefined;
}

export function createFactureCreditService(deps: ModuleDeps) {
  const { db } = deps;
  const reader = createFacturesReader(deps);
  const emission = createFactureEmission(deps, reader);

  return {
    async createAvoir(auth: AuthContext, body: CreateAvoirBody): Promise<FactureDto> {
      const original = await reader.loadForCaller(
        auth,
        body.facture_id,
        endpoints.createAvoir.access,
      );
      assertAllowed(checkFactureCreditable(original));
      const avoir = await db.transaction(async (tx) => {
        const locked = (await q.lockFacture(tx, original.id))!;
        // Credited in full by another call meanwhile.
        assertAllowed(checkFactureCreditable(locked));
        const credited = await q.creditedTotal(tx, locked.id);
        const left = round2(locked.montant_ttc + credited);
        const amount = body.montant_ttc ?? left;
        assertAllowed(checkAvoirAmount(amount, left, euros));
        const whole = credited === 0 && amount === locked.montant_ttc;
        const lignes = await avoirLines(tx, locked, amount, whole);
        const inserted = await q.insertFacture(
          tx,
          {
            nature: 'avoir',
            avoir_de_facture_id: locked.id,
            type: locked.type,
            client_id: locked.client_id,
            mission_id: locked.mission_id,
            mutuelle_id: locked.mutuelle_id,
            periode: locked.periode,
            date_debut: locked.date_debut,
            date_fin: locked.date_fin,
            ...totalsOf(lignes),
            commentaire: body.motif,
            statut: 'brouillon',
            created_by_user_id: auth.userId,
          },
          lignes,
        );
        const issued = await emission.issueWithin(tx, inserted);
        if (round2(left - amount) === 0)
          await q.updateFacture(tx, locked.id, { statut: 'annulee' });
        // In part: what the payments already cover may now be all that remains (« payée »).
        else await syncFacturePaid(tx, locked.id, eurosToCents(locked.montant_paye), deps.now());
        // Paid beyond what the invoice now asks: the surplus becomes the client's credit.
        await releaseOverpayment(tx, invoicesForPayments, locked.id, deps.now());
        return issued;
      });
      return reader.dto(avoir);
    },
  };
}

/**
 * Lines of a credit note: the invoice's lines negated when it is credited in full, otherwise one
 * line per VAT rate sharing the amount in proportion of the invoice's TTC per rate.
 */
async function avoirLines(
  conn: Tx,
  original: q.FactureRow,
  amount: number,
  whole: boolean,
): Promise<q.NewFactureLigneRow[]> {
  const lignes = (await q.findLignes(conn, [original.id])).get(original.id) ?? [];
  if (whole)
    return lignes.map((l) => ({
      intervention_id: l.intervention_id,
      libelle: l.libelle,
      date: l.date,
      candidat_id: l.candidat_id,
      agent_nom: l.agent_nom,
      skill_id: l.skill_id,
      minutes: l.minutes === null ? null : -l.minutes,
      quantite: l.quantite,
      tarif: l.tarif,
      prix_unitaire_ttc: l.prix_unitaire_ttc,
      taux_tva: l.taux_tva,
      montant_ht: -l.montant_ht,
      montant_tva: -l.montant_tva,
      montant_ttc: -l.montant_ttc,
    }));
  const groups = invoiceTotals(lignes).tva_par_taux;
  const rows: q.NewFactureLigneRow[] = [];
  let rest = amount;
  groups.forEach((g, index) => {
    const share =
      index === groups.length - 1
        ? round2(rest)
        : round2((amount * g.montant_ttc) / original.montant_ttc);
    rest = round2(rest - share);
    const priced = priceTypedLine(1, share, g.taux_tva);
    rows.push({
      libelle: `Avoir partiel sur la facture ${original.numero ?? ''}`,
      date: null,
      intervention_id: null,
      ...priced,
      prix_unitaire_ttc: -priced.prix_unitaire_ttc,
      montant_ht: -priced.montant_ht,
      montant_tva: -priced.montant_tva,
      montant_ttc: -priced.montant_ttc,
    });
  });
  return rows;
}
