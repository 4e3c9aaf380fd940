import type { FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/setup.ts';
import { markAppReady, renderMode } from './render-mode.ts';

describe('hydrate or render', () => {
  const signedOut = { prerendered: '/auth/login', pathname: '/auth/login', hasStoredUser: false };

  it('hydrates the prerendered page of this very path, signed out', () => {
    expect(renderMode(signedOut)).toBe('hydrate');
    expect(renderMode({ ...signedOut, pathname: '/auth/login/' })).toBe('hydrate');
  });

  it('renders from scratch the empty shell, another path, or for a stored user', () => {
    expect(renderMode({ ...signedOut, prerendered: null })).toBe('render');
    expect(renderMode({ ...signedOut, prerendered: '' })).toBe('render');
    expect(renderMode({ ...signedOut, pathname: '/auth/register' })).toBe('render');
    // A stored user is sent on by the auth screens: the signed-out HTML would not match.
    expect(renderMode({ ...signedOut, hasStoredUser: true })).toBe('render');
  });
});

describe('the app ready after a prerendered page', () => {
  it('marks the page, and sends again a form sent before, with what was typed in it', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const onCivilite = vi.fn();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="E-mail" value="" onChange={(event) => onChange(event.target.value)} />
        <input
          type="radio"
          name="civilite"
          aria-label="Mme"
          value="Mme"
          checked={false}
          onChange={(event) => onCivilite(event.target.value)}
        />
      </form>,
    );
    const radio = screen.getByLabelText('Mme') as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(radio, true);
    const field = screen.getByLabelText('E-mail') as HTMLInputElement;
    // Typed before hydration: the page holds the value, React's state does not.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
      field,
      'marie@example.fr',
    );
    window.maisonneeTypedFields = [field, radio];
    window.maisonneePendingSubmit = field.form;

    markAppReady();

    expect(document.documentElement).toHaveAttribute('data-app-ready');
    expect(onChange).toHaveBeenCalledWith('marie@example.fr');
    expect(onCivilite).toHaveBeenCalledWith('Mme');
    // Sent once React has applied the values.
    expect(onSubmit).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(window.maisonneePendingSubmit).toBeNull();
    expect(window.maisonneeTypedFields).toEqual([]);
  });
});
