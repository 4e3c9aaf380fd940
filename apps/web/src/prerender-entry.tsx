import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { SIGNED_IN_SHELLS, SignedInShell } from './app/signed-in-shell.tsx';

export { SIGNED_IN_SHELLS } from './app/signed-in-shell.tsx';

/*
 * The server side of the prerender (scripts/prerender.mjs builds it with Vite's SSR build): the
 * public pages, signed out, rendered by the very tree main.tsx hydrates.
 */

/**
 * The pages that need no session and show no one's data, painted before any JavaScript runs,
 * with the source module of each lazily loaded one (its key in Vite's manifest, for
 * `<link rel="modulepreload">`; the sign-in page is in the entry chunk, app/router.tsx).
 */
export const PRERENDERED_PAGES: readonly { path: string; module?: string }[] = [
  { path: '/auth/login' },
  { path: '/auth/register', module: 'src/features/auth/pages/register-page.tsx' },
  { path: '/auth/forgot-password', module: 'src/features/auth/pages/forgot-password-page.tsx' },
] as const;

/** The HTML of #root for `path`, signed out. */
export async function renderPage(path: string): Promise<string> {
  // The page's module first: rendered at once, not as the loader of a suspended page.
  await preloadRoute(path);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The HTML of #root for the signed-in shell of `path` (app/signed-in-shell.tsx): the layout's
 * header, the page's heading, a skeleton; nobody's data.
 */
export function renderSignedInShell(path: string): string {
  const page = SIGNED_IN_SHELLS.find((shell) => shell.path === path);
  if (!page) throw new Error(`Pas de coquille connectée pour ${path}`);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <SignedInShell page={page} />
      </AppProvider>
    </StrictMode>,
  );
}
