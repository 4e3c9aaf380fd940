import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { Box, Text } from '@mantine/core';
import { formatPlannedRange } from '@maisonnee/domain';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import {
  DAY_HOUR_PX,
  DAY_SLOT_MINUTES,
  keepHours,
  shiftHours,
  type MoveTarget,
} from '../board-moves.ts';
import { dayMonth, plannedDay } from '../board-week.ts';
import { BLOCK_TEXT_COLOR, shortSkill, skillColor } from './board-style.ts';
import type { BoardMoves, BoardVisit } from './use-board-moves.ts';

/** What a dragged block or item carries: the visit, and whether it sits on the day's timeline. */
export interface DragData {
  visit: BoardVisit;
  onTimeline: boolean;
}

/** What a drop target carries: an agent's day cell (week) or an agent's row of the day view. */
export interface DropData {
  candidatId: number;
  day: string;
  label: string;
  timeline: boolean;
}

const dragOf = (active: Active | null) => active?.data.current as DragData | undefined;
const dropOf = (over: Over | null) => over?.data.current as DropData | undefined;

/** The intervention in words, for the announcements. */
export function visitWords(visit: BoardVisit): string {
  const item = visit.intervention;
  return M.done.interventionOf(
    item.client_nom,
    dayMonth(plannedDay(item.date_debut)),
    formatPlannedRange(item.date_debut, item.date_fin),
  );
}

/**
 * Where a drop sends the visit: a week cell keeps its hours on that day; a row of the day view
 * moves a block of the timeline by the dragged distance (snapped to the half-hour), and an
 * unstaffed item from the list keeps its hours.
 */
export function targetOfDrop(drag: DragData, drop: DropData, deltaX: number): MoveTarget {
  const item = drag.visit.intervention;
  if (!drop.timeline || !drag.onTimeline) return keepHours(item, drop.candidatId, drop.day);
  return shiftHours(item, drop.candidatId, drop.day, (deltaX / DAY_HOUR_PX) * 60);
}

const center = (rect: ClientRect) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

const contains = (rect: ClientRect, point: { x: number; y: number }) =>
  point.x >= rect.left &&
  point.x <= rect.left + rect.width &&
  point.y >= rect.top &&
  point.y <= rect.top + rect.height;

const DIRECTIONS: Record<string, { x: number; y: number }> = {
  [KeyboardCode.Right]: { x: 1, y: 0 },
  [KeyboardCode.Left]: { x: -1, y: 0 },
  [KeyboardCode.Down]: { x: 0, y: 1 },
  [KeyboardCode.Up]: { x: 0, y: -1 },
};

/**
 * The keyboard's arrows jump from drop target to drop target (a cell of the week, a row of the
 * day view): the nearest one in the arrow's direction, in line first. On the day view's rows,
 * left and right move the block by half an hour instead.
 */
const coordinatesGetter =
  (timeline: boolean): KeyboardCoordinateGetter =>
  (event, { context, currentCoordinates }) => {
    const direction = DIRECTIONS[event.code];
    const rect = context.collisionRect;
    if (!direction || !rect) return undefined;
    event.preventDefault();
    const drag = dragOf(context.active);
    if (timeline && drag?.onTimeline && direction.x !== 0)
      return {
        x: currentCoordinates.x + (direction.x * (DAY_HOUR_PX * DAY_SLOT_MINUTES)) / 60,
        y: currentCoordinates.y,
      };
    const from = center(rect);
    let best: { to: { x: number; y: number }; score: number } | null = null;
    for (const container of context.droppableContainers.getEnabled()) {
      const target = context.droppableRects.get(container.id);
      if (!target) continue;
      // The target the block is over now is not a step.
      if (contains(target, from)) continue;
      const to = center(target);
      const along = (to.x - from.x) * direction.x + (to.y - from.y) * direction.y;
      if (along <= 1) continue;
      const inLine =
        direction.x !== 0
          ? from.y >= target.top && from.y <= target.top + target.height
          : from.x >= target.left && from.x <= target.left + target.width;
      const across = Math.abs((to.x - from.x) * direction.y + (to.y - from.y) * direction.x);
      const score = (inLine ? 0 : 1_000_000) + along + across;
      if (!best || score < best.score) best = { to, score };
    }
    if (!best) return undefined;
    // On the day view a row keeps the block's hour: only the row changes.
    const dx = timeline && drag?.onTimeline ? 0 : best.to.x - from.x;
    return { x: currentCoordinates.x + dx, y: currentCoordinates.y + best.to.y - from.y };
  };

const MOUSE_OPTIONS = { activationConstraint: { distance: 6 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 250, tolerance: 8 } };
/**
 * Scrolls the board only from its outer tenth: the default fifth moved the board under a drop
 * aimed at a cell near its edge.
 */
const AUTO_SCROLL = { threshold: { x: 0.1, y: 0.1 } };

/** The pointer's target when there is a pointer; else (keyboard) the target most covered. */
const collisionDetection: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

function DragPreview({ visit }: { visit: BoardVisit }) {
  const item = visit.intervention;
  const color = skillColor(item.skill_id);
  return (
    <Box
      px={6}
      py={4}
      style={{
        borderRadius: 4,
        background: color.bg,
        color: BLOCK_TEXT_COLOR,
        borderLeft: `4px solid ${color.border}`,
        boxShadow: 'var(--mantine-shadow-md)',
        width: 124,
      }}
    >
      <Text size="xs" fw={700} c="dark.9">
        {formatPlannedRange(item.date_debut, item.date_fin)}
      </Text>
      <Text size="xs" c="dark.9" truncate>
        {item.client_nom}
      </Text>
      <Text size="xs" c="dark.9" truncate>
        {shortSkill(item.skill_id)}
      </Text>
    </Box>
  );
}

/**
 * Drag and drop on the board (dnd-kit, headless: the layout stays our CSS): a mouse drag from a
 * few pixels, a touch held a quarter of a second (a swipe still scrolls the board on a phone),
 * and the keyboard (Space or Enter to take and drop, arrows, Escape), each step said in French.
 */
export function BoardDnd({
  moves,
  timeline,
  children,
}: {
  moves: BoardMoves;
  /** The day view: rows by hour, where left and right move by half an hour. */
  timeline: boolean;
  children: ReactNode;
}) {
  // The same options from one render to the next: new ones give dnd-kit new activators, and
  // every drop target and block of the board (thousands) rendered again at each render of the
  // board, a key typed in a filter included.
  const keyboard = useMemo(() => ({ coordinateGetter: coordinatesGetter(timeline) }), [timeline]);
  const sensors = useSensors(
    useSensor(MouseSensor, MOUSE_OPTIONS),
    useSensor(TouchSensor, TOUCH_OPTIONS),
    useSensor(KeyboardSensor, keyboard),
  );
  const [dragged, setDragged] = useState<BoardVisit | null>(null);
  // The distance dragged so far, for the hour the announcements say on the day view.
  const deltaX = useRef(0);

  const whereWords = (active: Active, over: Over | null) => {
    const drag = dragOf(active);
    const drop = dropOf(over);
    if (!drag || !drop) return null;
    if (!drop.timeline || !drag.onTimeline) return drop.label;
    return M.dayRowTarget(drop.label, targetOfDrop(drag, drop, deltaX.current).time_debut);
  };
  const words = (active: Active) => {
    const drag = dragOf(active);
    return drag ? visitWords(drag.visit) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => M.dragStart(words(active)),
    onDragMove: ({ active, over }) => {
      // Left and right on the day view change the hour, not the row: say the new hour.
      const drag = dragOf(active);
      if (!timeline || !drag?.onTimeline) return undefined;
      const where = whereWords(active, over);
      return where ? M.dragOver(words(active), where) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const where = whereWords(active, over);
      return where ? M.dragOver(words(active), where) : M.dragOutside(words(active));
    },
    onDragEnd: ({ active, over }) => {
      const where = whereWords(active, over);
      return where ? M.dragEnd(words(active), where) : M.dragEndOutside(words(active));
    },
    onDragCancel: ({ active }) => M.dragCancel(words(active)),
  };

  const end = ({ active, over, delta }: DragEndEvent) => {
    setDragged(null);
    deltaX.current = 0;
    const drag = dragOf(active);
    const drop = dropOf(over);
    if (drag && drop) moves.request(drag.visit, targetOfDrop(drag, drop, delta.x));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      autoScroll={AUTO_SCROLL}
      accessibility={{ announcements, screenReaderInstructions: { draggable: M.dragInstructions } }}
      onDragStart={({ active }) => {
        deltaX.current = 0;
        setDragged(dragOf(active)?.visit ?? null);
      }}
      onDragMove={({ delta }) => {
        deltaX.current = delta.x;
      }}
      onDragEnd={end}
      onDragCancel={() => {
        setDragged(null);
        deltaX.current = 0;
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? <DragPreview visit={dragged} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
