import type { bilanSchema } from '@maisonnee/contract';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { z } from 'zod';
import { frDate, PdfWriter, pdfText } from '../../lib/pdf-writer.ts';
import { spreadsheetRow } from '../../lib/spreadsheet-cell.ts';

/*
 * The files of an agent's period review (bilan-export): a PDF to read, a CSV and an XLSX to work
 * on. The spreadsheets are written by exceljs (one sheet: a figure a line), the PDF by pdf-lib.
 * Every row of the sheet goes through `spreadsheetRow`, so a name such as `=HYPERLINK(…)` is
 * written as text in the CSV and the XLSX alike (lib/spreadsheet-cell.ts).
 */

export type Bilan = z.infer<typeof bilanSchema>;
export type BilanFormat = 'pdf' | 'csv' | 'xlsx';

export interface BilanExportView {
  bilan: Bilan;
  agent: string;
  /** The day the file was made, YYYY-MM-DD. */
  etabliLe: string;
}

/** The figures of a review, in the order a person reads them, with their French labels. */
export function bilanLines(bilan: Bilan): { libelle: string; valeur: number | null }[] {
  return [
    { libelle: 'Interventions réalisées', valeur: bilan.nb_interventions },
    { libelle: 'Heures réalisées', valeur: bilan.nb_heures },
    { libelle: 'Heures le week-end', valeur: bilan.nb_heures_weekend },
    { libelle: 'Interventions annulées', valeur: bilan.nb_annulations },
    { libelle: 'Absences', valeur: bilan.nb_absences },
    { libelle: 'Retards', valeur: bilan.nb_retards },
    { libelle: 'Jours de congé', valeur: bilan.nb_jours_conges },
    { libelle: 'Note moyenne (sur 5)', valeur: bilan.note_moyenne },
  ];
}

const HEADER = ['Indicateur', 'Valeur'];

/**
 * exceljs is loaded on the first spreadsheet export, not at start-up: it is the heaviest module
 * of the API to load (about a tenth of a restart) and only this export uses it.
 */
async function workbookOf(view: BilanExportView) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Maisonnée';
  workbook.created = new Date(`${view.etabliLe}T12:00:00Z`);
  const sheet = workbook.addWorksheet('Bilan');
  sheet.columns = [
    { header: HEADER[0], key: 'libelle', width: 32 },
    { header: HEADER[1], key: 'valeur', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  const addRow = (row: Record<string, unknown>) => sheet.addRow(spreadsheetRow(row));
  for (const line of bilanLines(view.bilan)) addRow(line);
  addRow({});
  addRow({ libelle: 'Agent', valeur: view.agent });
  addRow({
    libelle: 'Période',
    valeur: `du ${frDate(view.bilan.date_debut)} au ${frDate(view.bilan.date_fin)}`,
  });
  return workbook;
}

/** The review as a file: its bytes, type and extension. */
export async function renderBilan(
  view: BilanExportView,
  format: BilanFormat,
): Promise<{ bytes: Uint8Array; mimeType: string; ext: string }> {
  switch (format) {
    case 'xlsx': {
      const buffer = await (await workbookOf(view)).xlsx.writeBuffer();
      return {
        bytes: new Uint8Array(buffer as ArrayBuffer),
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ext: 'xlsx',
      };
    }
    case 'csv': {
      // Semicolons and a comma for decimals: what a French spreadsheet opens without asking.
      const buffer = await (
        await workbookOf(view)
      ).csv.writeBuffer({
        formatterOptions: { delimiter: ';', writeBOM: true },
        map: (value: unknown) =>
          typeof value === 'number' ? String(value).replace('.', ',') : value,
      });
      return { bytes: new Uint8Array(buffer as ArrayBuffer), mimeType: 'text/csv', ext: 'csv' };
    }
    case 'pdf':
      return { bytes: await renderBilanPdf(view), mimeType: 'application/pdf', ext: 'pdf' };
  }
}

const figure = (value: number | null) => (value === null ? '—' : String(value).replace('.', ','));

async function renderBilanPdf(view: BilanExportView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const date = new Date(`${view.etabliLe}T12:00:00Z`);
  doc.setTitle(pdfText(`Bilan d'activité - ${view.agent}`));
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  const w = new PdfWriter(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    { rowSize: 11, gapSize: 10 },
  );
  w.text("Bilan d'activité", { size: 18, bold: true });
  w.text(view.agent, { size: 13 });
  w.text(`Du ${frDate(view.bilan.date_debut)} au ${frDate(view.bilan.date_fin)}`);
  w.gap(12);
  w.rule();
  for (const line of bilanLines(view.bilan)) {
    w.row([
      { value: line.libelle, x: w.margin },
      { value: figure(line.valeur), x: 380, bold: true },
    ]);
  }
  w.rule();
  w.gap();
  w.text(`Établi le ${frDate(view.etabliLe)}.`, { size: 9 });
  return doc.save();
}
