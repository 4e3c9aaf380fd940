import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPages } from './render-pages.tsx';
import type * as ApiClient from '../../../../lib/api-client.ts';
import { callEndpoint, http } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/http.ts';
import { decryptPathId, encryptPathId } from '../../../../lib/path-id.ts';
import { AdminPlanningPage } from '../admin-planning-page.tsx';
import type { PlanningMission } from '../../../../features/admin/planning/api/get-mission.ts';
import type { AgentDispo } from '../../../../features/admin/planning/api/list-mission-agents-dispos.ts';
import type { MissionAPlanifier } from '../../../../features/admin/planning/api/list-missions-a-planifier.ts';

vi.mock('../../../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  callEndpoint: vi.fn(),
  http: { request: vi.fn() },
}));
vi.mock('../../../../lib/toast.ts', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
const call = vi.mocked(callEndpoint);
const request = vi.mocked(http.request);

type Call = [{ name: string }, { params?: Record<string, string>; body?: Record<string, unknown> }];
const calls = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

const MISSION_ID = 8;
const AGENT_ID = 21;

const mission = {
  id: MISSION_ID,
  client_id: 3,
  mutuelle_id: null,
  mutuelle: null,
  is_ponctuel: false,
  client_besoin_skill_id: 1,
  devis_id: 40,
  statut: 'active',
  date_debut: '2026-11-01',
  date_fin: '2027-01-31',
  nb_heures_total: null,
  nb_heures_consommees: null,
  nb_minutes_a_planifier: null,
  reference: null,
  description: null,
  nb_interventions: 0,
  nb_interventions_sans_agent: 0,
  interventions: [],
  horaires_recurents: [
    // Friday: meets Christmas and New Year's Day before the end of January.
    { id: 11, mission_id: MISSION_ID, day: 5, start_time: '09:00', end_time: '12:00', agent: null },
    {
      id: 12,
      mission_id: MISSION_ID,
      day: 2,
      start_time: '14:00',
      end_time: '16:00',
      agent: {
        id: 30,
        prenom: 'Marc',
        nom_initiale: 'B.',
        profile_photo_path: null,
        note_moyenne: null,
        nb_avis: 0,
      },
    },
  ],
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
} as unknown as PlanningMission;

const aPlanifier = {
  ...mission,
  client: {
    id: 3,
    civilite: 'Mme',
    nom: 'Martin',
    prenom: 'Lou',
    mobile: null,
    adresse: '3 rue Haute',
    codep: '75011',
    ville: 'Paris',
    country: 'France',
    lat: 48.85,
    lng: 2.37,
    informations_acces: null,
  },
  nb_horaires_sans_agent: 1,
} as unknown as MissionAPlanifier;

function agent(
  id: number,
  prenom: string,
  nom: string,
  over: Partial<AgentDispo> = {},
): AgentDispo {
  return {
    candidat: {
      id,
      civilite: 'Mme',
      nom,
      prenom,
      email: `${prenom.toLowerCase()}@exemple.fr`,
      mobile: null,
      codep: '75011',
      ville: 'Paris',
      statut_id: 5,
      statut: 'Actif',
      is_active: true,
      services: [1],
      note_moyenne: 4.2,
      created_at: '2026-01-01T08:00:00Z',
    },
    distance_km: 3.2,
    nb_creneaux_demandes: 1,
    nb_creneaux_disponibles: 1,
    is_disponible_tous_creneaux: true,
    nb_heures_planifiees_semaine: 10,
    ...over,
  } as AgentDispo;
}

const agents = [
  agent(AGENT_ID, 'Sophie', 'Durand', {
    nb_interventions_chez_client: 2,
    note_client: 4.5,
    raisons: [
      'Déjà intervenu(e) chez ce client (2 interventions)',
      'Noté(e) 4,5/5 par ce client',
      'À 3,2 km du client',
    ],
  }),
  agent(22, 'Paul', 'Leroy', { distance_km: 8 }),
];

function answer(name: string): unknown {
  switch (name) {
    case 'listMissionsAPlanifier':
      return { items: [aPlanifier], page: 1, limit: 20, total: 1 };
    case 'getMission':
      return mission;
    case 'getClient':
      return { id: 3, civilite: 'Mme', prenom: 'Lou', nom: 'Martin' };
    default:
      throw new Error(`unexpected call ${name}`);
  }
}

function renderAt(url: string) {
  renderPages(url, { '/admin/planning': <AdminPlanningPage /> });
}

const missionUrl = `/admin/planning?mission=${encodeURIComponent(encryptPathId(MISSION_ID))}`;

const DISPOS_PATH = '/api/missions/agents-dispos/';
type RequestCall = [string, string, { body?: Record<string, unknown> }];
const requestCalls = () => request.mock.calls as unknown as RequestCall[];
/** The agents search (its envelope carries `recherche` beside `data`). */
const disposCalls = () => requestCalls().filter(([, path]) => path.startsWith(DISPOS_PATH));
const planifierCalls = () => requestCalls().filter(([, path]) => !path.startsWith(DISPOS_PATH));
const found = (list: AgentDispo[], nbRayon = list.length) => ({
  success: true,
  data: list,
  recherche: { nb_intervenants_rayon: nbRayon, nb_intervenants_disponibles: list.length },
});

/** Answers the agents search with `dispos` and the planning call with `planifier`. */
function answerRequests(
  planifier: () => Promise<unknown> = () => Promise.reject(new Error('unexpected call')),
  dispos: unknown = found(agents),
) {
  request.mockImplementation(((_method: string, path: string) =>
    path.startsWith(DISPOS_PATH) ? Promise.resolve(dispos) : planifier()) as never);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  call.mockReset();
  request.mockReset();
  call.mockImplementation((route) => Promise.resolve(answer(route.name) as never));
  answerRequests();
});
afterEach(() => vi.useRealTimers());

describe('planning (/admin/planning)', () => {
  it('lists the missions with slots left to plan and links to each', async () => {
    // The second tab of the page (the week board is the first).
    renderAt('/admin/planning?vue=missions');
    expect(await screen.findByText('Mme Lou Martin · Paris')).toBeInTheDocument();
    expect(screen.getByText('1 créneau sans intervenant')).toBeInTheDocument();
    expect(calls('listMissionsAPlanifier')[0]![1].body).toEqual({ page: 1 });
    const link = screen.getByRole('link', { name: /Planifier la mission/ });
    const target = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(decryptPathId(target.searchParams.get('mission'))).toBe(MISSION_ID);
  });

  it('shows the ranked agents with why, and the holidays the slots meet', async () => {
    renderAt(missionUrl);
    expect(await screen.findByText('Sophie Durand')).toBeInTheDocument();
    // In the API's order: the agent the client knows and rated well first.
    expect(
      screen.getAllByRole('button', { name: /^Planifier avec/ }).map((b) => b.textContent),
    ).toEqual(['Planifier avec Sophie Durand', 'Planifier avec Paul Leroy']);
    expect(screen.getByText('Connu du client')).toBeInTheDocument();
    const sophie = screen.getByRole('list', { name: 'Pourquoi Sophie Durand' });
    expect(
      within(sophie).getByText('Déjà intervenu(e) chez ce client (2 interventions)'),
    ).toBeInTheDocument();
    expect(within(sophie).getByText('Noté(e) 4,5/5 par ce client')).toBeInTheDocument();
    // Without reasons from the API, its figures say why.
    const paul = screen.getByRole('list', { name: 'Pourquoi Paul Leroy' });
    expect(within(paul).getByText('À 8 km')).toBeInTheDocument();
    expect(within(paul).getByText('Note 4,2/5')).toBeInTheDocument();

    const [method, path, options] = disposCalls()[0]!;
    expect(method).toBe('POST');
    expect(decryptPathId(decodeURIComponent(path.slice(DISPOS_PATH.length)))).toBe(MISSION_ID);
    expect(options.body).toEqual({ distanceKM: 20, date_debut: '2026-11-23' });

    // Only the slot without an agent is ticked; the Friday meets two holidays by the mission's end.
    expect(
      screen.getByRole('checkbox', { name: /Ven\. 09:00 – 12:00 · sans intervenant/ }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: /Mar\. 14:00 – 16:00 · tenu par Marc B\./ }),
    ).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Fin de la mission/ }));
    expect(screen.getByText('25/12/2026 (Jour de Noël)')).toBeInTheDocument();
    expect(screen.getByText('01/01/2027 (1er janvier)')).toBeInTheDocument();
  });

  it('offers to publish a job post for the mission when nobody lives in the radius', async () => {
    answerRequests(undefined, found([], 0));
    renderAt(missionUrl);
    expect(
      await screen.findByText(
        'Aucun intervenant de ce service dans ce rayon : élargissez la recherche.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/tous occupés/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Publier une annonce pour cette mission' });
    expect(link).toHaveAttribute('href', `/admin/annonces?mission=${MISSION_ID}`);
  });

  it('says when the agents of the radius are all taken on these slots', async () => {
    answerRequests(undefined, found([], 3));
    renderAt(missionUrl);
    expect(
      await screen.findByText(
        '3 intervenants dans ce rayon, tous occupés ou indisponibles sur ces créneaux : choisissez d’autres créneaux ou élargissez la recherche.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Aucun intervenant de ce service/)).toBeNull();
  });

  it('plans the mission with the chosen agent and tells what was done', async () => {
    answerRequests(() =>
      Promise.resolve({
        success: true,
        data: Array.from({ length: 8 }, (_, i) => ({ id: 100 + i })),
        planification: {
          date_debut: '2026-11-23',
          date_fin: '2027-01-31',
          jours_feries: [{ date: '2026-12-25', nom: 'Jour de Noël', conserve: false }],
          nb_minutes_planifiees: 1440,
          nb_minutes_a_planifier: 0,
        },
      }),
    );
    renderAt(missionUrl);
    fireEvent.click(await screen.findByRole('radio', { name: /Fin de la mission/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Planifier avec Sophie Durand' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '8 interventions créées avec Sophie Durand.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Jours fériés sans intervention : 25/12/2026 (Jour de Noël)',
    );
    expect(planifierCalls()).toHaveLength(1);
    const [method, path, options] = planifierCalls()[0]!;
    expect(method).toBe('POST');
    const [, , , , missionPart, agentPart] = path.split('/');
    expect(path.startsWith('/api/missions/create-interventions-for-mission/')).toBe(true);
    expect(decryptPathId(decodeURIComponent(missionPart!))).toBe(MISSION_ID);
    expect(decryptPathId(decodeURIComponent(agentPart!))).toBe(AGENT_ID);
    expect(options).toEqual({
      body: {
        date_debut: '2026-11-23',
        date_fin: '2027-01-31',
        horaire_recurent_ids: [11],
        jours_feries: 'ignorer',
      },
    });
    // The mission and the agents are read again.
    await waitFor(() => expect(calls('getMission').length).toBeGreaterThan(1));
  });

  it('shows the API’s refusal in French and creates nothing more', async () => {
    answerRequests(() =>
      Promise.reject(
        new ApiError(409, {
          success: false,
          error: {
            code: 'AGENT_ON_LEAVE',
            message: 'Sophie Durand est en congé le 25/12/2026 : choisissez un autre intervenant.',
          },
        }),
      ),
    );
    renderAt(missionUrl);
    fireEvent.click(await screen.findByRole('button', { name: 'Planifier avec Sophie Durand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sophie Durand est en congé le 25/12/2026 : choisissez un autre intervenant.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('plans a one-off mission: its interventions without an agent, no weekly slot', async () => {
    const oneOff = {
      ...mission,
      is_ponctuel: true,
      date_fin: '2026-12-05',
      horaires_recurents: [],
      interventions: [
        {
          id: 70,
          candidat_id: null,
          statut: 'planifiee',
          date_debut: '2026-12-05T09:00:00Z',
          date_fin: '2026-12-05T12:00:00Z',
        },
      ],
    };
    call.mockImplementation((route) =>
      Promise.resolve((route.name === 'getMission' ? oneOff : answer(route.name)) as never),
    );
    answerRequests(() => Promise.resolve({ success: true, data: [{ id: 70 }] }));
    renderAt(missionUrl);
    expect(await screen.findByText('Sam. 05/12/2026 09:00 - 12:00')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Planifier avec Paul Leroy' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 intervention créée avec Paul Leroy.',
    );
    expect(planifierCalls()[0]![2]).toEqual({
      body: { date_debut: '2026-11-23', horaire_recurent_ids: [], jours_feries: 'ignorer' },
    });
  });

  it('does not plan without a slot chosen', async () => {
    renderAt(missionUrl);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Ven\. 09:00/ }));
    expect(screen.getByText('Choisissez au moins un créneau.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Planifier avec Sophie Durand' })).toBeDisabled();
  });
});
