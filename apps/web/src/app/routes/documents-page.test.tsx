import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
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
      case 'listClientReglements':
        return { client_id: 3, credit_centimes: 0, reglements: [] } as never;
      case 'getFacture':
      case 'getDevisForSignature':
        // The detail's own content is tested with its feature; here only where the link lands.
        throw new Error('pas ici');
      default:
        return [] as never;
    }
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  localStorage.setItem('token', 'jeton');
  localStorage.setItem('user', JSON.stringify(makeUser({ client_id: 3 })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Where />
          <Routes>
            <Route path="/documents" element={<DocumentsPage />} />
            <Route path="/documents/:section" element={<DocumentsPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const strip = () => screen.getByRole('navigation', { name: 'Sections de mes documents' });

beforeEach(() => {
  call.mockReset();
});
afterEach(() => {
  localStorage.clear();
});

describe('DocumentsPage', () => {
  it('/documents lists the seven sections, the timesheet marked while a month waits', async () => {
    answer(2);
    renderAt('/documents');
    expect(screen.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeTruthy();
    const links = within(strip()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Relevés d’heures', '/documents/releves'],
      ['Factures', '/documents/factures'],
      ['Règlements', '/documents/reglements'],
      ['Devis', '/documents/devis'],
      ['Attestations fiscales', '/documents/attestations'],
      ['Mes fichiers', '/documents/fichiers'],
      ['Paiement', '/documents/paiement'],
    ]);
    expect(await screen.findByText('À confirmer')).toBeTruthy();
  });

  it('says nothing waits once every month is answered', async () => {
    answer(0);
    renderAt('/documents');
    await waitFor(() => expect(callsTo('listRelevePeriodes')).toHaveLength(1));
    expect(screen.queryByText('À confirmer')).toBeNull();
  });

  it.each([
    ['releves', 'Relevé d’heures'],
    ['factures', 'Factures'],
    ['reglements', 'Mes règlements'],
    ['devis', 'Mes devis'],
    ['attestations', 'Attestations fiscales'],
    ['fichiers', 'Mes documents'],
    // The payment methods, and the immediate advance beside them (docs/avance-immediate.md).
    ['paiement', ['Moyens de paiement', 'Avance immédiate de crédit d’impôt']],
  ])('/documents/%s shows that section alone, marked in the strip', async (section, title) => {
    answer(0);
    renderAt(`/documents/${section}`);
    await waitFor(() => expect(sectionTitles()).toEqual([title].flat()));
    const current = within(strip())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.getAttribute('href'))).toEqual([`/documents/${section}`]);
  });

  it('the strip goes from one section to another', async () => {
    answer(0);
    renderAt('/documents/factures');
    await userEvent.click(within(strip()).getByRole('link', { name: 'Devis' }));
    expect(where()).toBe('/documents/devis');
    await waitFor(() => expect(sectionTitles()).toEqual(['Mes devis']));
  });

  it('an unknown section goes back to /documents', async () => {
    answer(0);
    renderAt('/documents/inconnue');
    await waitFor(() => expect(where()).toBe('/documents'));
  });

  it('?releve= (mails, notifications) opens that month’s timesheet in its section', async () => {
    answer(0);
    renderAt('/documents?releve=2026-02');
    await waitFor(() => expect(where()).toBe('/documents/releves?releve=2026-02'));
    await waitFor(() => expect(callsTo('getReleve')).toHaveLength(1));
    expect(callsTo('getReleve')[0]![1].query).toEqual({ periode: '2026-02' });
    expect(sectionTitles()[0]).toBe('Relevé d’heures');
  });

  it('?facture= opens the invoice named by the link, in the invoices', async () => {
    answer(0);
    const id = encryptPathId(21);
    renderAt(`/documents?facture=${id}`);
    expect(await screen.findByRole('button', { name: 'Retour aux factures' })).toBeTruthy();
    expect(where()).toBe(`/documents/factures?facture=${id}`);
    await waitFor(() => expect(callsTo('getFacture')).toHaveLength(1));
    expect(decryptPathId(callsTo('getFacture')[0]![1].params?.id)).toBe(21);
    expect(callsTo('listClientFactures')).toHaveLength(0);
  });

  it('?devis= opens the quote named by the link, in the quotes', async () => {
    answer(0);
    const id = encryptPathId(34);
    renderAt(`/documents?devis=${id}`);
    await waitFor(() => expect(where()).toBe(`/documents/devis?devis=${id}`));
    expect(await screen.findByRole('button', { name: 'Retour à la liste des devis' })).toBeTruthy();
    expect(callsTo('listClientDevis')).toHaveLength(0);
  });

  it('an unreadable invoice link says so', async () => {
    answer(0);
    renderAt('/documents?facture=abimé');
    expect((await screen.findAllByRole('alert'))[0]!.textContent).toBe(
      'Ce lien de facture n’est pas valide.',
    );
  });
});
