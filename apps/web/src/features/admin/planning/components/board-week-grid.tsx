import { useDroppable } from '@dnd-kit/core';
import { Box, Text } from '@mantine/core';
import { memo, type CSSProperties, type ReactNode } from 'react';
import type {
  PlanningAgentRow,
  PlanningIndisponibilite,
  PlanningIntervention,
} from '../api/get-planning-semaine.ts';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { BOARD_TEXT as T, conflictText } from '../board-text.ts';
import { dayHeader, dayLong, formatHours, plannedDay } from '../board-week.ts';
import { Block } from './board-block.tsx';
import { useRowsInSteps } from './use-rows-in-steps.ts';
import type { DropData } from './board-dnd.tsx';
import {
  AGENT_COLUMN_WIDTH,
  cellStyle,
  DAY_COLUMN_WIDTH,
  partOfDay,
  periodsOfDay,
  stickyStyle,
  UNAVAILABLE_BACKGROUND,
  unavailableKind,
} from './board-style.ts';

const tableStyle: CSSProperties = {
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  width: AGENT_COLUMN_WIDTH + 7 * DAY_COLUMN_WIDTH,
  fontSize: 'var(--mantine-font-size-sm)',
};

/**
 * A day's leave, absences and unavailability, one shaded line per kind with the day's hours
 * (« Indisponible : 00:00 – 08:30, 20:00 – 24:00 »): the hours outside an agent's declared
 * availability come every day, and a box per period filled the board with them.
 */
function UnavailableOfDay({
  periods,
  day,
}: {
  periods: readonly PlanningIndisponibilite[];
  day: string;
}) {
  const byKind = new Map<string, string[]>();
  for (const period of periods) {
    const kind = unavailableKind(period.type);
    byKind.set(kind, [...(byKind.get(kind) ?? []), partOfDay(period, day)]);
  }
  return [...byKind].map(([kind, parts]) => (
    <Box
      key={kind}
      px={4}
      py={2}
      mb={4}
      style={{ borderRadius: 4, color: '#1a1b1e', background: UNAVAILABLE_BACKGROUND }}
    >
      <Text size="xs" fw={600} c="dark.9">
        {kind}
      </Text>
      <Text size="xs" c="dark.9">
        {parts.join(', ')}
      </Text>
    </Box>
  ));
}

// The height of a cell's content, estimated from what it holds (board.css: lines of 16.8 px, about
// 18 characters a line in a day column): the browser lays out and paints only the cells on screen
// (content-visibility), and sizes the others by this until they are shown.
const LINE_PX = 16.8;
const linesOf = (text: string) => Math.max(1, Math.ceil(text.length / 18));
function estimatedHeight(visits: readonly PlanningIntervention[], unavailableKinds: number) {
  let height = unavailableKinds * (8 + 2 * LINE_PX);
  for (const visit of visits) {
    height += 12 + 3 * LINE_PX;
    if (visit.forcage) height += 2 * LINE_PX;
    if (visit.conflits.length > 0)
      height +=
        2 +
        LINE_PX * (1 + visit.conflits.reduce((sum, code) => sum + linesOf(conflictText(code)), 0));
  }
  return Math.round(height);
}

/** An agent's day: where a visit dropped goes to that agent on that day, at its hours. */
function DayCell({
  row,
  day,
  place,
  estimate,
  children,
}: {
  row: PlanningAgentRow;
  day: string;
  /** The cell's place in the table (row, column): its drop target's id. */
  place: string;
  /** The content's height (px) while it is off screen. */
  estimate: number;
  children: ReactNode;
}) {
  const data: DropData = {
    candidatId: row.candidat_id,
    day,
    label: M.cellLabel(`${row.prenom} ${row.nom}`, dayLong(day)),
    timeline: false,
  };
  // The drop target is named by its place, its data saying whose day it is: another week or
  // another filter keeps the 1,050 targets of a page of 150 agents registered, only their data
  // changes (each registration copies dnd-kit's list of targets: thousands of them at each new
  // week held the page).
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${place}`, data });
  return (
    <td
      ref={setNodeRef}
      data-drop={`${row.candidat_id}:${day}`}
      style={{
        ...cellStyle,
        padding: 0,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
        boxShadow: isOver ? 'inset 0 0 0 2px var(--mantine-color-blue-7)' : undefined,
      }}
    >
      <div className="planning-cell" style={{ containIntrinsicBlockSize: `auto ${estimate}px` }}>
        {children}
      </div>
    </td>
  );
}

/** The planned against contract hours of a row, said in words when over the contract. */
export function AgentHours({ row }: { row: PlanningAgentRow }) {
  const planned = formatHours(row.minutes_planifiees / 60);
  const contract = row.heures_contrat_hebdo === null ? null : formatHours(row.heures_contrat_hebdo);
  const over =
    row.heures_contrat_hebdo !== null && row.minutes_planifiees > row.heures_contrat_hebdo * 60;
  return (
    <Text
      size="xs"
      fw={over ? 700 : 400}
      c={over ? 'red.9' : undefined}
      aria-label={T.hoursLabel(planned, contract, over)}
      data-over={over || undefined}
    >
      {T.hours(planned, contract)}
      {over ? ' ⚠' : ''}
    </Text>
  );
}

/** An agent's week; rendered again only when its row or the week changes (150 rows a page). */
const AgentRow = memo(function AgentRow({
  row,
  index,
  days,
}: {
  row: PlanningAgentRow;
  index: number;
  days: string[];
}) {
  const byDay = new Map<string, PlanningIntervention[]>();
  for (const intervention of [...row.interventions].sort((a, b) =>
    a.date_debut.localeCompare(b.date_debut),
  )) {
    const day = plannedDay(intervention.date_debut);
    byDay.set(day, [...(byDay.get(day) ?? []), intervention]);
  }
  return (
    <tr>
      <th scope="row" style={stickyStyle}>
        <Text size="sm" fw={600}>{`${row.prenom} ${row.nom}`}</Text>
        <AgentHours row={row} />
      </th>
      {days.map((day, column) => {
        const visits = byDay.get(day) ?? [];
        const unavailable = periodsOfDay(row.indisponibilites, day);
        const kinds = new Set(unavailable.map((period) => unavailableKind(period.type))).size;
        return (
          <DayCell
            key={column}
            row={row}
            day={day}
            place={`${index}:${column}`}
            estimate={estimatedHeight(visits, kinds)}
          >
            <UnavailableOfDay periods={unavailable} day={day} />
            {visits.map((intervention) => (
              <Block
                key={intervention.id}
                intervention={intervention}
                agentId={row.candidat_id}
                day={day}
              />
            ))}
          </DayCell>
        );
      })}
    </tr>
  );
});

/**
 * The week as a table: one row per agent, seven day columns, each cell a drop target. On a
 * phone it scrolls inside its own box (reachable by keyboard), the agent column sticky.
 */
export const BoardWeekGrid = memo(function BoardWeekGrid({
  rows,
  days,
  title,
}: {
  rows: PlanningAgentRow[];
  days: string[];
  title: string;
}) {
  // About 3,000 blocks on a week of 150 agents: brought in 25 rows a task (use-rows-in-steps.ts).
  const shownRows = useRowsInSteps(rows);
  return (
    <Box
      data-testid="planning-board-scroll"
      style={{ overflowX: 'auto', maxWidth: '100%' }}
      tabIndex={0}
      aria-label={T.scrollLabel}
      role="region"
    >
      <table style={tableStyle} aria-label={title}>
        <thead>
          <tr>
            <th scope="col" style={{ ...stickyStyle, zIndex: 2 }}>
              {T.agentColumn}
            </th>
            {days.map((day) => (
              <th
                key={day}
                scope="col"
                abbr={dayLong(day)}
                style={{ ...cellStyle, width: DAY_COLUMN_WIDTH }}
              >
                {dayHeader(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {/* Rows by place, as their cells' drop targets (DayCell): a new page or week fills
              the same rows. */}
          {shownRows.map((row, index) => (
            <AgentRow key={index} row={row} index={index} days={days} />
          ))}
        </tbody>
      </table>
    </Box>
  );
});
