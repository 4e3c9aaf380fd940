import { describe, expect, it } from 'vitest';
import { checkLogin, returnPath } from '../pages/login-page.tsx';

describe('where sign-in goes back to (state.returnTo)', () => {
  it('goes back to a screen of the app, with its query', () => {
    expect(returnPath({ returnTo: '/facturation-planifies-modal?client=abc&token=1.x' })).toBe(
      '/facturation-planifies-modal?client=abc&token=1.x',
    );
  });

  it('ignores anything else: another site, an auth screen, no state', () => {
    expect(returnPath({ returnTo: '//evil.example/x' })).toBeNull();
    expect(returnPath({ returnTo: '/\\evil.example' })).toBeNull();
    expect(returnPath({ returnTo: 'https://evil.example' })).toBeNull();
    expect(returnPath({ returnTo: '/auth/login' })).toBeNull();
    expect(returnPath({ returnTo: 42 })).toBeNull();
    expect(returnPath({ email: 'a@b.fr' })).toBeNull();
    expect(returnPath(null)).toBeNull();
  });
});

describe('the sign-in form’s checks (before any call)', () => {
  it('asks for both fields and a well-formed e-mail', () => {
    expect(checkLogin({ email: '', password: '' })).toEqual({
      email: 'Ce champ est obligatoire.',
      password: 'Ce champ est obligatoire.',
    });
    expect(checkLogin({ email: 'lou@', password: 'x' })).toEqual({
      email: 'Adresse e-mail invalide.',
      password: null,
    });
    expect(checkLogin({ email: ' lou@exemple.fr ', password: 'x' })).toBeNull();
  });
});
