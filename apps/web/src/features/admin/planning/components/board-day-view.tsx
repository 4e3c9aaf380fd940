import { useDroppable } from '@dnd-kit/core';
import { Box, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { PlanningAgentRow } from '../api/get-planning-semaine.ts';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { BOARD_TEXT as T } from '../board-text.ts';
import { clockOf, DAY_HOUR_PX, dayScale, lanesOf, plannedMinutes } from '../board-moves.ts';
import { plannedDay } from '../board-week.ts';
import { Block } from './board-block.tsx';
import type { DropData } from './board-dnd.tsx';
import {
  AGENT_COLUMN_WIDTH,
  minutesWithinDay,
  partOfDay,
  periodsOfDay,
  UNAVAILABLE_BACKGROUND,
  unavailableKind,
} from './board-style.ts';
import { AgentHours } from './board-week-grid.tsx';

/** Height of one line of visits on an agent's row (overlapping visits take more lines). */
const LANE_HEIGHT = 64;
const PX_PER_MINUTE = DAY_HOUR_PX / 60;

const agentCellStyle: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  width: AGENT_COLUMN_WIDTH,
  flex: 'none',
  padding: 4,
  background: 'var(--mantine-color-body)',
  borderRight: '1px solid var(--mantine-color-gray-3)',
};

/** Vertical lines on each hour (and fainter on the half-hour), the grid a drop snaps to. */
const hourLines = `repeating-linear-gradient(90deg, var(--mantine-color-gray-3) 0 1px, transparent 1px ${DAY_HOUR_PX / 2}px, var(--mantine-color-gray-1) ${DAY_HOUR_PX / 2}px ${DAY_HOUR_PX / 2 + 1}px, transparent ${DAY_HOUR_PX / 2 + 1}px ${DAY_HOUR_PX}px)`;

/** An agent's hours of the day: blocks by their times, unavailability shaded, a drop target. */
function DayTrack({
  row,
  day,
  scale,
}: {
  row: PlanningAgentRow;
  day: string;
  scale: { from: number; to: number };
}) {
  const name = `${row.prenom} ${row.nom}`;
  const data: DropData = { candidatId: row.candidat_id, day, label: name, timeline: true };
  const { setNodeRef, isOver } = useDroppable({ id: `row:${row.candidat_id}:${day}`, data });
  const visits = row.interventions.filter((item) => plannedDay(item.date_debut) === day);
  const { lane, count } = lanesOf(visits);
  const origin = scale.from * 60;
  const width = (scale.to - scale.from) * DAY_HOUR_PX;
  return (
    <Box
      ref={setNodeRef}
      data-drop={`${row.candidat_id}:${day}`}
      style={{
        position: 'relative',
        width,
        flex: 'none',
        height: count * LANE_HEIGHT + 4,
        background: hourLines,
        boxShadow: isOver ? 'inset 0 0 0 2px var(--mantine-color-blue-7)' : undefined,
      }}
    >
      {periodsOfDay(row.indisponibilites, day).map((period) => {
        const { from, to } = minutesWithinDay(period, day);
        const left = Math.max(from - origin, 0) * PX_PER_MINUTE;
        const right = Math.min(to - origin, width / PX_PER_MINUTE) * PX_PER_MINUTE;
        if (right <= left) return null;
        return (
          <Box
            key={`${period.type}-${period.debut}`}
            style={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left,
              width: right - left,
              background: UNAVAILABLE_BACKGROUND,
              overflow: 'hidden',
            }}
          >
            <Text size="xs" c="dark.9" px={4} truncate>
              {M.unavailableAt(unavailableKind(period.type), partOfDay(period, day))}
            </Text>
          </Box>
        );
      })}
      {visits.map((intervention) => {
        const start = plannedMinutes(intervention.date_debut);
        const length =
          (Date.parse(intervention.date_fin) - Date.parse(intervention.date_debut)) / 60_000;
        return (
          <Block
            key={intervention.id}
            intervention={intervention}
            agentId={row.candidat_id}
            day={day}
            timeline
            style={{
              position: 'absolute',
              left: (start - origin) * PX_PER_MINUTE,
              width: Math.max(length * PX_PER_MINUTE - 2, 24),
              top: (lane.get(intervention.id) ?? 0) * LANE_HEIGHT + 2,
              height: LANE_HEIGHT - 4,
            }}
          />
        );
      })}
    </Box>
  );
}

/**
 * The day view of the board: a row per agent on an hour scale (06:00 to 22:00, stretched to the
 * day's visits), each visit placed by its planned times, leave and unavailability shaded. A
 * block dragged along its row or to another moves by half-hours. It scrolls in its own box.
 */
export function BoardDayView({
  rows,
  day,
  title,
}: {
  rows: PlanningAgentRow[];
  day: string;
  title: string;
}) {
  const scale = dayScale(
    rows.flatMap((row) => row.interventions),
    day,
  );
  const hours = Array.from({ length: scale.to - scale.from }, (_, i) => scale.from + i);
  const width = AGENT_COLUMN_WIDTH + hours.length * DAY_HOUR_PX;
  return (
    <Box
      data-testid="planning-day-scroll"
      role="region"
      aria-label={M.dayScrollLabel}
      tabIndex={0}
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Box style={{ width }} role="list" aria-label={title}>
        <Box
          aria-hidden="true"
          style={{ display: 'flex', borderBottom: '1px solid var(--mantine-color-gray-4)' }}
        >
          <Box style={agentCellStyle}>
            <Text size="sm" fw={700}>
              {T.agentColumn}
            </Text>
          </Box>
          {hours.map((hour) => (
            <Box key={hour} style={{ width: DAY_HOUR_PX, flex: 'none', paddingLeft: 2 }}>
              <Text size="xs" fw={600}>
                {clockOf(hour * 60)}
              </Text>
            </Box>
          ))}
        </Box>
        {rows.map((row) => (
          <Box
            key={row.candidat_id}
            role="listitem"
            aria-label={`${row.prenom} ${row.nom}`}
            style={{ display: 'flex', borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Box style={agentCellStyle}>
              <Text size="sm" fw={600}>{`${row.prenom} ${row.nom}`}</Text>
              <AgentHours row={row} />
            </Box>
            <DayTrack row={row} day={day} scale={scale} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
