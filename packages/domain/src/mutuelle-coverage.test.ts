import { describe, expect, it } from 'vitest';
import { mutuelleCoverage } from './mutuelle-coverage.ts';

describe('mutuelleCoverage', () => {
  it('covers a one-off quote entirely when enough insurer hours are left', () => {
    expect(
      mutuelleCoverage({ heuresRestantes: 10, heuresDevis: 3, montantTTC: 90, recurring: false }),
    ).toEqual({
      heuresRestantes: 10,
      heuresCouvertes: 3,
      heuresClient: 0,
      montantMutuelleTTC: 90,
      montantClientTTC: 0,
      resteAChargeClientTTC: 0,
      semainesCouvertes: null,
    });
  });

  it('splits a one-off quote beyond the hours left, the tax credit on the household share only', () => {
    expect(
      mutuelleCoverage({ heuresRestantes: 2, heuresDevis: 5, montantTTC: 150, recurring: false }),
    ).toMatchObject({
      heuresCouvertes: 2,
      heuresClient: 3,
      montantMutuelleTTC: 60,
      montantClientTTC: 90,
      resteAChargeClientTTC: 45,
    });
  });

  it('counts the full weeks a balance covers on a recurring quote', () => {
    expect(
      mutuelleCoverage({ heuresRestantes: 13, heuresDevis: 4, montantTTC: 120, recurring: true }),
    ).toMatchObject({ semainesCouvertes: 3, heuresCouvertes: 4, heuresClient: 0 });
  });

  it('never covers more than half-hours left, nor a negative balance', () => {
    expect(
      mutuelleCoverage({ heuresRestantes: 1.7, heuresDevis: 3, montantTTC: 90, recurring: false })
        .heuresCouvertes,
    ).toBe(1.5);
    const none = mutuelleCoverage({
      heuresRestantes: -4,
      heuresDevis: 3,
      montantTTC: 90,
      recurring: false,
    });
    expect(none).toMatchObject({ heuresCouvertes: 0, heuresClient: 3, montantClientTTC: 90 });
  });
});
