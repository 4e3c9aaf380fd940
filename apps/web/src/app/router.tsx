import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { HomeRedirect, RedirectIfSignedIn } from './guards.tsx';
import { page, preloadMatches } from './lazy-page.tsx';
import { AppReady, RootEffects } from './root-effects.tsx';

/*
 * The route table of section 2 of the specification, for React Router's declarative mode
 * (`<BrowserRouter>` + `useRoutes`): the data router weighs about 16 KB more of gzipped
 * JavaScript on the first visit and the app uses none of its features. Here the root and the
 * sign-in screens; every other route is in app/rest-routes.tsx, loaded on demand with the first
 * of them. Every page but the sign-in page is loaded on demand, in its own chunk.
 */

/**
 * The root view: app-wide effects and the routed page. Pages suspend here while their chunk
 * loads (the loader shows on a first render only: navigations are transitions, during which the
 * page shown stays until the next one is ready); a page that fails shows a French message.
 */
function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <RootEffects />
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    children: [
      // Signed out, straight to the sign-in page (not through /account and its guard).
      { index: true, element: <HomeRedirect /> },
      {
        path: 'auth',
        element: <RedirectIfSignedIn />,
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            // The first page of a first visit: in the entry chunk with what it needs (docs/web.md,
            // "JavaScript of the first visit"), so that it needs no further round trip.
            path: 'login',
            element: <LoginPage />,
          },
          {
            path: 'register',
            ...page(
              () => import('../features/auth/pages/register-page.tsx'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'validation',
            ...page(
              () => import('../features/auth/pages/validation-page.tsx'),
              (m) => m.ValidationPage,
            ),
          },
          {
            path: 'forgot-password',
            ...page(
              () => import('../features/auth/pages/forgot-password-page.tsx'),
              (m) => m.ForgotPasswordPage,
            ),
          },
        ],
      },
      {
        // Every other page, with their route table, the guards of the signed-in spaces and
        // TanStack Query: loaded with the first of them, not with the sign-in page.
        path: '*',
        ...page(
          () => import('./rest-routes.tsx'),
          (m) => m.RestRoutes,
          (m, pathname) => m.preloadRestRoute(pathname),
        ),
      },
    ],
  },
];

/** The app's routes, inside a router (`<BrowserRouter>` in main.tsx, `<StaticRouter>` in the prerender). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the modules of the page at `pathname` and of its layouts (app/lazy-page.tsx). */
export function preloadRoute(pathname: string): Promise<void> {
  return preloadMatches(routes, pathname);
}
