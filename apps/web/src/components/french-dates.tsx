import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

dayjs.locale('fr');

/**
 * Mantine's date pickers in French (dayjs 'fr', weeks from Monday). Not in the app's root
 * provider: no screen shows a picker today, and it would cost every page ~4 KB of gzipped
 * JavaScript; wrap a screen that uses @mantine/dates in it.
 */
export function FrenchDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
