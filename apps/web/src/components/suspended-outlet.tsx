import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader.tsx';

/**
 * A layout's pages, loaded on demand: while a page's chunk loads on a first render, the loader
 * shows inside the layout, which stays on screen (app/router.tsx). Navigations are transitions:
 * the page shown stays until the next one is ready.
 */
export function SuspendedOutlet() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
