import { DOCUMENT_TYPE, toParisIsoDate } from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import { readLogo } from '../../lib/pdf-agency.ts';
import { euros } from '../../lib/pdf-writer.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { clientBillingParty, mutuelleBillingParty } from '../clients/clients-billing.service.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/messages.ts';
import { notify } from '../notifications/notifications.service.ts';
import { defaultPaymentMethod } from '../paiements/paiements-read.ts';
import { renderFacturePdf } from './factures-pdf.ts';
import type { FacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/*
 * Issuing, shared by issuing an invoice and a credit note: the next number of the series, the
 * row frozen as issued, its PDF stored (documents module) and the client notified, all in the
 * caller's transaction (docs/facturation.md).
 */

export const FACTURES_BUCKET = 'factures';

/** « Facture » or « Avoir », as the PDF and the mail name the document. */
export const documentLabel = (row: Pick<q.FactureRow, 'nature'>) =>
  row.nature === 'avoir' ? 'Avoir' : 'Facture';

export function createFactureEmission(deps: ModuleDeps, reader: FacturesReader) {
  const { config, now } = deps;
  const documents = createDocumentsService(deps);

  /** The card or SEPA mandate the invoice will be charged on (Stripe configured), else null. */
  async function paymentOnFile(conn: Tx, row: q.FactureRow): Promise<string | null> {
    if (row.type !== 'client' || row.nature !== 'facture' || !config.stripe.secretKey) return null;
    const method = await defaultPaymentMethod(conn, row.client_id);
    if (!method) return null;
    const kind = method.type === 'sepa_debit' ? 'le mandat SEPA' : `la carte ${method.brand ?? ''}`;
    return `${kind.trim()} se terminant par ${method.last4 ?? '····'}`;
  }

  async function pdfOf(row: q.FactureRow, conn: Tx): Promise<Uint8Array> {
    const dto = await reader.dto(row, conn);
    const client = await clientBillingParty(conn, row.client_id);
    const mutuelle = row.mutuelle_id
      ? await mutuelleBillingParty(conn, row.mutuelle_id)
      : undefined;
    const destinataire =
      row.type === 'mutuelle' && mutuelle
        ? { nom: mutuelle.nom, adresse: mutuelle.adresse }
        : { nom: client?.nom ?? '', adresse: client?.adresse ?? null };
    // The agency as it is named at the time of issue (module agence).
    const { identity } = await readAgencySettings(conn, config);
    return renderFacturePdf({
      facture: dto,
      agency: identity,
      logo: await readLogo(deps.storage, identity.logo_path, deps.log),
      destinataire,
      beneficiaire: row.type === 'mutuelle' ? (client?.nom ?? null) : null,
      moyenPaiement: await paymentOnFile(conn, row),
      now: now(),
    });
  }

  /**
   * Inside the caller's transaction: takes the next number of the series, freezes the row as
   * issued, writes its PDF (documents module) and notifies the client. Any failure rolls all back.
   */
  async function issueWithin(
    tx: Tx,
    row: q.FactureRow,
    extra: Partial<q.NewFactureRow> = {},
  ): Promise<q.FactureRow> {
    const issuedAt = now();
    const annee = Number(toParisIsoDate(issuedAt).slice(0, 4));
    const serie = row.nature === 'avoir' ? 'AV' : 'F';
    const n = await q.nextNumber(tx, serie, annee);
    const numero = `${serie}-${annee}-${String(n).padStart(6, '0')}`;
    // The agency's payment term (`echeance_facture_jours`), read at the time of issue.
    const dueDays = (await readAgencySettings(tx, config)).rules.echeance_facture_jours;
    const dueAt =
      row.nature === 'avoir'
        ? null
        : row.due_at && row.due_at.getTime() > issuedAt.getTime()
          ? row.due_at
          : new Date(issuedAt.getTime() + dueDays * 86_400_000);
    const issued = (await q.updateFacture(tx, row.id, {
      ...extra,
      numero,
      statut: 'emise',
      issued_at: issuedAt,
      due_at: dueAt,
    }))!;
    const bytes = await pdfOf(issued, tx);
    const { result } = await documents.storeGenerated(
      {
        bytes,
        mimeType: 'application/pdf',
        ext: 'pdf',
        documentTypeId: DOCUMENT_TYPE.FACTURE,
        bucket: FACTURES_BUCKET,
        namePrefix: numero.toLowerCase(),
        originalName: `${documentLabel(row)} ${numero}.pdf`,
        owner: { clientId: row.client_id },
        uploadedByUserId: row.created_by_user_id,
      },
      async (inner, document) =>
        (await q.updateFacture(inner, row.id, { filename: document.filename }))!,
      tx,
    );
    if (issued.type === 'client')
      await notify(
        tx,
        { clientId: row.client_id },
        NOTIFICATION_MESSAGES.facture.factureEmise({
          numero,
          montant: euros(issued.montant_ttc),
          avoir: issued.nature === 'avoir',
          clientId: issued.client_id,
        }),
      );
    return result;
  }

  return { issueWithin };
}
