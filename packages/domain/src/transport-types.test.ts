import { describe, expect, it } from 'vitest';
import { TRANSPORT_TYPES, TRANSPORT_TYPE_IDS, isTransportTypeId } from './transport-types.ts';

describe('TRANSPORT_TYPES', () => {
  it('offers walking, public transport, car and bicycle in that order', () => {
    expect(TRANSPORT_TYPES.map((t) => t.id)).toEqual(TRANSPORT_TYPE_IDS);
    expect(TRANSPORT_TYPES.map((t) => t.label)).toEqual([
      'À pied',
      'Transports en commun',
      'Voiture',
      'Vélo',
    ]);
  });

  it('recognises only those ids', () => {
    expect([1, 2, 3, 5].every(isTransportTypeId)).toBe(true);
    expect([0, 4, 6, '1'].some(isTransportTypeId)).toBe(false);
  });
});
