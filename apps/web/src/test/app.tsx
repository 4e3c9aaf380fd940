import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/router.tsx';
import { setNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The whole app at `path`: its real route table and providers, a fresh query client (the app's
 * retry policy), the app's navigation bound to this router.
 */
export function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  const queryClient = createQueryClient();
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient };
}
