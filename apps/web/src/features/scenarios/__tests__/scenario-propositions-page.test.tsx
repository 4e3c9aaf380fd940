import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { renderPagesAt, ReturnToLogin } from '../../../test/render-pages.tsx';
import { scenario as fixture } from '../../../test/scenarios.ts';
import { makeUser } from '../../../test/tokens.ts';
import type { Scenario } from '../api/list-client-scenarios.ts';
import { ScenarioPropositionsPage } from '../pages/scenario-propositions-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
const call = vi.mocked(callEndpoint);

const scenario = fixture({
  agent: {
    id: 2,
    prenom: 'Sophie',
    nom_initiale: 'L.',
    profile_photo_path: null,
    note_moyenne: 4.5,
    nb_avis: 3,
  },
}) as Scenario;

type Call = [{ name: string }, { params?: Record<string, string>; query?: object; body?: object }];
const calls = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

function renderAt(url: string) {
  renderPagesAt(url, {
    '/scenario-propositions': <ScenarioPropositionsPage />,
    '/auth/login': <ReturnToLogin />,
  });
}

beforeEach(() => {
  call.mockReset();
  call.mockImplementation((route) =>
    Promise.resolve((route.name === 'listClientScenarios' ? [scenario] : []) as never),
  );
});
afterEach(() => localStorage.clear());

describe('scenario-propositions', () => {
  it('reads the proposals of the signed link and shows their schedule in French', async () => {
    renderAt('/scenario-propositions?client=abc&token=123.sig');
    expect(await screen.findByRole('heading', { name: 'Proposition A' })).toBeInTheDocument();
    expect(calls('listClientScenarios')[0]?.[1]).toEqual({
      params: { id: 'abc' },
      query: { token: '123.sig' },
    });
    expect(screen.getByText('Mer. 14:00 - 17:30')).toBeInTheDocument();
    expect(screen.getByText('Intervenant proposé : Sophie L.')).toBeInTheDocument();
    // Accepting needs a signed-in client: the public link leads to the sign-in.
    expect(screen.getByRole('button', { name: 'Se connecter pour accepter' })).toBeInTheDocument();
  });

  it('lets a signed-in client accept a proposal', async () => {
    localStorage.setItem('token', 'jeton');
    renderAt('/scenario-propositions?client=abc&token=123.sig');
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter cette proposition' }));
    await waitFor(() => expect(calls('createInterventionsFromScenario')).toHaveLength(1));
    expect(calls('createInterventionsFromScenario')[0]?.[1]).toEqual({ body: { scenario_id: 5 } });
    expect(await screen.findByRole('status')).toHaveTextContent('Proposition acceptée');
    // Its planned billing is one link away, naming this proposal.
    const link = screen.getByRole('link', {
      name: 'Voir la facturation planifiée de cette proposition',
    });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/facturation-planifies-modal');
    expect(decryptPathId(url.searchParams.get('scenario'))).toBe(5);
  });

  it('offers no billing link for a proposal not accepted', async () => {
    renderAt('/scenario-propositions?client=abc&token=123.sig');
    expect(await screen.findByRole('heading', { name: 'Proposition A' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /facturation planifiée/ })).not.toBeInTheDocument();
  });

  it('signing in to accept comes back to the same proposals', async () => {
    renderAt('/scenario-propositions?client=abc&token=123.sig');
    fireEvent.click(await screen.findByRole('button', { name: 'Se connecter pour accepter' }));
    expect(
      await screen.findByText(
        'Connexion, retour vers /scenario-propositions?client=abc&token=123.sig',
      ),
    ).toBeInTheDocument();
  });

  it('explains a link that is no longer valid, after one request', async () => {
    call.mockRejectedValue(
      new ApiError(403, { success: false, error: { code: 'FORBIDDEN', message: 'Interdit' } }),
    );
    renderAt('/scenario-propositions?client=abc&token=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable.');
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    expect(calls('listClientScenarios')).toHaveLength(1);
  });

  it('says in French that the data cannot be loaded when the server fails', async () => {
    call.mockRejectedValue(
      new ApiError(500, { success: false, error: { code: 'INTERNAL', message: 'Erreur' } }),
    );
    renderAt('/scenario-propositions?client=abc&token=123.sig');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ces informations ne peuvent pas être chargées pour le moment.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(calls('listClientScenarios')).toHaveLength(2));
  });

  it('asks once for the signed-in client’s proposals, however often the screen renders', async () => {
    localStorage.setItem('token', 'jeton');
    localStorage.setItem('user', JSON.stringify(makeUser({ client_id: 3 })));
    renderAt('/scenario-propositions');
    expect(await screen.findByRole('heading', { name: 'Proposition A' })).toBeInTheDocument();
    // Before the fix each render encrypted the id anew (new query key) and asked again, forever.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls('listClientScenarios')).toHaveLength(1);
    const id = calls('listClientScenarios')[0]?.[1].params?.id;
    expect(decryptPathId(id)).toBe(3);
    expect(calls('listClientScenarios')[0]?.[1]).not.toHaveProperty('query');
  });
});
