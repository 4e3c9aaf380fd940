import { createCanvas } from '@napi-rs/canvas';
import {
  COMPETENCES,
  DOCUMENT_TYPE,
  DOCUMENT_TYPE_BUCKETS,
  formatInstantParis,
  skillLabel,
} from '@maisonnee/domain';
import { addSignaturePage, sha256Hex } from '../../../lib/pdf-signature.ts';
import { frDate, pdfText } from '../../../lib/pdf-writer.ts';
import {
  renderContratTravailPdf,
  type ContratPdfView,
} from '../../../modules/candidats/contrat-travail-pdf.ts';
import { renderSignaturePng } from '../../../modules/tools/signature-image.ts';
import { DEMO_PIECES, type DemoCandidat, type DemoContrat, type DemoPiece } from './candidats.ts';

/*
 * The files of the demo candidates: their papers (small real PDFs, the identity card a PNG, as a
 * phone photo would be) and the versions of their work contracts, made by the product's contract
 * code (the PDF sent, then the employee's and the employer's signature pages). Names are fixed
 * (`demo-<candidate>-<paper>`), so the seed's rows and the files meet without storage in the
 * seed's transaction.
 */

const DAY_MS = 86_400_000;

/** The storage name of a paper of a demo candidate. */
export const pieceFilename = (c: DemoCandidat, piece: DemoPiece) =>
  `demo-${c.key}-${piece}.${DEMO_PIECES[piece].ext}`;

export type ContratVersion = 'envoye' | 'signe' | 'contresigne';

/** The storage name of a version of a demo candidate's work contract. */
export const contratFilename = (c: DemoCandidat, version: ContratVersion) =>
  `demo-contrat-${version}-${c.key}.pdf`;

export const CONTRAT_BUCKET = DOCUMENT_TYPE_BUCKETS[DOCUMENT_TYPE.CONTRAT_TRAVAIL];

/** The versions a contract has in its state. */
export function contratVersions(contrat: DemoContrat): ContratVersion[] {
  if (contrat.statut === 'en_attente_signature') return ['envoye'];
  if (contrat.statut === 'signe_agent') return ['envoye', 'signe'];
  return ['envoye', 'signe', 'contresigne'];
}

const name = (c: DemoCandidat) => `${c.prenom} ${c.nom}`;
const formal = (c: DemoCandidat) => `${c.civilite} ${c.prenom} ${c.nom}`;

/** A line of a paper: its text, size and weight. */
interface PaperLine {
  text: string;
  size?: number;
  bold?: boolean;
}

// WinAnsi codes of the characters beyond Latin-1 that the standard fonts write (pdfText keeps them).
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF string literal of `text` in WinAnsi, escaped. */
function pdfString(text: string): string {
  const bytes = [...pdfText(text)].map((char) => WIN_ANSI[char] ?? char.charCodeAt(0));
  return `(${String.fromCharCode(...bytes).replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/**
 * A one-page A4 PDF of a few lines in Helvetica, written directly (a paper of the demo needs no
 * layout, and a first start writes some fifty of them: pdf-lib would take a second).
 */
function paperPdf(title: string, lines: readonly PaperLine[]): Uint8Array {
  let y = 790;
  const content = lines
    .map((line) => {
      const size = line.size ?? 10;
      const at = y;
      y -= size + 6;
      return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 50 ${at} Td ${pdfString(line.text)} Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (Maisonnee demo) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/** A one-page CV. */
function cvPdf(c: DemoCandidat): Uint8Array {
  return paperPdf(`CV — ${name(c)}`, [
    { text: name(c), size: 18, bold: true },
    { text: `${c.adresse}, ${c.codep} ${c.ville} — ${c.mobile} — ${c.email}` },
    { text: '' },
    { text: 'Profil', size: 12, bold: true },
    { text: c.presentation },
    { text: '' },
    { text: 'Compétences', size: 12, bold: true },
    ...c.competences.map((id) => ({
      text: `• ${COMPETENCES.find((competence) => competence.id === id)?.libelle ?? ''}`,
    })),
    { text: '' },
    { text: 'Expérience', size: 12, bold: true },
    {
      text: `${c.experience} an${c.experience > 1 ? 's' : ''} : ${c.services.map((s) => skillLabel(s)).join(', ')}.`,
    },
    { text: '' },
    { text: 'Langues', size: 12, bold: true },
    { text: c.langues.join(', ') },
  ]);
}

/** A scanned card as a PDF (carte Vitale, RIB, pass). */
function cardPdf(c: DemoCandidat, piece: DemoPiece): Uint8Array {
  const label = DEMO_PIECES[piece].label;
  return paperPdf(`${label} — ${name(c)}`, [
    { text: label, size: 16, bold: true },
    { text: `Titulaire : ${formal(c)}` },
    { text: `Né(e) le ${frDate(c.dateNaissance)}` },
    ...(piece === 'rib'
      ? [{ text: 'Banque Démo — IBAN FR76 3000 4000 0500 0000 0000 000 (fictif)' }]
      : []),
    { text: '' },
    { text: 'Document fictif, créé pour la démonstration de Maisonnée.', size: 8 },
  ]);
}

/** A small PNG identity card, as a phone photo of it would be uploaded. */
function identitePng(c: DemoCandidat): Uint8Array {
  const canvas = createCanvas(340, 214);
  const context = canvas.getContext('2d');
  context.fillStyle = '#dfe8f3';
  context.fillRect(0, 0, 340, 214);
  context.fillStyle = '#9fb3c8';
  context.fillRect(16, 48, 90, 116);
  context.fillStyle = '#1a2a6c';
  context.font = 'bold 15px sans-serif';
  context.fillText("CARTE D'IDENTITÉ (FICTIVE)", 16, 30);
  context.font = '14px sans-serif';
  context.fillText(c.nom.toUpperCase(), 120, 70);
  context.fillText(c.prenom, 120, 94);
  context.fillText(`Né(e) le ${frDate(c.dateNaissance)}`, 120, 118);
  context.fillText(c.ville, 120, 142);
  return canvas.toBuffer('image/png');
}

/** The bytes of a paper of a demo candidate. */
export function pieceBytes(c: DemoCandidat, piece: DemoPiece): Uint8Array {
  if (piece === 'identite') return identitePng(c);
  if (piece === 'cv') return cvPdf(c);
  return cardPdf(c, piece);
}

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** When each step of a demo contract happened, and its dates, from the seed's `now`. */
export function contratDates(contrat: DemoContrat, now: Date) {
  return {
    sentAt: daysFrom(now, -contrat.sentDaysAgo),
    signedAt: contrat.signedDaysAgo === undefined ? null : daysFrom(now, -contrat.signedDaysAgo),
    countersignedAt:
      contrat.countersignedDaysAgo === undefined
        ? null
        : daysFrom(now, -contrat.countersignedDaysAgo),
    dateDebut: isoDay(daysFrom(now, contrat.startInDays)),
    dateFin:
      contrat.type === 'CDD' && contrat.endInDays !== undefined
        ? isoDay(daysFrom(now, contrat.endInDays))
        : null,
  };
}

/** The reference the product gives a contract: CT-<file>-<day sent>. */
export const contratReference = (candidatId: number, sentAt: Date) =>
  `CT-${candidatId}-${isoDay(sentAt).replaceAll('-', '')}`;

/** The signature IP of the demo (documentation range, RFC 5737). */
export const DEMO_SIGNER_IP = '192.0.2.24';

/**
 * The versions of a contract as the product makes them: the PDF sent, then the copy with the
 * employee's signature page, then the one with the employer's. The sent copy's SHA-256 is what
 * the contract row keeps.
 */
export async function contratBytes(
  agency: ContratPdfView['employer'],
  c: DemoCandidat & { id: number },
  contrat: DemoContrat & {
    sentAt: Date;
    signedAt: Date | null;
    countersignedAt: Date | null;
    dateDebut: string;
    dateFin: string | null;
    countersignerName: string;
  },
): Promise<{ envoye: Uint8Array; signe?: Uint8Array; contresigne?: Uint8Array; sha256: string }> {
  const reference = contratReference(c.id, contrat.sentAt);
  // The demo's contracts carry no logo (the agency's logo is set in its settings later).
  const view = {
    reference,
    employer: agency,
    logo: null,
    employee: {
      nom: formal(c),
      dateNaissance: c.dateNaissance,
      adresse: `${c.adresse}, ${c.codep} ${c.ville}`,
      email: c.email,
      mobile: c.mobile,
    },
    typeContrat: contrat.type as ContratPdfView['typeContrat'],
    dateDebut: contrat.dateDebut,
    dateFin: contrat.dateFin,
    nbHeuresHebdo: contrat.heures,
    tauxHoraireBrut: contrat.taux,
    services: c.services.map((s) => skillLabel(s)),
    lieuTravail: `Le salarié travaille au domicile des clients de l’employeur, dans un rayon de 20 km autour de ${c.ville} (${c.codep}). Il peut être affecté à tout client de ce secteur sans que cela constitue une modification de son contrat. Les réunions et formations ont lieu à l’agence (${agency.adresse}).`,
    now: contrat.sentAt,
  };
  const envoye = await renderContratTravailPdf(view);
  const sha256 = sha256Hex(envoye);
  if (!contrat.signedAt) return { envoye, sha256 };
  const signe = await addSignaturePage(
    envoye,
    {
      signataire: name(c),
      signedAt: contrat.signedAt,
      ip: DEMO_SIGNER_IP,
      signedSha256: sha256,
      signaturePng: renderSignaturePng(name(c)),
    },
    {
      title: 'Signature électronique du contrat de travail par le salarié',
      extraLines: [`Salarié : ${formal(c)} (dossier n° ${c.id})`],
      sha256Label: 'Empreinte SHA-256 du contrat envoyé (non signé) :',
      declaration: 'Le salarié a lu le contrat, l’a approuvé et l’a signé :',
      subject: `Contrat de travail signé par ${name(c)} le ${contrat.signedAt.toISOString()}`,
    },
  );
  if (!contrat.countersignedAt) return { envoye, signe, sha256 };
  const contresigne = await addSignaturePage(
    signe,
    {
      signataire: contrat.countersignerName,
      signedAt: contrat.countersignedAt,
      ip: DEMO_SIGNER_IP,
      signedSha256: sha256Hex(signe),
      signaturePng: renderSignaturePng(contrat.countersignerName),
    },
    {
      title: 'Contresignature électronique du contrat de travail par l’employeur',
      extraLines: [
        `Employeur : ${agency.nom}, SIRET ${agency.siret}`,
        `Signature du salarié : ${name(c)}, le ${formatInstantParis(contrat.signedAt)} (heure de Paris)`,
      ],
      sha256Label: 'Empreinte SHA-256 du contrat signé par le salarié :',
      declaration: 'L’employeur a lu le contrat signé par le salarié et le contresigne :',
      subject: `Contrat de travail de ${name(c)} contresigné par ${contrat.countersignerName} le ${contrat.countersignedAt.toISOString()}`,
      auditKey: 'contresignature',
    },
  );
  return { envoye, signe, contresigne, sha256 };
}
