import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeUser } from '../../../test/tokens.ts';
import { AccountPage } from '../pages/account-page.tsx';

/*
 * Issue 22, point 9d: on a 390 px phone the space buttons cut their label (« Ouvrir mon espace
 * intervenan »). They take the card's width, grow in height and wrap their label instead. jsdom
 * lays nothing out: what is checked is the styling that lets the label wrap.
 */

const user = makeUser({ roles_ids: [5, 6], client_id: 3, candidat_id: 9 });
vi.mock('../../../hooks/use-auth-user.ts', () => ({
  useAuthUser: () => ({ data: user, isPending: false }),
}));

describe('the space buttons of « Mon compte »', () => {
  it('wrap their label instead of cutting it, at the full width of their card', () => {
    renderWithProviders(
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>,
    );
    const names = [
      'Ouvrir mon espace intervenant',
      'Ouvrir mon espace client',
      ...screen
        .getAllByRole('link')
        .map((link) => link.textContent ?? '')
        .filter(Boolean),
    ];
    for (const name of names) {
      const button = screen.getByRole(name.startsWith('Ouvrir') ? 'button' : 'link', { name });
      expect(button).toHaveStyle({ height: 'auto' });
      expect(button).toHaveAttribute('data-block');
      const label = button.querySelector('.mantine-Button-label');
      expect(label).not.toBeNull();
      expect(label).toHaveStyle({ whiteSpace: 'normal' });
    }
  });
});
