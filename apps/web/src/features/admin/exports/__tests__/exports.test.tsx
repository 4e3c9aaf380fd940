import '../../../../test/setup.ts';
import axe from 'axe-core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  renderAt,
  sectionNames,
  signInOperator,
  stubApi,
} from '../../../../test/back-office.tsx';
import { monthPeriod } from '../period.ts';

/*
 * /admin/exports: accounting and the administrator choose a period (this month, last month, other
 * days) and download each export in CSV or XLSX with their token; a period the API would refuse
 * is said in French before any call; a client-side role that may not export is refused the screen.
 * The clock is 00:30 on 1 December 2026 in Paris (still 30 November in UTC): « ce mois-ci » is
 * December, whatever the machine's time zone.
 */

const NOW = new Date('2026-11-30T23:30:00Z');
const FORBIDDEN = 'Cet écran n’est pas accessible avec votre rôle';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openExports(roles = [4]) {
  signInOperator(roles);
  const api = stubApi({
    'GET /api/exports/': () =>
      new Response('\uFEFFJournal des ventes', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="journal-ventes-2026-11-01-2026-11-30.csv"',
        },
      }),
  });
  const createObjectURL = vi.fn(() => 'blob:export');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderAt('/admin/exports');
  return { api, createObjectURL, clicked };
}

describe('monthPeriod: Paris months', () => {
  it('takes the Paris month, not the UTC one', () => {
    expect(monthPeriod(NOW, 0)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthPeriod(NOW, -1)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthPeriod(new Date('2026-01-15T12:00:00Z'), -1)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});

describe('/admin/exports', () => {
  it('downloads last month’s sales journal in CSV with the caller’s token', async () => {
    const { api, createObjectURL, clicked } = openExports();
    expect(await sectionNames()).toContain('Exports');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Exports comptables' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Le mois dernier' })).toBeChecked();
    expect(screen.getByText('Du 01/11/2026 au 30/11/2026')).toBeVisible();

    await userEvent.click(
      screen.getByRole('button', { name: 'Télécharger journal des ventes en CSV' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Fichier téléchargé.');
    expect(
      api.callsTo('GET', '/api/exports/journal-ventes?from=2026-11-01&to=2026-11-30&format=csv'),
    ).toHaveLength(1);
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/exports/'));
    expect(new Headers(call?.[1]?.headers).get('authorization')).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'journal-ventes-2026-11-01-2026-11-30.csv',
    );
    clicked.mockRestore();
  });

  it('offers this month and other days, and refuses a period that ends before it starts', async () => {
    const { api, clicked } = openExports([1]);
    await screen.findByRole('heading', { level: 2, name: 'Exports comptables' });
    await userEvent.click(screen.getByRole('radio', { name: 'Ce mois-ci' }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Télécharger variables de paie en Excel (XLSX)' }),
    );
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/api/exports/variables-paie?from=2026-12-01&to=2026-12-31&format=xlsx'),
      ).toHaveLength(1),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Autre période' }));
    const to = screen.getByLabelText('Au');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-15');
    expect(await screen.findByText('La date de début doit précéder la date de fin.')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Télécharger règlements reçus en CSV' }),
    ).toBeDisabled();
    clicked.mockRestore();
  });

  it('shows the API’s French refusal', async () => {
    signInOperator([4]);
    stubApi({
      'GET /api/exports/': () =>
        json(
          {
            success: false,
            error: { code: 'VALIDATION_FAILED', message: 'Une période de 366 jours au plus.' },
          },
          400,
        ),
    });
    renderAt('/admin/exports');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Télécharger règlements reçus en Excel (XLSX)' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Une période de 366 jours au plus.');
  });

  it('is refused to a commercial before any call', async () => {
    signInOperator([3]);
    const api = stubApi({});
    renderAt('/admin/exports');
    expect(await screen.findByRole('heading', { level: 2, name: FORBIDDEN })).toBeVisible();
    expect(await sectionNames()).not.toContain('Exports');
    expect(api.callsTo('GET', '/api/exports/')).toHaveLength(0);
  });

  it('has no accessibility violation (axe)', async () => {
    openExports();
    await screen.findByRole('heading', { level: 2, name: 'Exports comptables' });
    // jsdom computes no colours: contrast is checked by the end-to-end run (e2e/tests/a11y.spec.ts).
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
