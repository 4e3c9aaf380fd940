import { inflateSync } from 'node:zlib';

/*
 * The text a PDF of the app shows, for the tests that read invoices, credit notes and tax
 * certificates: its content streams inflated, the hex strings of `Tj` decoded from WinAnsi.
 */

/** The WinAnsi signs outside Latin-1 that the standard PDF fonts print ('€' is 0x80). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/** Every string the PDF draws, one a line, in drawing order. */
export function pdfShownText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      parts.push(decodeWinAnsi(Buffer.from(hex[1]!, 'hex')));
  }
  return parts.join('\n');
}
