import '../../../../test/setup.ts';
import { focusManager } from '@tanstack/react-query';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../../lib/api-client.ts';
import type * as Keys from '../../../../lib/cockpit-keys.ts';
import { counts, page, tache } from '../../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';

// A cockpit polls every 30 s; here every 200 ms, so that the test runs on the real clock.
vi.mock('../../../../lib/cockpit-keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Keys>()),
  COCKPIT_POLL_MS: 200,
}));

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  localStorage.clear();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each cockpit: who opens it, where, its calls, and its counts for `open` open tasks. */
const COCKPITS = [
  {
    name: 'the cockpit counts',
    roles: [3],
    path: '/admin',
    counts: '/api/client-cockpit/commercial/counts',
    list: 'POST /api/client-cockpit/commercial?',
    answer: (open: number) => ok(counts({ ouvertes: open })),
    taches: () => ok(page([tache()])),
  },
  {
    name: 'the recruitment cockpit counts',
    roles: [2],
    path: '/admin/recrutement',
    counts: '/api/candidat-cockpit/recrutement/counts',
    list: 'POST /api/candidat-cockpit/recrutement?',
    answer: (open: number) =>
      ok({ ouvertes: open, mes_taches: 0, non_affectees: open, par_type: {} }),
    taches: () => ok(page([])),
  },
];

describe.each(COCKPITS)('$name', { timeout: 30_000 }, (cockpit) => {
  it('change without reloading, and are not asked while the tab is hidden', async () => {
    signInOperator(cockpit.roles);
    let open = 2;
    const api = stubApi({
      [`GET ${cockpit.counts}`]: () => cockpit.answer(open),
      [cockpit.list]: cockpit.taches,
    });
    renderAt(cockpit.path);
    expect(await screen.findByText(/^2 ouvertes/)).toBeInTheDocument();

    open = 5;
    expect(await screen.findByText(/^5 ouvertes/)).toBeInTheDocument();

    act(() => focusManager.setFocused(false));
    await sleep(100);
    const hidden = api.callsTo('GET', cockpit.counts).length;
    await sleep(1000);
    expect(api.callsTo('GET', cockpit.counts)).toHaveLength(hidden);

    // Visible again: the counts are asked again.
    act(() => focusManager.setFocused(true));
    await waitFor(() => expect(api.callsTo('GET', cockpit.counts).length).toBeGreaterThan(hidden));
  });
});
