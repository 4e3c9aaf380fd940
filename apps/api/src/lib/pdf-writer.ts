import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/*
 * What every PDF the API draws shares (quotes, invoices, tax certificates): A4 pages in standard
 * Helvetica, text made writable in WinAnsi, French amounts and dates, and a writer that flows text
 * down the page, wraps it and opens a new page when one is full.
 */

export const A4: [number, number] = [595.28, 841.89];
export const INK = rgb(0.12, 0.16, 0.3);
export const GREY = rgb(0.4, 0.4, 0.45);

const KEEP = new Set('€‘’“”–—…•'.split(''));
/** Text Helvetica (WinAnsi) can write: other characters become '?'. */
export function pdfText(value: string): string {
  return (
    [...value.replace(/[\u00a0\u202f]/g, ' ')]
      .map((char) => (char.charCodeAt(0) < 256 || KEEP.has(char) ? char : '?'))
      .join('')
      // Control characters (tabs, new lines in a name) are not printable: a space stands in.
      .replace(/\p{Cc}/gu, ' ')
  );
}

/** 1234.5 → '1 234,50 €', -12 → '-12,00 €' (plain spaces: the standard fonts have no narrow no-break space). */
export function euros(amount: number): string {
  const negative = amount < 0;
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} €`;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Splits a text into lines no wider than `maxWidth`, keeping its own line breaks. */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

export interface PdfWriterLayout {
  /** Page margin on every side (points). */
  margin?: number;
  /** Font size of table rows when a row does not say. */
  rowSize?: number;
  /** Space added by gap() when it does not say. */
  gapSize?: number;
}

/** What a generated PDF says of itself in its properties. */
export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  now: Date;
}

/**
 * A new document with the metadata every Maisonnée PDF carries, and its writer over Helvetica
 * (regular and bold): the quote, the invoice and the work contract start the same way.
 */
export async function openPdf(meta: PdfMetadata, layout: PdfWriterLayout) {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(meta.title));
  doc.setAuthor(pdfText(meta.author));
  doc.setSubject(pdfText(meta.subject));
  doc.setCreator('Maisonnée');
  doc.setProducer('Maisonnée (pdf-lib)');
  doc.setCreationDate(meta.now);
  doc.setModificationDate(meta.now);
  const writer = new PdfWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    layout,
  );
  return { doc, writer };
}

/** Writes down the pages of `doc` from the top, a new page whenever the next line would not fit. */
export class PdfWriter {
  page: PDFPage;
  y: number;
  readonly margin: number;
  private readonly rowSize: number;
  private readonly gapSize: number;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    { margin = 50, rowSize = 9, gapSize = 8 }: PdfWriterLayout = {},
  ) {
    this.margin = margin;
    this.rowSize = rowSize;
    this.gapSize = gapSize;
    this.page = doc.addPage(A4);
    this.y = A4[1] - margin;
  }

  ensure(space: number) {
    if (this.y - space < this.margin) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - this.margin;
    }
  }

  text(
    value: string,
    options: { size?: number; bold?: boolean; x?: number; color?: typeof INK } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const x = options.x ?? this.margin;
    for (const line of wrap(pdfText(value), font, size, A4[0] - this.margin - x)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size + 4;
    }
  }

  row(cells: { value: string; x: number; bold?: boolean }[], size = this.rowSize) {
    this.ensure(size + 6);
    for (const cell of cells) {
      this.page.drawText(pdfText(cell.value), {
        x: cell.x,
        y: this.y - size,
        size,
        font: cell.bold ? this.bold : this.font,
        color: INK,
      });
    }
    this.y -= size + 6;
  }

  gap(space = this.gapSize) {
    this.y -= space;
  }

  rule() {
    this.ensure(6);
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: A4[0] - this.margin, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 6;
  }
}
