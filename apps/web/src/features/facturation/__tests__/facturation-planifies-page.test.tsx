import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { decryptPathId, encryptPathId } from '../../../lib/path-id.ts';
import { renderPagesAt, ReturnToLogin } from '../../../test/render-pages.tsx';
import { scenario as scenarioFixture } from '../../../test/scenarios.ts';
import { makeUser } from '../../../test/tokens.ts';
import type { ScenarioFacturation } from '../api/get-scenario-facturation.ts';
import { acceptedOnly, type AcceptedScenario } from '../api/list-accepted-scenarios.ts';
import { FacturationPlanifiesPage } from '../pages/facturation-planifies-page.tsx';
import { formatMonth } from '../text.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { params?: Record<string, string>; query?: object; body?: object }];
const calls = () => call.mock.calls as unknown as Call[];
const names = () => calls().map(([route]) => route.name);

function renderAt(url: string) {
  renderPagesAt(url, {
    '/facturation-planifies-modal': <FacturationPlanifiesPage />,
    '/auth/login': <ReturnToLogin />,
  });
}

function signIn(clientId = 3) {
  localStorage.setItem('token', 'jeton');
  localStorage.setItem('user', JSON.stringify(makeUser({ client_id: clientId })));
}

const scenario = (patch: Partial<AcceptedScenario>): AcceptedScenario =>
  scenarioFixture({ statut: 'accepte', ...patch }) as AcceptedScenario;

const billing: ScenarioFacturation = {
  scenario_id: 5,
  statut: 'accepte',
  client_besoin_skill_id: 1,
  is_ponctuel: false,
  date_debut: '2026-03-02',
  date_fin: '2026-04-29',
  prix_horaire_ttc: 24,
  prix_horaire_weekend_ttc: 30,
  mois: [
    {
      mois: '2026-03',
      nb_interventions: 5,
      nb_heures: 17.5,
      nb_heures_weekend: 0,
      montant_ttc: 420,
      credit_impot_ttc: 210,
      reste_a_charge_ttc: 210,
    },
    {
      mois: '2026-04',
      nb_interventions: 5,
      nb_heures: 14,
      nb_heures_weekend: 3.5,
      montant_ttc: 1441.5,
      credit_impot_ttc: 720.75,
      reste_a_charge_ttc: 720.75,
    },
  ],
  total_ttc: 1861.5,
  total_reste_a_charge_ttc: 930.75,
};

/** The API: the client's proposals, and the billing of proposal 5 (or 6). */
function answer(list: AcceptedScenario[]) {
  call.mockImplementation(((route: { name: string }, options: { params: { id: string } }) => {
    if (route.name === 'listClientScenarios') return Promise.resolve(list);
    if (route.name === 'getScenarioFacturation') {
      const id = decryptPathId(options.params.id);
      return Promise.resolve({ ...billing, scenario_id: id, total_ttc: id === 6 ? 99 : 1861.5 });
    }
    return Promise.reject(new Error(`unexpected ${route.name}`));
  }) as never);
}

const euros = (text: string) => text.replace(/\s/g, ' ');

beforeEach(() => {
  call.mockReset();
});
afterEach(() => localStorage.clear());

describe('facturation-planifies-modal, signed in', () => {
  it('shows the accepted proposal’s billing month by month, in French, after two requests', async () => {
    signIn();
    answer([
      scenario({ id: 4, statut: 'refuse', created_at: '2026-02-25T10:00:00Z' }),
      scenario({ id: 5 }),
    ]);
    renderAt('/facturation-planifies-modal');
    const table = await screen.findByRole('table', { name: 'Montants mois par mois' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4); // head, March, April, total
    expect(euros(rows[1]!.textContent ?? '')).toContain('mars 2026');
    expect(euros(rows[1]!.textContent ?? '')).toContain('17,5 h');
    expect(euros(rows[1]!.textContent ?? '')).toContain('420,00 €');
    expect(euros(rows[2]!.textContent ?? '')).toContain('avril 2026');
    expect(euros(rows[2]!.textContent ?? '')).toContain('3,5 h');
    expect(euros(rows[2]!.textContent ?? '')).toContain('1 441,50 €');
    expect(euros(rows[2]!.textContent ?? '')).toContain('720,75 €');
    expect(euros(rows[3]!.textContent ?? '')).toMatch(/Total.*10.*31,5 h.*3,5 h.*1 861,50 €/);
    expect(euros(document.body.textContent ?? '')).toContain('Total : 1 861,50 € TTC');
    expect(euros(document.body.textContent ?? '')).toContain(
      'Après crédit d’impôt de 50 % : 930,75 €',
    );
    expect(screen.getByText('Interventions du 02/03/2026 au 29/04/2026')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Entretien du domicile et repassage' }),
    ).toBeInTheDocument();

    // The accepted one (5), not the refused one; the client's id as the session's, never again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(names()).toEqual(['listClientScenarios', 'getScenarioFacturation']);
    expect(decryptPathId(calls()[0]![1].params?.id)).toBe(3);
    expect(calls()[0]![1].query).toBeUndefined();
    expect(decryptPathId(calls()[1]![1].params?.id)).toBe(5);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says there is nothing yet when no proposal was accepted, and asks no billing', async () => {
    signIn();
    answer([scenario({ statut: 'propose' })]);
    renderAt('/facturation-planifies-modal');
    expect(
      await screen.findByText(
        'Aucune facturation planifiée : vous n’avez pas encore accepté de proposition de planning.',
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(names()).toEqual(['listClientScenarios']);
  });

  it('lets the client choose among several accepted proposals, one request per choice', async () => {
    signIn();
    answer([
      scenario({ id: 5, created_at: '2026-02-20T10:00:00Z' }),
      scenario({ id: 6, titre: 'Proposition B', created_at: '2026-02-27T10:00:00Z' }),
    ]);
    renderAt('/facturation-planifies-modal');
    const select = await screen.findByRole('combobox', { name: 'Proposition acceptée' });
    // The newest first.
    expect(select).toHaveValue('6');
    expect(await screen.findByText(/Total : 99,00/)).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '5' } });
    expect(await screen.findByText(/Total : 1\s861,50/)).toBeInTheDocument();
    expect(names()).toEqual([
      'listClientScenarios',
      'getScenarioFacturation',
      'getScenarioFacturation',
    ]);
  });

  it('opens the proposal named by ?scenario= directly, in one request', async () => {
    signIn();
    answer([]);
    renderAt(`/facturation-planifies-modal?scenario=${encryptPathId(5)}`);
    expect(await screen.findByRole('table', { name: 'Montants mois par mois' })).toBeVisible();
    expect(names()).toEqual(['getScenarioFacturation']);
  });

  it('explains a refusal of the billing once, with a way to try again', async () => {
    signIn();
    call.mockImplementation(((route: { name: string }) =>
      route.name === 'listClientScenarios'
        ? Promise.resolve([scenario({})])
        : Promise.reject(
            new ApiError(403, { success: false, error: { code: 'FORBIDDEN', message: 'Non' } }),
          )) as never);
    renderAt('/facturation-planifies-modal');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ces informations ne sont pas accessibles depuis votre compte.',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(names()).toEqual(['listClientScenarios', 'getScenarioFacturation']);
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
  });
});

describe('facturation-planifies-modal, from a signed link only', () => {
  it('asks nothing, says the link alone no longer opens amounts, and offers to sign in', async () => {
    const link = `/facturation-planifies-modal?client=${encryptPathId(3)}&token=1.sig`;
    renderAt(link);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ce lien n’est plus valable.');
    expect(alert).toHaveTextContent('connectez-vous à votre espace client');
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Me connecter pour voir ma facturation' }));
    // Signing in brings the client back to the same link.
    expect(await screen.findByText(`Connexion, retour vers ${link}`)).toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });

  it('asks nothing for a link whose client is not one of ours', async () => {
    renderAt('/facturation-planifies-modal?client=abc&token=123.sig');
    expect(
      await screen.findByText(/Ouvrez cet écran depuis le lien reçu par e-mail/),
    ).toBeInTheDocument();
    // One outcome only (the e2e budget spec looks for this text or an alert, not both).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });
});

describe('the accepted proposals and the months', () => {
  it('keeps the accepted proposals only, the newest first', () => {
    const list = [
      scenario({ id: 1, created_at: '2026-01-01T00:00:00Z' }),
      scenario({ id: 2, statut: 'propose' }),
      scenario({ id: 3, created_at: '2026-02-01T00:00:00Z' }),
      scenario({ id: 4, statut: 'expire' }),
    ];
    expect(acceptedOnly(list).map((s) => s.id)).toEqual([3, 1]);
  });

  it('writes a month in French', () => {
    expect(formatMonth('2026-03')).toBe('mars 2026');
    expect(formatMonth('2026-12')).toBe('décembre 2026');
    expect(formatMonth('mars')).toBe('mars');
  });
});
