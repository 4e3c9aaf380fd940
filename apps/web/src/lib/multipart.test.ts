import { describe, expect, it } from 'vitest';
import { toFormData } from './multipart.ts';

describe('toFormData', () => {
  it('leaves empty fields out and puts the file in the file part', () => {
    const file = new File(['%PDF-1.4'], 'lettre.pdf', { type: 'application/pdf' });
    const form = toFormData(
      { candidat_id: 7, date_effet: '2025-03-01', motif: '  ', other: null },
      file,
    );
    expect(form.get('candidat_id')).toBe('7');
    expect(form.get('date_effet')).toBe('2025-03-01');
    expect(form.has('motif')).toBe(false);
    expect(form.has('other')).toBe(false);
    expect((form.get('file') as File).name).toBe('lettre.pdf');
  });

  it('sends no file part without a file', () => {
    expect(toFormData({ absence_id: 3 }, null).has('file')).toBe(false);
  });
});
