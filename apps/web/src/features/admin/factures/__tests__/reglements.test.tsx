import '../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ok,
  renderAt,
  signInOperator,
  stubApi,
  type Answer,
} from '../../../../test/back-office.tsx';
import { page } from '../../../../test/back-office-fixtures.ts';
import { facture as sharedFacture } from '../../../../test/factures.ts';
import { requestBudget, type ResponseOf } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import type { FactureHistorique } from '../../../../lib/reglements.ts';

/*
 * The payment ledger on the back office's invoice screen (docs/paiements.md): the history with
 * what remains, the paid state instead of « — », and « Enregistrer un règlement ».
 */

type Facture = ResponseOf<'getFacture'>;

const emise = (overrides: Partial<Facture> = {}) =>
  sharedFacture({
    id: 11,
    client_id: 7,
    numero: 'F-2026-00042',
    client_nom: 'Mme Lou Martin',
    statut: 'emise',
    montant_ttc: 100,
    montant_paye: 0,
    ...overrides,
  });

/** Invoice of 100 €, a credit note of 30 €, a transfer of 20 € and a cancelled cheque. */
function historique(overrides: Partial<FactureHistorique> = {}): FactureHistorique {
  const base = {
    reference: null,
    mode: null,
    reglement_id: null,
    recorded_by: null,
    annule: false,
    annule_motif: null,
  };
  return {
    facture_id: 11,
    numero: 'F-2026-00042',
    client_id: 7,
    montant_centimes: 10000,
    avoirs_centimes: 3000,
    regle_centimes: 2000,
    reste_centimes: 5000,
    payee: false,
    entries: [
      {
        ...base,
        kind: 'emission',
        date: '2026-03-01',
        libelle: 'Facture F-2026-00042 émise',
        montant_centimes: 10000,
      },
      {
        ...base,
        kind: 'avoir',
        date: '2026-03-03',
        libelle: 'Avoir AV-2026-00001 : Geste commercial',
        montant_centimes: -3000,
        reference: 'AV-2026-00001',
      },
      {
        ...base,
        kind: 'reglement',
        date: '2026-03-05',
        libelle: 'Règlement par virement',
        montant_centimes: -2000,
        reference: 'VIR 0305',
        mode: 'virement',
        reglement_id: 5,
        recorded_by: 'Claire Compta',
      },
      {
        ...base,
        kind: 'reglement',
        date: '2026-03-06',
        libelle: 'Règlement par chèque (annulé)',
        montant_centimes: -1234,
        reference: 'Chèque 42',
        mode: 'cheque',
        reglement_id: 6,
        annule: true,
        annule_motif: 'Chèque sans provision',
      },
    ],
    ...overrides,
  };
}

const HISTORIQUE = `GET /api/facture/${encryptPathId(11)}/historique`;

function openDetail(
  detail: Facture,
  history: FactureHistorique,
  answers: Record<string, Answer> = {},
) {
  const user = userEvent.setup();
  signInOperator([4]);
  const api = stubApi({
    'GET /api/factures': () => ok(page([])),
    'GET /api/facture/': () => ok(detail),
    [HISTORIQUE]: () => ok(history),
    [`GET /api/facture/${encryptPathId(11)}/relances`]: () => ok([]),
    'GET /api/documents/link': () =>
      ok({ url: '/f.pdf', expires_at: new Date(Date.now() + 300_000).toISOString() }),
    ...answers,
  });
  renderAt(`/admin/factures?facture=${encodeURIComponent(encryptPathId(11))}`);
  return { user, api };
}

beforeEach(() => requestBudget.reset());
afterEach(() => vi.unstubAllGlobals());

describe('the invoice history', () => {
  it('lists issue, credit note and payments in French, strikes a cancelled one, shows what remains', async () => {
    openDetail(emise({ montant_paye: 20 }), historique());
    const table = await screen.findByRole(
      'table',
      { name: 'Historique de la facture' },
      { timeout: 5000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '01/03/2026',
      '03/03/2026',
      '05/03/2026',
      '06/03/2026',
      '',
    ]);
    expect(rows[1]).toHaveTextContent('Avoir AV-2026-00001 : Geste commercial');
    expect(rows[1]).toHaveTextContent(/-30,00\s€/);
    expect(rows[2]).toHaveTextContent('Règlement par virement (saisi par Claire Compta)');
    expect(rows[2]).toHaveTextContent('VIR 0305');
    expect(rows[3]).toHaveTextContent('Annulé : Chèque sans provision');
    expect(within(rows[4]!).getByText(/50,00\s€/)).toBeVisible();
    // The payment line says what remains, not « — ».
    expect(screen.getByText(/Paiement : Reste à payer : 50,00\s€/)).toBeVisible();
  });

  it('shows « Payée » and no payment form once nothing remains', async () => {
    openDetail(
      emise({ statut: 'payee', montant_paye: 70 }),
      historique({ reste_centimes: 0, regle_centimes: 7000, payee: true }),
    );
    expect(await screen.findByText('Paiement : Payée')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enregistrer un règlement' })).toBeNull();
  });
});

describe("the client's credit", () => {
  it('offers to set the credit against the invoice, up to what remains', async () => {
    const { user, api } = openDetail(emise({ montant_paye: 20 }), historique(), {
      [`GET /api/client/${encryptPathId(7)}/reglements`]: () =>
        ok({ client_id: 7, credit_centimes: 8000, reglements: [] }),
      'POST /api/reglements/imputer': () =>
        ok({ client_id: 7, credit_centimes: 3000, reglements: [] }),
    });
    expect(
      await screen.findByText(/Imputer l'avoir du client \(80,00\s€ disponible\)/),
    ).toBeVisible();
    // 80 € of credit, 50 € left on the invoice: 50 € are offered.
    await user.click(screen.getByRole('button', { name: /Imputer 50,00\s€ sur cette facture/ }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reglements/imputer').map((c) => c.body)).toEqual([
        { client_id: 7, facture_id: 11, montant_centimes: 5000 },
      ]),
    );
  });
});

describe('cancelling a payment', () => {
  it('asks a reason, then cancels the payment chosen (a cancelled one offers nothing)', async () => {
    const { user, api } = openDetail(emise({ montant_paye: 20 }), historique(), {
      'POST /api/reglements/annuler': () => ok({ id: 5 }),
    });
    await screen.findByRole('table', { name: 'Historique de la facture' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Annuler le règlement du 06/03/2026' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Annuler le règlement du 05/03/2026' }));
    const form = screen.getByRole('form', { name: 'Annuler' });
    await user.click(within(form).getByRole('button', { name: "Confirmer l'annulation" }));
    expect(
      await within(form).findByText('Indiquez pourquoi ce règlement est annulé.'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/reglements/annuler')).toHaveLength(0);
    await user.type(
      within(form).getByLabelText(/Motif de l'annulation/),
      'Virement d’un autre client',
    );
    await user.click(within(form).getByRole('button', { name: "Confirmer l'annulation" }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reglements/annuler').map((c) => c.body)).toEqual([
        { id: 5, motif: 'Virement d’un autre client' },
      ]),
    );
  });
});

describe('« Enregistrer un règlement »', () => {
  it('starts from what remains after credit notes, checks the amounts, sends cents', async () => {
    const { user, api } = openDetail(emise({ montant_paye: 20 }), historique(), {
      'POST /api/reglements': () =>
        ok({
          id: 9,
          client_id: 7,
          date: '2026-03-10',
          mode: 'cheque',
          reference: 'Chèque 77',
          montant_centimes: 6000,
          impute_centimes: 5000,
          non_impute_centimes: 1000,
          recorded_by: null,
          created_at: '2026-03-10T09:00:00Z',
          annule_at: null,
          annule_par: null,
          annule_motif: null,
          imputations: [],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer un règlement' }));
    const form = screen.getByRole('form', { name: 'Enregistrer un règlement' });
    const montant = within(form).getByLabelText(/Montant reçu/);
    const impute = within(form).getByLabelText('Montant imputé sur cette facture (€)');
    // Prefilled with what remains (100 − 30 − 20), not the invoice's total.
    expect(montant).toHaveValue('50,00');
    expect(impute).toHaveValue('50,00');

    await user.clear(montant);
    await user.type(montant, '40');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(
      await within(form).findByText('Le montant imputé ne peut pas dépasser le montant reçu.'),
    ).toBeVisible();
    await user.clear(montant);
    await user.type(montant, '60');
    await user.clear(impute);
    await user.type(impute, '50,01');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(
      await within(form).findByText(
        /Le montant imputé ne peut pas dépasser le reste à payer \(50,00\s€\)\./,
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/reglements')).toHaveLength(0);

    // 60 € received by cheque, 50 € on this invoice: 10 € stay the client's credit.
    await user.clear(impute);
    await user.type(impute, '50');
    const date = within(form).getByLabelText(/Date de réception/);
    await user.clear(date);
    await user.type(date, '2026-03-10');
    await user.selectOptions(within(form).getByLabelText('Mode de règlement'), 'Chèque');
    await user.type(within(form).getByLabelText('Référence (virement, chèque…)'), 'Chèque 77');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reglements').map((c) => c.body)).toEqual([
        {
          client_id: 7,
          date: '2026-03-10',
          mode: 'cheque',
          reference: 'Chèque 77',
          montant_centimes: 6000,
          imputations: [{ facture_id: 11, montant_centimes: 5000 }],
        },
      ]),
    );
    expect(await screen.findByText('Règlement enregistré.')).toBeVisible();
  });
});

/** An open invoice of client 7 as listClientFacturesOuvertes answers it. */
const ouverte = (id: number, numero: string, reste: number) => ({
  id,
  numero,
  periode: '2026-02',
  date_echeance: '2026-03-15',
  montant_centimes: reste,
  avoirs_centimes: 0,
  regle_centimes: 0,
  reste_centimes: reste,
});

describe('one payment spread over several invoices of the client', () => {
  it('sets an amount on each open invoice, checks each and their sum, in French, sends cents', async () => {
    const { user, api } = openDetail(emise({ montant_paye: 20 }), historique(), {
      [`GET /api/client/${encryptPathId(7)}/factures-ouvertes`]: () =>
        ok([
          ouverte(11, 'F-2026-00042', 5000),
          ouverte(12, 'F-2026-00043', 3005),
          ouverte(13, 'F-2026-00044', 1000),
        ]),
      'POST /api/reglements': () => ok({ id: 9 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer un règlement' }));
    const form = screen.getByRole('form', { name: 'Enregistrer un règlement' });
    const group = await within(form).findByRole('group', {
      name: "Répartir sur d'autres factures du client",
    });
    // The invoice on screen is not offered twice.
    expect(within(group).queryByLabelText(/F-2026-00042/)).toBeNull();
    const second = within(group).getByLabelText('Montant imputé sur la facture F-2026-00043 (€)');
    const third = within(group).getByLabelText('Montant imputé sur la facture F-2026-00044 (€)');
    expect(within(group).getByText(/Reste à payer : 30,05\s€/)).toBeVisible();

    const montant = within(form).getByLabelText(/Montant reçu/);
    await user.clear(montant);
    await user.type(montant, '90');
    await user.type(second, '30,05');
    await user.type(third, '10');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(
      await within(form).findByText(
        /La somme imputée \(90,05\s€\) dépasse le montant reçu \(90,00\s€\) : réduisez une des parts\./,
      ),
    ).toBeVisible();
    await user.clear(third);
    await user.type(third, '10,01');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(
      await within(form).findByText(
        /Le montant imputé dépasse ce qui reste à payer sur la facture F-2026-00044 \(10,00\s€\)\./,
      ),
    ).toBeVisible();
    await user.clear(third);
    await user.type(third, 'dix');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    expect(await within(form).findByText('Montant attendu, par exemple 70,00.')).toBeVisible();
    expect(api.callsTo('POST', '/api/reglements')).toHaveLength(0);

    // 90 € received: 50 € here, 30,05 € and 9,95 €, nothing left as credit.
    await user.clear(third);
    await user.type(third, '9,95');
    expect(
      within(form).getByText(/Imputé : 90,00\s€ · reste en avoir pour le client : 0,00\s€/),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le règlement' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reglements').map((c) => c.body)).toEqual([
        expect.objectContaining({
          client_id: 7,
          montant_centimes: 9000,
          imputations: [
            { facture_id: 11, montant_centimes: 5000 },
            { facture_id: 12, montant_centimes: 3005 },
            { facture_id: 13, montant_centimes: 995 },
          ],
        }),
      ]),
    );
  });

  it("shows the client's credit on an invoice already paid", async () => {
    openDetail(
      emise({ statut: 'payee', montant_paye: 70 }),
      historique({ reste_centimes: 0, regle_centimes: 7000, payee: true }),
      {
        [`GET /api/client/${encryptPathId(7)}/reglements`]: () =>
          ok({ client_id: 7, credit_centimes: 3003, reglements: [] }),
      },
    );
    expect(await screen.findByText(/Avoir du client : 30,03\s€ disponible/)).toBeVisible();
  });

  it('sets that credit against another open invoice of the client, checked in French', async () => {
    const { user, api } = openDetail(
      emise({ statut: 'payee', montant_paye: 70 }),
      historique({ reste_centimes: 0, regle_centimes: 7000, payee: true }),
      {
        [`GET /api/client/${encryptPathId(7)}/reglements`]: () =>
          ok({ client_id: 7, credit_centimes: 3003, reglements: [] }),
        [`GET /api/client/${encryptPathId(7)}/factures-ouvertes`]: () =>
          ok([ouverte(12, 'F-2026-00043', 2000), ouverte(13, 'F-2026-00044', 5000)]),
        'POST /api/reglements/imputer': () =>
          ok({ client_id: 7, credit_centimes: 0, reglements: [] }),
      },
    );
    const form = await screen.findByRole('form', { name: "Imputer l'avoir sur une autre facture" });
    const montant = within(form).getByLabelText('Montant à imputer (€)');
    // At most the credit and what remains on the invoice chosen.
    expect(montant).toHaveValue('20,00');
    await user.selectOptions(within(form).getByLabelText('Facture à régler'), '13');
    expect(montant).toHaveValue('30,03');
    await user.clear(montant);
    await user.type(montant, '30,04');
    await user.click(
      within(form).getByRole('button', { name: "Imputer l'avoir sur une autre facture" }),
    );
    expect(
      await within(form).findByText(
        /Le montant dépasse l'avoir disponible du client \(30,03\s€\)\./,
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/reglements/imputer')).toHaveLength(0);
    await user.clear(montant);
    await user.type(montant, '30,03');
    await user.click(
      within(form).getByRole('button', { name: "Imputer l'avoir sur une autre facture" }),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/reglements/imputer').map((c) => c.body)).toEqual([
        { client_id: 7, facture_id: 13, montant_centimes: 3003 },
      ]),
    );
  });
});
