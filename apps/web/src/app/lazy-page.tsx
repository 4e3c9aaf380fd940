import { lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a lazily loaded route offers besides rendering: loading its modules ahead. */
interface RouteHandle {
  preload: (pathname: string) => Promise<void>;
}

/**
 * A route whose component is loaded on demand (React.lazy), as `{ element, handle }` to spread
 * into a route object. Once loaded (or preloaded), it renders synchronously: a prerendered page
 * is hydrated by the very tree the server rendered, not through the Suspense fallback.
 * `preloadInside`: what else to load for a path, once the module is there (nested routes).
 */
export function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  preloadInside?: (module: M, pathname: string) => Promise<void>,
) {
  let Loaded: ComponentType | null = null;
  const loadComponent = async () => {
    const module = await load();
    Loaded ??= pick(module);
    return { module, component: Loaded };
  };
  const Lazy = lazy(async () => ({ default: (await loadComponent()).component }));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const handle: RouteHandle = {
    preload: async (pathname) => {
      const { module } = await loadComponent();
      await preloadInside?.(module, pathname);
    },
  };
  return { element: <Page />, handle };
}

/**
 * Loads the modules of the routes of `table` matching `pathname`, all at once: a prerendered
 * page must be ready before hydration (its first render then matches the HTML), and a signed-in
 * page needs its layouts' chunks and its own, which would otherwise load one after the other.
 */
export async function preloadMatches(table: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload(pathname)),
  );
}
