// The targets of the volume bench: the calls the web screens make (apps/web/src/features/**),
// with the bodies they send, each rotating over the signed-in accounts and the picked ids.
import { endpoints } from '@maisonnee/contract';
import { encryptId, toParisIsoDate } from '@maisonnee/domain';
import type { Picks, Point } from './fixtures.ts';
import type { RequestSpec, Target } from './load.ts';
import type { BoardFixture } from './planning-board-fixture.ts';
import type { Session } from './sessions.ts';
import { BOARD_CONNECTIONS, GOALS, idSecret } from './settings.ts';

type EndpointName = keyof typeof endpoints;

export interface ReadTarget {
  name: string;
  calls: EndpointName[];
  variants: RequestSpec[];
  /** Why an empty answer is normal for this call (otherwise an empty variant is dropped). */
  emptyIsNormal?: string;
  /** Requests in flight at once when it is loaded (CONNECTIONS when not said). */
  connections?: number;
  /** Its own p99 goal (ms), when not the reads' one. */
  goalP99Ms?: number;
}

export interface BenchAccounts {
  clients: Session[];
  agents: Session[];
  operator: Session;
}

const DAY_MS = 86_400_000;
/** The around-searches' radius (issue 14: within 20 km). */
const RADIUS_KM = 20;

/** A contract path with its `{params}` filled in. */
function pathOf(name: EndpointName, params: Record<string, string | number> = {}, query?: string) {
  const path = endpoints[name].path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Paramètre de chemin manquant : ${key}`);
    return encodeURIComponent(String(value));
  });
  return query ? `${path}?${query}` : path;
}

const encrypted = (id: number) => encryptId(id, idSecret());

function day(offsetDays: number, now = new Date()): string {
  return toParisIsoDate(new Date(now.getTime() + offsetDays * DAY_MS));
}

/** From the first day of the same month a year ago to the last day of this month (factures screen). */
function lastTwelveMonths(now = new Date()): { start_date: string; end_date: string } {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const start = month === 12 ? `${year}-01-01` : `${year - 1}-${pad(month + 1)}-01`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start_date: start, end_date: `${year}-${pad(month)}-${pad(lastDay)}` };
}

function around(points: Point[], operator: Session, name: EndpointName): RequestSpec[] {
  return points.map((point) => ({
    method: 'POST',
    path: pathOf(name),
    token: operator.token,
    body: { lat: point.lat, lng: point.lng, distanceKM: RADIUS_KM, services: [], statut_ids: [] },
  }));
}

/** Every read, as the screens call it. */
export function readTargets(
  accounts: BenchAccounts,
  picks: Picks,
  missionsToPlan: number[],
): ReadTarget[] {
  const { clients, agents, operator } = accounts;
  const withClient = clients.filter((s) => s.clientId !== null);
  const withMission = withClient.filter((s) => picks.missionOfClient.has(s.clientId!));
  const withAgent = agents.filter((s) => s.candidatId !== null);
  const cockpitFilters = [
    { is_traitee: false },
    { is_traitee: false, assigned_user_id: null },
    { is_traitee: false, mine: true },
  ];
  return [
    {
      name: 'Missions en cours du client',
      calls: ['listMissionsActives'],
      variants: withClient.map((s) => ({
        method: 'GET',
        path: pathOf('listMissionsActives', { clientId: encrypted(s.clientId!) }),
        token: s.token,
      })),
    },
    {
      // As the missions screen asks: the first page (20) of the upcoming ones, from today.
      name: "Interventions d'une mission (« Voir tout », 1re page)",
      calls: ['listMissionInterventions'],
      variants: withMission.map((s) => ({
        method: 'POST',
        path: pathOf('listMissionInterventions', {
          missionId: picks.missionOfClient.get(s.clientId!)!.missionId,
        }),
        token: s.token,
        body: { date_debut: day(0), page: 1 },
      })),
    },
    {
      name: 'Agenda du mois du client',
      calls: ['listEventsClient'],
      variants: withClient.map((s) => ({
        method: 'POST',
        path: pathOf('listEventsClient', { clientId: encrypted(s.clientId!) }),
        token: s.token,
        body: { start: day(0), end: day(29) },
      })),
    },
    {
      name: 'Interventions sur la fiche client (back-office)',
      calls: ['listClientInterventions'],
      variants: withClient.map((s) => ({
        method: 'POST',
        path: pathOf('listClientInterventions', { id: encrypted(s.clientId!) }),
        token: operator.token,
        body: { date_debut: day(-30), date_fin: day(90) },
      })),
    },
    {
      name: "Interventions à venir de l'agent",
      calls: ['getInterventionsAgentAVenir'],
      variants: withAgent.map((s) => ({
        method: 'POST',
        path: pathOf('getInterventionsAgentAVenir'),
        token: s.token,
        body: { candidat_id: s.candidatId! },
      })),
    },
    {
      name: "Intervention en cours de l'agent",
      calls: ['getInterventionAgentEnCours'],
      variants: withAgent.map((s) => ({
        method: 'POST',
        path: pathOf('getInterventionAgentEnCours'),
        token: s.token,
        body: { candidat_id: s.candidatId! },
      })),
      emptyIsNormal: "aucun agent n'a pointé avant la mesure : la réponse est null",
    },
    {
      name: 'Cockpit commercial : tâches (page 1)',
      calls: ['listCockpitCommercial'],
      variants: cockpitFilters.map((filter) => ({
        method: 'POST',
        path: pathOf('listCockpitCommercial', {}, 'page=1'),
        token: operator.token,
        body: filter,
      })),
    },
    {
      name: 'Cockpit commercial : compteurs',
      calls: ['countCockpitCommercial'],
      variants: [{ method: 'GET', path: pathOf('countCockpitCommercial'), token: operator.token }],
    },
    {
      name: 'Cockpit recrutement : tâches (page 1)',
      calls: ['listCockpitRecrutement'],
      variants: cockpitFilters.map((filter) => ({
        method: 'POST',
        path: pathOf('listCockpitRecrutement', {}, 'page=1'),
        token: operator.token,
        body: filter,
      })),
    },
    {
      name: 'Cockpit recrutement : compteurs',
      calls: ['countCockpitRecrutement'],
      variants: [{ method: 'GET', path: pathOf('countCockpitRecrutement'), token: operator.token }],
    },
    {
      name: 'Clients à 20 km d’un point',
      calls: ['listClientsAround'],
      variants: around(picks.clientCities, operator, 'listClientsAround'),
    },
    {
      name: 'Agents à 20 km d’un point',
      calls: ['listCandidatsAround'],
      variants: around(picks.agentCities, operator, 'listCandidatsAround'),
    },
    {
      name: 'Agents disponibles pour une mission à planifier',
      calls: ['listMissionAgentsDispos'],
      variants: missionsToPlan.map((missionId) => ({
        method: 'POST',
        path: pathOf('listMissionAgentsDispos', { missionId: encrypted(missionId) }),
        token: operator.token,
        body: { distanceKM: RADIUS_KM },
      })),
    },
    {
      name: 'Agents disponibles pour un créneau (client)',
      calls: ['listClientAgentsDispos'],
      variants: withMission.map((s) => ({
        method: 'POST',
        path: pathOf('listClientAgentsDispos', { id: encrypted(s.clientId!) }),
        token: operator.token,
        body: {
          client_besoin_skill_id: picks.missionOfClient.get(s.clientId!)!.skillId,
          distanceKM: RADIUS_KM,
          horaires: [{ day: 2, start_time: '09:00', end_time: '12:00' }],
        },
      })),
    },
    {
      name: 'Factures du client (12 derniers mois)',
      calls: ['listClientFactures'],
      variants: withClient.map((s) => ({
        method: 'POST',
        path: pathOf('listClientFactures', { id: encrypted(s.clientId!) }),
        token: s.token,
        body: { id: s.clientId!, ...lastTwelveMonths() },
      })),
    },
    {
      name: 'Factures (back-office)',
      calls: ['listFactures'],
      variants: [1, 2, 3, 4, 5].map((page) => ({
        method: 'GET',
        path: pathOf('listFactures', {}, `page=${page}&limit=20`),
        token: operator.token,
      })),
    },
    {
      name: 'Notifications',
      calls: ['listUserNotifications'],
      variants: [...withClient, ...withAgent].map((s) => ({
        method: 'GET',
        path: pathOf('listUserNotifications', { userId: encrypted(s.userId) }),
        token: s.token,
      })),
    },
  ];
}

/** The names of the planning board's targets (issue 26, point 6), for `--only`. */
export const BOARD_TARGET_NAMES = {
  agencyAlone:
    'Tableau de planning : semaine de 150 agents (≈ 3 000 interventions), 1 planificateur',
  agency: `Tableau de planning : semaine de 150 agents (≈ 3 000 interventions), ${BOARD_CONNECTIONS} planificateurs`,
  firstPage: `Tableau de planning : 150 premiers agents de la base, sans filtre, ${BOARD_CONNECTIONS} planificateurs`,
} as const;

/**
 * The week board of /admin/planning with 150 agents a page, as the operator opens it on the
 * fixture's dense week (planning-board-fixture.ts): its agency, i.e. the city's postal code (the
 * 150 agents who live or work there that week: ≈ 3,000 interventions), read by one planner at a
 * time (the answer's own time) and by BOARD_CONNECTIONS at once (every open board reads the week
 * again after a move); and the first page of the whole volume without a filter (150 of 3,000
 * agents by name, few of them in the fixture).
 */
export function boardTargets(operator: Session, fixture: BoardFixture): ReadTarget[] {
  const board = (body: Record<string, unknown>): RequestSpec[] => [
    {
      method: 'POST',
      path: pathOf('getPlanningSemaine'),
      token: operator.token,
      body: { debut: fixture.debut, par_page: 150, ...body },
    },
  ];
  const common = {
    calls: ['getPlanningSemaine'] as EndpointName[],
    connections: BOARD_CONNECTIONS,
    goalP99Ms: GOALS.boardP99Ms,
  };
  const agency = board({ code_postal: fixture.codePostal });
  return [
    { ...common, name: BOARD_TARGET_NAMES.agencyAlone, variants: agency, connections: 1 },
    { ...common, name: BOARD_TARGET_NAMES.agency, variants: agency },
    { ...common, name: BOARD_TARGET_NAMES.firstPage, variants: board({}) },
  ];
}

/** A target that sends its variants in turn, forever. */
export function rotating(read: ReadTarget): Target {
  let index = 0;
  return {
    name: read.name,
    calls: read.calls,
    kind: 'lecture',
    variety: read.variants.length,
    next: () => read.variants[index++ % read.variants.length]!,
    ...(read.connections === undefined ? {} : { connections: read.connections }),
    ...(read.goalP99Ms === undefined ? {} : { goalP99Ms: read.goalP99Ms }),
  };
}

/** A target that sends each prepared request once, then stops. */
export function consuming(name: string, calls: EndpointName[], items: RequestSpec[]): Target {
  let index = 0;
  return {
    name,
    calls,
    kind: 'écriture',
    variety: items.length,
    next: () => items[index++] ?? null,
  };
}

export { pathOf };
