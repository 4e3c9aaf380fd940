import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from './render-pages.tsx';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint, http } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/http.ts';
import { decryptPathId, encryptPathId } from '../../../../lib/path-id.ts';
import { AdminScenariosPage } from '../admin-scenarios-page.tsx';
import type { ClientAgentDispo } from '../../../../features/admin/scenarios/api/list-client-agents-dispos.ts';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
const call = vi.mocked(callEndpoint);
const request = vi.mocked(http.request);

type Call = [{ name: string }, { params?: Record<string, string>; body?: Record<string, unknown> }];
const calls = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

const CLIENT_ID = 3;
let sentList: unknown[] = [];

const agent = (id: number, prenom: string, nom: string, over: Partial<ClientAgentDispo> = {}) =>
  ({
    candidat: { id, prenom, nom, note_moyenne: 4.2 },
    distance_km: 3.2,
    nb_creneaux_demandes: 1,
    nb_creneaux_disponibles: 1,
    is_disponible_tous_creneaux: true,
    nb_heures_planifiees_semaine: 0,
    ...over,
  }) as unknown as ClientAgentDispo;

function answer(name: string): unknown {
  switch (name) {
    case 'getClient':
      return { id: CLIENT_ID, civilite: 'Mme', prenom: 'Lou', nom: 'Martin' };
    case 'listClientAgentsDispos':
      return [
        agent(21, 'Sophie', 'Durand', { nb_interventions_chez_client: 2 }),
        agent(22, 'Paul', 'Leroy', { distance_km: 8 }),
      ];
    case 'listClientScenariosAdmin':
      return sentList;
    default:
      throw new Error(`unexpected call ${name}`);
  }
}

function renderAt(url: string) {
  renderPages(url, { '/admin/scenarios/nouveau': <AdminScenariosPage /> });
}

const url = `/admin/scenarios/nouveau?client=${encodeURIComponent(encryptPathId(CLIENT_ID))}`;
const change = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const proposal = (n: number) => screen.getByRole('region', { name: `Proposition ${n}` });

beforeEach(() => {
  sentList = [];
  call.mockReset();
  request.mockReset();
  call.mockImplementation((route) => Promise.resolve(answer(route.name) as never));
});

describe('scenario proposals (/admin/scenarios/nouveau)', () => {
  it('composes two proposals with an agent each and sends them in one call', async () => {
    request.mockResolvedValue({
      success: true,
      data: [{ id: 1 }, { id: 2 }],
      envoi: { email: 'lou@exemple.fr', expires_at: '2026-12-07T10:00:00Z' },
    });
    renderAt(url);
    expect(await screen.findByText('Pour Mme Lou Martin')).toBeInTheDocument();
    change(screen.getByRole('combobox', { name: /^Prestation/ }), '1');
    fireEvent.change(screen.getByLabelText(/Premier jour/), { target: { value: '2026-12-01' } });

    // Agents are asked only when the operator searches, for the proposal's slots.
    expect(calls('listClientAgentsDispos')).toHaveLength(0);
    fireEvent.click(within(proposal(1)).getByRole('button', { name: /Chercher les intervenants/ }));
    await waitFor(() => expect(calls('listClientAgentsDispos')).toHaveLength(1));
    const [, search] = calls('listClientAgentsDispos')[0]!;
    expect(decryptPathId(search.params!.id)).toBe(CLIENT_ID);
    expect(search.body).toEqual({
      client_besoin_skill_id: 1,
      distanceKM: 20,
      horaires: [{ day: 1, start_time: '09:00', end_time: '12:00' }],
      date_debut: '2026-12-01',
    });
    const agent1 = within(proposal(1)).getByRole('combobox', { name: /Intervenant proposé/ });
    await waitFor(() => expect(agent1).toBeEnabled());
    expect(
      within(agent1).getByRole('option', { name: /Sophie Durand — connu du client/ }),
    ).toBeInTheDocument();
    change(agent1, '21');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une proposition' }));
    const second = proposal(2);
    change(within(second).getByRole('combobox', { name: 'Fin' }), '11:00');
    fireEvent.click(within(second).getByRole('button', { name: /Chercher les intervenants/ }));
    const agent2 = within(second).getByRole('combobox', { name: /Intervenant proposé/ });
    await waitFor(() => expect(agent2).toBeEnabled());
    change(agent2, '22');

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer les propositions au client' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    const [method, path, options] = request.mock.calls[0]!;
    expect([method, path]).toEqual(['POST', '/api/scenarios/create']);
    expect(options).toEqual({
      body: {
        client_id: CLIENT_ID,
        client_besoin_skill_id: 1,
        is_ponctuel: false,
        date_debut: '2026-12-01',
        date_fin: null,
        propositions: [
          {
            titre: 'Proposition A',
            description: null,
            candidat_id: 21,
            horaires: [{ day: 1, time_debut: '09:00', time_fin: '12:00' }],
            creneaux: [],
          },
          {
            titre: 'Proposition B',
            description: null,
            candidat_id: 22,
            horaires: [{ day: 1, time_debut: '09:00', time_fin: '11:00' }],
            creneaux: [],
          },
        ],
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 propositions envoyées : le client a reçu le lien par e-mail. Envoyé à lou@exemple.fr',
    );
  });

  it('sends nothing without an agent, and offers three proposals at most', async () => {
    renderAt(url);
    await screen.findByText('Pour Mme Lou Martin');
    change(screen.getByRole('combobox', { name: /^Prestation/ }), '2');
    fireEvent.change(screen.getByLabelText(/Premier jour/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer les propositions au client' }));
    expect(
      await screen.findByText('Choisissez l’intervenant de cette proposition.'),
    ).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une proposition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une proposition' }));
    expect(screen.getByRole('region', { name: 'Proposition 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter une proposition' })).toBeNull();
    expect(screen.getByText('Trois propositions au plus.')).toBeInTheDocument();
  });

  it('lists the proposals already sent with their status', async () => {
    sentList = [
      {
        id: 5,
        titre: 'Proposition A',
        client_besoin_skill_id: 1,
        agent: { prenom: 'Sophie', nom_initiale: 'D.' },
        statut: 'accepte',
        created_at: '2026-11-20T10:00:00Z',
      },
    ];
    renderAt(url);
    const sent = await screen.findByRole('region', { name: 'Propositions déjà envoyées' });
    expect(within(sent).getByText('Proposition A')).toBeInTheDocument();
    expect(within(sent).getByText('Accepté')).toBeInTheDocument();
    expect(within(sent).getByText(/Sophie D\. · envoyée le 20\/11\/2026/)).toBeInTheDocument();
  });

  it('shows the API’s refusal in French', async () => {
    request.mockRejectedValue(
      new ApiError(409, {
        success: false,
        error: { code: 'AGENT_ON_LEAVE', message: 'Sophie Durand est en congé à ces dates.' },
      }),
    );
    renderAt(url);
    await screen.findByText('Pour Mme Lou Martin');
    change(screen.getByRole('combobox', { name: /^Prestation/ }), '1');
    fireEvent.change(screen.getByLabelText(/Premier jour/), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: /Chercher les intervenants/ }));
    const select = screen.getByRole('combobox', { name: /Intervenant proposé/ });
    await waitFor(() => expect(select).toBeEnabled());
    change(select, '21');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer les propositions au client' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sophie Durand est en congé à ces dates.',
    );
  });
});
