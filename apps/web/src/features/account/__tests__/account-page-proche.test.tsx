import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { getProfil } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeUser } from '../../../test/tokens.ts';
import { AccountPage, spacesOf } from '../pages/account-page.tsx';

/*
 * Issue 25, point 1: a relative (`proche_client_ids`) chooses the relative's space on « Mon
 * compte », even without any role, client or agent record; the navigation then follows it.
 */

const relative = makeUser({
  roles_ids: [5],
  client_id: 3,
  candidat_id: null,
  proche_client_ids: [8],
});
vi.mock('../../../hooks/use-auth-user.ts', () => ({
  useAuthUser: () => ({ data: relative, isPending: false }),
}));

describe('the relative’s space on « Mon compte »', () => {
  it('is held by a user following a household, alone or beside other spaces', () => {
    expect(
      spacesOf(makeUser({ client_id: null, candidat_id: null, proche_client_ids: [8] })),
    ).toEqual(['proche']);
    expect(spacesOf(relative)).toEqual(['client', 'proche']);
    expect(spacesOf(makeUser({ client_id: 3, proche_client_ids: [] }))).toEqual(['client']);
  });

  it('is offered with a shortcut to the follow-up, and chosen like the others', async () => {
    renderWithProviders(
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Espace proche' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivre les visites' })).toHaveAttribute(
      'href',
      '/suivi',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir mon espace proche' }));
    expect(getProfil()?.space).toBe('proche');
  });
});
