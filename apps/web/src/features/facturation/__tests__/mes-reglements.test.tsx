import '../../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientReglements } from '../api/reglements.ts';
import { ok, signInOperator, stubApi } from '../../../test/back-office.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { decryptPathId, encryptPathId } from '../../../lib/path-id.ts';
import { MesReglements } from '../components/mes-reglements.tsx';

/* The family's payments: each received, its method, reference, amount and invoices (docs/paiements.md). */

type Reglement = ClientReglements['reglements'][number];

function reglement(overrides: Partial<Reglement>): Reglement {
  return {
    id: 1,
    client_id: 3,
    date: '2026-03-05',
    mode: 'virement',
    reference: null,
    montant_centimes: 0,
    impute_centimes: 0,
    non_impute_centimes: 0,
    recorded_by: null,
    created_at: '2026-03-05T09:00:00Z',
    annule_at: null,
    annule_par: null,
    annule_motif: null,
    imputations: [],
    cesu_titres: [],
    ...overrides,
  };
}

const ledger: ClientReglements = {
  client_id: 3,
  credit_centimes: 475,
  reglements: [
    reglement({
      id: 9,
      date: '2026-03-10',
      mode: 'cheque',
      reference: 'CHQ 0042',
      montant_centimes: 15000,
      impute_centimes: 14525,
      non_impute_centimes: 475,
      imputations: [
        {
          id: 1,
          facture_id: 21,
          facture_numero: 'F-2026-00042',
          montant_centimes: 10020,
          created_at: '2026-03-10T09:00:00Z',
        },
        {
          id: 2,
          facture_id: 22,
          facture_numero: 'F-2026-00043',
          montant_centimes: 4505,
          created_at: '2026-03-10T09:00:00Z',
        },
      ],
    }),
    reglement({
      id: 8,
      date: '2026-03-06',
      mode: 'especes',
      montant_centimes: 999,
      annule_at: '2026-03-07T09:00:00Z',
      annule_motif: 'Saisi deux fois',
    }),
    reglement({
      id: 7,
      date: '2026-02-05',
      mode: 'carte',
      reference: 'pi_123',
      montant_centimes: 6000,
      impute_centimes: 6000,
      imputations: [
        {
          id: 3,
          facture_id: 20,
          facture_numero: 'F-2026-00031',
          montant_centimes: 6000,
          created_at: '2026-02-05T09:00:00Z',
        },
      ],
    }),
  ],
};

const url = `GET /api/client/${encryptPathId(3)}/reglements`;
const link = (id: number) => `/documents/factures?facture=${encryptPathId(id)}`;

beforeEach(() => signInOperator([5]));
afterEach(() => vi.unstubAllGlobals());

function show() {
  renderWithProviders(
    <MemoryRouter>
      <MesReglements clientId={3} factureLink={link} />
    </MemoryRouter>,
  );
}

describe('the family’s payments', () => {
  it('lists each payment received with its day, method, reference, amount and invoices', async () => {
    stubApi({ [url]: () => ok(ledger) });
    show();
    const list = await screen.findByRole('list', { name: 'Liste de mes règlements' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    // The cancelled one is not listed; the most recent first.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/150,00\s€/);
    expect(items[0]).toHaveTextContent('Chèque');
    expect(items[0]).toHaveTextContent('Reçu le 10/03/2026');
    expect(items[0]).toHaveTextContent('Référence : CHQ 0042');
    const settled = within(items[0]!).getByRole('link', {
      name: /Facture F-2026-00042 : 100,20\s€/,
    });
    expect(
      decryptPathId(
        new URLSearchParams(settled.getAttribute('href')!.split('?')[1]).get('facture'),
      ),
    ).toBe(21);
    expect(
      within(items[0]!).getByRole('link', { name: /Facture F-2026-00043 : 45,05\s€/ }),
    ).toBeVisible();
    expect(items[0]).toHaveTextContent(/En avoir : 4,75\s€/);
    expect(items[1]).toHaveTextContent('Carte bancaire');
    expect(items[1]).toHaveTextContent('Référence : pi_123');
    expect(screen.queryByText('Espèces')).toBeNull();
    expect(screen.getByText(/Avoir en votre faveur : 4,75\s€/)).toBeVisible();
  });

  it('says when nothing was received yet', async () => {
    stubApi({ [url]: () => ok({ client_id: 3, credit_centimes: 0, reglements: [] }) });
    show();
    expect(await screen.findByText('Aucun règlement reçu pour l’instant.')).toBeVisible();
    expect(screen.queryByText(/Avoir en votre faveur/)).toBeNull();
  });

  it('says in French when they cannot be read', async () => {
    stubApi({});
    show();
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
