import '../../../test/setup.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, signInOperator, stubApi } from '../../../test/back-office.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { encryptPathId } from '../../../lib/path-id.ts';
import type { FactureHistorique } from '../../../lib/reglements.ts';
import { ReglementsRecus } from '../components/reglements-recus.tsx';

/* The family's invoice: the payments received and what remains (docs/paiements.md). */

const base = {
  reference: null,
  mode: null,
  reglement_id: null,
  recorded_by: null,
  annule: false,
  annule_motif: null,
};

function historique(overrides: Partial<FactureHistorique> = {}): FactureHistorique {
  return {
    facture_id: 11,
    numero: 'F-2026-00042',
    client_id: 7,
    montant_centimes: 10000,
    avoirs_centimes: 0,
    regle_centimes: 4000,
    reste_centimes: 6000,
    payee: false,
    entries: [
      {
        ...base,
        kind: 'emission',
        date: '2026-03-01',
        libelle: 'Facture',
        montant_centimes: 10000,
      },
      {
        ...base,
        kind: 'reglement',
        date: '2026-03-05',
        libelle: 'Règlement par virement',
        montant_centimes: -4000,
        mode: 'virement',
        reglement_id: 5,
      },
      {
        ...base,
        kind: 'reglement',
        date: '2026-03-06',
        libelle: 'Règlement par chèque (annulé)',
        montant_centimes: -999,
        mode: 'cheque',
        reglement_id: 6,
        annule: true,
      },
    ],
    ...overrides,
  };
}

const url = `GET /api/facture/${encryptPathId(11)}/historique`;

// A signed-in caller (the API checks the family owns the invoice; the screen only reads it).
beforeEach(() => signInOperator([5]));
afterEach(() => vi.unstubAllGlobals());

describe('payments received on the family invoice', () => {
  it('lists the payments received (not a cancelled one) and what remains, in French', async () => {
    stubApi({ [url]: () => ok(historique()) });
    renderWithProviders(<ReglementsRecus factureId={11} />);
    const table = await screen.findByRole('table', { name: 'Règlements reçus' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('05/03/2026');
    expect(rows[0]).toHaveTextContent('Virement');
    expect(rows[0]).toHaveTextContent(/40,00\s€/);
    expect(screen.getByText(/Reste à payer : 60,00\s€/)).toBeVisible();
  });

  it('thanks the family once nothing remains', async () => {
    stubApi({
      [url]: () => ok(historique({ reste_centimes: 0, regle_centimes: 10000, payee: true })),
    });
    renderWithProviders(<ReglementsRecus factureId={11} />);
    expect(await screen.findByText('Facture réglée. Merci !')).toBeVisible();
  });
});
