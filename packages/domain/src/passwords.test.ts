import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './passwords.ts';

describe('passwordProblem', () => {
  it('accepts the demo password', () => {
    expect(passwordProblem('Demo1234!')).toBeNull();
  });

  it('accepts a long passphrase without any composition rule', () => {
    expect(passwordProblem('cheval correct agrafe pile')).toBeNull();
    expect(passwordProblem('toutenminuscules')).toBeNull();
  });

  it('refuses fewer than 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(passwordProblem('Ab1!xyz')).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(passwordProblem('')).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(passwordProblem('Ab1!xyzw')).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordProblem('a'.repeat(128) + 'Z')).toBe(
      'Le mot de passe ne doit pas dépasser 128 caractères.',
    );
    expect(passwordProblem('x7'.repeat(64))).toBeNull();
  });

  it('counts characters, not UTF-16 code units', () => {
    // 7 emoji are 14 code units but only 7 characters.
    expect(passwordProblem('😀'.repeat(7))).not.toBeNull();
    expect(passwordProblem('😀'.repeat(8))).toBeNull();
    expect(passwordProblem('😀'.repeat(128))).toBeNull();
  });

  it.each(['password', '123456789', 'azertyuiop', 'motdepasse', 'soleil123', 'marseille'])(
    'refuses the common password %s',
    (password) => {
      expect(passwordProblem(password)).toBe(
        'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
      );
    },
  );

  it('compares common passwords case-insensitively', () => {
    expect(passwordProblem('PassWord')).not.toBeNull();
    expect(passwordProblem('AZERTYUIOP')).not.toBeNull();
    expect(passwordProblem('Marseille')).not.toBeNull();
  });
});
