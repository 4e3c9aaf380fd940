import '../../../../test/setup.ts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { page } from '../../../../test/back-office-fixtures.ts';
import { requestBudget } from '../../../../lib/api-client.ts';
import { ligne } from './fixtures.ts';

/*
 * Issue 22, point 6: the back office sees the same flag as the client on a visit the agent left
 * after a few minutes: « Intervention écourtée : <motif> ».
 */

// The visit of the list's fixture, left three minutes after its start.
const ecourtee = ligne({
  pointage_fin_at: '2026-02-07T08:08:00.000Z',
  minutes_realisees: 3,
  depassement_minutes: 0,
  motif_ecourtee: 'Client absent, porte fermée',
  motif_contestation: 'Personne n’est venu.',
});

beforeEach(() => requestBudget.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a visit cut short on /admin/releves', () => {
  it('shows the flag with the agent’s reason on the line', async () => {
    signInOperator([4]);
    stubApi({ 'GET /api/releves': () => ok(page([ecourtee])) });
    renderAt('/admin/releves');
    // The route's lazy screen may take more than findBy's default second on a loaded runner.
    const card = await screen.findByRole(
      'article',
      { name: 'Mme Lou Martin, intervention du 07/02/2026' },
      { timeout: 10_000 },
    );
    expect(card).toHaveTextContent('Intervention écourtée : Client absent, porte fermée');
  });
});
