import { Menu } from '@mantine/core';
import { formatPlannedRange } from '@maisonnee/domain';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { keepHours } from '../board-moves.ts';
import { dayMonth, plannedDay } from '../board-week.ts';
import { isMovable, useBoardMovesContext, type BoardVisit } from './use-board-moves.ts';

/*
 * The menu of a block or an unstaffed item: the keyboard and dialog path to the same moves as a
 * drag (« Affecter à… », « Déplacer… », « Retirer l'agent »). Each block has only its button; the
 * board has one menu, opened under the button pressed: a Mantine menu per block (its popover, its
 * positioning and its listeners outside it) cost a week of 3,000 visits seconds of rendering
 * (issue 26, point 6, bench/README.md).
 */

/** Keeps a press on the menu button from starting a drag of the block it sits on. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

const MENU_ID = 'planning-visit-menu';

interface OpenMenu {
  visit: BoardVisit;
  button: HTMLButtonElement;
}

const VisitMenuContext = createContext<((menu: OpenMenu) => void) | null>(null);

/**
 * The target the board's menu is placed under: a box over the pressed button, rendered inside it
 * (a portal), so that the menu follows the board as it scrolls; a press on it closes the menu.
 */
const MenuAnchor = forwardRef(function MenuAnchor(
  { button, ...props }: { button: HTMLButtonElement | null; onClick?: () => void },
  ref: Ref<HTMLSpanElement>,
) {
  const box = (
    <span
      ref={ref}
      aria-hidden="true"
      onClick={props.onClick}
      style={{ position: 'absolute', inset: 0, display: button ? 'block' : 'none' }}
    />
  );
  return button ? createPortal(box, button) : box;
});

/** Marks the pressed button as the one whose menu is open, for assistive technologies. */
function markOpen(button: HTMLButtonElement, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  if (open) {
    button.setAttribute('aria-controls', `${MENU_ID}-dropdown`);
    button.id = `${MENU_ID}-target`;
  } else {
    button.removeAttribute('aria-controls');
    button.removeAttribute('id');
  }
}

/** The board's one menu of visit actions, and what opens it from a block's button. */
export function VisitMenuHost({ children }: { children: ReactNode }) {
  const moves = useBoardMovesContext();
  const [open, setOpen] = useState<OpenMenu | null>(null);
  // Each opening is a menu of its own: another block's button pressed while a menu is open (a
  // click without a press first, as assistive technologies send) opens that block's menu.
  const [opening, setOpening] = useState(0);
  const current = useRef<OpenMenu | null>(null);
  const change = useCallback((next: OpenMenu | null) => {
    if (current.current) markOpen(current.current.button, false);
    if (next) markOpen(next.button, true);
    current.current = next;
    setOpen(next);
    if (next) setOpening((count) => count + 1);
  }, []);
  // The same function for ever: the blocks' buttons read it without rendering again.
  const show = useCallback((next: OpenMenu) => change(next), [change]);
  const visit = open?.visit;
  const item = visit?.intervention;
  return (
    <VisitMenuContext.Provider value={show}>
      {children}
      <Menu
        key={opening}
        id={MENU_ID}
        opened={open !== null && open.button.isConnected}
        onChange={(opened) => {
          if (!opened) change(null);
        }}
        position="bottom-end"
        withinPortal
      >
        <Menu.Target>
          <MenuAnchor button={open?.button ?? null} />
        </Menu.Target>
        <Menu.Dropdown>
          {!visit || !item || !moves ? null : visit.agentId === null ? (
            <Menu.Item onClick={() => moves.openDialog(visit, 'assign')}>{M.assignTo}</Menu.Item>
          ) : (
            <>
              <Menu.Item onClick={() => moves.openDialog(visit, 'move')}>{M.move}</Menu.Item>
              <Menu.Item
                onClick={() =>
                  moves.request(visit, keepHours(item, null, plannedDay(item.date_debut)))
                }
              >
                {M.unassign}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </VisitMenuContext.Provider>
  );
}

/** The menu button of a block or an unstaffed item (nothing when the visit cannot move). */
export function VisitMenu({ visit }: { visit: BoardVisit }) {
  const moves = useBoardMovesContext();
  const show = useContext(VisitMenuContext);
  if (!moves || !show || !isMovable(visit)) return null;
  const item = visit.intervention;
  const label = M.actionsFor(
    item.client_nom,
    dayMonth(plannedDay(item.date_debut)),
    formatPlannedRange(item.date_debut, item.date_fin),
  );
  return (
    <button
      type="button"
      className="planning-menu-button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded="false"
      onMouseDown={stop}
      onTouchStart={stop}
      onClick={(event) => show({ visit, button: event.currentTarget })}
    >
      ⋮
    </button>
  );
}
