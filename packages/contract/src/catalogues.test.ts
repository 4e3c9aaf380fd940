import * as domain from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { skillIdSchema } from './common.ts';
import {
  devisStatutSchema,
  documentTypeIdSchema,
  factureStatutSchema,
  frequenceIdSchema,
  frequenceTypeSchema,
  interventionStatutSchema,
  transportTypeIdSchema,
} from './entities.ts';

/** Every id from 0 to 20: what a schema accepts among them is its whole catalogue. */
const accepted = (schema: { safeParse(value: unknown): { success: boolean } }) =>
  Array.from({ length: 21 }, (_, id) => id).filter((id) => schema.safeParse(id).success);

describe('schemas built from the domain catalogues', () => {
  it('accept exactly the catalogue ids', () => {
    expect(accepted(skillIdSchema)).toEqual([...domain.SKILL_IDS]);
    expect(accepted(transportTypeIdSchema)).toEqual(
      [...domain.TRANSPORT_TYPE_IDS].sort((a, b) => a - b),
    );
    expect(accepted(documentTypeIdSchema)).toEqual([...domain.DOCUMENT_TYPE_IDS]);
    expect(accepted(frequenceIdSchema)).toEqual([...domain.FREQUENCE_IDS]);
  });

  it('offer exactly the catalogue values', () => {
    expect(frequenceTypeSchema.options).toEqual([...domain.FREQUENCE_LIBELLES]);
    expect(interventionStatutSchema.options).toEqual([...domain.INTERVENTION_STATUTS]);
    expect(devisStatutSchema.options).toEqual([...domain.DEVIS_STATUTS]);
    expect(factureStatutSchema.options).toEqual([...domain.FACTURE_STATUTS]);
  });
});
