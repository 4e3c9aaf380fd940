import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint, http } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/http.ts';
import type { PlanningAgentRow } from '../api/get-planning-semaine.ts';
import {
  aminata,
  BOARD_PATH,
  boardBodies,
  intervention,
  moveBodies,
  renderBoard,
  row,
  sophie,
  weekAnswer,
} from './board-test-kit.tsx';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
const call = vi.mocked(callEndpoint);
const request = vi.mocked(http.request);

const boardCalls = () => boardBodies().length;

let rows: PlanningAgentRow[];
let moveAnswer: () => Promise<unknown>;

const refusal = (code: string, message: string, forcable: boolean) =>
  new ApiError(409, { success: false, error: { code, message, details: { forcable } } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T05:30:00Z'));
  request.mockReset();
  call.mockReset();
  rows = [aminata, sophie];
  request.mockImplementation(((_method: string, path: string) =>
    path === BOARD_PATH
      ? Promise.resolve(weekAnswer(rows))
      : Promise.reject(new Error(`unexpected call ${path}`))) as never);
  moveAnswer = () => Promise.resolve({ ids: [100], regles_forcees: [] });
  call.mockImplementation(((route: { name: string }) =>
    route.name === 'deplacerIntervention'
      ? moveAnswer()
      : Promise.reject(new Error(`unexpected call ${route.name}`))) as never);
});
afterEach(() => vi.useRealTimers());

async function openAction(name: RegExp, item: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

const rosesMenu = /^Actions pour l’intervention de Rose Petit du mercredi 9 décembre/;
const lousMenu = /^Actions pour l’intervention de Lou Martin du mardi 8 décembre, 09:00/;

// A board, a menu and a dialog per test: slower than the default 5 s on a busy machine.
describe(
  'moving interventions on the planning board, by dialog (keyboard path)',
  { timeout: 20_000 },
  () => {
    it('assigns an unstaffed visit to an agent at its hours, and says so once saved', async () => {
      renderBoard();
      await screen.findByRole('rowheader', { name: /Sophie Durand/ });
      const before = boardCalls();
      await openAction(rosesMenu, 'Affecter à…');
      const dialog = await screen.findByRole('dialog', { name: 'Affecter l’intervention' });
      const agent = within(dialog).getByLabelText(/Intervenant/);
      // The agents of the board, with their hours.
      expect(
        within(agent).getByRole('option', { name: 'Aminata Diallo (2 h / 10 h)' }),
      ).toBeInTheDocument();
      fireEvent.change(agent, { target: { value: '22' } });
      expect(within(dialog).getByLabelText('Jour')).toHaveValue('2026-12-09');
      expect(within(dialog).getByLabelText('Début')).toHaveValue('14:00');
      expect(within(dialog).getByLabelText('Fin')).toHaveValue('16:00');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

      await waitFor(() =>
        expect(moveBodies()).toEqual([
          {
            intervention_id: 200,
            candidat_id: 22,
            date: '2026-12-09',
            time_debut: '14:00',
            time_fin: '16:00',
            serie: false,
          },
        ]),
      );
      expect(await screen.findByTestId('planning-move-status')).toHaveTextContent(
        'Intervention de Rose Petit du mercredi 9 décembre, 14:00 – 16:00, confiée à Aminata D.',
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The board is read again.
      await waitFor(() => expect(boardCalls()).toBeGreaterThan(before));
    });

    it('moves a visit to another day and hours, with the following visits of its slot', async () => {
      renderBoard();
      await screen.findByRole('rowheader', { name: /Sophie Durand/ });
      await openAction(lousMenu, 'Déplacer…');
      const dialog = await screen.findByRole('dialog', { name: 'Déplacer l’intervention' });
      expect(within(dialog).getByLabelText(/Intervenant/)).toHaveValue('21');
      fireEvent.change(within(dialog).getByLabelText('Jour'), { target: { value: '2026-12-10' } });
      fireEvent.change(within(dialog).getByLabelText('Début'), { target: { value: '10:00' } });
      fireEvent.change(within(dialog).getByLabelText('Fin'), { target: { value: '13:00' } });
      // The end must follow the start: said, nothing sent.
      fireEvent.change(within(dialog).getByLabelText('Fin'), { target: { value: '09:30' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(dialog).findByText('La fin doit suivre le début.')).toBeVisible();
      expect(moveBodies()).toEqual([]);
      fireEvent.change(within(dialog).getByLabelText('Fin'), { target: { value: '13:00' } });
      fireEvent.click(
        within(dialog).getByRole('radio', {
          name: 'Cette intervention et les suivantes du même créneau',
        }),
      );
      moveAnswer = () => Promise.resolve({ ids: [100, 110, 120], regles_forcees: [] });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() =>
        expect(moveBodies()).toEqual([
          {
            intervention_id: 100,
            candidat_id: 21,
            date: '2026-12-10',
            time_debut: '10:00',
            time_fin: '13:00',
            serie: true,
          },
        ]),
      );
      expect(await screen.findByTestId('planning-move-status')).toHaveTextContent(
        'Intervention de Lou Martin du mardi 8 décembre, 09:00 – 12:00 déplacée au jeudi 10 décembre, 10:00 – 13:00, confiée à Sophie D. 3 interventions du créneau changées.',
      );
    });

    it('says a refusal in the dialog and forces it with a reason when the rule allows', async () => {
      const message = 'Aminata Diallo dépasserait les 10 h de son contrat cette semaine.';
      let refused = false;
      moveAnswer = () => {
        if (refused)
          return Promise.resolve({ ids: [102], regles_forcees: ['AGENT_OVER_CONTRACT_HOURS'] });
        refused = true;
        return Promise.reject(refusal('AGENT_OVER_CONTRACT_HOURS', message, true));
      };
      renderBoard();
      await screen.findByRole('rowheader', { name: /Sophie Durand/ });
      await openAction(/^Actions pour l’intervention de Paul Leroy/, 'Déplacer…');
      const dialog = await screen.findByRole('dialog', { name: 'Déplacer l’intervention' });
      // A one-off visit: no question about a slot.
      expect(within(dialog).queryByRole('radio')).toBeNull();
      fireEvent.change(within(dialog).getByLabelText('Jour'), { target: { value: '2026-12-11' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(message);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Forcer avec un motif' }));
      const motif = within(dialog).getByRole('textbox', { name: /Motif du forçage/ });
      // Too short: said, not sent.
      fireEvent.change(motif, { target: { value: 'ok' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Forcer et enregistrer' }));
      expect(
        await within(dialog).findByText('Le motif compte entre 5 et 500 caractères.'),
      ).toBeVisible();
      expect(moveBodies()).toHaveLength(1);
      fireEvent.change(motif, { target: { value: '  Accord de l’intervenante le 4/12  ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Forcer et enregistrer' }));
      await waitFor(() => expect(moveBodies()).toHaveLength(2));
      expect(moveBodies()[1]).toEqual({
        intervention_id: 102,
        candidat_id: 22,
        date: '2026-12-11',
        time_debut: '10:00',
        time_fin: '12:00',
        serie: false,
        forcer: { motif: 'Accord de l’intervenante le 4/12' },
      });
      expect(await screen.findByTestId('planning-move-status')).toHaveTextContent(
        'Règles forcées : Au-delà des heures du contrat.',
      );
    });

    it('offers no forcing when the rule cannot be forced', async () => {
      moveAnswer = () =>
        Promise.reject(refusal('AGENT_BUSY', 'Sophie Durand travaille déjà à cette heure.', false));
      renderBoard();
      await screen.findByRole('rowheader', { name: /Sophie Durand/ });
      await openAction(/^Actions pour l’intervention de Paul Leroy/, 'Déplacer…');
      const dialog = await screen.findByRole('dialog', { name: 'Déplacer l’intervention' });
      fireEvent.change(within(dialog).getByLabelText(/Intervenant/), { target: { value: '21' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Sophie Durand travaille déjà à cette heure.',
      );
      expect(within(dialog).queryByRole('button', { name: 'Forcer avec un motif' })).toBeNull();
    });

    it('takes the agent off a visit of a slot after asking about the following ones', async () => {
      renderBoard();
      await screen.findByRole('rowheader', { name: /Sophie Durand/ });
      await openAction(lousMenu, 'Retirer l’agent');
      const question = await screen.findByRole('dialog', {
        name: 'Intervention d’un créneau régulier',
      });
      fireEvent.click(
        within(question).getByRole('button', {
          name: 'Retirer l’agent de cette intervention seulement',
        }),
      );
      await waitFor(() =>
        expect(moveBodies()).toEqual([
          {
            intervention_id: 100,
            candidat_id: null,
            date: '2026-12-08',
            time_debut: '09:00',
            time_fin: '12:00',
            serie: false,
          },
        ]),
      );
      expect(await screen.findByTestId('planning-move-status')).toHaveTextContent(
        'Intervention de Lou Martin du mardi 8 décembre, 09:00 – 12:00 : l’intervenant est retiré, elle est à pourvoir.',
      );
    });

    it('offers no move for a visit already begun (Paris clock)', async () => {
      // Tuesday 8 December, 09:30 in Paris: Lou Martin's 09:00 visit has begun, Rose Petit's not.
      vi.setSystemTime(new Date('2026-12-08T08:30:00Z'));
      renderBoard();
      const block = await screen.findByRole('group', { name: /^mardi 8 décembre 2026, 09:00/ });
      expect(block).toHaveAttribute('aria-disabled', 'true');
      expect(within(block).queryByRole('button')).toBeNull();
      expect(screen.getByRole('button', { name: rosesMenu })).toBeVisible();
    });

    it('shows « Enregistrement… » on the block while the move is saved, and the mark of a forcing', async () => {
      rows = [
        aminata,
        row({
          interventions: [
            intervention({
              forcage: {
                motif: 'Accord de la famille',
                regles: ['TRAVEL_TOO_SHORT'],
                par: 'Claire Admin',
                le: '2026-12-01T10:00:00Z',
              },
            }),
          ],
        }),
      ];
      let finish: (value: unknown) => void = () => undefined;
      moveAnswer = () => new Promise((resolve) => (finish = resolve));
      renderBoard();
      const block = await screen.findByRole('group', { name: /^mardi 8 décembre 2026, 09:00/ });
      expect(within(block).getByText('Forcé : Accord de la famille')).toBeVisible();
      await openAction(lousMenu, 'Retirer l’agent');
      const question = await screen.findByRole('dialog', {
        name: 'Intervention d’un créneau régulier',
      });
      fireEvent.click(
        within(question).getByRole('button', {
          name: 'Cette intervention et les suivantes du même créneau',
        }),
      );
      expect(await within(block).findByText('Enregistrement…')).toBeVisible();
      expect(block).toHaveAttribute('aria-busy', 'true');
      expect(moveBodies()[0]).toMatchObject({ candidat_id: null, serie: true });
      await act(async () => finish({ ids: [100, 110], regles_forcees: [] }));
      await waitFor(() => expect(within(block).queryByText('Enregistrement…')).toBeNull());
    });
  },
);

/*
 * dnd-kit measures the page: jsdom has no layout, so each cell of the week gets a box (150 px of
 * agent column, 132 px a day, 100 px a row) and a block the box of its cell, inset.
 */
function stubLayout() {
  const box = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      right: left + width,
      bottom: top + height,
      x: left,
      y: top,
      toJSON: () => ({}),
    }) as DOMRect;
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    // The drag overlay (measured by its content) is placed where the block was taken.
    const overlay = [this, this.parentElement].find(
      (node) => node?.style.position === 'fixed' && node.style.top,
    );
    if (overlay)
      return box(
        parseFloat(overlay.style.left),
        parseFloat(overlay.style.top),
        parseFloat(overlay.style.width),
        parseFloat(overlay.style.height),
      );
    const cell = this.closest('td');
    if (!cell) return box(0, 0, 0, 0);
    const tr = cell.parentElement!;
    const column = [...tr.children].indexOf(cell);
    const line = [...tr.parentElement!.children].indexOf(tr);
    const left = 150 + (column - 1) * 132;
    const top = 40 + line * 100;
    return this === cell ? box(left, top, 132, 100) : box(left + 4, top + 4, 124, 60);
  });
}

describe('dragging with the keyboard (dnd-kit KeyboardSensor)', { timeout: 20_000 }, () => {
  it('takes a block with Space, moves it to another agent with the arrows and drops it', async () => {
    const layout = stubLayout();
    try {
      renderBoard();
      const block = await screen.findByRole('group', { name: /^mardi 8 décembre 2026, 09:00/ });
      // French instructions for screen readers.
      expect(block).toHaveAccessibleDescription(/appuyez sur Espace ou Entrée/);
      block.focus();
      fireEvent.keyDown(block, { code: 'Space', key: ' ' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      // Aminata's row is above Sophie's: up once, Tuesday stays.
      fireEvent.keyDown(block, { code: 'ArrowUp', key: 'ArrowUp' });
      await waitFor(() =>
        expect(document.body).toHaveTextContent(
          'Intervention de Lou Martin du mardi 8 décembre, 09:00 → 12:00 au-dessus de Aminata Diallo, mardi 8 décembre 2026.',
        ),
      );
      fireEvent.keyDown(block, { code: 'Space', key: ' ' });
      // A visit of a slot: the question first.
      const question = await screen.findByRole('dialog', {
        name: 'Intervention d’un créneau régulier',
      });
      fireEvent.click(
        within(question).getByRole('button', { name: 'Déplacer cette intervention seulement' }),
      );
      await waitFor(() =>
        expect(moveBodies()).toEqual([
          {
            intervention_id: 100,
            candidat_id: 22,
            date: '2026-12-08',
            time_debut: '09:00',
            time_fin: '12:00',
            serie: false,
          },
        ]),
      );
    } finally {
      layout.mockRestore();
    }
  });

  it('says a refused drop beside the board and forces it from there', async () => {
    const layout = stubLayout();
    const message = 'Paul Leroy est hors des disponibilités déclarées de Sophie Durand.';
    let refused = false;
    moveAnswer = () => {
      if (refused) return Promise.resolve({ ids: [102], regles_forcees: ['AGENT_UNAVAILABLE'] });
      refused = true;
      return Promise.reject(refusal('AGENT_UNAVAILABLE', message, true));
    };
    try {
      renderBoard();
      const block = await screen.findByRole('group', { name: /^lundi 7 décembre 2026, 10:00/ });
      block.focus();
      fireEvent.keyDown(block, { code: 'Enter', key: 'Enter' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      // Down to Sophie's Monday, then right to her Tuesday.
      fireEvent.keyDown(block, { code: 'ArrowDown', key: 'ArrowDown' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(block, { code: 'ArrowRight', key: 'ArrowRight' });
      await waitFor(() =>
        expect(document.body).toHaveTextContent(
          'au-dessus de Sophie Durand, mardi 8 décembre 2026.',
        ),
      );
      fireEvent.keyDown(block, { code: 'Enter', key: 'Enter' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(moveBodies()[0]).toMatchObject({
        intervention_id: 102,
        candidat_id: 21,
        date: '2026-12-08',
      });
      fireEvent.click(within(alert).getByRole('button', { name: 'Forcer…' }));
      const dialog = await screen.findByRole('dialog', { name: 'Forcer le changement' });
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Motif du forçage/ }), {
        target: { value: 'Sophie a accepté ce créneau' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Forcer et enregistrer' }));
      await waitFor(() => expect(moveBodies()).toHaveLength(2));
      expect(moveBodies()[1]).toMatchObject({
        intervention_id: 102,
        candidat_id: 21,
        date: '2026-12-08',
        forcer: { motif: 'Sophie a accepté ce créneau' },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      layout.mockRestore();
    }
  });
});
