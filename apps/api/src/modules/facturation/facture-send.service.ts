import { endpoints, type Facture as FactureDto } from '@maisonnee/contract';
import { checkFactureSendable, toParisIsoDate } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertAllowed, refusal } from '../../lib/app-error.ts';
import { euros, frDate } from '../../lib/pdf-writer.ts';
import {
  clientBillingParty,
  invoiceRecipientEmails,
  mutuelleBillingParty,
} from '../clients/clients-billing.service.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { createDocumentsService } from '../documents/documents.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { documentLabel, FACTURES_BUCKET } from './facture-emission.ts';
import { createFacturesReader } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/*
 * Mailing an issued invoice or credit note with its PDF (`factures/send`): to the address given,
 * else to the mutuelle that pays it, else to the client and its invoice recipients.
 */

/** No address to mail the invoice to. */
export const withoutRecipient = () =>
  refusal(
    'FACTURE_WITHOUT_RECIPIENT',
    'Aucune adresse e-mail pour envoyer cette facture : indiquez-en une.',
  );

/** The addresses the invoice goes to, lower case, each once (issuing a month checks them first). */
export async function recipientsOf(
  db: ModuleDeps['db'],
  row: q.FactureRow,
  email: string | null | undefined,
) {
  let recipients: string[];
  if (email) recipients = [email];
  else if (row.type === 'mutuelle' && row.mutuelle_id) {
    const mutuelle = await mutuelleBillingParty(db, row.mutuelle_id);
    recipients = mutuelle?.email ? [mutuelle.email] : [];
  } else {
    const client = await clientBillingParty(db, row.client_id);
    recipients = [
      ...(client?.email ? [client.email] : []),
      ...(await invoiceRecipientEmails(db, row.client_id)),
    ];
  }
  return [...new Set(recipients.map((e) => e.trim().toLowerCase()))];
}

export function createFactureSendService(deps: ModuleDeps) {
  const { db, config, now } = deps;
  const reader = createFacturesReader(deps);
  const documents = createDocumentsService(deps);

  /** The stored PDF of an issued invoice. */
  async function pdfOf(row: q.FactureRow) {
    const bytes = row.filename
      ? await documents.read({ bucket: FACTURES_BUCKET, filename: row.filename })
      : null;
    if (!bytes) throw refusal('FACTURE_PDF_MISSING', 'Le PDF de cette facture est introuvable.');
    return bytes;
  }

  return {
    async sendFacture(
      auth: AuthContext,
      body: { id: number; email?: string | null | undefined },
    ): Promise<FactureDto> {
      const row = await reader.loadForCaller(auth, body.id, endpoints.sendFacture.access);
      assertAllowed(checkFactureSendable(row));
      const recipients = await recipientsOf(db, row, body.email);
      if (recipients.length === 0) throw withoutRecipient();
      const bytes = await pdfOf(row);
      // The mail signs with the agency's name as it is today (module agence).
      const { identity } = await readAgencySettings(db, config);
      const label = documentLabel(row);
      const avoir = row.nature === 'avoir';
      const due =
        row.due_at && !avoir ? ` à régler avant le ${frDate(toParisIsoDate(row.due_at))}` : '';
      for (const to of recipients)
        await deps.mailer.send({
          to,
          subject: `${label} ${row.numero} — ${identity.nom}`,
          text:
            `Bonjour,\n\nVeuillez trouver ci-joint ${avoir ? "l'avoir" : 'la facture'} ${row.numero} ` +
            `d'un montant de ${euros(row.montant_ttc)}${due}.\n\n` +
            `Bien cordialement,\n${identity.nom}`,
          attachments: [
            {
              filename: `${label} ${row.numero}.pdf`,
              content: bytes,
              contentType: 'application/pdf',
            },
          ],
        });
      const updated = (await q.updateFacture(db, row.id, {
        sent_at: now(),
        ...(row.statut === 'emise' ? { statut: 'envoyee' as const } : {}),
      }))!;
      return reader.dto(updated);
    },
  };
}
