import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_PRICE_GRID, type PriceGrid } from '@maisonnee/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EMPTY_BESOIN, type BesoinFormValues } from '../besoin-form-state.ts';
import { BesoinForm } from '../components/besoin-form.tsx';
import { besoinFormProps } from './besoin-form-props.ts';

/*
 * Issue 24, point 2: the need form's live estimate is priced at the agency's grid the API serves
 * (GET /api/tarifs), the specification's while it loads. The clock: Saturday 28/11/2026.
 */

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

/** Two hours of cleaning on Wednesday 02/12/2026. */
const ONE_OFF: BesoinFormValues = {
  ...EMPTY_BESOIN,
  service: 1,
  date: '2026-12-02',
  time_debut: '10:00',
  time_fin: '12:00',
};
const SERVED: PriceGrid = {
  ...DEFAULT_PRICE_GRID,
  1: { ...DEFAULT_PRICE_GRID[1], ponctuel: { semaine: 32.5, weekend: 41 } },
};
const amount = () =>
  (screen.getByTestId('estimate-amount').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), toFake: ['Date'] });
  call.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the need form estimate', () => {
  it('prices the hours at the grid the API serves', async () => {
    let serve: (value: unknown) => void = () => undefined;
    call.mockImplementation(((route: { name: string }) =>
      route.name === 'getTarifsEnVigueur'
        ? new Promise((resolve) => {
            serve = resolve;
          })
        : Promise.resolve({})) as never);
    renderWithProviders(<BesoinForm {...besoinFormProps({ initial: ONE_OFF })} />);
    // While the grid loads: the specification's 30 € an hour.
    expect(amount()).toBe('60,00 € TTC au total');
    serve({ effective_from: '2026-11-01', grid: SERVED, prochaine: null });
    await waitFor(() => expect(amount()).toBe('65,00 € TTC au total'));
    expect(call.mock.calls.filter(([route]) => route.name === 'getTarifsEnVigueur')).toHaveLength(
      1,
    );
  });
});
