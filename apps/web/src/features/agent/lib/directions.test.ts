import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions.ts';

const home = { adresse: '12 rue de Rivoli', codep: '75004', ville: 'Paris' };

describe('directionsUrl', () => {
  it('points to the position when the home is placed on the map', () => {
    expect(directionsUrl({ ...home, lat: 48.8556, lng: 2.3589 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.8556%2C2.3589',
    );
  });

  it('falls back on the postal address, and is null without either', () => {
    expect(directionsUrl({ ...home, lat: null, lng: null })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20rue%20de%20Rivoli%2C%2075004%20Paris',
    );
    expect(
      directionsUrl({ adresse: null, codep: null, ville: null, lat: null, lng: null }),
    ).toBeNull();
  });
});
