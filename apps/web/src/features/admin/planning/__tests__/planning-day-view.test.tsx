import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint, http } from '../../../../lib/api-client.ts';
import type { PlanningAgentRow } from '../api/get-planning-semaine.ts';
import {
  aminata,
  BOARD_PATH,
  currentLocation,
  intervention,
  lastBoardBody,
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

let rows: PlanningAgentRow[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 7 December 2026, 06:30 in Paris.
  vi.setSystemTime(new Date('2026-12-07T05:30:00Z'));
  request.mockReset();
  call.mockReset();
  rows = [aminata, sophie];
  request.mockImplementation(((_method: string, path: string) =>
    path === BOARD_PATH
      ? Promise.resolve(weekAnswer(rows))
      : Promise.reject(new Error(`unexpected call ${path}`))) as never);
  call.mockImplementation(((route: { name: string }) =>
    route.name === 'deplacerIntervention'
      ? Promise.resolve({ ids: [100], regles_forcees: [] })
      : Promise.reject(new Error(`unexpected call ${route.name}`))) as never);
});
afterEach(() => vi.useRealTimers());

const dayView = () => screen.findByRole('list', { name: /^Journée du/ });
const agentRow = (name: string) => screen.getByRole('listitem', { name });

describe('the day view of the planning board', { timeout: 20_000 }, () => {
  it('is one switch away, kept in the address, and opens on today', async () => {
    renderBoard();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Jour' }));
    expect(await dayView()).toHaveAccessibleName('Journée du lundi 7 décembre 2026');
    expect(currentLocation()).toBe('/admin/planning?affichage=jour&jour=2026-12-07');
    expect(screen.getByRole('heading', { name: 'Journée du lundi 7 décembre 2026' })).toBeVisible();
    // Back to the week: the address forgets the day.
    fireEvent.click(screen.getByRole('radio', { name: 'Semaine' }));
    expect(
      await screen.findByRole('table', { name: 'Semaine du lundi 7 décembre 2026' }),
    ).toBeVisible();
    expect(currentLocation()).toBe('/admin/planning');
  });

  it('places each visit by its hours on a 06:00–22:00 scale, unavailability shaded', async () => {
    renderBoard('/admin/planning?affichage=jour&jour=2026-12-08');
    await dayView();
    const sophieRow = agentRow('Sophie Durand');
    const block = within(sophieRow).getByRole('group', { name: /09:00 → 12:00, Lou Martin/ });
    // 64 px an hour from 06:00: 09:00 is 192 px in, three hours 190 px wide (2 px of gap).
    expect(block).toHaveStyle({ position: 'absolute', left: '192px', width: '190px' });
    const scroller = screen.getByRole('region', { name: /Journée par heures/ });
    expect(scroller).toHaveStyle({ overflowX: 'auto' });
    // The hours 06:00 to 21:00 (the last hour's start) head the rows.
    expect(scroller).toHaveTextContent(/^Intervenant06:0007:00(\d\d:00)+21:00Aminata/);
    // Aminata: unavailable until 08:30, shaded from 06:00 (the scale's start) to 08:30.
    const shade = within(agentRow('Aminata Diallo')).getByText('Indisponible : 00:00 – 08:30');
    expect(shade.parentElement).toHaveStyle({ left: '0px', width: '160px' });
    // Nobody on Monday's visit of Aminata today.
    expect(within(agentRow('Aminata Diallo')).queryByRole('group')).toBeNull();
  });

  it('lists the day’s unstaffed visits only', async () => {
    renderBoard('/admin/planning?affichage=jour&jour=2026-12-08');
    await dayView();
    const side = await screen.findByRole('region', { name: 'À pourvoir ce jour (1)' });
    expect(within(side).getByText('mar. 8 déc., 15:00 → 17:00')).toBeVisible();
    expect(within(side).queryByText(/Rose Petit/)).toBeNull();
  });

  it('stretches the scale to a visit outside 06:00–22:00', async () => {
    rows = [
      row({
        interventions: [
          intervention({ date_debut: '2026-12-08T05:00:00Z', date_fin: '2026-12-08T06:00:00Z' }),
        ],
      }),
    ];
    renderBoard('/admin/planning?affichage=jour&jour=2026-12-08');
    await dayView();
    expect(screen.getByRole('region', { name: /Journée par heures/ })).toHaveTextContent(
      /^Intervenant05:00/,
    );
    expect(screen.getByRole('group', { name: /05:00 → 06:00/ })).toHaveStyle({ left: '0px' });
  });

  it('goes day by day, fetching the next week past Sunday, and back to today', async () => {
    renderBoard('/admin/planning?affichage=jour&jour=2026-12-13');
    expect(await dayView()).toHaveAccessibleName('Journée du dimanche 13 décembre 2026');
    expect(lastBoardBody()).toEqual({ debut: '2026-12-07', page: 1 });
    fireEvent.click(screen.getByRole('button', { name: /Jour suivant/ }));
    await waitFor(() => expect(lastBoardBody()).toEqual({ debut: '2026-12-14', page: 1 }));
    expect(currentLocation()).toContain('jour=2026-12-14');
    fireEvent.click(screen.getByRole('button', { name: /Jour précédent/ }));
    await waitFor(() => expect(currentLocation()).toContain('jour=2026-12-13'));
    fireEvent.click(screen.getByRole('button', { name: 'Aujourd’hui' }));
    expect(
      await screen.findByRole('list', { name: 'Journée du lundi 7 décembre 2026' }),
    ).toBeVisible();
  });

  it('moves a block by half-hours with the keyboard arrows', async () => {
    const layout = stubDayLayout();
    try {
      renderBoard('/admin/planning?affichage=jour&jour=2026-12-08');
      await dayView();
      const block = within(agentRow('Sophie Durand')).getByRole('group', { name: /09:00/ });
      block.focus();
      fireEvent.keyDown(block, { code: 'Space', key: ' ' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(block, { code: 'ArrowRight', key: 'ArrowRight' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.keyDown(block, { code: 'ArrowRight', key: 'ArrowRight' });
      await waitFor(() =>
        expect(document.body).toHaveTextContent('au-dessus de Sophie Durand, à 10:00.'),
      );
      fireEvent.keyDown(block, { code: 'Space', key: ' ' });
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
            candidat_id: 21,
            date: '2026-12-08',
            time_debut: '10:00',
            time_fin: '13:00',
            serie: false,
          },
        ]),
      );
    } finally {
      layout.mockRestore();
    }
  });
});

describe('the client’s week view', { timeout: 20_000 }, () => {
  it('lists the filtered client’s visits by day: hours, service, agent or « À pourvoir », state, conflicts', async () => {
    rows = [
      aminata,
      row({
        interventions: [
          intervention({ id: 100, conflits: ['TRAVEL_TOO_SHORT'] }),
          intervention({
            id: 103,
            client_id: 4,
            client_nom: 'Paul Leroy',
            date_debut: '2026-12-11T09:00:00Z',
            date_fin: '2026-12-11T10:00:00Z',
          }),
        ],
      }),
    ];
    renderBoard();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    expect(screen.queryByRole('switch', { name: 'Vue du client' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: '3' } });
    await waitFor(() => expect(lastBoardBody()).toMatchObject({ client_id: 3 }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Vue du client' }));

    const week = await screen.findByRole('region', { name: 'Semaine de Lou Martin' });
    expect(screen.queryByRole('table')).toBeNull();
    const tuesday = within(week).getByRole('region', { name: 'mardi 8 décembre 2026' });
    const lines = within(tuesday).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('09:00 → 12:00 · Ménage');
    expect(lines[0]).toHaveTextContent('Intervenant : Sophie Durand');
    expect(lines[0]).toHaveTextContent('État : Planifiée');
    expect(lines[0]).toHaveTextContent('Trajet trop court depuis ou vers la visite voisine');
    expect(lines[1]).toHaveTextContent('15:00 → 17:00 · Ménage');
    expect(lines[1]).toHaveTextContent('À pourvoir');
    expect(
      within(within(week).getByRole('region', { name: 'vendredi 11 décembre 2026' })).getByText(
        'Aucune intervention',
      ),
    ).toBeVisible();
    expect(within(week).queryByText(/Paul Leroy/)).toBeNull();
    // Back to the board.
    fireEvent.click(screen.getByRole('switch', { name: 'Vue du client' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});

/*
 * dnd-kit measures the page: jsdom has no layout, so each agent's track of the day view is put
 * 70 px under the previous one, 150 px from the left, and a block at its own inline offset.
 */
function stubDayLayout() {
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
  const trackBox = (track: HTMLElement) => {
    const item = track.closest('[role="listitem"]')!;
    const line = [...item.parentElement!.querySelectorAll('[role="listitem"]')].indexOf(item);
    return box(150, 40 + line * 70, parseFloat(track.style.width), parseFloat(track.style.height));
  };
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
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
    if (this.dataset.drop) return trackBox(this);
    const track = this.parentElement?.closest<HTMLElement>('[data-drop]');
    if (this.dataset.visit && track) {
      const at = trackBox(track);
      return box(
        at.left + parseFloat(this.style.left),
        at.top + parseFloat(this.style.top),
        parseFloat(this.style.width),
        parseFloat(this.style.height),
      );
    }
    return box(0, 0, 0, 0);
  });
}
