import { SKILL_SHORT_LABELS, skillLabel } from '@maisonnee/domain';
import type { CSSProperties } from 'react';
import type { PlanningIndisponibilite } from '../api/get-planning-semaine.ts';
import { BOARD_TEXT as T } from '../board-text.ts';

/**
 * Background of each service's blocks: light tints under dark text (#1a1b1e, contrast above
 * 12:1, AA); the service is also written on the block, so colour is never the only sign.
 */
const SKILL_COLORS: Record<number, { bg: string; border: string }> = {
  1: { bg: '#dbeafe', border: '#1d4ed8' },
  2: { bg: '#fce7f3', border: '#be185d' },
  3: { bg: '#fef3c7', border: '#b45309' },
  4: { bg: '#dcfce7', border: '#15803d' },
  5: { bg: '#ede9fe', border: '#6d28d9' },
};
export const skillColor = (skillId: number) =>
  SKILL_COLORS[skillId] ?? { bg: '#f1f3f5', border: '#495057' };

/**
 * The colours of the board's blocks and items by service (`data-skill`), as one style sheet for
 * the board: thousands of blocks then carry no style attribute of their own (board.css has the
 * rest, and the colour of an unknown service).
 */
export const SKILL_BLOCK_CSS = Object.entries(SKILL_COLORS)
  .map(
    ([id, color]) =>
      `.planning-block[data-skill="${id}"]{background:${color.bg};border-left-color:${color.border}}`,
  )
  .join('');
export const shortSkill = (skillId: number) =>
  SKILL_SHORT_LABELS[skillId as keyof typeof SKILL_SHORT_LABELS] ?? skillLabel(skillId);

/** A dark red that keeps 7:1 on every service's tint (red.9 fell under 4.5:1 on some). */
export const CONFLICT_TEXT_COLOR = '#7d1313';
/** Text on the blocks' tints. */
export const BLOCK_TEXT_COLOR = '#1a1b1e';
/** The stripes of leave, absences and unavailability (dark text stays above 12:1 on them). */
export const UNAVAILABLE_BACKGROUND =
  'repeating-linear-gradient(135deg, #e9ecef 0 6px, #dee2e6 6px 12px)';

export const AGENT_COLUMN_WIDTH = 150;
export const DAY_COLUMN_WIDTH = 132;

export const cellStyle: CSSProperties = {
  borderBottom: '1px solid var(--mantine-color-gray-3)',
  borderRight: '1px solid var(--mantine-color-gray-2)',
  padding: 4,
  verticalAlign: 'top',
  textAlign: 'left',
};
export const stickyStyle: CSSProperties = {
  ...cellStyle,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  width: AGENT_COLUMN_WIDTH,
};

const DAY_MS = 86_400_000;

/** The unavailability periods of a row that meet `day` (planned times, read in UTC). */
export function periodsOfDay(periods: readonly PlanningIndisponibilite[], day: string) {
  const start = Date.parse(`${day}T00:00:00Z`);
  return periods.filter((p) => Date.parse(p.debut) < start + DAY_MS && Date.parse(p.fin) > start);
}

export const unavailableKind = (type: string) => T.unavailable[type] ?? T.unavailableOther;

/** Planned minutes since midnight as « 08:30 »; the end of the day is « 24:00 ». */
function clock(ms: number, dayStart: number): string {
  const minutes = Math.round((ms - dayStart) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A period's part within `day`, in minutes since its midnight (planned times, UTC). */
export function minutesWithinDay(period: PlanningIndisponibilite, day: string) {
  const start = Date.parse(`${day}T00:00:00Z`);
  const from = Math.max(Date.parse(period.debut), start);
  const to = Math.min(Date.parse(period.fin), start + DAY_MS);
  return { from: (from - start) / 60_000, to: (to - start) / 60_000 };
}

/** A period's part within `day`: « toute la journée » or « 20:00 – 24:00 » (planned times, UTC). */
export function partOfDay(period: PlanningIndisponibilite, day: string): string {
  const start = Date.parse(`${day}T00:00:00Z`);
  const from = Math.max(Date.parse(period.debut), start);
  const to = Math.min(Date.parse(period.fin), start + DAY_MS);
  if (from <= start && to >= start + DAY_MS) return T.wholeDay;
  return `${clock(from, start)} – ${clock(to, start)}`;
}
