import '../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { navigationFor, type NavUser } from '../../lib/navigation.ts';
import type { Space } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { makeUser } from '../../test/tokens.ts';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import type { NavCounts } from './nav-counts.ts';

/*
 * The phone's tab bar (issue 25, point 1): the entries of each space, never more than five with
 * « Plus », the counts said in the links' names, the current page marked, and « Plus » opening the
 * space's other pages.
 */

const client = makeUser({ roles_ids: [5], client_id: 3, candidat_id: null });
const agent = makeUser({ roles_ids: [6], client_id: null, candidat_id: 9 });
const relative = makeUser({
  roles_ids: [],
  client_id: null,
  candidat_id: null,
  proche_client_ids: [3],
});
const both = makeUser({ roles_ids: [5, 6], client_id: 3, candidat_id: 9 });

/** The bar follows the router's location, as in the layout. */
function Bar({ user, chosen, counts }: { user: NavUser; chosen: Space | null; counts: NavCounts }) {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="path">{pathname}</p>
      <BottomTabBar navigation={navigationFor(user, chosen)} counts={counts} pathname={pathname} />
    </>
  );
}

function renderBar(
  user: NavUser,
  path: string,
  counts: NavCounts = { messages: 0, notifications: 0 },
  chosen: Space | null = null,
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Bar user={user} chosen={chosen} counts={counts} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const bar = () => screen.getByRole('navigation', { name: 'Navigation principale' });
const barItems = () =>
  within(bar())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the phone’s tab bar', () => {
  it('a client: Accueil, Missions, Documents, Messages and Plus', () => {
    renderBar(client, '/home');
    expect(barItems()).toEqual(['Accueil', 'Missions', 'Documents', 'Messages', 'Plus']);
  });

  it('an agent: Journée, Semaine, Offres, Messages and Plus', () => {
    renderBar(agent, '/account/agent');
    expect(barItems()).toEqual(['Journée', 'Semaine', 'Offres', 'Messages', 'Plus']);
  });

  it('a relative: Suivi, Notifications and Mon profil, without Plus', () => {
    renderBar(relative, '/suivi');
    expect(barItems()).toEqual(['Suivi', 'Notifications', 'Mon profil']);
    expect(within(bar()).queryByRole('button', { name: 'Plus' })).toBeNull();
  });

  it.each([
    ['client', client, null],
    ['agent', agent, null],
    ['both as agent', both, 'intervenant'],
    ['relative', relative, null],
  ] as const)('never holds more than five entries (%s)', (_name, user, chosen) => {
    renderBar(user, '/home', undefined, chosen);
    expect(barItems().length).toBeLessThanOrEqual(5);
  });

  it('marks the current page, sub-pages included, and only that one', () => {
    renderBar(agent, '/account/agent/semaine');
    const current = within(bar())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Semaine']);
  });

  it('says the unread messages in the link’s name, with a badge', () => {
    renderBar(client, '/documents/factures', { messages: 3, notifications: 0 });
    const messages = within(bar()).getByRole('link', { name: 'Messages, 3 non lus' });
    expect(messages).toHaveAttribute('href', '/messagerie');
    expect(messages).toHaveTextContent('3');
    expect(within(bar()).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('« Plus » opens the other pages, with the unread notifications, and a link closes it', async () => {
    renderBar(client, '/home', { messages: 0, notifications: 2 });
    const plus = within(bar()).getByRole('button', { name: 'Plus' });
    expect(plus).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(plus);
    const dialog = await screen.findByRole('dialog', { name: 'Plus' });
    const others = within(dialog).getByRole('navigation', { name: 'Autres pages' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => [
          link.getAttribute('href'),
          link.getAttribute('aria-label') ?? link.textContent,
        ]),
    ).toEqual([
      ['/besoin', 'Déclarer un besoin'],
      ['/proches', 'Mes proches'],
      ['/notifications', 'Notifications, 2 non lues'],
      ['/profil', 'Mon profil'],
    ]);
    await userEvent.click(within(others).getByRole('link', { name: 'Mon profil' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/profil');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plus' })).toBeNull());
  });

  it('an agent’s « Plus » lists the papers, the profiles and the space change', async () => {
    renderBar(both, '/account/agent/declarations', undefined, 'intervenant');
    const plus = within(bar()).getByRole('button', { name: 'Plus' });
    // The current page is under « Plus »: it is marked there, and no tab is.
    expect(plus).toHaveAttribute('data-active');
    expect(
      within(bar())
        .getAllByRole('link')
        .some((link) => link.hasAttribute('aria-current')),
    ).toBe(false);
    await userEvent.click(plus);
    const dialog = await screen.findByRole('dialog', { name: 'Plus' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Mes documents',
      'Mes déclarations',
      'Mon profil d’intervenant',
      'Notifications',
      'Mon profil',
      'Changer d’espace',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Mes déclarations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is reachable with the keyboard: every entry takes the focus in order', async () => {
    renderBar(client, '/home');
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      order.push(document.activeElement?.textContent ?? '');
    }
    expect(order).toEqual(['Accueil', 'Missions', 'Documents', 'Messages', 'Plus']);
  });
});
