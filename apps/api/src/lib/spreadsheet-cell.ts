/*
 * Text written into a spreadsheet export (CSV or XLSX) must never be read as a formula: a name
 * such as `=HYPERLINK("http://…")` or `+cmd|' /C calc'!A0` would otherwise run when an operator
 * opens the file (CSV injection, OWASP « CSV Injection »). OWASP's advice is followed: a text cell
 * that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote,
 * which spreadsheets show as text. Numbers, dates and empty cells are left alone (a negative
 * figure stays a number). Every export goes through `spreadsheetCell` / `spreadsheetRow`.
 */

/** The characters that make a spreadsheet read a cell as a formula (OWASP). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** True when this text, written as is, could be read as a formula. */
export function isFormulaLike(text: string): boolean {
  return text.length > 0 && FORMULA_STARTS.has(text[0]!);
}

/** The value to write in a cell: text that could be a formula gets a leading single quote. */
export function spreadsheetCell<T>(value: T): T | string {
  return typeof value === 'string' && isFormulaLike(value) ? `'${value}` : value;
}

/** A row (an object of cells by column key) with each text cell made safe. */
export function spreadsheetRow<R extends Record<string, unknown>>(row: R): R {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, spreadsheetCell(value)]),
  ) as R;
}
