import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { TOAST_DURATION_MS } from '@maisonnee/domain';
import { PushAlertHost } from '../components/push-alert.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

dayjs.locale('fr');

/**
 * Mantine in French (dayjs 'fr'), TanStack Query, toasts of TOAST_DURATION_MS, and the alert of a
 * push received while the app is open.
 */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <Notifications autoClose={TOAST_DURATION_MS} position="top-center" />
          <PushAlertHost />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
