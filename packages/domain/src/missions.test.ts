import { describe, expect, it } from 'vitest';
import {
  RECURRING_INTERVENTIONS_SHOWN,
  isMissionComplete,
  keepFirstInterventions,
  sortInterventions,
  unassignedSlots,
} from './missions.ts';
import { horaire, intervention, mission } from './test-fixtures.ts';

describe('unassignedSlots', () => {
  it('lists the one-off interventions without an agent', () => {
    const m = mission({
      is_ponctuel: true,
      interventions: [
        intervention({ id: 1, candidat_id: 7 }),
        intervention({ id: 2, candidat_id: null }),
        intervention({ id: 3, candidat_id: null }),
      ],
    });
    expect(unassignedSlots(m).map((i) => i.id)).toEqual([2, 3]);
  });

  it('lists the recurring slots with at least one linked intervention without an agent', () => {
    const m = mission({
      is_ponctuel: false,
      horaires_recurents: [horaire({ id: 10 }), horaire({ id: 11, day: 3 }), horaire({ id: 12 })],
      interventions: [
        intervention({ id: 1, dt_dispo_client_id: 10, candidat_id: 7 }),
        intervention({ id: 2, dt_dispo_client_id: 10, candidat_id: null }),
        intervention({ id: 3, dt_dispo_client_id: 11, candidat_id: 8 }),
        intervention({ id: 4, dt_dispo_client_id: 12, candidat_id: null }),
      ],
    });
    expect(unassignedSlots(m).map((s) => s.id)).toEqual([10, 12]);
  });

  it('ignores, for a recurring mission, agentless interventions tied to no known slot', () => {
    const m = mission({
      is_ponctuel: false,
      horaires_recurents: [horaire({ id: 10 })],
      interventions: [
        intervention({ dt_dispo_client_id: null, candidat_id: null }),
        intervention({ dt_dispo_client_id: 99, candidat_id: null }),
      ],
    });
    expect(unassignedSlots(m)).toEqual([]);
  });

  it('does not count a slot that has no intervention yet', () => {
    const m = mission({ is_ponctuel: false, horaires_recurents: [horaire({ id: 10 })] });
    expect(unassignedSlots(m)).toEqual([]);
  });
});

describe('isMissionComplete', () => {
  it('is true when every intervention has an agent', () => {
    expect(isMissionComplete(mission({ interventions: [intervention({ candidat_id: 7 })] }))).toBe(
      true,
    );
  });

  it('is true for a mission without interventions', () => {
    expect(isMissionComplete(mission())).toBe(true);
  });

  it('is false as soon as one slot waits for an agent', () => {
    const recurring = mission({
      is_ponctuel: false,
      horaires_recurents: [horaire({ id: 10 })],
      interventions: [intervention({ dt_dispo_client_id: 10, candidat_id: null })],
    });
    expect(isMissionComplete(recurring)).toBe(false);
    expect(
      isMissionComplete(mission({ interventions: [intervention({ candidat_id: null })] })),
    ).toBe(false);
  });
});

describe('keepFirstInterventions', () => {
  const six = [5, 2, 6, 1, 4, 3].map((day) =>
    intervention({
      id: day,
      date_debut: `2025-03-0${day}T08:00:00Z`,
      date_fin: `2025-03-0${day}T10:00:00Z`,
    }),
  );

  it('keeps the first four interventions of a recurring mission, by start date', () => {
    const m = mission({ is_ponctuel: false, interventions: six });
    const kept = keepFirstInterventions(m);
    expect(RECURRING_INTERVENTIONS_SHOWN).toBe(4);
    expect(kept.interventions.map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('does not change the mission given', () => {
    const m = mission({ is_ponctuel: false, interventions: six });
    keepFirstInterventions(m);
    expect(m.interventions.map((i) => i.id)).toEqual([5, 2, 6, 1, 4, 3]);
  });

  it('keeps every intervention of a one-off mission', () => {
    const m = mission({ is_ponctuel: true, interventions: six });
    expect(keepFirstInterventions(m).interventions).toHaveLength(6);
  });

  it('keeps fewer than four when there are fewer', () => {
    const m = mission({ is_ponctuel: false, interventions: six.slice(0, 2) });
    expect(keepFirstInterventions(m).interventions.map((i) => i.id)).toEqual([2, 5]);
  });

  it('keeps the caller’s extra fields', () => {
    const m = { ...mission({ is_ponctuel: false, interventions: six }), label: 'x' };
    expect(keepFirstInterventions(m).label).toBe('x');
  });
});

describe('sortInterventions', () => {
  it('orders by start and puts unreadable dates last', () => {
    const sorted = sortInterventions([
      intervention({ id: 1, date_debut: 'n/a' }),
      intervention({ id: 2, date_debut: '2025-03-02 08:00:00' }),
      intervention({ id: 3, date_debut: '2025-03-01T08:00:00Z' }),
    ]);
    expect(sorted.map((i) => i.id)).toEqual([3, 2, 1]);
  });
});
