import { describe, expect, it } from 'vitest';
import { isFormulaLike, spreadsheetCell, spreadsheetRow } from './spreadsheet-cell.ts';

describe('spreadsheetCell (CSV injection, OWASP)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","clic")'],
    ["+cmd|' /C calc'!A0"],
    ['-2+3+cmd|calc'],
    ['@SUM(1+1)*cmd|calc'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('prefixes %j with a single quote', (text) => {
    expect(isFormulaLike(text)).toBe(true);
    expect(spreadsheetCell(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text, numbers, dates and empty cells as they are', () => {
    expect(spreadsheetCell('Karim Benali')).toBe('Karim Benali');
    expect(spreadsheetCell('Jean-Pierre = ami')).toBe('Jean-Pierre = ami');
    expect(spreadsheetCell('')).toBe('');
    expect(spreadsheetCell(-4.5)).toBe(-4.5);
    expect(spreadsheetCell(null)).toBeNull();
    const date = new Date('2026-11-28T12:00:00Z');
    expect(spreadsheetCell(date)).toBe(date);
  });

  it('makes every text cell of a row safe', () => {
    expect(spreadsheetRow({ libelle: 'Agent', valeur: '=1+1', nombre: -3 })).toEqual({
      libelle: 'Agent',
      valeur: "'=1+1",
      nombre: -3,
    });
  });
});
