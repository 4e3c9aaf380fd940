import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { BOARD_TEXT as T } from '../board-text.ts';
import { addDays } from '../board-moves.ts';
import { addWeeks, currentDay, currentMonday, dayLong } from '../board-week.ts';

const isIsoDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
const isMonday = (value: string | null): value is string =>
  isIsoDay(value) && new Date(`${value}T12:00:00Z`).getUTCDay() === 1;

/**
 * Week or day, kept in the address like the planning's tabs (`?affichage=jour&jour=2026-12-08`,
 * `?semaine=2026-12-14` for a week other than this one), so a link or a reload shows the same view.
 */
export function useBoardView() {
  const [search, setSearch] = useSearchParams();
  const isDayView = search.get('affichage') === 'jour';
  const asked = search.get('jour');
  const jour = isIsoDay(asked) ? asked : currentDay();
  const askedWeek = search.get('semaine');
  const semaine = isMonday(askedWeek) ? askedWeek : currentMonday();
  const set = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    isDayView,
    jour,
    /** The Monday of the week view. */
    semaine,
    showDay: (day: string) => set({ affichage: 'jour', jour: day }),
    showWeek: (monday: string) =>
      set({ affichage: null, jour: null, semaine: monday === currentMonday() ? null : monday }),
  };
}

/**
 * The board's title, the week/day switch and the buttons to the previous, current and next
 * week (or day).
 */
export function BoardNavigation({
  isDayView,
  debut,
  jour,
  onWeek,
  onDay,
  onView,
}: {
  isDayView: boolean;
  debut: string;
  jour: string;
  onWeek: (monday: string) => void;
  onDay: (day: string) => void;
  onView: (view: 'semaine' | 'jour') => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Title order={3} size="h4" aria-live="polite">
        {isDayView ? M.dayOf(dayLong(jour)) : T.weekOf(dayLong(debut))}
      </Title>
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          size="xs"
          aria-label={M.viewLabel}
          value={isDayView ? 'jour' : 'semaine'}
          onChange={(value) => onView(value === 'jour' ? 'jour' : 'semaine')}
          data={[
            { value: 'semaine', label: M.viewWeek },
            { value: 'jour', label: M.viewDay },
          ]}
        />
        {isDayView ? (
          <>
            <Button variant="default" size="xs" onClick={() => onDay(addDays(jour, -1))}>
              {`‹ ${M.previousDay}`}
            </Button>
            <Button variant="default" size="xs" onClick={() => onDay(currentDay())}>
              {M.today}
            </Button>
            <Button variant="default" size="xs" onClick={() => onDay(addDays(jour, 1))}>
              {`${M.nextDay} ›`}
            </Button>
          </>
        ) : (
          <>
            <Button variant="default" size="xs" onClick={() => onWeek(addWeeks(debut, -1))}>
              {`‹ ${T.previousWeek}`}
            </Button>
            <Button variant="default" size="xs" onClick={() => onWeek(currentMonday())}>
              {T.thisWeek}
            </Button>
            <Button variant="default" size="xs" onClick={() => onWeek(addWeeks(debut, 1))}>
              {`${T.nextWeek} ›`}
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}
