import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/http.ts';
import { planningKeys } from '../api/keys.ts';
import type { Proposition } from '../api/proposer-planning.ts';
import { PlanningProposal, type ProposalFilters } from '../components/planning-proposal.tsx';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
}));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { body?: Record<string, unknown> }];
const bodiesOf = (name: string) =>
  (call.mock.calls as unknown as Call[])
    .filter(([route]) => route.name === name)
    .map(([, options]) => options.body);

const proposition: Proposition = {
  lignes: [
    {
      intervention_id: 200,
      client_id: 5,
      client_nom: 'Rose Petit',
      skill_id: 1,
      // Tuesday 8 December, 09:00–11:00 agency time: read as written, whatever the device's zone.
      date_debut: '2026-12-08T09:00:00Z',
      date_fin: '2026-12-08T11:00:00Z',
      candidat_id: 21,
      prenom: 'Sophie',
      nom: 'Durand',
      trajet_minutes: 12,
      raisons: ['connu de la famille', '12 min de trajet', '18 h / 24 h cette semaine'],
    },
    {
      intervention_id: 201,
      client_id: 6,
      client_nom: 'Paul Leroy',
      skill_id: 3,
      date_debut: '2026-12-09T14:00:00Z',
      date_fin: '2026-12-09T16:00:00Z',
      candidat_id: 22,
      prenom: 'Aminata',
      nom: 'Diallo',
      trajet_minutes: 88,
      raisons: ['préféré par la famille', '1 h 28 de trajet', '6 h / 10 h cette semaine'],
    },
  ],
  sans_agent: [
    {
      intervention_id: 202,
      client_nom: 'Lou Martin',
      date_debut: '2026-12-11T08:00:00Z',
      date_fin: '2026-12-11T09:30:00Z',
      raison: 'Aucun intervenant actif de ce service à moins de 20 km.',
    },
  ],
  statistiques: { a_pourvoir: 3, proposees: 2, trajet_total_minutes: 100, calcul_ms: 4.2 },
};

let applyAnswer: () => Promise<unknown>;

function renderProposal(filters: ProposalFilters = {}, debut = '2026-12-07') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The board's week, cached: applying must mark it to be read again.
  queryClient.setQueryData(planningKeys.semaine({ debut, page: 1 }), { agents: {}, aPourvoir: [] });
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <PlanningProposal debut={debut} filters={filters} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const rerender = (nextDebut: string) =>
    view.rerender(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <PlanningProposal debut={nextDebut} filters={filters} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  return { queryClient, rerender, boardKey: planningKeys.semaine({ debut, page: 1 }) };
}

const proposeButton = () =>
  screen.getByRole('button', { name: 'Proposer un planning pour la semaine' });
const linesList = () =>
  within(screen.getByRole('region', { name: /Intervenants proposés/ })).getByRole('list');

beforeEach(() => {
  call.mockReset();
  applyAnswer = () => Promise.resolve({ affectees: 2, ids: [200, 201] });
  call.mockImplementation(((route: { name: string }) =>
    route.name === 'proposerPlanningSemaine'
      ? Promise.resolve(proposition)
      : route.name === 'appliquerPropositionPlanning'
        ? applyAnswer()
        : Promise.reject(new Error(`unexpected call ${route.name}`))) as never);
});

describe('the proposal of the week (/admin/planning)', () => {
  it('asks for the week and filters only when the button is pressed, and lists each line', async () => {
    renderProposal({ skill_id: 1, code_postal: '75011' });
    expect(call).not.toHaveBeenCalled();

    fireEvent.click(proposeButton());

    expect(
      await screen.findByText('2 interventions sur 3 pourvues, 1 h 40 de trajet au total'),
    ).toBeVisible();
    expect(bodiesOf('proposerPlanningSemaine')).toEqual([
      { debut: '2026-12-07', skill_id: 1, code_postal: '75011' },
    ]);
    const items = within(linesList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Day and hours as the board writes them, client and service, agent, travel and reasons.
    expect(items[0]).toHaveTextContent('mar. 8 déc., 09:00 → 11:00');
    expect(items[0]).toHaveTextContent('Rose Petit · Ménage');
    expect(items[0]).toHaveTextContent('Proposé : Sophie Durand');
    expect(items[0]).toHaveTextContent(
      'connu de la famille · 12 min de trajet · 18 h / 24 h cette semaine',
    );
    expect(items[1]).toHaveTextContent('Proposé : Aminata Diallo');
    // Each line kept by default, its checkbox named for screen readers.
    const keep = screen.getByRole('checkbox', {
      name: 'Garder : mar. 8 déc., 09:00 → 11:00, Rose Petit, confiée à Sophie Durand',
    });
    expect(keep).toBeChecked();
    // The visit left without agent, with why.
    const without = screen.getByRole('region', { name: 'Sans intervenant (1)' });
    expect(without).toHaveTextContent('ven. 11 déc., 08:00 → 09:30 · Lou Martin');
    expect(without).toHaveTextContent('Aucun intervenant actif de ce service à moins de 20 km.');
    expect(screen.getByRole('button', { name: 'Appliquer les 2 lignes gardées' })).toBeEnabled();
  });

  it('applies only the lines kept, says so and has the board read again', async () => {
    const { queryClient, boardKey } = renderProposal();
    applyAnswer = () => Promise.resolve({ affectees: 1, ids: [201] });
    fireEvent.click(proposeButton());
    const sophie = await screen.findByRole('checkbox', { name: /Sophie Durand/ });

    fireEvent.click(sophie);
    expect(sophie).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer la ligne gardée' }));

    const done = await screen.findByText('1 intervention confiée : le tableau est à jour.');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(bodiesOf('appliquerPropositionPlanning')).toEqual([
      { lignes: [{ intervention_id: 201, candidat_id: 22 }] },
    ]);
    expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(true);
    // The proposal applied is put away; a new one is asked with the button.
    expect(screen.queryByRole('region', { name: /Intervenants proposés/ })).toBeNull();
  });

  it('cannot apply when no line is kept', async () => {
    renderProposal();
    fireEvent.click(proposeButton());
    for (const box of await screen.findAllByRole('checkbox', { name: /^Garder/ }))
      fireEvent.click(box);
    expect(screen.getByRole('button', { name: 'Appliquer les 0 lignes gardées' })).toBeDisabled();
  });

  it('shows a refusal in French, marks its line and keeps the list', async () => {
    const { queryClient, boardKey } = renderProposal();
    const message =
      "Sophie Durand ne peut pas prendre l'intervention du Mar. 08/12/2026 09:00 - 11:00 chez Rose Petit : une autre de ses interventions tombe déjà à ce moment. Aucune ligne n'a été appliquée : décochez cette ligne ou relancez la proposition.";
    applyAnswer = () =>
      Promise.reject(
        new ApiError(409, {
          success: false,
          error: { code: 'AGENT_BUSY', message, details: { intervention_id: 200 } },
        }),
      );
    fireEvent.click(proposeButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Appliquer les 2 lignes gardées' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const items = within(linesList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('data-refused', 'true');
    expect(items[0]).toHaveTextContent('Cette ligne ne peut plus être appliquée');
    expect(items[1]).not.toHaveAttribute('data-refused');
    expect(queryClient.getQueryState(boardKey)?.isInvalidated).toBe(false);
    // Dropping the line refused and applying again sends the other one only.
    fireEvent.click(screen.getByRole('checkbox', { name: /Sophie Durand/ }));
    applyAnswer = () => Promise.resolve({ affectees: 1, ids: [201] });
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer la ligne gardée' }));
    await waitFor(() =>
      expect(bodiesOf('appliquerPropositionPlanning').at(-1)).toEqual({
        lignes: [{ intervention_id: 201, candidat_id: 22 }],
      }),
    );
  });

  it('says when the week has nothing to fill, and puts a proposal away when the week changes', async () => {
    const { rerender } = renderProposal();
    fireEvent.click(proposeButton());
    expect(await screen.findByRole('region', { name: /Intervenants proposés/ })).toBeVisible();
    rerender('2026-12-14');
    expect(screen.queryByRole('region', { name: /Intervenants proposés/ })).toBeNull();

    call.mockImplementation((() =>
      Promise.resolve({
        lignes: [],
        sans_agent: [],
        statistiques: { a_pourvoir: 0, proposees: 0, trajet_total_minutes: 0, calcul_ms: 0 },
      })) as never);
    fireEvent.click(proposeButton());
    expect(
      await screen.findByText(
        'Aucune intervention à venir sans intervenant cette semaine (selon les filtres).',
      ),
    ).toBeVisible();
    expect(bodiesOf('proposerPlanningSemaine').at(-1)).toEqual({ debut: '2026-12-14' });
    expect(screen.queryByRole('button', { name: /Appliquer/ })).toBeNull();
  });

  it('shows why the proposal could not be computed', async () => {
    call.mockImplementation((() =>
      Promise.reject(
        new ApiError(400, {
          success: false,
          error: { code: 'VALIDATION_FAILED', message: 'La semaine commence un lundi.' },
        }),
      )) as never);
    renderProposal();
    fireEvent.click(proposeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('La semaine commence un lundi.');
  });
});
