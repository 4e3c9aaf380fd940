import '../../../../test/setup.ts';
import { focusManager } from '@tanstack/react-query';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../../lib/api-client.ts';
import { page } from '../../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import type * as Keys from './api/keys.ts';

// The cockpit polls every 30 s; here every 200 ms, so that the test runs on the real clock.
vi.mock('./api/keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Keys>()),
  RECRUTEMENT_COCKPIT_POLL_MS: 200,
}));

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  localStorage.clear();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the recruitment cockpit counts', { timeout: 30_000 }, () => {
  it('change without reloading, and are not asked while the tab is hidden', async () => {
    signInOperator([2]);
    let open = 2;
    const api = stubApi({
      'GET /api/candidat-cockpit/recrutement/counts': () =>
        ok({ ouvertes: open, mes_taches: 0, non_affectees: open, par_type: {} }),
      'POST /api/candidat-cockpit/recrutement?': () => ok(page([])),
    });
    renderAt('/admin/recrutement');
    expect(await screen.findByText(/^2 ouvertes/)).toBeInTheDocument();

    open = 5;
    expect(await screen.findByText(/^5 ouvertes/)).toBeInTheDocument();

    act(() => focusManager.setFocused(false));
    await sleep(100);
    const hidden = api.callsTo('GET', '/api/candidat-cockpit/recrutement/counts').length;
    await sleep(1000);
    expect(api.callsTo('GET', '/api/candidat-cockpit/recrutement/counts')).toHaveLength(hidden);

    // Visible again: the counts are asked again.
    act(() => focusManager.setFocused(true));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/candidat-cockpit/recrutement/counts').length).toBeGreaterThan(
        hidden,
      ),
    );
  });
});
