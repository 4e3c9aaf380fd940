import '../../../../test/setup.ts';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestBudget } from '../../../../lib/api-client.ts';
import type * as Keys from '../api/keys.ts';
import { counts, page, tache } from '../../../../test/back-office-fixtures.ts';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';

// The cockpit polls every 30 s; here every 200 ms, so that the test runs on the real clock.
vi.mock('../api/keys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Keys>()),
  COCKPIT_POLL_MS: 200,
}));

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  localStorage.clear();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the cockpit counts', () => {
  it('change without reloading, and are not asked while the tab is hidden', async () => {
    signInOperator([3]);
    let open = 2;
    const api = stubApi({
      'GET /api/client-cockpit/commercial/counts': () => ok(counts({ ouvertes: open })),
      'POST /api/client-cockpit/commercial?': () => ok(page([tache()])),
    });
    renderAt('/admin');
    expect(await screen.findByText(/^2 ouvertes/)).toBeInTheDocument();

    open = 5;
    expect(await screen.findByText(/^5 ouvertes/, {}, { timeout: 3000 })).toBeInTheDocument();

    act(() => focusManager.setFocused(false));
    await sleep(100);
    const hidden = api.callsTo('GET', '/api/client-cockpit/commercial/counts').length;
    await sleep(1000);
    expect(api.callsTo('GET', '/api/client-cockpit/commercial/counts')).toHaveLength(hidden);

    // Visible again: the counts are asked again.
    act(() => focusManager.setFocused(true));
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/client-cockpit/commercial/counts').length).toBeGreaterThan(
        hidden,
      ),
    );
  });
});
