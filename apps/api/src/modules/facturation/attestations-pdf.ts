import { PDFDocument, StandardFonts } from 'pdf-lib';
import { formatDuration, type AgencyIdentity } from '@maisonnee/domain';
import { declarationSapLine, drawLogo, legalFormLine } from '../../lib/pdf-agency.ts';
import { euros, frDate, pdfText, PdfWriter } from '../../lib/pdf-writer.ts';

/*
 * The yearly tax certificate as a PDF (article D. 7233-1 du code du travail): the agency and its
 * declaration number, the client, the amount paid in the year for services at home, the hours and
 * who worked them, and the tax-credit mention. pdf-lib with standard Helvetica (WinAnsi text).
 */

export interface AttestationPdfView {
  annee: number;
  /** The agency's identity the day the certificate is drawn up (module agence). */
  agency: AgencyIdentity;
  /** Its logo's bytes (PNG or JPEG), or null. */
  logo: Uint8Array | null;
  client: { nom: string; adresse: string | null };
  /** Amount paid in the year, net of refunds, in euros. */
  montantTtc: number;
  minutes: number;
  intervenants: { nom: string; minutes: number }[];
  /** Each invoice paid (or credit note refunded) in the year. */
  factures: { numero: string; payeLe: string; montant: number }[];
  /** Day it is drawn up, 'YYYY-MM-DD' (Paris). */
  etablieLe: string;
}

/** 750 → '12 h 30'; 60 → '1 h'; 125 → '2 h 05': the domain's `formatDuration`, as on every screen. */
export const hoursText = formatDuration;

/** What the certificate says about the tax credit (article 199 sexdecies du CGI). */
export const CREDIT_IMPOT_MENTION =
  "Les sommes ci-dessus ouvrent droit au crédit d'impôt prévu à l'article 199 sexdecies du code général des impôts, égal à 50 % des dépenses retenues dans la limite des plafonds légaux. Les aides reçues pour ces services (APA, PCH, CESU préfinancés, participation de l'employeur ou d'une mutuelle) sont à déduire du montant déclaré.";

const MARGIN = 50;

export async function renderAttestationPdf(view: AttestationPdfView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(`Attestation fiscale ${view.annee} - ${view.client.nom}`));
  doc.setAuthor(pdfText(view.agency.nom));
  doc.setCreationDate(new Date(`${view.etablieLe}T12:00:00Z`));
  doc.setModificationDate(new Date(`${view.etablieLe}T12:00:00Z`));
  const w = new PdfWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    { margin: MARGIN, rowSize: 10, gapSize: 10 },
  );

  await drawLogo(doc, w.page, view.logo, MARGIN);
  const a = view.agency;
  w.text(a.nom, { size: 12, bold: true });
  if (legalFormLine(a)) w.text(legalFormLine(a));
  w.text(a.adresse);
  w.text(`Téléphone : ${a.telephone}`);
  w.text(`SIRET : ${a.siret}`);
  w.text(declarationSapLine(a) || 'Déclaration de services à la personne : numéro non renseigné');
  w.gap(16);
  w.text(`Attestation fiscale annuelle - année ${view.annee}`, { size: 16, bold: true });
  w.text('Article D. 7233-1 du code du travail (services à la personne rendus au domicile)', {
    size: 9,
  });
  w.gap(12);
  w.text('Bénéficiaire :', { bold: true });
  w.text(view.client.nom);
  if (view.client.adresse) w.text(view.client.adresse);
  w.gap(12);
  w.text(
    `${view.agency.nom} atteste que ${view.client.nom} a payé en ${view.annee}, pour des services à la personne rendus à son domicile, la somme de ${euros(view.montantTtc)} pour ${hoursText(view.minutes)} d'intervention.`,
  );
  w.gap(8);
  w.row([
    { value: `Montant payé en ${view.annee}`, x: MARGIN, bold: true },
    { value: euros(view.montantTtc), x: 380, bold: true },
  ]);
  w.row([
    { value: "Nombre d'heures", x: MARGIN, bold: true },
    { value: hoursText(view.minutes), x: 380, bold: true },
  ]);
  w.gap(10);
  w.text('Intervenants (identité et heures effectuées) :', { bold: true });
  if (view.intervenants.length === 0) w.text('Aucune heure payée sur la période.');
  for (const intervenant of view.intervenants) {
    w.row([
      { value: intervenant.nom, x: MARGIN + 10 },
      { value: hoursText(intervenant.minutes), x: 380 },
    ]);
  }
  w.gap(10);
  w.text('Factures réglées sur la période :', { bold: true });
  for (const facture of view.factures) {
    w.row(
      [
        { value: facture.numero, x: MARGIN + 10 },
        { value: `payée le ${frDate(facture.payeLe)}`, x: 200 },
        { value: euros(facture.montant), x: 380 },
      ],
      9,
    );
  }
  w.gap(12);
  w.text(CREDIT_IMPOT_MENTION, { size: 9 });
  w.gap(12);
  w.text(`Établie à Paris le ${frDate(view.etablieLe)}, pour servir et valoir ce que de droit.`);
  w.text(`Pour ${view.agency.nom}`);
  return doc.save();
}
