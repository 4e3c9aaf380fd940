import { describe, expect, it } from 'vitest';
import {
  FORCEABLE_PLANNING_CONFLITS,
  PLANNING_CONFLITS,
  firstPlanningBreak,
  isForceablePlanningConflit,
  visitBreaks,
  type AgentPlanningContext,
  type PlanningVisit,
} from './planning-conflicts.ts';
import { REFUSAL_STATUS } from './refusals.ts';

/*
 * The one evaluation of the planning rules for a visit (the board's conflicts, a move's
 * refusals). Planned times are Paris wall-clock read in UTC: 2026-03-10 is a Tuesday.
 */

const HOME = { lat: 48.8556, lng: 2.3589 };
const at = (iso: string) => new Date(iso);

const free: AgentPlanningContext = {
  skillIds: [1],
  limits: { disponibilites: [], nbHeuresHebdo: null },
  leave: [],
  absences: [],
  unavailable: [],
  home: HOME,
  transport: 3,
  radiusKm: 20,
  ecartePar: new Set(),
};

function visit(from: string, to: string, extra: Partial<PlanningVisit> = {}): PlanningVisit {
  return { start: at(from), end: at(to), place: HOME, clientId: 7, skillId: 1, ...extra };
}

const tuesday = visit('2026-03-10T09:00:00Z', '2026-03-10T11:00:00Z');
const codes = (agent: AgentPlanningContext, others = [] as PlanningVisit[]) =>
  visitBreaks(agent, tuesday, { others, counted: others }).map((b) => b.code);

describe('visitBreaks', () => {
  it('finds nothing for a free agent of the service nearby', () => {
    expect(codes(free)).toEqual([]);
  });

  it('names each rule broken, in the order of PLANNING_CONFLITS', () => {
    const agent: AgentPlanningContext = {
      ...free,
      skillIds: [2],
      limits: {
        disponibilites: [{ day: 1, time_debut: '08:00', time_fin: '12:00' }],
        nbHeuresHebdo: 1,
      },
      leave: [{ start: at('2026-03-10T00:00:00Z'), end: at('2026-03-11T00:00:00Z') }],
      absences: [{ start: at('2026-03-10T08:00:00Z'), end: at('2026-03-10T10:00:00Z') }],
      home: { lat: HOME.lat + 0.4, lng: HOME.lng },
      ecartePar: new Set([7]),
    };
    const overlapping = visit('2026-03-10T10:00:00Z', '2026-03-10T12:00:00Z');
    expect(codes(agent, [overlapping])).toEqual(
      PLANNING_CONFLITS.filter((code) => code !== 'TRAVEL_TOO_SHORT'),
    );
  });

  it('AGENT_UNAVAILABLE over a declared unavailability too', () => {
    const agent = {
      ...free,
      unavailable: [{ start: at('2026-03-10T10:00:00Z'), end: at('2026-03-10T18:00:00Z') }],
    };
    expect(codes(agent)).toEqual(['AGENT_UNAVAILABLE']);
  });

  it('gives the hours of AGENT_OVER_CONTRACT_HOURS, the km of AGENT_TOO_FAR and the travel of TRAVEL_TOO_SHORT', () => {
    const agent = { ...free, limits: { disponibilites: [], nbHeuresHebdo: 3 }, transport: 2 };
    const monday = visit('2026-03-09T09:00:00Z', '2026-03-09T11:00:00Z');
    const before = visit('2026-03-10T07:00:00Z', '2026-03-10T08:30:00Z', {
      place: { lat: HOME.lat + 0.045, lng: HOME.lng },
    });
    const breaks = visitBreaks(
      { ...agent, home: { lat: HOME.lat + 0.3, lng: HOME.lng } },
      tuesday,
      { others: [before], counted: [monday] },
    );
    expect(breaks.map((b) => b.code)).toEqual([
      'TRAVEL_TOO_SHORT',
      'AGENT_OVER_CONTRACT_HOURS',
      'AGENT_TOO_FAR',
    ]);
    expect(breaks[0]!.travel).toMatchObject({ before: true, gapMinutes: 30 });
    expect(breaks[1]!.heures).toBe(4);
    expect(breaks[2]!.km).toBeCloseTo(33.4, 0);
  });
});

describe('forcing', () => {
  it('lets force availability, contract hours, travel and distance only', () => {
    expect([...FORCEABLE_PLANNING_CONFLITS].sort()).toEqual([
      'AGENT_OVER_CONTRACT_HOURS',
      'AGENT_TOO_FAR',
      'AGENT_UNAVAILABLE',
      'TRAVEL_TOO_SHORT',
    ]);
    expect(isForceablePlanningConflit('AGENT_BUSY')).toBe(false);
    expect(isForceablePlanningConflit('AGENT_TOO_FAR')).toBe(true);
    expect(REFUSAL_STATUS.AGENT_TOO_FAR).toBe(409);
  });

  it('answers a rule that cannot be forced before one that can, then the earliest visit', () => {
    const wednesday = visit('2026-03-11T09:00:00Z', '2026-03-11T11:00:00Z');
    const first = firstPlanningBreak([
      { visit: tuesday, breaks: [{ code: 'AGENT_UNAVAILABLE' }] },
      { visit: wednesday, breaks: [{ code: 'AGENT_ON_LEAVE' }, { code: 'AGENT_TOO_FAR' }] },
    ]);
    expect(first).toMatchObject({ visit: wednesday, brk: { code: 'AGENT_ON_LEAVE' } });
    expect(
      firstPlanningBreak([
        { visit: wednesday, breaks: [{ code: 'AGENT_TOO_FAR' }] },
        { visit: tuesday, breaks: [{ code: 'AGENT_TOO_FAR' }] },
      ])?.visit,
    ).toBe(tuesday);
    expect(firstPlanningBreak([{ visit: tuesday, breaks: [] }])).toBeNull();
  });
});
