import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { callEndpoint, http } from '../../../../lib/api-client.ts';
import type {
  PlanningAgentRow,
  PlanningAPourvoir,
  PlanningIntervention,
} from '../api/get-planning-semaine.ts';
import { PlanningViews } from '../components/planning-views.tsx';

/*
 * The board's fixtures for the tests of moves and views (the week of Monday 7 December 2026).
 * Planned times are the agency's wall clock written as UTC.
 */

export const BOARD_PATH = '/api/planning/semaine';

/*
 * What the board asked for, in the test files that mock lib/api-client.ts (vi.mock with
 * `callEndpoint: vi.fn()` and `http: { request: vi.fn() }`): the week's requests go through
 * http.request (BOARD_PATH), the moves through callEndpoint.
 */
export type RequestCall = [string, string, { body?: Record<string, unknown> }];

/** The bodies of the board's week requests, oldest first. */
export const boardBodies = () =>
  (vi.mocked(http.request).mock.calls as unknown as RequestCall[])
    .filter(([, path]) => path === BOARD_PATH)
    .map(([, , options]) => options.body);

/** The body of the board's latest week request. */
export const lastBoardBody = () => boardBodies().at(-1);

/** The bodies of the moves sent (deplacerIntervention), oldest first. */
export const moveBodies = () =>
  vi
    .mocked(callEndpoint)
    .mock.calls.filter(([route]) => route.name === 'deplacerIntervention')
    .map(([, options]) => options?.body);

export function intervention(over: Partial<PlanningIntervention>): PlanningIntervention {
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
    forcage: null,
    ...over,
  };
}

export function row(over: Partial<PlanningAgentRow>): PlanningAgentRow {
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

/** Sophie Durand: Tuesday 8 December 09:00–12:00 at Lou Martin's (a mission's slot). */
export const sophie = row({ interventions: [intervention({ id: 100 })] });
/** Aminata Diallo: a one-off visit on Monday, hours outside her availability on Tuesday. */
export const aminata = row({
  candidat_id: 22,
  prenom: 'Aminata',
  nom: 'Diallo',
  heures_contrat_hebdo: 10,
  minutes_planifiees: 2 * 60,
  indisponibilites: [
    { debut: '2026-12-08T00:00:00Z', fin: '2026-12-08T08:30:00Z', type: 'indisponibilite' },
  ],
  interventions: [
    intervention({
      id: 102,
      mission_id: null,
      client_id: 4,
      client_nom: 'Paul Leroy',
      date_debut: '2026-12-07T10:00:00Z',
      date_fin: '2026-12-07T12:00:00Z',
    }),
  ],
});

/** Rose Petit's unstaffed visit, Wednesday 14:00–16:00, of a mission; and a one-off on Tuesday. */
export const aPourvoir: PlanningAPourvoir[] = [
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
  {
    id: 201,
    mission_id: null,
    client_id: 3,
    client_nom: 'Lou Martin',
    code_postal: '75011',
    skill_id: 1,
    date_debut: '2026-12-08T15:00:00Z',
    date_fin: '2026-12-08T17:00:00Z',
  },
];

export const weekAnswer = (
  items: PlanningAgentRow[],
  unstaffed: PlanningAPourvoir[] = aPourvoir,
) => ({
  success: true,
  data: { items, page: 1, limit: 50, total: items.length },
  debut: '2026-12-07',
  fin: '2026-12-13',
  a_pourvoir: unstaffed,
});

let location = '';
function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}
/** The address the board is at now (its view is kept in the search params). */
export const currentLocation = () => location;

export function renderBoard(url = '/admin/planning') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <LocationProbe />
          <Routes>
            <Route path="/admin/planning" element={<PlanningViews />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
