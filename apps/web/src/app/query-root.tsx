import { useContext, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from '../lib/query-client.ts';

/**
 * The app's query cache for what is inside, unless a provider above gives one already (the
 * tests pass their own to AppProvider). Loaded with the first screen that needs it: the pages
 * past the sign-in screens (app/rest-routes.tsx), the signed-in effects and the toasts' host.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}
