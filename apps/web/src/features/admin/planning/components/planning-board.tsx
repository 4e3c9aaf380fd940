import { Box, Group, Stack, Switch } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { ListStatus } from '../../../../components/back-office/list-status.tsx';
import { PagesControl } from '../../../../components/back-office/pages-control.tsx';
import {
  usePlanningSemaine,
  type PlanningAgentRow,
  type PlanningAPourvoir,
} from '../api/get-planning-semaine.ts';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { mondayOf } from '../board-moves.ts';
import { BOARD_TEXT as T } from '../board-text.ts';
import { currentDay, dayLong, plannedDay, weekDays } from '../board-week.ts';
import { APourvoirList } from './board-a-pourvoir.tsx';
import { BoardClientView } from './board-client-view.tsx';
import { BoardDayView } from './board-day-view.tsx';
import { BoardDnd } from './board-dnd.tsx';
import { BoardFilters, useBoardFilters } from './board-filters.tsx';
import { BoardMoveDialog } from './board-move-dialog.tsx';
import { BoardMoveFeedback } from './board-move-feedback.tsx';
import { BoardNavigation, useBoardView } from './board-navigation.tsx';
import { BoardWeekGrid } from './board-week-grid.tsx';
import { PlanningLive } from './planning-live.tsx';
import { PlanningProposal } from './planning-proposal.tsx';
import { SKILL_BLOCK_CSS } from './board-style.ts';
import { VisitMenuHost } from './board-visit-menu.tsx';
import { BoardMovesContext, useBlockMoves, useBoardMoves } from './use-board-moves.ts';

const NO_ROWS: PlanningAgentRow[] = [];
const NO_ITEMS: PlanningAPourvoir[] = [];

/**
 * The board of /admin/planning: one row per agent (a page of 50, 100 or 150, « Agents par page »,
 * kept in the address with the week) with planned against contract hours, seven day columns (or,
 * on the day view, the day by hours), each intervention a block coloured by service with the rules it breaks written out, leave and absences shaded; beside it
 * the unstaffed interventions. Blocks and unstaffed items are dragged onto an agent's day (or
 * hour), or moved from their menu's dialog; with a client filtered, « Vue du client » lists that
 * client's week (docs/planning.md « Tableau de planning »). On a phone the board scrolls inside
 * its own box, the agent column sticky.
 */
export function PlanningBoard() {
  const view = useBoardView();
  const [page, setPage] = useState(1);
  const [clientView, setClientView] = useState(false);
  const filters = useBoardFilters(() => setPage(1));
  // The day view reads the week holding its day: a day of another week fetches that week.
  const debut = view.isDayView ? mondayOf(view.jour) : view.semaine;
  const query = usePlanningSemaine({ debut, page, ...filters.filters, ...filters.pageSize });
  const days = useMemo(() => weekDays(debut), [debut]);

  const rows = query.data?.agents.items ?? NO_ROWS;
  const weekAPourvoir = query.data?.aPourvoir ?? NO_ITEMS;
  // A new week of 150 agents is rendered in the background, in slices, the week before it staying
  // on screen meanwhile: rendered at once, 3,000 blocks held the page for seconds (issue 26, point 6).
  // The « à pourvoir » list and the filters' lists of agents and clients follow it.
  const shownRows = useDeferredValue(rows);
  const shownAPourvoir = useDeferredValue(weekAPourvoir);
  const moves = useBoardMoves(rows);
  const blockMoves = useBlockMoves(moves);
  const { agentsSeen, clientsSeen } = useMemo(() => {
    const clients = new Map<number, string>();
    for (const row of shownRows)
      for (const item of row.interventions) clients.set(item.client_id, item.client_nom);
    for (const item of shownAPourvoir) clients.set(item.client_id, item.client_nom);
    return {
      agentsSeen: new Map(shownRows.map((row) => [row.candidat_id, `${row.prenom} ${row.nom}`])),
      clientsSeen: clients,
    };
  }, [shownRows, shownAPourvoir]);
  const client = filters.clientChosen;
  const showClient = clientView && client !== null;
  const aPourvoir = view.isDayView
    ? shownAPourvoir.filter((item) => plannedDay(item.date_debut) === view.jour)
    : shownAPourvoir;
  const dayTexts = view.isDayView
    ? { title: M.dayAPourvoir(aPourvoir.length), empty: M.dayAPourvoirEmpty }
    : {};

  const moveToWeek = (monday: string) => {
    view.showWeek(monday);
    setPage(1);
  };
  const moveToDay = (day: string) => {
    if (mondayOf(day) !== debut) setPage(1);
    view.showDay(day);
  };
  const switchView = (next: 'semaine' | 'jour') => {
    if (next === 'jour') moveToDay(days.includes(currentDay()) ? currentDay() : debut);
    else view.showWeek(debut);
  };

  return (
    <BoardMovesContext.Provider value={blockMoves}>
      <VisitMenuHost>
        <Stack gap="sm" component="section" aria-label={T.boardLabel}>
          <style>{SKILL_BLOCK_CSS}</style>
          <BoardNavigation
            isDayView={view.isDayView}
            debut={debut}
            jour={view.jour}
            onWeek={moveToWeek}
            onDay={moveToDay}
            onView={switchView}
          />
          <BoardFilters state={filters} agentsSeen={agentsSeen} clientsSeen={clientsSeen} />
          {client ? (
            <Switch
              label={M.clientView}
              checked={clientView}
              onChange={(event) => setClientView(event.currentTarget.checked)}
            />
          ) : null}

          <ListStatus
            query={query}
            isEmpty={query.isSuccess && rows.length === 0 && !showClient}
            text={{ loading: T.loading, loadError: T.loadError, empty: T.noAgent }}
          />
          <BoardMoveFeedback moves={moves} />
          <PlanningLive />

          <BoardDnd moves={moves} timeline={view.isDayView && !showClient}>
            <Group align="flex-start" gap="md" wrap="wrap">
              <Box style={{ flex: '999 1 480px', minWidth: 0, maxWidth: '100%' }}>
                {showClient && query.isSuccess ? (
                  <BoardClientView
                    rows={rows}
                    aPourvoir={weekAPourvoir}
                    clientId={client.id}
                    clientName={client.label}
                    days={days}
                  />
                ) : shownRows.length > 0 ? (
                  <Stack gap="xs">
                    {view.isDayView ? (
                      <BoardDayView
                        rows={shownRows}
                        day={view.jour}
                        title={M.dayOf(dayLong(view.jour))}
                      />
                    ) : (
                      <BoardWeekGrid
                        rows={shownRows}
                        days={days}
                        title={T.weekOf(dayLong(debut))}
                      />
                    )}
                    <PagesControl
                      of={query.data?.agents}
                      value={page}
                      onChange={setPage}
                      label={T.agentPages}
                    />
                  </Stack>
                ) : null}
              </Box>
              <Stack gap="xl" style={{ flex: '1 1 240px', minWidth: 0, maxWidth: '100%' }}>
                {query.isSuccess ? <APourvoirList items={aPourvoir} {...dayTexts} /> : null}
                <PlanningProposal debut={debut} filters={filters.filters} />
              </Stack>
            </Group>
          </BoardDnd>
          <BoardMoveDialog moves={moves} rows={rows} days={days} />
        </Stack>
      </VisitMenuHost>
    </BoardMovesContext.Provider>
  );
}
