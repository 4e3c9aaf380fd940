import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import type { AgencyIdentity } from '@maisonnee/domain';
import type { Storage } from '../adapters/storage/disk-storage.ts';
import { A4, frDate } from './pdf-writer.ts';

/*
 * How the documents the agency issues (quotes, invoices, tax certificates, work contracts) name
 * it (issue 24): its legal mentions from the stored identity, and its logo, read from storage at
 * the time of the document and drawn in the top right corner of the first page. A logo that is
 * missing or not a PNG or JPEG image is logged and left out: the document is still issued.
 */

/** « SAS au capital de 10 000 € · RCS Paris 912 345 678 », or '' when none is set. */
export function legalFormLine(a: AgencyIdentity): string {
  const forme = [
    a.forme_juridique.trim(),
    a.capital.trim() ? `au capital de ${a.capital.trim()}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [forme, a.rcs.trim()].filter(Boolean).join(' · ');
}

/** « SIRET … · TVA intracommunautaire … », the parts that are set. */
export function siretLine(a: AgencyIdentity): string {
  return [
    a.siret.trim() ? `SIRET ${a.siret.trim()}` : '',
    a.tva_intracom.trim() ? `TVA intracommunautaire ${a.tva_intracom.trim()}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** « Déclaration de services à la personne n° … du JJ/MM/AAAA », or '' when no number is set. */
export function declarationSapLine(a: AgencyIdentity): string {
  if (!a.numero_sap.trim()) return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(a.date_declaration_sap)
    ? ` du ${frDate(a.date_declaration_sap)}`
    : '';
  return `Déclaration de services à la personne n° ${a.numero_sap.trim()}${date}`;
}

interface Warn {
  warn: (object: object, message: string) => void;
}

/** The logo's bytes, or null when there is none or its file cannot be read. */
export async function readLogo(
  storage: Pick<Storage, 'read'>,
  path: string | null | undefined,
  log?: Warn,
): Promise<Uint8Array | null> {
  if (!path) return null;
  try {
    return new Uint8Array(await storage.read(path));
  } catch (error) {
    log?.warn({ err: error, path }, 'agency logo unreadable: documents are drawn without it');
    return null;
  }
}

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;

/** Largest size of the drawn logo, in points. */
const LOGO_BOX = { width: 130, height: 55 };

/**
 * Draws `logo` in the top right corner of `page` (inside `margin`), scaled down to fit; answers
 * whether it was drawn. Bytes pdf-lib cannot embed are logged and skipped.
 */
export async function drawLogo(
  doc: PDFDocument,
  page: PDFPage,
  logo: Uint8Array | null,
  margin: number,
  log?: Warn,
): Promise<boolean> {
  if (!logo) return false;
  let image: PDFImage;
  try {
    if (isPng(logo)) image = await doc.embedPng(logo);
    else if (isJpeg(logo)) image = await doc.embedJpg(logo);
    else throw new Error('not a PNG or JPEG image');
  } catch (error) {
    log?.warn({ err: error }, 'agency logo not drawable: documents are drawn without it');
    return false;
  }
  const scale = Math.min(1, LOGO_BOX.width / image.width, LOGO_BOX.height / image.height);
  const size = image.scale(scale);
  page.drawImage(image, {
    x: A4[0] - margin - size.width,
    y: A4[1] - margin - size.height,
    width: size.width,
    height: size.height,
  });
  return true;
}
