import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

/*
 * The server side of the prerender (scripts/prerender.mjs builds it with Vite's SSR build): the
 * public pages, signed out, rendered by the very tree main.tsx hydrates.
 */

/**
 * The pages that need no session and show no one's data, painted before any JavaScript runs,
 * with the source module of each (its key in Vite's manifest, for `<link rel="modulepreload">`).
 */
export const PRERENDERED_PAGES = [
  { path: '/auth/login', module: 'src/features/auth/pages/login-page.tsx' },
  { path: '/auth/register', module: 'src/features/auth/pages/register-page.tsx' },
  { path: '/auth/forgot-password', module: 'src/features/auth/pages/forgot-password-page.tsx' },
] as const;

/** The HTML of #root for `path`, signed out. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) {
    throw new Error(`Préchargement de ${path} impossible : redirection ${context.status}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
