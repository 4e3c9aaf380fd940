import {
  centsToEuros,
  cockpitTacheCle,
  joursDeRetard,
  relanceNiveauDu,
  toParisIsoDate,
} from '@maisonnee/domain';
import { euros, frDate } from '../../lib/pdf-writer.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import { clientBillingParty } from '../clients/clients-billing.service.ts';
import { addCockpitTache } from '../cockpit/cockpit.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { NOTIFICATION_MESSAGES, notify } from '../notifications/notifications.service.ts';
import { lockFacture } from './factures.queries.ts';
import {
  claimRelance,
  highestRelances,
  markRelanceMailed,
  selectOwedFactures,
} from './impayes.queries.ts';

/*
 * Reminders of unpaid invoices (issue 27 point 3, docs/paiements.md « Impayés et relances »).
 * Every run looks at the client invoices still owed (issued, something remaining, not cancelled):
 * one `jours` days past its due date (Paris days) is due the highest reminder whose delay
 * (`relances_factures_jours`, /admin/parametres) has passed. That reminder is claimed by an insert
 * that does nothing on conflict on (invoice, level), inside a transaction holding the invoice's
 * row and checking again that something remains: a second run, a second API process, or a payment
 * recorded meanwhile, and nothing is sent. The family's accounts get an in-app notification in the
 * same transaction; the mail goes to the client's address once it is saved (a failure then loses a
 * mail, never doubles one). After the last delay the commercial cockpit gets a task, keyed by the
 * invoice. Invoices billed to a mutuelle are in the aged list but never reminded to the family.
 */

export interface FactureRelancesResult {
  relances: number;
  mails: number;
  taches: number;
}

export async function runFactureRelancesJob(
  deps: ModuleDeps,
  now: Date,
): Promise<FactureRelancesResult> {
  const result: FactureRelancesResult = { relances: 0, mails: 0, taches: 0 };
  const { db } = deps;
  const delais = (await readAgencySettings(db, deps.config)).rules.relances_factures_jours;
  if (delais.length === 0) return result;
  const owed = (await selectOwedFactures(db)).filter((row) => row.type === 'client');
  const sent = await highestRelances(
    db,
    owed.map((row) => row.id),
  );
  for (const facture of owed) {
    const jours = joursDeRetard(facture.due_at, now);
    const niveau = relanceNiveauDu(jours, delais);
    if (niveau === 0 || niveau <= (sent.get(facture.id) ?? 0)) continue;
    const derniere = niveau === delais.length;
    const claimed = await db.transaction(async (tx) => {
      const row = await lockFacture(tx, facture.id);
      const [still] = await selectOwedFactures(tx, [facture.id]);
      if (!row?.numero || !still) return null;
      const won = await claimRelance(tx, {
        facture_id: facture.id,
        niveau,
        jours: delais[niveau - 1]!,
        jours_retard: jours ?? 0,
        reste_centimes: still.reste_centimes,
        derniere,
        sent_at: now,
      });
      if (!won) return null;
      const message = NOTIFICATION_MESSAGES.facture.relanceImpayee({
        numero: row.numero,
        reste: euros(centsToEuros(still.reste_centimes)),
        echeance: frDate(toParisIsoDate(row.due_at)),
        derniere,
        clientId: row.client_id,
      });
      await notify(tx, { clientId: row.client_id }, message);
      if (derniere) {
        await addCockpitTache(tx, {
          kind: 'commercial',
          type: 'facture_impayee',
          title: `Facture ${row.numero} impayée après ${delais.length} relance${delais.length > 1 ? 's' : ''}`,
          client_id: row.client_id,
          candidat_id: null,
          note: `Il reste ${euros(centsToEuros(still.reste_centimes))} à payer, ${jours} jours après l'échéance. Appeler le client ou engager le recouvrement.`,
          due_at: now,
          created_by_user_id: null,
          cle: cockpitTacheCle('facture_impayee', { kind: 'facture', id: row.id }),
        });
        result.taches += 1;
      }
      const subject = derniere
        ? `Maisonnée : dernière relance, facture ${row.numero} impayée`
        : `Maisonnée : facture ${row.numero} à régler`;
      return { message, subject, clientId: row.client_id };
    });
    if (!claimed) continue;
    result.relances += 1;
    const party = await clientBillingParty(db, claimed.clientId);
    if (!party?.email) continue;
    try {
      await deps.mailer.send({
        to: party.email,
        subject: claimed.subject,
        text: `Bonjour ${party.nom},\n\n${claimed.message.body}\n\nL'équipe Maisonnée`,
      });
      await markRelanceMailed(db, facture.id, niveau);
      result.mails += 1;
    } catch (error) {
      deps.log.error(
        {
          facture: facture.id,
          niveau,
          err: error instanceof Error ? error.message : String(error),
        },
        'relance de facture : e-mail non envoyé',
      );
    }
  }
  return result;
}
