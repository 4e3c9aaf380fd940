import '../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/app.tsx';
import { json, signedInUser, signIn } from '../../test/session.ts';
import { makeUser } from '../../test/tokens.ts';

/*
 * One app for three kinds of people (issue 10, point 9), through the real route table: the links
 * each person is offered, that each one opens a screen that serves them (never "réservé aux
 * clients"), and where "/" and /home lead.
 */

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('/api/auth/user')
        ? signedInUser()
        : // Empty lists under every envelope key; no intervention in progress.
          json({
            success: true,
            data: String(url).includes('en-cours') ? null : [],
            datas: [],
            documents: [],
          }),
    ),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function offeredLinks(): Promise<{ label: string; to: string }[]> {
  const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({ label: link.textContent ?? '', to: link.getAttribute('href') ?? '' }));
}

/** The page at `to` shows its title and no refusal for this user. */
async function expectServed(to: string) {
  const { router } = renderAt(to);
  await screen.findByRole('heading', { level: 1 });
  expect(router.state.location.pathname).toBe(to.split('#')[0]);
  expect(screen.queryByText(/réservée?s? aux/i)).toBeNull();
}

const client = makeUser({ roles_ids: [5], client_id: 3, candidat_id: null });
const agent = makeUser({ roles_ids: [6], client_id: null, candidat_id: 9 });
const operator = makeUser({ roles_ids: [1, 3], client_id: null, candidat_id: null });

describe('navigation of the signed-in layout', () => {
  it('a client is offered needs, missions, documents, the messaging and the profile', async () => {
    signIn(client);
    renderAt('/home');
    expect(await offeredLinks()).toEqual([
      { label: 'Accueil', to: '/home' },
      { label: 'Mes besoins', to: '/besoin' },
      { label: 'Mes missions', to: '/missions' },
      { label: 'Mes documents', to: '/documents' },
      { label: 'Messagerie', to: '/messagerie' },
      { label: 'Mon profil', to: '/profil' },
    ]);
  });

  it.each(['/home', '/besoin', '/missions', '/documents', '/profil'])(
    'the client’s %s serves the client',
    async (to) => {
      signIn(client);
      await expectServed(to);
    },
  );

  it('an agent is offered the interventions, the declarations, the messaging and the profile', async () => {
    signIn(agent);
    renderAt('/home');
    expect(await offeredLinks()).toEqual([
      { label: 'Accueil', to: '/home' },
      { label: 'Mes interventions', to: '/account/agent' },
      { label: 'Mes déclarations', to: '/account/agent#declarations' },
      { label: 'Messagerie', to: '/messagerie' },
      { label: 'Mon profil', to: '/profil' },
    ]);
    // The home's shortcuts are the agent's too.
    const shortcuts = screen.getByRole('navigation', { name: 'Raccourcis' });
    expect(
      within(shortcuts).getByRole('link', { name: 'Mes interventions du jour' }),
    ).toHaveAttribute('href', '/account/agent');
    expect(within(shortcuts).queryByRole('link', { name: /besoin|missions/i })).toBeNull();
  });

  it.each(['/home', '/account/agent', '/profil'])('the agent’s %s serves the agent', async (to) => {
    signIn(agent);
    await expectServed(to);
  });

  it('the refusal this guards against is visible: a customer screen opened by an agent says so', async () => {
    signIn(agent);
    renderAt('/missions');
    expect(await screen.findByText(/réservées aux comptes client/)).toBeInTheDocument();
  });
});

describe('home per role', () => {
  it.each(['/', '/home', '/account'])(
    'an operator opening %s lands on the cockpit',
    async (path) => {
      signIn(operator);
      const { router } = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    },
  );

  it('a client opening / reaches the account screen of the customer spaces', async () => {
    signIn(client);
    const { router } = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('an operator who also has a client space chooses on /account, with a way to the cockpit', async () => {
    signIn(makeUser({ roles_ids: [3, 5], client_id: 3, candidat_id: null }));
    const { router } = renderAt('/account');
    expect(await screen.findByRole('heading', { name: 'Espace client' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le cockpit' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(router.state.location.pathname).toBe('/account');
  });
});
