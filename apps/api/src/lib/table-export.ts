import type { FastifyReply } from 'fastify';
import { spreadsheetCell } from './spreadsheet-cell.ts';

/*
 * Tables written as a file (docs/statistiques.md, docs/exports.md): XLSX through exceljs (one sheet
 * a table, real numbers with their format) or CSV the way a French spreadsheet or accounting tool
 * reads it (`;` between cells, a decimal comma, UTF-8 with its BOM, CRLF, one table after the
 * other). Text cells go through `spreadsheetCell` (never a formula).
 */

export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | null;

/**
 * How a column's numbers are written: `euros` two decimals (XLSX « 1 234,50 € »), `decimal` two
 * decimals, `date` a 'YYYY-MM-DD' day written dd/mm/yyyy (a real date in XLSX); absent: as is.
 */
export type ColumnFormat = 'euros' | 'decimal' | 'date';

/** One table of a file: its sheet name, title, column headers and rows. */
export interface ExportTable {
  sheet: string;
  title: string;
  header: string[];
  rows: Cell[][];
  /** Each column's format, by index (absent: numbers and text as they are). */
  formats?: (ColumnFormat | undefined)[];
  /** The last row is the totals' row (bold in XLSX). */
  totalRow?: boolean;
}

/** A file to send: its bytes, type and the name it is saved under. */
export interface ExportFile {
  bytes: Uint8Array;
  mimeType: string;
  filename: string;
}

const XLSX_FORMATS: Record<ColumnFormat, string> = {
  euros: '#,##0.00 "€"',
  decimal: '0.00',
  date: 'dd/mm/yyyy',
};

const isDay = (value: Cell): value is string =>
  typeof value === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value);

/** A cell the French way in a CSV: decimal comma, no thousands separator, dd/mm/yyyy days. */
function csvCell(value: Cell, format?: ColumnFormat): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    const text = format === 'euros' || format === 'decimal' ? value.toFixed(2) : String(value);
    return text.replace('.', ',');
  }
  if (format === 'date' && isDay(value)) return value.split('-').reverse().join('/');
  const text = String(spreadsheetCell(value));
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function renderCsv(tables: ExportTable[]): Uint8Array {
  const lines: string[] = [];
  for (const [index, table] of tables.entries()) {
    if (index > 0) lines.push('');
    lines.push(csvCell(table.title));
    lines.push(table.header.map((h) => csvCell(h)).join(';'));
    for (const row of table.rows) {
      lines.push(row.map((cell, i) => csvCell(cell, table.formats?.[i])).join(';'));
    }
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** A cell for exceljs: a 'YYYY-MM-DD' of a date column becomes a date (midnight UTC). */
const xlsxCell = (value: Cell, format?: ColumnFormat) =>
  format === 'date' && isDay(value) ? new Date(`${value}T00:00:00Z`) : spreadsheetCell(value);

/** exceljs is loaded on the first export only (the heaviest module of the API to load). */
async function renderXlsx(tables: ExportTable[], createdAt: Date): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Maisonnée';
  workbook.created = createdAt;
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.sheet);
    sheet.addRow(table.header.map((h) => spreadsheetCell(h)));
    sheet.getRow(1).font = { bold: true };
    for (const row of table.rows) {
      sheet.addRow(row.map((cell, i) => xlsxCell(cell, table.formats?.[i])));
    }
    if (table.totalRow && table.rows.length > 0) sheet.lastRow!.font = { bold: true };
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 34 : Math.max(12, (table.header[index]?.length ?? 10) + 2);
      const format = table.formats?.[index];
      if (format) column.numFmt = XLSX_FORMATS[format];
    });
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The tables as a file of the format asked. */
export async function renderTables(
  tables: ExportTable[],
  format: ExportFormat,
  createdAt: Date,
): Promise<Uint8Array> {
  return format === 'csv' ? renderCsv(tables) : renderXlsx(tables, createdAt);
}

/** A generated file, sent as a download (never cached: the figures are the agency's own). */
export function sendFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
