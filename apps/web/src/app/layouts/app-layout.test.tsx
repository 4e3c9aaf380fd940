import '../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/app.tsx';
import { json, signedInUser, signIn } from '../../test/session.ts';
import { fakeMatchMedia } from '../../test/match-media.ts';
import { makeUser } from '../../test/tokens.ts';
import { WIDE_SCREEN_QUERY } from './app-layout.tsx';

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

/** Pages load their chunks on a first render: slow when the machine is busy. */
const slow = { timeout: 5000 };

async function offeredLinks(): Promise<{ label: string; to: string }[]> {
  const nav = await screen.findByRole('navigation', { name: 'Navigation principale' }, slow);
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({ label: link.textContent ?? '', to: link.getAttribute('href') ?? '' }));
}

/** The page at `to` shows its title and no refusal for this user. */
async function expectServed(to: string) {
  const { router } = renderAt(to);
  await screen.findByRole('heading', { level: 1 }, slow);
  expect(router.state.location.pathname).toBe(to.split('#')[0]);
  expect(screen.queryByText(/réservée?s? aux/i)).toBeNull();
}

const client = makeUser({ roles_ids: [5], client_id: 3, candidat_id: null });
const agent = makeUser({ roles_ids: [6], client_id: null, candidat_id: 9 });
const operator = makeUser({ roles_ids: [1, 3], client_id: null, candidat_id: null });

describe('navigation of the signed-in layout', () => {
  it('a client’s phone bar: home, missions, documents, messages and « Plus »', async () => {
    signIn(client);
    renderAt('/home');
    expect(await offeredLinks()).toEqual([
      { label: 'Accueil', to: '/home' },
      { label: 'Missions', to: '/missions' },
      { label: 'Documents', to: '/documents' },
      { label: 'Messages', to: '/messagerie' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('button', { name: 'Plus' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it.each([
    '/home',
    '/besoin',
    '/missions',
    '/documents',
    '/documents/factures',
    '/documents/paiement',
    '/profil',
  ])('the client’s %s serves the client', async (to) => {
    signIn(client);
    await expectServed(to);
  });

  it('an agent’s phone bar: the day, the week, the job posts, messages and « Plus »', async () => {
    signIn(agent);
    renderAt('/home');
    expect(await offeredLinks()).toEqual([
      { label: 'Journée', to: '/account/agent' },
      { label: 'Semaine', to: '/account/agent/semaine' },
      { label: 'Offres', to: '/account/agent/annonces' },
      { label: 'Messages', to: '/messagerie' },
    ]);
  });

  it.each(['/account/agent', '/profil'])('the agent’s %s serves the agent', async (to) => {
    signIn(agent);
    await expectServed(to);
  });

  it('the refusal this guards against is visible: a customer screen opened by an agent says so', async () => {
    signIn(agent);
    renderAt('/missions');
    expect(await screen.findByText(/réservées aux comptes client/)).toBeInTheDocument();
  });
});

describe('the signed-in layout on a wide screen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query === WIDE_SCREEN_QUERY),
    );
  });

  it('puts the tabs in the header with « Plus », and no bar at the bottom', async () => {
    signIn(client);
    renderAt('/documents/factures');
    expect(await offeredLinks()).toEqual([
      { label: 'Accueil', to: '/home' },
      { label: 'Missions', to: '/missions' },
      { label: 'Documents', to: '/documents' },
      { label: 'Messages', to: '/messagerie' },
    ]);
    const navs = screen.getAllByRole('navigation', { name: 'Navigation principale' });
    expect(navs).toHaveLength(1);
    expect(navs[0]!.closest('header')).not.toBeNull();
    expect(within(navs[0]!).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(navs[0]!).getByRole('button', { name: 'Plus' }));
    // Shown once the popover's transition ends.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('navigation', { name: 'Autres pages' }))
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Déclarer un besoin', 'Mes proches', 'Notifications', 'Mon profil']),
      slow,
    );
  }, 20_000);
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
