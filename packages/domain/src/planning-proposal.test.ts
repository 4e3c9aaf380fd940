import { describe, expect, it } from 'vitest';
import { distanceMeters } from './geo.ts';
import { periodsOverlap } from './interventions.ts';
import {
  firstComeProposal,
  formatTravelMinutes,
  pairKey,
  proposalRulesBroken,
  proposalStats,
  proposePlanning,
  type PlanningProposal,
  type ProposalAgent,
  type ProposalInput,
  type ProposalVisit,
} from './planning-proposal.ts';
import {
  firstOutsideAvailability,
  firstOverContractHours,
  firstTravelConflict,
  type PlacedVisit,
} from './planning-rules.ts';

/* Planned times are Paris wall-clock times read in UTC: 2026-03-09 is a Monday. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);
const MONDAY = '2026-03-09';
const TUESDAY = '2026-03-10';

// Places measured from a point of Paris: `north(km)` lies `km` kilometres north of it.
const ORIGIN = { lat: 48.85, lng: 2.35 };
const north = (km: number) => ({ lat: ORIGIN.lat + km / 111.195, lng: ORIGIN.lng });
const east = (km: number) => ({
  lat: ORIGIN.lat,
  lng: ORIGIN.lng + km / (111.195 * Math.cos((ORIGIN.lat * Math.PI) / 180)),
});

let nextVisitId = 1;
function visit(over: Partial<ProposalVisit> & { day?: string; from?: string; to?: string } = {}) {
  const { day = MONDAY, from = '09:00', to = '11:00', ...rest } = over;
  return {
    id: nextVisitId++,
    clientId: 1,
    skillId: 1,
    start: at(day, from),
    end: at(day, to),
    place: ORIGIN,
    ...rest,
  } satisfies ProposalVisit;
}

function agent(id: number, over: Partial<ProposalAgent> = {}): ProposalAgent {
  return {
    id,
    skillIds: [1],
    home: north(1),
    transport: 3,
    limits: { disponibilites: [], nbHeuresHebdo: 35 },
    visits: [],
    leave: [],
    absences: [],
    unavailable: [],
    ...over,
  };
}

function input(over: Partial<ProposalInput>): ProposalInput {
  return {
    visits: [],
    agents: [],
    preferences: new Map(),
    known: new Set(),
    radiusKm: 20,
    ...over,
  };
}

const agentOf = (proposal: PlanningProposal, visitId: number) =>
  proposal.lines.find((line) => line.visitId === visitId)?.agentId ?? null;

describe('who gets a visit', () => {
  it('gives it to the agent the family prefers, before one it knows and a nearer one', () => {
    const v = visit({ clientId: 7 });
    const near = agent(1, { home: north(0.5) });
    const known = agent(2, { home: north(3) });
    const preferred = agent(3, { home: north(5) });
    const base = input({ visits: [v], agents: [near, known, preferred] });
    expect(agentOf(proposePlanning(base), v.id)).toBe(1);

    const withKnown = { ...base, known: new Set([pairKey(7, 2)]) };
    const knownWins = proposePlanning(withKnown);
    expect(agentOf(knownWins, v.id)).toBe(2);
    expect(knownWins.lines[0]!.reasons).toContain('connu de la famille');

    const withPreferred = {
      ...withKnown,
      preferences: new Map([[pairKey(7, 3), 'prefere' as const]]),
    };
    const preferredWins = proposePlanning(withPreferred);
    expect(agentOf(preferredWins, v.id)).toBe(3);
    expect(preferredWins.lines[0]!.reasons[0]).toBe('préféré par la famille');
  });

  it('counts a family tie as minutes of travel: a known agent 2 h away on foot loses to a stranger nearby', () => {
    const v = visit({ clientId: 7 });
    const walkerFarAway = agent(1, { home: north(8), transport: 2 });
    const cyclistNearby = agent(2, { home: north(4), transport: 1 });
    const proposal = proposePlanning(
      input({
        visits: [v],
        agents: [walkerFarAway, cyclistNearby],
        known: new Set([pairKey(7, 1)]),
      }),
    );
    expect(agentOf(proposal, v.id)).toBe(2);
    expect(proposal.lines[0]!.travelMinutes).toBeLessThan(30);
  });

  it('never gives it to an agent the family set aside, however near', () => {
    const v = visit({ clientId: 7 });
    const proposal = proposePlanning(
      input({
        visits: [v],
        agents: [agent(1, { home: north(0.2) }), agent(2, { home: north(8) })],
        preferences: new Map([[pairKey(7, 1), 'ecarte' as const]]),
      }),
    );
    expect(agentOf(proposal, v.id)).toBe(2);
  });

  it('chooses the shortest travel: from the previous visit that day, else from home', () => {
    // Agent 2 lives 6 km away but ends a visit next door at 08:30: 0 min from there.
    const v = visit({ from: '09:00', to: '11:00' });
    const proposal = proposePlanning(
      input({
        visits: [v],
        agents: [
          agent(1, { home: north(2) }),
          agent(2, {
            home: north(6),
            visits: [{ start: at(MONDAY, '07:00'), end: at(MONDAY, '08:30'), place: north(0) }],
          }),
        ],
      }),
    );
    expect(agentOf(proposal, v.id)).toBe(2);
    expect(proposal.lines[0]!.travelMinutes).toBe(0);
    expect(proposal.lines[0]!.reasons).toContain('0 min de trajet');
  });

  it('with travel equal, gives the visit to the agent with the most contract hours left', () => {
    const busyWeek: PlacedVisit[] = [
      { start: at(TUESDAY, '08:00'), end: at(TUESDAY, '18:00'), place: ORIGIN },
    ];
    const v = visit();
    const proposal = proposePlanning(
      input({
        visits: [v],
        agents: [
          // Same home: the same travel. Agent 1 has 10 h planned of 24, agent 2 none of 20.
          agent(1, {
            home: east(1),
            limits: { disponibilites: [], nbHeuresHebdo: 24 },
            visits: busyWeek,
          }),
          agent(2, { home: east(1), limits: { disponibilites: [], nbHeuresHebdo: 20 } }),
        ],
      }),
    );
    expect(agentOf(proposal, v.id)).toBe(2);
    expect(proposal.lines[0]!.reasons).toContain('2 h / 20 h cette semaine');
  });

  it('spreads a week of equal visits over two equal agents (each assignment counts)', () => {
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'];
    const visits = days.map((day) => visit({ day }));
    const proposal = proposePlanning(
      input({ visits, agents: [agent(1, { home: east(1) }), agent(2, { home: east(1) })] }),
    );
    const counts = [1, 2].map((id) => proposal.lines.filter((l) => l.agentId === id).length);
    expect(counts).toEqual([2, 2]);
  });

  it('takes the hardest visit first: both filled where first come leaves one empty', () => {
    // Visit A (09:00) can go to agents 1 and 2; visit B (09:30) only to agent 1 (agent 2 lacks
    // the service). By start, A goes to agent 1 (smaller id) and B is left; hardest first, B
    // goes to agent 1 and A to agent 2.
    const a = visit({ from: '09:00', to: '10:00' });
    const b = visit({ from: '09:30', to: '10:30', skillId: 2, clientId: 2 });
    const both = input({
      visits: [a, b],
      agents: [agent(1, { skillIds: [1, 2] }), agent(2, { skillIds: [1] })],
    });
    const greedy = proposePlanning(both);
    expect(greedy.lines.map((l) => [l.visitId, l.agentId])).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    const firstCome = firstComeProposal(both);
    expect(firstCome.lines.map((l) => [l.visitId, l.agentId])).toEqual([[a.id, 1]]);
    expect(proposalStats(both, greedy).filledShare).toBe(1);
    expect(proposalStats(both, firstCome).filledShare).toBe(0.5);
  });
});

describe('visits left without agent', () => {
  it('says why: client not located, nobody of the service in the radius, everyone taken', () => {
    const unlocated = visit({ place: { lat: null, lng: null } });
    const far = visit({ place: north(60), clientId: 2 });
    const taken = visit({ day: TUESDAY, from: '14:00', to: '16:00', clientId: 3 });
    const proposal = proposePlanning(
      input({
        visits: [unlocated, far, taken],
        agents: [
          agent(1, {
            visits: [{ start: at(TUESDAY, '13:00'), end: at(TUESDAY, '15:00'), place: ORIGIN }],
          }),
          agent(2, { leave: [{ start: at(TUESDAY, '00:00'), end: at('2026-03-11', '00:00') }] }),
        ],
      }),
    );
    expect(proposal.lines).toEqual([]);
    const reason = (id: number) => proposal.misses.find((m) => m.visitId === id)?.reason;
    expect(reason(unlocated.id)).toBe(
      'Adresse du client non localisée : la distance et le trajet ne peuvent pas être estimés.',
    );
    expect(reason(far.id)).toBe('Aucun intervenant actif de ce service à moins de 20 km.');
    expect(reason(taken.id)).toBe(
      '2 intervenants de ce service à moins de 20 km, aucun ne peut la prendre (déjà occupé : 1 ; en congé : 1).',
    );
  });

  it('leaves a visit over the contract hours, outside availability or too short to reach', () => {
    const full = visit({ from: '09:00', to: '12:00', clientId: 1 });
    const sunday = visit({ day: '2026-03-15', from: '09:00', to: '10:00', clientId: 2 });
    const rushed = visit({
      day: TUESDAY,
      from: '10:10',
      to: '11:00',
      place: north(8),
      clientId: 3,
    });
    const proposal = proposePlanning(
      input({
        visits: [full, sunday, rushed],
        agents: [
          agent(1, {
            transport: 2,
            limits: {
              disponibilites: [1, 2, 3, 4, 5].map((day) => ({
                day,
                time_debut: '07:00',
                time_fin: '20:00',
              })),
              nbHeuresHebdo: 4,
            },
            // 2 h planned: a 3 h visit would make 5 h of 4. Tuesday 08:00–10:00 at the origin:
            // 8 km on foot take far more than 10 minutes.
            visits: [{ start: at(TUESDAY, '08:00'), end: at(TUESDAY, '10:00'), place: ORIGIN }],
          }),
        ],
      }),
    );
    const reason = (id: number) => proposal.misses.find((m) => m.visitId === id)?.reason;
    expect(reason(full.id)).toContain('au-delà des heures du contrat : 1');
    expect(reason(sunday.id)).toContain('indisponible : 1');
    expect(reason(rushed.id)).toContain('trajet trop court : 1');
  });
});

/** A small deterministic generator (mulberry32), so a failing instance can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A week of 40 visits and 12 agents scattered over 30 km, with leave, hours and preferences. */
function randomInstance(seed: number): ProposalInput {
  const rnd = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rnd() * items.length)]!;
  const spot = () => ({
    lat: ORIGIN.lat + (rnd() - 0.5) * 0.27,
    lng: ORIGIN.lng + (rnd() - 0.5) * 0.4,
  });
  const days = ['09', '10', '11', '12', '13', '14', '15'].map((d) => `2026-03-${d}`);
  const slot = () => {
    const day = pick(days);
    const startMinutes = 7 * 60 + Math.floor(rnd() * 24) * 30;
    const length = pick([60, 90, 120, 180]);
    const time = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { start: at(day, time(startMinutes)), end: at(day, time(startMinutes + length)) };
  };
  const visits: ProposalVisit[] = Array.from({ length: 40 }, (_, index) => ({
    id: 1000 + index,
    clientId: 1 + Math.floor(rnd() * 15),
    skillId: pick([1, 1, 2, 3]),
    place: rnd() < 0.05 ? null : spot(),
    ...slot(),
  }));
  const agents: ProposalAgent[] = Array.from({ length: 12 }, (_, index) => ({
    id: 1 + index,
    skillIds: [1, 2, 3].filter(() => rnd() < 0.6),
    home: spot(),
    transport: pick([1, 2, 3, 5, null]),
    limits: {
      disponibilites:
        rnd() < 0.3
          ? [1, 2, 3, 4, 5].map((day) => ({ day, time_debut: '08:00', time_fin: '18:00' }))
          : [],
      nbHeuresHebdo: pick([null, 10, 20, 35]),
    },
    visits: Array.from({ length: Math.floor(rnd() * 6) }, () => ({ ...slot(), place: spot() })),
    leave: rnd() < 0.15 ? [{ start: at(pick(days), '00:00'), end: at('2026-03-16', '00:00') }] : [],
    absences: rnd() < 0.1 ? [slot()] : [],
    unavailable: rnd() < 0.1 ? [slot()] : [],
  }));
  const preferences = new Map<string, 'prefere' | 'ecarte'>();
  const known = new Set<string>();
  for (let i = 0; i < 10; i += 1) {
    const key = pairKey(1 + Math.floor(rnd() * 15), 1 + Math.floor(rnd() * 12));
    if (rnd() < 0.5) preferences.set(key, rnd() < 0.5 ? 'prefere' : 'ecarte');
    else known.add(key);
  }
  return { visits, agents, preferences, known, radiusKm: 12 };
}

/**
 * Every rule of docs/planning.md checked again with the domain's rule functions alone, line by
 * line, on the agent's week with all the proposal's other lines: the count of broken rules.
 */
function brokenByRuleFunctions(problem: ProposalInput, proposal: PlanningProposal): string[] {
  const visits = new Map(problem.visits.map((v) => [v.id, v]));
  const broken: string[] = [];
  const seen = new Set<number>();
  for (const line of proposal.lines) {
    const v = visits.get(line.visitId)!;
    const a = problem.agents.find((x) => x.id === line.agentId)!;
    if (seen.has(v.id)) broken.push(`${v.id}: given twice`);
    seen.add(v.id);
    const mine = proposal.lines
      .filter((other) => other.agentId === a.id && other.visitId !== v.id)
      .map((other) => visits.get(other.visitId)!);
    const others: PlacedVisit[] = [...a.visits, ...mine];
    const fail = (rule: string) => broken.push(`${v.id} → ${a.id}: ${rule}`);
    if (!a.skillIds.includes(v.skillId)) fail('skill');
    if (others.some((o) => periodsOverlap(o, v))) fail('overlap');
    if (a.leave.some((p) => periodsOverlap(p, v))) fail('leave');
    if (a.absences.some((p) => periodsOverlap(p, v))) fail('absence');
    if (a.unavailable.some((p) => periodsOverlap(p, v))) fail('unavailable');
    if (firstOutsideAvailability(a.limits, [v])) fail('availability');
    if (firstTravelConflict(others, [v], a.transport)) fail('travel');
    if (problem.preferences.get(pairKey(v.clientId, a.id)) === 'ecarte') fail('écarté');
    if (!a.home || !v.place || a.home.lat == null || v.place.lat == null) fail('unlocated');
    else if (distanceMeters(a.home as never, v.place as never) / 1000 > problem.radiusKm)
      fail('radius');
  }
  // Contract hours: every agent's whole week, its planned visits and all the lines given to it.
  for (const a of problem.agents) {
    const mine = proposal.lines
      .filter((line) => line.agentId === a.id)
      .map((line) => visits.get(line.visitId)!);
    if (firstOverContractHours(a.limits, a.visits, mine)) broken.push(`${a.id}: hours`);
  }
  return broken;
}

describe('a proposal breaks no rule', () => {
  it('on 60 random weeks, checked line by line with the rule functions', () => {
    let filled = 0;
    let total = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      const problem = randomInstance(seed);
      for (const proposal of [proposePlanning(problem), firstComeProposal(problem)]) {
        expect(brokenByRuleFunctions(problem, proposal), `graine ${seed}`).toEqual([]);
        expect(proposalStats(problem, proposal).rulesBroken).toBe(0);
        // Every visit is either given or left with a reason.
        expect(proposal.lines.length + proposal.misses.length).toBe(problem.visits.length);
      }
      filled += proposePlanning(problem).lines.length;
      total += problem.visits.length;
    }
    // The instances are not trivial: a fair share is filled, not all.
    expect(filled / total).toBeGreaterThan(0.3);
    expect(filled).toBeLessThan(total);
  });

  it('fills at least as many visits as first come and travels less on these weeks', () => {
    let greedyFilled = 0;
    let firstFilled = 0;
    let greedyTravel = 0;
    let firstTravel = 0;
    for (let seed = 1; seed <= 60; seed += 1) {
      const problem = randomInstance(seed);
      const greedy = proposalStats(problem, proposePlanning(problem));
      const first = proposalStats(problem, firstComeProposal(problem));
      greedyFilled += greedy.proposees;
      firstFilled += first.proposees;
      greedyTravel += greedy.travelMinutes / Math.max(1, greedy.proposees);
      firstTravel += first.travelMinutes / Math.max(1, first.proposees);
    }
    expect(greedyFilled).toBeGreaterThanOrEqual(firstFilled);
    expect(greedyTravel).toBeLessThan(firstTravel);
  });

  it('the checker finds the rules a hand-made proposal breaks', () => {
    const v = visit({ clientId: 4 });
    const w = visit({ clientId: 5, from: '10:00', to: '12:00' });
    const problem = input({
      visits: [v, w],
      agents: [agent(1, { skillIds: [2] })],
      preferences: new Map([[pairKey(5, 1), 'ecarte' as const]]),
    });
    const bad = {
      lines: [
        { visitId: v.id, agentId: 1, travelMinutes: 5, reasons: [] },
        { visitId: w.id, agentId: 1, travelMinutes: 5, reasons: [] },
      ],
    };
    expect(proposalRulesBroken(problem, bad).map((b) => [b.visitId, b.rule])).toEqual([
      [v.id, 'AGENT_WITHOUT_SKILL'],
      [v.id, 'AGENT_BUSY'],
      [w.id, 'AGENT_WITHOUT_SKILL'],
      [w.id, 'INTERVENANT_ECARTE'],
      [w.id, 'AGENT_BUSY'],
    ]);
    expect(proposalStats(problem, { ...bad, misses: [] })).toMatchObject({
      aPourvoir: 2,
      proposees: 2,
      filledShare: 1,
      travelMinutes: 10,
      rulesBroken: 5,
    });
  });
});

describe('the same week gives the same proposal', () => {
  it('whatever the order the visits and agents come in', () => {
    const problem = randomInstance(7);
    const shuffled = {
      ...problem,
      visits: [...problem.visits].reverse(),
      agents: [...problem.agents].reverse(),
    };
    const first = proposePlanning(problem);
    expect(proposePlanning(problem)).toEqual(first);
    expect(proposePlanning(shuffled)).toEqual(first);
    expect(firstComeProposal(shuffled)).toEqual(firstComeProposal(problem));
  });
});

describe('travel as a planner reads it', () => {
  it('writes minutes, then hours and minutes', () => {
    expect(formatTravelMinutes(12)).toBe('12 min');
    expect(formatTravelMinutes(100)).toBe('1 h 40');
    expect(formatTravelMinutes(120)).toBe('2 h');
  });
});
