import type { Facture as FactureDto } from '@maisonnee/contract';
import type { AgencyIdentity } from '@maisonnee/domain';
import { declarationSapLine, drawLogo, legalFormLine, siretLine } from '../../lib/pdf-agency.ts';
import { euros, frDate, GREY, openPdf } from '../../lib/pdf-writer.ts';

/*
 * The invoice or credit note as a PDF (pdf-lib, standard Helvetica, same look as the quote): the
 * mentions French law asks of a home-services invoice (docs/facturation.md, « Le PDF »).
 */

export interface FacturePdfView {
  facture: FactureDto;
  /** The agency's identity at the time of issue (module agence). */
  agency: AgencyIdentity;
  /** Its logo's bytes (PNG or JPEG), or null. */
  logo: Uint8Array | null;
  /** Who is billed: the client, or the mutuelle for its share. */
  destinataire: { nom: string; adresse: string | null };
  /** The client (beneficiary) when the mutuelle is billed. */
  beneficiaire: string | null;
  /** Card or SEPA debit on file (brand and last 4), or null: bank transfer. */
  moyenPaiement: string | null;
  now: Date;
}

const MARGIN = 45;

const pct = (taux: number) => `${String(Math.round(taux * 1000) / 10).replace('.', ',')} %`;
const num = (value: number) => value.toFixed(2).replace('.', ',');

export async function renderFacturePdf(view: FacturePdfView): Promise<Uint8Array> {
  const f = view.facture;
  const avoir = f.nature === 'avoir';
  const titre = `${avoir ? 'Avoir' : 'Facture'} n° ${f.numero ?? '(brouillon)'}`;
  const { doc, writer: w } = await openPdf(
    {
      title: titre,
      author: view.agency.nom,
      subject: `${titre} pour ${view.destinataire.nom}`,
      now: view.now,
    },
    { margin: MARGIN, rowSize: 8, gapSize: 8 },
  );
  await drawLogo(doc, w.page, view.logo, MARGIN);
  const a = view.agency;
  w.text(a.nom, { size: 16, bold: true });
  w.text([a.adresse, a.telephone].filter(Boolean).join(' · '), { size: 8, color: GREY });
  for (const line of [legalFormLine(a), siretLine(a), declarationSapLine(a)])
    if (line) w.text(line, { size: 8, color: GREY });
  w.gap(10);
  w.text(titre, { size: 14, bold: true });
  if (f.date_emission) w.text(`Date d’émission : ${frDate(f.date_emission)}`, { size: 9 });
  if (avoir && f.avoir_de_numero)
    w.text(`Avoir sur la facture n° ${f.avoir_de_numero}`, { size: 9, bold: true });
  w.text(`Période : du ${frDate(f.periode_debut)} au ${frDate(f.periode_fin)}`, { size: 9 });
  w.gap(6);
  w.text(f.type === 'mutuelle' ? 'Organisme facturé' : 'Client', { bold: true, size: 10 });
  w.text(view.destinataire.nom);
  if (view.destinataire.adresse) w.text(view.destinataire.adresse, { size: 9 });
  if (view.beneficiaire) w.text(`Bénéficiaire : ${view.beneficiaire}`, { size: 9 });
  w.gap(8);

  const x = { date: MARGIN, libelle: 95, agent: 245, h: 335, pu: 375, tva: 440, ttc: 490 };
  w.rule();
  w.row([
    { value: 'Date', x: x.date, bold: true },
    { value: 'Intervention', x: x.libelle, bold: true },
    { value: 'Intervenant', x: x.agent, bold: true },
    { value: 'Heures', x: x.h, bold: true },
    { value: 'P.U. TTC', x: x.pu, bold: true },
    { value: 'TVA', x: x.tva, bold: true },
    { value: 'Total TTC', x: x.ttc, bold: true },
  ]);
  w.rule();
  for (const l of f.lignes) {
    w.row([
      { value: l.date ? frDate(l.date) : '', x: x.date },
      { value: l.libelle.slice(0, 32), x: x.libelle },
      { value: (l.agent_nom ?? '').slice(0, 20), x: x.agent },
      { value: num(l.quantite), x: x.h },
      { value: euros(l.prix_unitaire_ttc), x: x.pu },
      { value: pct(l.taux_tva), x: x.tva },
      { value: euros(l.montant_ttc), x: x.ttc },
    ]);
  }
  w.rule();
  const total = (label: string, value: string, bold = false) =>
    w.row(
      [
        { value: label, x: 300, bold },
        { value, x: x.ttc, bold },
      ],
      9,
    );
  total('Total HT', euros(f.montant_ht));
  for (const t of f.tva_par_taux)
    total(`TVA ${pct(t.taux_tva)} (sur ${euros(t.montant_ht)} HT)`, euros(t.montant_tva));
  total('Total TTC', euros(f.montant_ttc), true);
  if (!avoir) {
    if (f.avoirs_ttc > 0) total('Avoirs', euros(-f.avoirs_ttc));
    total('Déjà payé', euros(f.montant_paye));
    // The ledger's remainder, as the API answers it (credit notes and payments off).
    total('Reste à payer', euros(f.reste_a_payer), true);
  }
  w.gap(8);
  if (!avoir) {
    if (f.date_echeance) w.text(`Échéance : ${frDate(f.date_echeance)}`, { bold: true, size: 9 });
    w.text(
      view.moyenPaiement
        ? `Règlement : prélèvement sur ${view.moyenPaiement}, à l’émission de la facture.`
        : `Règlement par virement : IBAN ${a.iban} · BIC ${a.bic} · référence ${f.numero ?? ''}.`,
      { size: 8 },
    );
    w.text(
      'Pas d’escompte pour paiement anticipé. Pénalités de retard au taux d’intérêt légal en vigueur, exigibles dès le lendemain de l’échéance.',
      { size: 8 },
    );
    if (f.type === 'mutuelle')
      w.text(
        'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (article L. 441-10 du code de commerce).',
        { size: 8 },
      );
  }
  if (f.type === 'client')
    w.text(
      `Crédit d’impôt : 50 % des sommes versées pour les services à la personne ouvrent droit à un crédit d’impôt (article 199 sexdecies du CGI), soit ${euros(Math.abs(f.credit_impot_ttc))} sur ce document, dans les limites légales. Une attestation fiscale annuelle vous est remise.`,
      { size: 8 },
    );
  return doc.save({ useObjectStreams: false });
}
