import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../lib/api-client.ts';
import { decryptPathId, encryptPathId } from '../../lib/path-id.ts';
import { makeUser } from '../../test/tokens.ts';
import { DocumentsPage } from './documents-page.tsx';

vi.mock('../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));
const call = vi.mocked(callEndpoint);

type Call = [{ name: string }, { params?: Record<string, string>; query?: object }];
const callsTo = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

const EMPTY_DOCUMENTS = {
  devis: [],
  factures: [],
  pieces_identites: [],
  ribs: [],
  sepa: [],
  feuillepaie: [],
  notefrais: [],
  arretmaladie: [],
  autres: [],
};

function answer(toConfirm: number) {
  call.mockImplementation(async (route) => {
    switch (route.name) {
      case 'listRelevePeriodes':
        return [
          { periode: '2026-03', nb_lignes: 2, nb_a_confirmer: toConfirm, date_limite: null },
        ] as never;
      case 'getReleve':
        return {
          client_id: 3,
          periode: '2026-03',
          date_limite: null,
          lignes: [],
          depassements: [],
          minutes_realisees: 0,
          nb_a_confirmer: 0,
          nb_contestees: 0,
        } as never;
      case 'getPaiementConfig':
        return {
          stripe_enabled: false,
          publishable_key: null,
          virement: { titulaire: 'Maisonnée', iban: 'FR76', bic: 'AGRI', reference: '' },
        } as never;
      case 'listClientDocuments':
        return EMPTY_DOCUMENTS as never;
      case 'getFacture':
        throw new Error('pas ici');
      default:
        return [] as never;
    }
  });
}

function renderAt(url: string) {
  localStorage.setItem('token', 'jeton');
  localStorage.setItem('user', JSON.stringify(makeUser({ client_id: 3 })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/documents" element={<DocumentsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  call.mockReset();
});
afterEach(() => {
  localStorage.clear();
});

describe('DocumentsPage', () => {
  it('puts the timesheet first while a month waits for the client', async () => {
    answer(2);
    renderAt('/documents');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeTruthy();
    await waitFor(() => expect(sectionTitles()[0]).toBe('Relevé d’heures'));
    expect(sectionTitles()).toEqual([
      'Relevé d’heures',
      'Factures',
      'Mes devis',
      'Attestations fiscales',
      'Mes documents',
      'Moyens de paiement',
    ]);
  });

  it('puts the timesheet after the papers once every month is answered', async () => {
    answer(0);
    renderAt('/documents');
    await waitFor(() => expect(callsTo('listRelevePeriodes')).toHaveLength(1));
    await waitFor(() => expect(callsTo('getReleve')).toHaveLength(1));
    expect(sectionTitles()).toEqual([
      'Factures',
      'Mes devis',
      'Attestations fiscales',
      'Relevé d’heures',
      'Mes documents',
      'Moyens de paiement',
    ]);
  });

  it('?releve= opens that month’s timesheet', async () => {
    answer(0);
    renderAt('/documents?releve=2026-02');
    await waitFor(() => expect(callsTo('getReleve')).toHaveLength(1));
    expect(callsTo('getReleve')[0]![1].query).toEqual({ periode: '2026-02' });
    expect(sectionTitles()[0]).toBe('Relevé d’heures');
  });

  it('?facture= opens the invoice named by the link', async () => {
    answer(0);
    renderAt(`/documents?facture=${encryptPathId(21)}`);
    expect(await screen.findByRole('button', { name: 'Retour aux factures' })).toBeTruthy();
    await waitFor(() => expect(callsTo('getFacture')).toHaveLength(1));
    expect(decryptPathId(callsTo('getFacture')[0]![1].params?.id)).toBe(21);
    expect(callsTo('listClientFactures')).toHaveLength(0);
  });

  it('an unreadable invoice link says so', async () => {
    answer(0);
    renderAt('/documents?facture=abimé');
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toBe(
      'Ce lien de facture n’est pas valide.',
    );
  });
});
