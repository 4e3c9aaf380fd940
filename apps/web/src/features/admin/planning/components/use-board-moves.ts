import { agencyWallClock } from '@maisonnee/domain';
import { createContext, useContext, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { ApiError } from '../../../../lib/http.ts';
import {
  useDeplacerIntervention,
  type DeplacerBody,
  type DeplacerResult,
} from '../api/deplacer-intervention.ts';
import type {
  PlanningAgentRow,
  PlanningAPourvoir,
  PlanningIntervention,
} from '../api/get-planning-semaine.ts';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { conflictText } from '../board-text.ts';
import { isSamePlace, keepHours, type MoveTarget } from '../board-moves.ts';
import { dayMonth, plannedDay } from '../board-week.ts';

/** An intervention of the board and the agent it is with (null: « À pourvoir »). */
export interface BoardVisit {
  intervention: PlanningAPourvoir | PlanningIntervention;
  agentId: number | null;
}

/** A move as sent: where, the following visits of the slot or not, the reason of forcing. */
export interface MoveRequest {
  visit: BoardVisit;
  target: MoveTarget;
  serie: boolean;
  forcer?: { motif: string };
}

/** What came of a move: done, or the API's French refusal and whether a reason may force it. */
export type MoveOutcome = { ok: true } | { ok: false; message: string; forcable: boolean };

/** The dialog of the keyboard path: « Affecter à… » an unstaffed visit, « Déplacer… » one. */
export interface MoveDialogState {
  visit: BoardVisit;
  kind: 'assign' | 'move';
}

/** A refusal as the screens read it: the API's message, and `details.forcable` (docs/errors.md). */
export function refusalOf(error: unknown): { message: string; forcable: boolean } {
  if (error instanceof ApiError)
    return {
      message: error.body.error.message,
      forcable: error.body.error.details?.forcable === true,
    };
  return { message: errorMessage(error) ?? '', forcable: false };
}

/** An intervention belongs to a mission: the API can move the following visits of its slot. */
export const isOfSeries = (visit: BoardVisit) => visit.intervention.mission_id !== null;

/**
 * Only planned visits still to come move (the API refuses the others, INTERVENTION_NOT_PLANNED):
 * planned times are the agency's wall clock, compared with the Paris clock now.
 */
export const isMovable = (visit: BoardVisit, now: Date = new Date()) =>
  (!('statut' in visit.intervention) || visit.intervention.statut === 'planifiee') &&
  Date.parse(visit.intervention.date_debut) > wallClockMs(now);

/**
 * The Paris clock of `now`, computed once a second: a board of 3,000 blocks asks it for each
 * block, and each answer reads the time zone through Intl (≈ 0.1 ms).
 */
let wallClockCache = { second: Number.NaN, ms: 0 };
function wallClockMs(now: Date): number {
  const second = Math.floor(now.getTime() / 1000);
  if (wallClockCache.second !== second)
    wallClockCache = { second, ms: agencyWallClock(new Date(second * 1000)).getTime() };
  return wallClockCache.ms + (now.getTime() - second * 1000);
}

const agentShortName = (row: PlanningAgentRow | undefined) =>
  row ? `${row.prenom} ${row.nom.charAt(0)}.` : '';

const timeText = (target: MoveTarget) => `${target.time_debut} – ${target.time_fin}`;

/** The sentence the live region says once a move is saved. */
export function doneText(
  request: MoveRequest,
  result: DeplacerResult,
  rows: readonly PlanningAgentRow[],
): string {
  const { visit, target } = request;
  const item = visit.intervention;
  const before = keepHours(item, visit.agentId, plannedDay(item.date_debut));
  const agent = agentShortName(rows.find((row) => row.candidat_id === target.candidat_id));
  const whatBefore = M.done.interventionOf(
    item.client_nom,
    dayMonth(before.date),
    timeText(before),
  );
  const sameTime = isSamePlace(item, target.candidat_id, target);
  let text: string;
  if (target.candidat_id === null) text = M.done.unassigned(whatBefore);
  else if (visit.agentId === null || sameTime)
    text = M.done.assigned(
      M.done.interventionOf(item.client_nom, dayMonth(target.date), timeText(target)),
      agent,
    );
  else text = M.done.moved(whatBefore, `${dayMonth(target.date)}, ${timeText(target)}`, agent);
  if (!text.endsWith('.')) text += '.';
  if (result.ids.length > 1) text += M.done.series(result.ids.length);
  if (result.regles_forcees.length > 0)
    text += M.done.forced(result.regles_forcees.map((code) => conflictText(code)).join(', '));
  return text;
}

const bodyOf = (request: MoveRequest): DeplacerBody => ({
  intervention_id: request.visit.intervention.id,
  ...request.target,
  serie: request.serie,
  ...(request.forcer ? { forcer: request.forcer } : {}),
});

/**
 * The moves of the board, by drag or by the dialogs: one call at a time, the block being saved
 * (« Enregistrement… »), the sentence said once done, the series question, and a refusal of a
 * drag shown beside the board with the way to force it when the rule allows.
 */
export function useBoardMoves(rows: readonly PlanningAgentRow[]) {
  const mutation = useDeplacerIntervention();
  const [status, setStatus] = useState('');
  const [refusal, setRefusal] = useState<
    (MoveOutcome & { ok: false; request: MoveRequest }) | null
  >(null);
  const [seriesFor, setSeriesFor] = useState<Omit<MoveRequest, 'serie'> | null>(null);
  const [forcing, setForcing] = useState(false);
  const [dialog, setDialog] = useState<MoveDialogState | null>(null);

  const send = async (request: MoveRequest): Promise<MoveOutcome> => {
    try {
      const result = await mutation.mutateAsync(bodyOf(request));
      setStatus(doneText(request, result, rows));
      setRefusal(null);
      return { ok: true };
    } catch (error) {
      return { ok: false, ...refusalOf(error) };
    }
  };

  const sendFromBoard = async (request: MoveRequest) => {
    const outcome = await send(request);
    if (!outcome.ok) setRefusal({ ...outcome, request });
  };

  return {
    status,
    refusal,
    seriesFor,
    forcing,
    dialog,
    pendingId: mutation.isPending ? (mutation.variables?.intervention_id ?? null) : null,
    isPending: mutation.isPending,
    send,
    /** A drop or « Retirer l'agent »: the series question first when the visit has a slot. */
    request(visit: BoardVisit, target: MoveTarget) {
      if (!isMovable(visit) || isSamePlace(visit.intervention, visit.agentId, target)) return;
      setRefusal(null);
      if (isOfSeries(visit)) setSeriesFor({ visit, target });
      else void sendFromBoard({ visit, target, serie: false });
    },
    /** The answer to the series question; null: cancelled, nothing is sent. */
    answerSeries(serie: boolean | null) {
      const asked = seriesFor;
      setSeriesFor(null);
      if (asked && serie !== null) void sendFromBoard({ ...asked, serie });
    },
    openForcing: () => setForcing(true),
    closeForcing: () => setForcing(false),
    dismissRefusal: () => setRefusal(null),
    /** The refused move sent again with the planner's reason. */
    async force(motif: string): Promise<MoveOutcome> {
      if (!refusal) return { ok: true };
      const outcome = await send({ ...refusal.request, forcer: { motif } });
      if (outcome.ok) setForcing(false);
      return outcome;
    },
    openDialog: (visit: BoardVisit, kind: MoveDialogState['kind']) => {
      setRefusal(null);
      setDialog({ visit, kind });
    },
    closeDialog: () => setDialog(null),
  };
}

export type BoardMoves = ReturnType<typeof useBoardMoves>;

/** What the blocks and items deep in the board use of the moves (menus, « Enregistrement… »). */
export interface BlockMoves {
  pendingId: number | null;
  request: BoardMoves['request'];
  openDialog: BoardMoves['openDialog'];
}

/**
 * The blocks' share of the moves, the same object until a move starts or ends: thousands of
 * blocks read it, and a new object at each render of the board (a key typed in a filter, a
 * message) would render every block again.
 */
export function useBlockMoves(moves: BoardMoves): BlockMoves {
  const latest = useRef(moves);
  latest.current = moves;
  const { pendingId } = moves;
  return useMemo(
    () => ({
      pendingId,
      request: (visit, target) => latest.current.request(visit, target),
      openDialog: (visit, kind) => latest.current.openDialog(visit, kind),
    }),
    [pendingId],
  );
}

/** The moves, for the blocks and items deep in the board (menus, « Enregistrement… »). */
export const BoardMovesContext = createContext<BlockMoves | null>(null);

export function useBoardMovesContext(): BlockMoves | null {
  return useContext(BoardMovesContext);
}
