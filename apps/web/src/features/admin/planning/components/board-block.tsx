import { useDraggable } from '@dnd-kit/core';
import { formatPlannedRange } from '@maisonnee/domain';
import { memo, useCallback, useMemo, type CSSProperties } from 'react';
import type { PlanningAPourvoir, PlanningIntervention } from '../api/get-planning-semaine.ts';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { BOARD_TEXT as T, conflictText } from '../board-text.ts';
import { dayHeader, dayLong, plannedDay } from '../board-week.ts';
import type { DragData } from './board-dnd.tsx';
import './board.css';
import { shortSkill } from './board-style.ts';
import { VisitMenu } from './board-visit-menu.tsx';
import { isMovable, useBoardMovesContext, type BoardVisit } from './use-board-moves.ts';

/**
 * A visit that can be dragged: the whole block (or item) is the handle for the mouse, a held
 * touch and the keyboard (it is focusable; Space takes it), its menu button the dialog path.
 */
function useVisitDrag(visit: BoardVisit, onTimeline: boolean) {
  const moves = useBoardMovesContext();
  const data: DragData = { visit, onTimeline };
  const drag = useDraggable({
    id: `visit:${visit.intervention.id}:${onTimeline ? 'jour' : 'semaine'}`,
    data,
    disabled: !moves || !isMovable(visit),
    attributes: { role: 'group', roleDescription: M.roleDescription },
  });
  const isSaving = moves?.pendingId === visit.intervention.id;
  return { ...drag, isSaving };
}

function SavingMark() {
  return <div className="planning-block__wide planning-block__strong">{M.saving}</div>;
}

/** « Forcé : <motif> »: a rule was forced to put the visit here, and why. */
function ForcedMark({ intervention }: { intervention: PlanningIntervention }) {
  if (!intervention.forcage) return null;
  return (
    <div className="planning-block__wide planning-block__forced">
      {M.forced(intervention.forcage.motif)}
    </div>
  );
}

/** The element of a block or an item: the drag handle, with its name and its marks. */
function useBlockElement(visit: BoardVisit, timeline: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, isSaving } =
    useVisitDrag(visit, timeline);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      setActivatorNodeRef(node);
    },
    [setNodeRef, setActivatorNodeRef],
  );
  const props = {
    ref,
    ...attributes,
    ...listeners,
    'aria-busy': isSaving || undefined,
    // Colours and cursor come from board.css and the service's rule (skillBlockCss): no style
    // attribute on thousands of blocks, which keeps them cheap to write and to style.
    'data-dragging': isDragging || undefined,
  };
  return { props, isSaving };
}

/**
 * An agent's visit on the board: coloured by service, the rules it breaks written out, the mark
 * of a forcing; on the day view (`timeline`) placed by its hours by the caller (`style`). Plain
 * elements (board.css): a week of 150 agents shows about 3,000 of them.
 */
export const Block = memo(function Block({
  intervention,
  agentId,
  day,
  timeline = false,
  style,
}: {
  intervention: PlanningIntervention;
  agentId: number;
  day: string;
  timeline?: boolean;
  style?: CSSProperties;
}) {
  const visit = useMemo<BoardVisit>(() => ({ intervention, agentId }), [intervention, agentId]);
  const block = useBlockElement(visit, timeline);
  const time = formatPlannedRange(intervention.date_debut, intervention.date_fin);
  const service = shortSkill(intervention.skill_id);
  const conflicts = intervention.conflits.map((code) => conflictText(code));
  const hasConflict = conflicts.length > 0;
  return (
    <div
      {...block.props}
      className="planning-block"
      aria-label={T.blockLabel(
        dayLong(day),
        time,
        intervention.client_nom,
        service,
        conflicts.join(' ; '),
      )}
      data-conflict={hasConflict || undefined}
      data-timeline={timeline || undefined}
      data-skill={intervention.skill_id}
      data-visit={intervention.id}
      style={style}
    >
      {/* One grid (board.css): the lines on the left, the menu button on the right. */}
      <div className="planning-block__strong">{time}</div>
      <div className="planning-block__truncate">{intervention.client_nom}</div>
      {timeline ? null : <div className="planning-block__truncate">{service}</div>}
      <VisitMenu visit={visit} />
      {block.isSaving ? <SavingMark /> : null}
      <ForcedMark intervention={intervention} />
      {hasConflict ? (
        <div className="planning-block__wide planning-block__conflicts">
          <div className="planning-block__strong">{`⚠ ${T.conflicts(conflicts.length)}`}</div>
          {timeline ? null : conflicts.map((text) => <div key={text}>{text}</div>)}
        </div>
      ) : null}
    </div>
  );
});

/** An unstaffed visit of the « À pourvoir » list: dragged onto an agent, or « Affecter à… ». */
export const APourvoirItem = memo(function APourvoirItem({ item }: { item: PlanningAPourvoir }) {
  const visit = useMemo<BoardVisit>(() => ({ intervention: item, agentId: null }), [item]);
  const block = useBlockElement(visit, false);
  const day = plannedDay(item.date_debut);
  const time = formatPlannedRange(item.date_debut, item.date_fin);
  return (
    <div
      {...block.props}
      className="planning-block"
      aria-label={`${T.aPourvoir} : ${T.blockLabel(dayLong(day), time, item.client_nom, shortSkill(item.skill_id), '')}`}
      data-a-pourvoir={item.id}
      data-skill={item.skill_id}
    >
      <div className="planning-block__strong">{`${dayHeader(day)}, ${time}`}</div>
      <div>{item.code_postal ? `${item.client_nom} · ${item.code_postal}` : item.client_nom}</div>
      <div>{shortSkill(item.skill_id)}</div>
      <VisitMenu visit={visit} />
      {block.isSaving ? <SavingMark /> : null}
    </div>
  );
});
