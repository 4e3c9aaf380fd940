import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { makeUser } from '../../../test/tokens.ts';
import type { Facture } from '../api/list-client-factures.ts';
import { FacturationPlanifiesPage } from '../pages/facturation-planifies-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { params?: Record<string, string>; query?: object; body?: object }];
const calls = () => call.mock.calls as unknown as Call[];

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <FacturationPlanifiesPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const facture = {
  id: 9,
  periode_debut: '2026-03-01',
  periode_fin: '2026-03-31',
  organisme: null,
  montant_ttc: 120,
  lignes: [],
} as unknown as Facture;

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue([facture] as never);
});
afterEach(() => localStorage.clear());

describe('facturation-planifies-modal', () => {
  it('asks once for the signed-in client’s invoices, however often the screen renders', async () => {
    localStorage.setItem('token', 'jeton');
    localStorage.setItem('user', JSON.stringify(makeUser({ client_id: 3 })));
    renderAt('/facturation-planifies-modal?start=2026-03-01&end=2026-08-31');
    expect(await screen.findByText('120,00 €', { exact: false })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls()).toHaveLength(1);
    const [, options] = calls()[0]!;
    expect(decryptPathId(options.params?.id)).toBe(3);
    expect(options.body).toEqual({
      id: 3,
      start_date: '2026-03-01',
      end_date: '2026-08-31',
      statut: 'brouillon',
    });
  });

  it('asks nothing for a link whose client is not one of ours', async () => {
    renderAt('/facturation-planifies-modal?client=abc&token=123.sig');
    expect(
      await screen.findByText(/Ouvrez cet écran depuis le lien reçu par e-mail/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });

  it('explains an expired link after one request, instead of loading forever', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser({ client_id: 3 })));
    call.mockRejectedValue(
      new ApiError(401, { success: false, error: { code: 'UNAUTHENTICATED', message: 'Non' } }),
    );
    const { encryptPathId } = await import('../../../lib/path-id.ts');
    renderAt(`/facturation-planifies-modal?client=${encryptPathId(3)}&token=1.expired`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est plus valable.');
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    expect(calls()).toHaveLength(1);
  });
});
