import type { Devis as DevisDto } from '@maisonnee/contract';
import {
  DAY_SHORT_NAMES,
  DEFAULT_FREQUENCE_TYPE,
  skillLabel,
  type AgencyIdentity,
  type IsoDay,
  PONCTUEL_FREQUENCE_LABEL,
} from '@maisonnee/domain';
import { declarationSapLine, drawLogo, legalFormLine, siretLine } from '../../lib/pdf-agency.ts';
import { addSignaturePage } from '../../lib/pdf-signature.ts';
import { euros, frDate, GREY, openPdf, pdfText } from '../../lib/pdf-writer.ts';
import type { DevisDetailWithHoraires, DevisRow } from './devis.queries.ts';

/*
 * The quote as a PDF (pdf-lib, standard Helvetica: WinAnsi text, so characters outside it are
 * replaced), and the signed copy: the original pages untouched plus a signature page with the
 * audit trail of a simple electronic signature (signer, date and time, IP address, SHA-256 of the
 * unsigned document), drawn by the signature helper work contracts share (lib/pdf-signature.ts).
 */

export interface DevisPdfLine {
  libelle: string;
  nbHeures: number;
  nbHeuresWeekend: number;
  prixHoraireTTC: number;
  prixHoraireWeekendTTC: number;
  montantTTC: number;
  horaires: { day: number; time_debut: string; time_fin: string }[];
}

export interface DevisPdfView {
  reference: string;
  dateEmission: string; // YYYY-MM-DD
  dateValidite: string | null;
  /** The agency's identity at the time of the quote (module agence). */
  agency: AgencyIdentity;
  /** Its logo's bytes (PNG or JPEG), or null. */
  logo: Uint8Array | null;
  client: { nom: string; adresse: string | null; email: string | null; mobile: string | null };
  prestation: string;
  /** 'Ponctuel' or the frequency label. */
  frequence: string;
  periode: string;
  isPonctuel: boolean;
  description: string | null;
  lignes: DevisPdfLine[];
  montantTTC: number;
  montantHT: number;
  montantTVA: number;
  montantMensuelTTC: number | null;
  /** The insurer's share when a mutuelle pays some of the hours (null otherwise). */
  mutuelle: {
    nom: string;
    heuresRestantes: number;
    heuresCouvertes: number;
    heuresClient: number;
    montantMutuelleTTC: number;
    montantClientTTC: number;
    semainesCouvertes: number | null;
  } | null;
  creditImpotTTC: number;
  resteAChargeTTC: number;
  resteAChargeMensuelTTC: number | null;
  now: Date;
}

export interface SignatureAudit {
  reference: string;
  signataire: string;
  signedAt: Date;
  ip: string;
  unsignedSha256: string;
  /** The signature drawn or rendered from the typed name. */
  signaturePng: Uint8Array;
  conditionsVersion: string;
}

const hours = (value: number) => `${String(value).replace('.', ',')} h`;
export { formatSignedAt, sha256Hex } from '../../lib/pdf-signature.ts';

const MARGIN = 50;

/** Terms printed on every quote; their version is recorded with each signature. */
export const CONDITIONS_VERSION = 'CG-2026-01';
const CONDITIONS = [
  'Prix en euros toutes taxes comprises, au tarif horaire de la prestation : semaine, ou week-end et jours fériés.',
  'Prestation récurrente : le montant est celui d’une semaine de service ; l’estimation mensuelle compte 52/12 semaines par mois (26/12 toutes les deux semaines, une semaine par mois sinon). Les jours fériés sont facturés au tarif du week-end.',
  'Les heures réellement effectuées sont facturées chaque mois. Une intervention peut être annulée sans frais jusqu’à son début.',
  'Crédit d’impôt : 50 % des sommes versées pour les services à la personne (article 199 sexdecies du CGI), dans les limites légales ; le reste à charge indiqué est une estimation.',
  'Devis valable jusqu’à la date de validité indiquée. Signature électronique simple : la signature, sa date, l’adresse IP et l’empreinte SHA-256 du devis sont conservées comme preuve.',
];

/** The quote to sign. */
export async function renderDevisPdf(view: DevisPdfView): Promise<Uint8Array> {
  const { doc, writer: w } = await openPdf(
    {
      title: `Devis ${view.reference}`,
      author: view.agency.nom,
      subject: `Devis ${view.reference} pour ${view.client.nom}`,
      now: view.now,
    },
    { margin: MARGIN, rowSize: 9, gapSize: 8 },
  );

  await drawLogo(doc, w.page, view.logo, MARGIN);
  const a = view.agency;
  w.text(a.nom, { size: 18, bold: true });
  w.text(a.adresse, { size: 9, color: GREY });
  w.text([a.email, a.telephone].filter(Boolean).join(' · '), { size: 9, color: GREY });
  // The mentions of a home-services company (SIRET, declaration number; issue 24).
  for (const line of [legalFormLine(a), siretLine(a), declarationSapLine(a)])
    if (line) w.text(line, { size: 8, color: GREY });
  w.gap(12);
  w.text(`Devis n° ${view.reference}`, { size: 15, bold: true });
  w.text(
    `Émis le ${frDate(view.dateEmission)}${view.dateValidite ? ` · valable jusqu’au ${frDate(view.dateValidite)}` : ''}`,
    { size: 9 },
  );
  w.gap(8);
  w.text('Client', { bold: true, size: 11 });
  w.text(view.client.nom);
  if (view.client.adresse) w.text(view.client.adresse);
  const contact = [view.client.email, view.client.mobile].filter(Boolean).join(' · ');
  if (contact) w.text(contact, { color: GREY, size: 9 });
  w.gap(8);
  w.text('Prestation', { bold: true, size: 11 });
  w.text(`${view.prestation} · ${view.frequence}`);
  w.text(view.periode, { size: 9 });
  if (view.description) w.text(view.description, { size: 9, color: GREY });
  w.gap(8);

  const cols = { libelle: MARGIN, semaine: 250, weekend: 350, montant: 470 };
  w.rule();
  w.row([
    { value: 'Désignation', x: cols.libelle, bold: true },
    { value: 'Semaine', x: cols.semaine, bold: true },
    { value: 'Week-end / férié', x: cols.weekend, bold: true },
    { value: view.isPonctuel ? 'Montant TTC' : 'Montant / sem.', x: cols.montant, bold: true },
  ]);
  w.rule();
  for (const ligne of view.lignes) {
    w.row([
      { value: ligne.libelle.slice(0, 40), x: cols.libelle },
      { value: `${hours(ligne.nbHeures)} × ${euros(ligne.prixHoraireTTC)}`, x: cols.semaine },
      {
        value: `${hours(ligne.nbHeuresWeekend)} × ${euros(ligne.prixHoraireWeekendTTC)}`,
        x: cols.weekend,
      },
      { value: euros(ligne.montantTTC), x: cols.montant },
    ]);
    if (ligne.horaires.length > 0) {
      const slots = ligne.horaires
        .map((h) => `${DAY_SHORT_NAMES[h.day as IsoDay] ?? h.day} ${h.time_debut}–${h.time_fin}`)
        .join(' · ');
      w.text(`Horaires : ${slots}`, { size: 8, color: GREY, x: cols.libelle + 8 });
    }
  }
  w.rule();
  w.gap(4);
  const total = (label: string, value: string, bold = false) =>
    w.row(
      [
        { value: label, x: 250, bold },
        { value, x: cols.montant, bold },
      ],
      10,
    );
  total(view.isPonctuel ? 'Total TTC' : 'Total TTC par semaine', euros(view.montantTTC), true);
  total('dont TVA', euros(view.montantTVA));
  total('Total HT', euros(view.montantHT));
  if (view.montantMensuelTTC !== null)
    total('Estimation mensuelle TTC', euros(view.montantMensuelTTC), true);
  if (view.mutuelle) {
    const m = view.mutuelle;
    const per = view.isPonctuel ? '' : ' par semaine';
    total(
      `Pris en charge par ${m.nom} (${hours(m.heuresCouvertes)}${per})`,
      `- ${euros(m.montantMutuelleTTC)}`,
    );
    total(`À votre charge (${hours(m.heuresClient)}${per})`, euros(m.montantClientTTC), true);
  }
  total('Crédit d’impôt estimé (50 %)', `- ${euros(view.creditImpotTTC)}`);
  total('Reste à charge estimé', euros(view.resteAChargeTTC), true);
  if (view.resteAChargeMensuelTTC !== null)
    total('Reste à charge mensuel estimé', euros(view.resteAChargeMensuelTTC));
  if (view.mutuelle) {
    const m = view.mutuelle;
    w.gap(6);
    w.text(
      `${m.nom} vous accorde encore ${hours(m.heuresRestantes)} à la date du devis` +
        (m.semainesCouvertes === null
          ? '.'
          : ` : ${m.semainesCouvertes} semaine(s) complète(s) couvertes, puis les heures sont à votre charge.`),
      { size: 8 },
    );
  }
  w.gap(10);
  w.text(`Conditions (${CONDITIONS_VERSION})`, { bold: true, size: 11 });
  for (const condition of CONDITIONS) w.text(`• ${condition}`, { size: 8 });
  w.gap(12);
  w.ensure(110);
  w.text('Bon pour accord — signature du client', { bold: true, size: 11 });
  w.page.drawRectangle({
    x: MARGIN,
    y: w.y - 80,
    width: 260,
    height: 76,
    borderColor: GREY,
    borderWidth: 0.8,
  });
  w.page.drawText(pdfText('Signature électronique dans l’application Maisonnée'), {
    x: MARGIN + 6,
    y: w.y - 14,
    size: 8,
    font: w.font,
    color: GREY,
  });
  return doc.save({ useObjectStreams: false });
}

/** The signed copy: the unsigned pages, then the signature page with the audit trail. */
export function signDevisPdf(unsigned: Uint8Array, audit: SignatureAudit): Promise<Uint8Array> {
  return addSignaturePage(
    unsigned,
    {
      signataire: audit.signataire,
      signedAt: audit.signedAt,
      ip: audit.ip,
      signedSha256: audit.unsignedSha256,
      signaturePng: audit.signaturePng,
    },
    {
      title: `Signature électronique du devis n° ${audit.reference}`,
      extraLines: [`Conditions acceptées : version ${audit.conditionsVersion}`],
      sha256Label: 'Empreinte SHA-256 du devis non signé :',
      declaration: 'Le signataire a lu le devis, accepté les conditions et signé :',
      subject: `Devis ${audit.reference} signé par ${audit.signataire} le ${audit.signedAt.toISOString()}`,
    },
  );
}

/** What the PDF prints of a quote: the quote (amounts from its DTO), its lines and its client. */
export interface DevisToPrint {
  row: DevisRow;
  dto: DevisDto;
  lines: DevisDetailWithHoraires[];
  client: {
    civilite: string | null;
    nom: string;
    prenom: string | null;
    adresse: string | null;
    codep: string | null;
    ville: string | null;
    email: string | null;
    mobile: string | null;
  };
  /** The agency's identity and logo, read at the time of the quote. */
  agency: AgencyIdentity;
  logo: Uint8Array | null;
  now: Date;
}

const frDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The period line: one day with its hours, from … to …, or from a day on. */
function periodeOf(row: DevisRow): string {
  const debut = row.date_debut ? row.date_debut.toISOString() : null;
  const fin = row.date_fin ? row.date_fin.toISOString() : null;
  if (row.is_ponctuel && debut && fin && debut.slice(0, 10) === fin.slice(0, 10)) {
    // Planned times are the agency's wall-clock times (section 9): no time zone to name.
    return `Le ${frDay(debut)} de ${debut.slice(11, 16)} à ${fin.slice(11, 16)}`;
  }
  if (!debut) return 'Date de début à convenir';
  if (!row.is_ponctuel && !fin) return `À partir du ${frDay(debut)}`;
  return `Du ${frDay(debut)}${fin ? ` au ${frDay(fin)}` : ''}`;
}

export function toDevisPdfView({
  row,
  dto,
  lines,
  client,
  agency,
  logo,
  now,
}: DevisToPrint): DevisPdfView {
  return {
    reference: row.reference,
    dateEmission: dto.date_emission,
    dateValidite: dto.date_validite,
    agency,
    logo,
    client: {
      nom: [client.civilite, client.prenom, client.nom].filter(Boolean).join(' '),
      adresse: client.adresse
        ? [client.adresse, [client.codep, client.ville].filter(Boolean).join(' ')].join(', ')
        : null,
      email: client.email,
      mobile: client.mobile,
    },
    prestation: skillLabel(row.client_besoin_skill_id),
    frequence: row.is_ponctuel
      ? PONCTUEL_FREQUENCE_LABEL
      : (row.frequence ?? DEFAULT_FREQUENCE_TYPE),
    periode: periodeOf(row),
    isPonctuel: row.is_ponctuel,
    description: row.description,
    lignes: lines.map((line) => ({
      libelle: line.label,
      nbHeures: line.nb_heures,
      nbHeuresWeekend: line.nb_heures_weekend,
      prixHoraireTTC: line.prix_horaire_ttc,
      prixHoraireWeekendTTC: line.prix_horaire_weekend_ttc ?? line.prix_horaire_ttc,
      montantTTC: line.total_ttc,
      horaires: line.horaires,
    })),
    montantTTC: dto.montant_ttc,
    montantHT: dto.montant_ht,
    montantTVA: dto.montant_tva,
    montantMensuelTTC: dto.montant_mensuel_ttc,
    mutuelle: dto.prise_en_charge_mutuelle
      ? {
          nom: dto.prise_en_charge_mutuelle.mutuelle.nom,
          heuresRestantes: dto.prise_en_charge_mutuelle.heures_restantes,
          heuresCouvertes: dto.prise_en_charge_mutuelle.heures_couvertes,
          heuresClient: dto.prise_en_charge_mutuelle.heures_client,
          montantMutuelleTTC: dto.prise_en_charge_mutuelle.montant_mutuelle_ttc,
          montantClientTTC: dto.prise_en_charge_mutuelle.montant_client_ttc,
          semainesCouvertes: dto.prise_en_charge_mutuelle.semaines_couvertes,
        }
      : null,
    // The credit is on what the household pays itself.
    creditImpotTTC:
      Math.round(
        ((dto.prise_en_charge_mutuelle?.montant_client_ttc ?? dto.montant_ttc) -
          dto.reste_a_charge_ttc) *
          100,
      ) / 100,
    resteAChargeTTC: dto.reste_a_charge_ttc,
    resteAChargeMensuelTTC: dto.reste_a_charge_mensuel_ttc,
    now,
  };
}
