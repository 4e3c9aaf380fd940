import '../test/setup.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { setNavigator } from '../lib/navigation.ts';
import { makeUser, tokenFor } from '../test/tokens.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes, preloadRoute, routes } from './router.tsx';
import { preloadMatches } from './lazy-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    String(url).endsWith('/api/auth/user')
      ? json({ success: true, data: JSON.parse(localStorage.getItem('user') ?? 'null') })
      : json({ success: false, error: { code: 'NOT_FOUND', message: 'Introuvable.' } }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function storeSession(roles: number[], expSeconds = Date.now() / 1000 + 3600) {
  const user = makeUser({ roles_ids: roles });
  localStorage.setItem('token', tokenFor('/api/auth/signin-user', expSeconds));
  localStorage.setItem('refresh_token', 'refresh');
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}

describe('routes and guards', () => {
  it('signed out, the empty path leads to account and then to the login screen', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it.each(['/missions', '/besoin', '/besoin/abc', '/documents', '/messagerie', '/home', '/profil'])(
    'signed out, %s leads to the login screen',
    async (path) => {
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth/login');
    },
  );

  it.each([
    ['/facturation-planifies-modal', 'Facturation planifiée'],
    ['/scenario-propositions', 'Propositions de scénarios'],
  ])('%s is open to everyone', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each([
    ['/missions', 'Mes missions'],
    ['/besoin', 'Mon besoin'],
    ['/besoin/abc', 'Mon besoin'],
    ['/documents', 'Mes documents'],
    ['/messagerie', 'Messagerie'],
    ['/home', 'Accueil'],
  ])('a stored user opens %s', async (path, title) => {
    storeSession([5]);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('the guard only needs a stored user with an id (an expired token is refreshed later)', async () => {
    storeSession([5], Date.now() / 1000 - 60);
    renderAt('/missions');
    expect(await screen.findByRole('heading', { name: 'Mes missions' })).toBeInTheDocument();
  });

  it('a customer sent to /admin goes back to /account', async () => {
    storeSession([5]);
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('a signed-in operator opening the login screen lands on /admin', async () => {
    storeSession([1, 3]);
    const router = renderAt('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Back-office' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('a signed-in client opening the login screen lands on /account', async () => {
    storeSession([6]);
    const router = renderAt('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('an unknown path shows a French page', async () => {
    renderAt('/nulle-part');
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  });
});

describe('sign in', () => {
  it('stores the session and sends a client to /account', async () => {
    const user = makeUser({ roles_ids: [5], candidat_id: 9 });
    fetchMock.mockImplementation(async (url: string) => {
      if (String(url).endsWith('/api/auth/signin-user')) {
        return json({
          success: true,
          data: {
            access_token: tokenFor('/api/auth/signin-user', Date.now() / 1000 + 3600),
            refresh_token: 'r1',
            token_type: 'Bearer',
            expires_in: 3600,
            user,
          },
        });
      }
      return json({ success: true, data: user });
    });
    const router = renderAt('/auth/login');
    const typing = userEvent.setup();
    await typing.type(await screen.findByLabelText(/^E-mail/), 'lou@exemple.fr');
    await typing.type(screen.getByLabelText(/^Mot de passe/), 'Jardin-Secret-8');
    await typing.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(screen.getByRole('heading', { name: 'Espace client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Espace intervenant' })).toBeInTheDocument();

    await typing.click(screen.getByRole('button', { name: 'Ouvrir mon espace intervenant' }));
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    expect(screen.getByText('Espace intervenant')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('profil') ?? '{}').space).toBe('intervenant');
  });

  it('shows the API’s French message on a refusal', async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          success: false,
          error: { code: 'UNAUTHENTICATED', message: 'E-mail ou mot de passe incorrect.' },
        },
        401,
      ),
    );
    renderAt('/auth/login');
    const typing = userEvent.setup();
    await typing.type(await screen.findByLabelText(/^E-mail/), 'lou@exemple.fr');
    await typing.type(screen.getByLabelText(/^Mot de passe/), 'mauvais');
    await typing.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');
  });

  it('checks the fields before calling the API', async () => {
    renderAt('/auth/login');
    const typing = userEvent.setup();
    await typing.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

describe('the app’s declarative router (BrowserRouter + useRoutes in main.tsx)', () => {
  function Where() {
    return <output aria-label="chemin">{useLocation().pathname}</output>;
  }

  it('sends the empty path, signed out, to the sign-in page', async () => {
    render(
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('chemin')).toHaveTextContent('/auth/login');
  });

  it('renders a preloaded page at once, without the loader (what hydration needs)', async () => {
    await preloadRoute('/auth/register');
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/auth/register']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });

  it('opens a signed-in page through the rest of the table, with its layout', async () => {
    storeSession([5]);
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/profil']}>
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
  });

  it('preloads only the modules of the routes matching the path, layouts included', async () => {
    const layout = vi.fn(async () => undefined);
    const page = vi.fn(async () => undefined);
    const other = vi.fn(async () => undefined);
    await preloadMatches(
      [
        {
          path: '/',
          handle: { preload: layout },
          children: [
            { path: 'missions', handle: { preload: page } },
            { path: 'profil', handle: { preload: other } },
          ],
        },
      ],
      '/missions',
    );
    expect(layout).toHaveBeenCalledWith('/missions');
    expect(page).toHaveBeenCalledWith('/missions');
    expect(other).not.toHaveBeenCalled();
  });
});
