import { describe, expect, it } from 'vitest';
import { pathFromAppUrl } from './deep-links.ts';

describe('pathFromAppUrl', () => {
  it('maps the app scheme to an in-app path', () => {
    expect(pathFromAppUrl('fr.maisonnee.app://account')).toBe('/account');
    expect(pathFromAppUrl('fr.maisonnee.app:///besoin/12?segment=recurrent')).toBe(
      '/besoin/12?segment=recurrent',
    );
  });

  it('ignores other schemes', () => {
    expect(pathFromAppUrl('https://exemple.fr/account')).toBeNull();
    expect(pathFromAppUrl('autre.app://account')).toBeNull();
  });
});
