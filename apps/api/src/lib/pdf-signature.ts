import { createHash } from 'node:crypto';
import { formatInstantDate, formatInstantTime } from '@maisonnee/domain';
import { type PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { renderSignaturePng } from '../modules/tools/signature-image.ts';
import { validationFailed } from './app-error.ts';
import { A4, GREY, INK, pdfText } from './pdf-writer.ts';

/*
 * The simple electronic signature shared by quotes and work contracts: the signature image (drawn,
 * or the typed name rendered), and the signed copy — the pages signed, untouched, plus a signature
 * page with the audit trail (signer, date and time, IP address, SHA-256 of the document signed).
 * The audit fields are also written in the document information dictionary, uncompressed, so that
 * anyone (and the tests) can read them without parsing content streams. A second signature
 * (countersignature) adds its own page and its own dictionary keys; the first ones stay.
 */

/** A drawn signature is a PNG of at most 300 KB. */
const MAX_SIGNATURE_BYTES = 300 * 1024;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MARGIN = 50;

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The signature, a real instant, on the Paris clock: '18/03/2026 à 05:42 (heure de Paris)'. */
export const formatSignedAt = (date: Date) =>
  `${formatInstantDate(date)} à ${formatInstantTime(date)} (heure de Paris)`;

/** The drawn signature (a PNG data URL), checked, or the typed name rendered as an image. */
export function signaturePng(text: string, image: string | undefined): Uint8Array {
  if (!image) return renderSignaturePng(text);
  const bytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) {
    throw validationFailed(
      { signature_image: '300 Ko au plus.' },
      'Signature dessinée trop lourde (300 Ko au plus).',
    );
  }
  if (bytes.length < 60 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    throw validationFailed(
      { signature_image: 'Image PNG attendue.' },
      "La signature dessinée n'est pas une image PNG.",
    );
  }
  return bytes;
}

/** Who signed, when, from where, what exactly (SHA-256 of the bytes signed), and the image. */
export interface SignatureAudit {
  signataire: string;
  signedAt: Date;
  ip: string;
  /** SHA-256 (hex) of the document as it was before this signature. */
  signedSha256: string;
  signaturePng: Uint8Array;
}

/** What the signature page says around the audit trail. */
export interface SignaturePageText {
  /** 'Signature électronique du devis n° DEV-2026-000012' */
  title: string;
  /** Lines printed after the IP address ('Conditions acceptées : version CG-2026-01'). */
  extraLines?: string[];
  /** 'Empreinte SHA-256 du devis non signé :' */
  sha256Label: string;
  /** The sentence above the signature image. */
  declaration: string;
  /** The document's new Subject. */
  subject: string;
  /**
   * A later signature's word ('contresignature'): its keywords read `contresignature_sha256:…` and
   * its dictionary keys `MaisonneeContresignatureSignataire`…; none for the first signature.
   */
  auditKey?: string;
}

/** `pdf` plus a signature page; the error of an unreadable drawn PNG is pdf-lib's. */
export async function addSignaturePage(
  pdf: Uint8Array,
  audit: SignatureAudit,
  text: SignaturePageText,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const image = await doc.embedPng(audit.signaturePng);
  const page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const line = (value: string, size = 10, useBold = false) => {
    page.drawText(pdfText(value), {
      x: MARGIN,
      y: y - size,
      size,
      font: useBold ? bold : font,
      color: INK,
    });
    y -= size + 6;
  };
  line(text.title, 15, true);
  y -= 6;
  line(`Signataire : ${audit.signataire}`);
  line(`Date et heure : ${formatSignedAt(audit.signedAt)}`);
  line(`Adresse IP : ${audit.ip}`);
  for (const extra of text.extraLines ?? []) line(extra);
  line(text.sha256Label);
  line(audit.signedSha256, 9);
  y -= 10;
  line(text.declaration, 10, true);
  const scale = Math.min(1, 300 / image.width, 110 / image.height);
  const size = image.scale(scale);
  page.drawRectangle({
    x: MARGIN,
    y: y - size.height - 10,
    width: Math.max(size.width, 200) + 20,
    height: size.height + 10,
    borderColor: GREY,
    borderWidth: 0.8,
  });
  page.drawImage(image, {
    x: MARGIN + 10,
    y: y - size.height - 5,
    width: size.width,
    height: size.height,
  });

  const key = text.auditKey ? `${text.auditKey}_` : '';
  doc.setSubject(pdfText(text.subject));
  const earlier = doc.getKeywords();
  doc.setKeywords([
    ...(earlier ? earlier.split(' ').filter(Boolean) : []),
    `${key}signataire:${pdfText(audit.signataire)}`,
    `${key}sha256:${audit.signedSha256}`,
    `${key}ip:${audit.ip}`,
    `${key}signe_le:${audit.signedAt.toISOString()}`,
  ]);
  doc.setModificationDate(audit.signedAt);
  // Literal (uncompressed) copies of the audit trail in the information dictionary.
  // getInfoDict is not public in pdf-lib's types; it is the trailer's /Info dictionary.
  const info = (doc as unknown as { getInfoDict(): PDFDict }).getInfoDict();
  const word = text.auditKey ?? '';
  const prefix = `Maisonnee${word.slice(0, 1).toUpperCase()}${word.slice(1)}`;
  info.set(PDFName.of(`${prefix}Signataire`), PDFString.of(pdfText(audit.signataire)));
  info.set(PDFName.of(`${prefix}SignedAt`), PDFString.of(audit.signedAt.toISOString()));
  info.set(PDFName.of(`${prefix}SignerIp`), PDFString.of(audit.ip));
  info.set(PDFName.of(`${prefix}UnsignedSha256`), PDFString.of(audit.signedSha256));
  return doc.save({ useObjectStreams: false });
}
