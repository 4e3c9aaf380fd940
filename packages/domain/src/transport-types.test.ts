import { describe, expect, it } from 'vitest';
import { TRANSPORT_TYPES, isTransportTypeId } from './transport-types.ts';

describe('TRANSPORT_TYPES', () => {
  it('offers walking, public transport, car and bicycle in that order', () => {
    expect(TRANSPORT_TYPES.map((t) => [t.id, t.label])).toEqual([
      [2, 'À pied'],
      [5, 'Transports en commun'],
      [3, 'Voiture'],
      [1, 'Vélo'],
    ]);
    for (const t of TRANSPORT_TYPES) expect(t.icon).not.toBe('');
  });

  it('recognises only those ids', () => {
    expect([1, 2, 3, 5].every(isTransportTypeId)).toBe(true);
    expect([0, 4, 6, '1'].some(isTransportTypeId)).toBe(false);
  });
});
