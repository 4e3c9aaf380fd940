import { PLANNING_EVENT_MAX_WEEKS } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { planningWeeksOf } from './planning-live.ts';

// The Mondays a `planning` event names (docs/realtime.md): planned times are the agency's wall
// clock read in UTC, so the weeks are the board's whatever the server's time zone.

const at = (iso: string) => new Date(iso);

describe('planningWeeksOf', () => {
  it("names an instant's Monday, a Sunday night included", () => {
    expect(planningWeeksOf([at('2026-03-11T10:00:00Z')])).toEqual(['2026-03-09']);
    expect(planningWeeksOf([at('2026-03-15T23:30:00Z')])).toEqual(['2026-03-09']);
    expect(planningWeeksOf([at('2026-03-16T00:00:00Z')])).toEqual(['2026-03-16']);
  });

  it('names every week a period meets, but not the week its end only touches', () => {
    const overTheWeekend = { start: at('2026-03-15T22:00:00Z'), end: at('2026-03-16T02:00:00Z') };
    expect(planningWeeksOf([overTheWeekend])).toEqual(['2026-03-09', '2026-03-16']);
    const toMondayMidnight = { start: at('2026-03-15T20:00:00Z'), end: at('2026-03-16T00:00:00Z') };
    expect(planningWeeksOf([toMondayMidnight])).toEqual(['2026-03-09']);
  });

  it('reads interventions, absences without an end (their day), and gathers the weeks in order', () => {
    expect(
      planningWeeksOf([
        { date_debut: at('2026-03-24T09:00:00Z'), date_fin: at('2026-03-24T11:00:00Z') },
        { date_debut: at('2026-03-10T09:00:00Z'), date_fin: null },
        at('2026-03-25T09:00:00Z'),
      ]),
    ).toEqual(['2026-03-09', '2026-03-23']);
  });

  it(`says every week ([]) beyond ${PLANNING_EVENT_MAX_WEEKS} weeks`, () => {
    const start = at('2026-03-02T09:00:00Z');
    const weeks = (count: number) => ({
      start,
      end: new Date(start.getTime() + ((count - 1) * 7 + 1) * 86_400_000),
    });
    expect(planningWeeksOf([weeks(PLANNING_EVENT_MAX_WEEKS)])).toHaveLength(
      PLANNING_EVENT_MAX_WEEKS,
    );
    expect(planningWeeksOf([weeks(PLANNING_EVENT_MAX_WEEKS + 1)])).toEqual([]);
    // A weekly mission planned for a year.
    const year = { start: at('2026-01-05T00:00:00Z'), end: at('2027-01-04T00:00:00Z') };
    expect(planningWeeksOf([year])).toEqual([]);
  });
});
