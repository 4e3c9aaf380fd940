import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint, http } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/http.ts';
import type {
  PlanningAgentRow,
  PlanningAPourvoir,
  PlanningIntervention,
} from '../api/get-planning-semaine.ts';
import { PlanningViews } from '../components/planning-views.tsx';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
const call = vi.mocked(callEndpoint);
const request = vi.mocked(http.request);

const BOARD_PATH = '/api/planning/semaine';
type RequestCall = [string, string, { body?: Record<string, unknown> }];
const boardBodies = () =>
  (request.mock.calls as unknown as RequestCall[])
    .filter(([, path]) => path === BOARD_PATH)
    .map(([, , options]) => options.body);
const lastBody = () => boardBodies().at(-1);

function intervention(over: Partial<PlanningIntervention>): PlanningIntervention {
  return {
    id: 100,
    mission_id: 8,
    client_id: 3,
    client_nom: 'Lou Martin',
    code_postal: '75011',
    skill_id: 1,
    date_debut: '2026-12-08T09:00:00Z',
    date_fin: '2026-12-08T12:00:00Z',
    statut: 'planifiee',
    conflits: [],
    ...over,
  } as PlanningIntervention;
}

function row(over: Partial<PlanningAgentRow>): PlanningAgentRow {
  return {
    candidat_id: 21,
    prenom: 'Sophie',
    nom: 'Durand',
    transport_type_id: null,
    skill_ids: [1],
    heures_contrat_hebdo: 24,
    minutes_planifiees: 12 * 60,
    indisponibilites: [],
    interventions: [],
    ...over,
  } as PlanningAgentRow;
}

const sophie = row({
  interventions: [
    // Tuesday 8 December, 09:00–12:00 agency time: read as written, whatever the device's zone.
    intervention({ id: 100 }),
    // Sunday 13 December at 23:00: still Sunday (planned times are not shifted to UTC+1).
    intervention({
      id: 101,
      client_id: 4,
      client_nom: 'Paul Leroy',
      skill_id: 3,
      date_debut: '2026-12-13T23:00:00Z',
      date_fin: '2026-12-13T23:30:00Z',
    }),
  ],
});
const aminata = row({
  candidat_id: 22,
  prenom: 'Aminata',
  nom: 'Diallo',
  heures_contrat_hebdo: 10,
  minutes_planifiees: 11 * 60 + 30,
  indisponibilites: [
    { debut: '2026-12-10T00:00:00Z', fin: '2026-12-11T00:00:00Z', type: 'conge' },
    // Outside the declared availability, twice on Tuesday: one line for the day.
    { debut: '2026-12-08T00:00:00Z', fin: '2026-12-08T08:30:00Z', type: 'indisponibilite' },
    { debut: '2026-12-08T20:00:00Z', fin: '2026-12-09T00:00:00Z', type: 'indisponibilite' },
  ],
  interventions: [
    intervention({
      id: 102,
      date_debut: '2026-12-07T10:00:00Z',
      date_fin: '2026-12-07T12:00:00Z',
      conflits: ['AGENT_BUSY', 'TRAVEL_TOO_SHORT'],
    }),
  ],
});
const aPourvoir: PlanningAPourvoir[] = [
  {
    id: 200,
    mission_id: 9,
    client_id: 5,
    client_nom: 'Rose Petit',
    code_postal: '75012',
    skill_id: 2,
    date_debut: '2026-12-09T14:00:00Z',
    date_fin: '2026-12-09T16:00:00Z',
  },
];

let answer: (body: Record<string, unknown>) => unknown;
const weekAnswer = (items: PlanningAgentRow[], total = items.length) => ({
  success: true,
  data: { items, page: 1, limit: 50, total },
  debut: '2026-12-07',
  fin: '2026-12-13',
  a_pourvoir: aPourvoir,
});

function renderAt(url = '/admin/planning') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/admin/planning" element={<PlanningViews />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const table = () => screen.getByRole('table', { name: /Semaine du/ });
/** The cell of `agent`'s row under the column headed `day` (« lun. 7 déc. »). */
function cell(agent: string, day: string) {
  const headers = within(table()).getAllByRole('columnheader');
  const column = headers.findIndex((header) => header.textContent === day);
  expect(column).toBeGreaterThan(0);
  const rowHeader = within(table()).getByRole('rowheader', { name: new RegExp(agent) });
  const tr = rowHeader.closest('tr')!;
  return tr.children[column] as HTMLElement;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Monday 7 December 2026, 06:30 in Paris.
  vi.setSystemTime(new Date('2026-12-07T05:30:00Z'));
  call.mockReset();
  request.mockReset();
  answer = () => weekAnswer([aminata, sophie]);
  request.mockImplementation(((_method: string, path: string, options: RequestCall[2]) =>
    path === BOARD_PATH
      ? Promise.resolve(answer(options.body ?? {}))
      : Promise.reject(new Error(`unexpected call ${path}`))) as never);
});
afterEach(() => vi.useRealTimers());

describe('planning board (/admin/planning, « Tableau de la semaine »)', () => {
  it('asks for this Paris week and shows a row per agent with planned against contract hours', async () => {
    renderAt();
    expect(await screen.findByRole('rowheader', { name: /Sophie Durand/ })).toBeInTheDocument();
    expect(lastBody()).toEqual({ debut: '2026-12-07', page: 1 });
    expect(screen.getByText('Semaine du lundi 7 décembre 2026', { selector: 'h3' })).toBeVisible();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Intervenant',
      'lun. 7 déc.',
      'mar. 8 déc.',
      'mer. 9 déc.',
      'jeu. 10 déc.',
      'ven. 11 déc.',
      'sam. 12 déc.',
      'dim. 13 déc.',
    ]);
    const sophieHours = screen.getByLabelText('12 h planifiées sur 24 h du contrat');
    expect(sophieHours).toHaveTextContent('12 h / 24 h');
    expect(sophieHours).not.toHaveAttribute('data-over');
    // Over the contract: said in words and marked, not only in red.
    const aminataHours = screen.getByLabelText(
      '11 h 30 planifiées sur 10 h du contrat, au-delà du contrat',
    );
    expect(aminataHours).toHaveTextContent('11 h 30 / 10 h');
    expect(aminataHours).toHaveAttribute('data-over', 'true');
    // On a phone the table scrolls in its own box (reachable by keyboard), the agents stay put.
    const scroller = screen.getByRole('region', { name: /défilable horizontalement/ });
    expect(scroller).toHaveStyle({ overflowX: 'auto' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(table());
    expect(screen.getByRole('rowheader', { name: /Sophie Durand/ })).toHaveStyle({
      position: 'sticky',
      left: '0px',
    });
  });

  it('puts each block in its planned day, with an accessible name of day, time, client and service', async () => {
    renderAt();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    const tuesday = within(cell('Sophie Durand', 'mar. 8 déc.')).getByRole('group');
    expect(tuesday).toHaveAccessibleName(
      'mardi 8 décembre 2026, 09:00 → 12:00, Lou Martin, Ménage',
    );
    expect(tuesday).toHaveAttribute('tabindex', '0');
    expect(
      within(cell('Sophie Durand', 'dim. 13 déc.')).getByRole('group', { name: /23:00 → 23:30/ }),
    ).toHaveAccessibleName('dimanche 13 décembre 2026, 23:00 → 23:30, Paul Leroy, Baby-sitting');
    expect(within(cell('Sophie Durand', 'lun. 7 déc.')).queryByRole('group')).toBeNull();
    expect(within(cell('Sophie Durand', 'sam. 12 déc.')).queryByRole('group')).toBeNull();
  });

  it('writes out each conflict on the block and in its name, and shades leave with its label', async () => {
    renderAt();
    await screen.findByRole('rowheader', { name: /Aminata Diallo/ });
    const monday = cell('Aminata Diallo', 'lun. 7 déc.');
    const block = within(monday).getByRole('group');
    expect(block).toHaveAccessibleName(
      'lundi 7 décembre 2026, 10:00 → 12:00, Lou Martin, Ménage. Conflits : Chevauche une autre intervention ; Trajet trop court depuis ou vers la visite voisine',
    );
    expect(within(block).getByText('⚠ 2 conflits')).toBeVisible();
    expect(within(block).getByText('Chevauche une autre intervention')).toBeVisible();
    expect(
      within(block).getByText('Trajet trop court depuis ou vers la visite voisine'),
    ).toBeVisible();
    const thursday = cell('Aminata Diallo', 'jeu. 10 déc.');
    expect(within(thursday).getByText('Congé')).toBeVisible();
    expect(within(thursday).getByText('toute la journée')).toBeVisible();
    const tuesday = cell('Aminata Diallo', 'mar. 8 déc.');
    expect(within(tuesday).getAllByText('Indisponible')).toHaveLength(1);
    expect(within(tuesday).getByText('00:00 – 08:30, 20:00 – 24:00')).toBeVisible();
    expect(within(cell('Aminata Diallo', 'ven. 11 déc.')).queryByText('Congé')).toBeNull();
  });

  it('lists the unstaffed interventions of the week beside the board', async () => {
    renderAt();
    const side = await screen.findByRole('region', { name: 'À pourvoir (1)' });
    expect(within(side).getByText('mer. 9 déc., 14:00 → 16:00')).toBeVisible();
    expect(within(side).getByText('Rose Petit · 75012')).toBeVisible();
    expect(within(side).getByText('Aide à domicile')).toBeVisible();
  });

  it('moves week by week from the Monday shown, and back to this week', async () => {
    renderAt();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    fireEvent.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    await waitFor(() => expect(lastBody()).toEqual({ debut: '2026-12-14', page: 1 }));
    expect(await screen.findByText('Semaine du lundi 14 décembre 2026')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Semaine précédente/ }));
    fireEvent.click(screen.getByRole('button', { name: /Semaine précédente/ }));
    await waitFor(() => expect(lastBody()).toEqual({ debut: '2026-11-30', page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Cette semaine' }));
    expect(await screen.findByText('Semaine du lundi 7 décembre 2026')).toBeVisible();
  });

  it('shows a summer-time change week on its days (planned times read as written)', async () => {
    // Sunday 29 March 2026, 01:30 UTC: still the week of Monday 23 March in Paris.
    vi.setSystemTime(new Date('2026-03-29T21:30:00Z'));
    answer = () =>
      weekAnswer([
        row({
          interventions: [
            intervention({
              id: 300,
              date_debut: '2026-03-29T08:00:00Z',
              date_fin: '2026-03-29T10:00:00Z',
            }),
            intervention({
              id: 301,
              date_debut: '2026-03-30T00:30:00Z',
              date_fin: '2026-03-30T01:30:00Z',
            }),
          ],
        }),
      ]);
    renderAt();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    // 21:30 UTC on Sunday 29 March is 23:30 in Paris (summer time): still that week.
    expect(lastBody()).toEqual({ debut: '2026-03-23', page: 1 });
    expect(within(cell('Sophie Durand', 'dim. 29 mars')).getByRole('group')).toHaveAccessibleName(
      'dimanche 29 mars 2026, 08:00 → 10:00, Lou Martin, Ménage',
    );
    fireEvent.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    await waitFor(() => expect(lastBody()).toEqual({ debut: '2026-03-30', page: 1 }));
    expect(
      await within(await screen.findByRole('table', { name: /30 mars/ })).findByRole('group', {
        name: /lundi 30 mars 2026, 00:30 → 01:30/,
      }),
    ).toBeInTheDocument();
  });

  it('sends the filters: service, agent, client and postal code, back to page 1', async () => {
    renderAt();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: '3' } });
    await waitFor(() => expect(lastBody()).toEqual({ debut: '2026-12-07', page: 1, skill_id: 3 }));
    fireEvent.change(screen.getByLabelText('Intervenant'), { target: { value: '22' } });
    await waitFor(() =>
      expect(lastBody()).toEqual({ debut: '2026-12-07', page: 1, skill_id: 3, agent_id: 22 }),
    );
    fireEvent.change(screen.getByLabelText('Client'), { target: { value: '5' } });
    await waitFor(() => expect(lastBody()).toMatchObject({ client_id: 5, agent_id: 22 }));
    fireEvent.change(screen.getByLabelText('Code postal'), { target: { value: '75011' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(lastBody()).toEqual({
        debut: '2026-12-07',
        page: 1,
        skill_id: 3,
        agent_id: 22,
        client_id: 5,
        code_postal: '75011',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(lastBody()).toEqual({ debut: '2026-12-07', page: 1 }));
  });

  it('pages the agents 50 at a time', async () => {
    answer = (body) => ({
      ...weekAnswer([sophie], 120),
      data: { items: [sophie], page: body.page, limit: 50, total: 120 },
    });
    renderAt();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(lastBody()).toEqual({ debut: '2026-12-07', page: 2 }));
  });

  it('keeps the missions to plan in the second tab', async () => {
    call.mockResolvedValue({ items: [], page: 1, limit: 20, total: 0 } as never);
    renderAt();
    await screen.findByRole('rowheader', { name: /Sophie Durand/ });
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Missions à planifier' }));
    expect(
      await screen.findByText('Aucune mission à planifier : chaque créneau a son intervenant.'),
    ).toBeVisible();
    expect(call.mock.calls[0]![0].name).toBe('listMissionsAPlanifier');
  });

  it('says when the board cannot load', async () => {
    request.mockRejectedValue(
      new ApiError(422, {
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'La semaine commence un lundi.' },
      }),
    );
    renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('La semaine commence un lundi.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
