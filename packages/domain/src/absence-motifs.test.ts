import { describe, expect, it } from 'vitest';
import {
  ABSENCE_MOTIFS,
  ABSENCE_MOTIF_LABELS,
  justificatifDocumentTypeId,
} from './absence-motifs.ts';

describe('ABSENCE_MOTIFS', () => {
  it('labels each reason once, sickness first and "other" last', () => {
    expect(Object.keys(ABSENCE_MOTIF_LABELS)).toEqual(ABSENCE_MOTIFS);
    expect(ABSENCE_MOTIFS[0]).toBe('maladie');
    expect(ABSENCE_MOTIF_LABELS[ABSENCE_MOTIFS.at(-1)!]).toBe('Autre');
  });
});

describe('justificatifDocumentTypeId', () => {
  it('files sickness as a sick-leave note and anything else as another document', () => {
    expect(justificatifDocumentTypeId('maladie')).toBe(10);
    expect(justificatifDocumentTypeId('enfant_malade')).toBe(10);
    expect(justificatifDocumentTypeId('transport')).toBe(8);
  });
});
