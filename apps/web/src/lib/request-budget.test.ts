import { describe, expect, it } from 'vitest';
import { createRequestBudget } from './request-budget.ts';

describe('request budget per endpoint', () => {
  it('lets `max` calls through within the window, refuses the next ones', () => {
    let time = 0;
    const budget = createRequestBudget({ max: 3, windowMs: 1000, now: () => time });
    expect([1, 2, 3, 4, 5].map(() => budget.take('listClientScenarios'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    // Another endpoint has its own budget.
    expect(budget.take('authUser')).toBe(true);
    // Once the oldest calls leave the window, calls go out again.
    time = 1000;
    expect(budget.take('listClientScenarios')).toBe(true);
  });

  it('starts afresh after a reset', () => {
    const budget = createRequestBudget({ max: 1, windowMs: 1000, now: () => 0 });
    expect(budget.take('a')).toBe(true);
    expect(budget.take('a')).toBe(false);
    budget.reset();
    expect(budget.take('a')).toBe(true);
  });
});
