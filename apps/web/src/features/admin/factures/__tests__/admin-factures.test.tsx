import '../../../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  ok,
  renderAt,
  signInOperator,
  sectionNames,
  stubApi,
  type Answer,
} from '../../../../test/back-office.tsx';
import { page } from '../../../../test/back-office-fixtures.ts';
import { facture as sharedFacture } from '../../../../test/factures.ts';
import { requestBudget, type ResponseOf } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';

type Facture = ResponseOf<'getFacture'>;

const NOW = '2026-03-02T09:00:00.000Z';

/** A draft of February 2026 with one weekend line; the rest as the shared invoice. */
function facture(overrides: Partial<Facture> = {}): Facture {
  return sharedFacture({
    id: 11,
    numero: null,
    client_nom: 'Mme Lou Martin',
    mission_id: null,
    statut: 'brouillon',
    periode: '2026-02',
    periode_debut: '2026-02-01',
    periode_fin: '2026-02-28',
    date_emission: null,
    date_echeance: null,
    montant_ht: 109.09,
    montant_tva: 10.91,
    montant_ttc: 120,
    tva_par_taux: [{ taux_tva: 0.1, montant_ht: 109.09, montant_tva: 10.91, montant_ttc: 120 }],
    credit_impot_ttc: 60,
    reste_a_charge_ttc: 60,
    filename: null,
    lignes: [
      {
        id: 101,
        intervention_id: 55,
        libelle: 'Aide ménagère',
        date: '2026-02-07',
        agent_nom: 'Awa Diallo',
        skill_id: 1,
        minutes: 240,
        quantite: 4,
        tarif: 'weekend',
        prix_unitaire_ttc: 30,
        taux_tva: 0.1,
        montant_ht: 109.09,
        montant_tva: 10.91,
        montant_ttc: 120,
      },
    ],
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  });
}

const emise = (overrides: Partial<Facture> = {}) =>
  facture({
    numero: 'F-2026-00042',
    statut: 'emise',
    date_emission: '2026-03-01',
    date_echeance: '2026-03-16',
    filename: 'facture-f-2026-00042.pdf',
    ...overrides,
  });

function listItem(value: Facture) {
  const { lignes: _lignes, ...item } = value;
  return item;
}

const detailPath = (id: number) =>
  `/admin/factures?facture=${encodeURIComponent(encryptPathId(id))}`;

/** A link minted for five minutes, as the API does. */
const fileLink = () =>
  ok({
    url: '/uploads/serve-file/abc?grant=xyz',
    expires_at: new Date(Date.now() + 5 * 60_000).toISOString(),
  });

/**
 * An accountant on invoice 11's detail: GET /api/facture/ answers `detail`, the list nothing, and
 * `answers` the calls the test makes besides.
 */
function openDetail(detail: Facture, answers: Record<string, Answer> = {}) {
  const user = userEvent.setup();
  signInOperator([4]);
  const api = stubApi({
    'GET /api/factures': () => ok(page([])),
    'GET /api/facture/': () => ok(detail),
    [`GET /api/facture/${encryptPathId(11)}/relances`]: () => ok([]),
    ...answers,
  });
  renderAt(detailPath(11));
  return { user, api };
}

beforeEach(() => requestBudget.reset());

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('invoices section (/admin/factures)', () => {
  it('is offered to accounting', async () => {
    signInOperator([4]);
    stubApi({
      'GET /api/clients/client-statuts': () => ok([]),
      'GET /api/factures': () => ok(page([])),
    });
    renderAt('/admin/factures');
    expect(await sectionNames()).toContain('Factures');
    expect(await screen.findByRole('heading', { level: 2, name: 'Factures' })).toBeVisible();
  });

  it('is not offered to a commercial operator, who keeps the timesheets', async () => {
    signInOperator([3]);
    stubApi({
      'GET /api/client-cockpit/commercial/counts': () =>
        ok({ ouvertes: 0, mes_taches: 0, non_affectees: 0, par_type: {} }),
      'POST /api/client-cockpit/commercial?': () => ok(page([])),
    });
    renderAt('/admin');
    const names = await sectionNames();
    expect(names).not.toContain('Factures');
    expect(names).toContain('Relevés d’heures');
  });

  it('prepares the chosen month and says what was created, existed and is still pending', async () => {
    const user = userEvent.setup();
    signInOperator([4]);
    const api = stubApi({
      'GET /api/factures': () => ok(page([])),
      'POST /api/factures/generer-mois': () =>
        ok({ creees: [listItem(facture())], nb_creees: 1, existantes: 2, en_attente: 1 }),
    });
    renderAt('/admin/factures');
    const month = await screen.findByLabelText('Mois facturé');
    fireEvent.change(month, { target: { value: '2026-02' } });
    await user.click(screen.getByRole('button', { name: 'Préparer les factures du mois' }));
    expect(
      await screen.findByText(
        '1 brouillon créé, 2 déjà existants, 1 client encore en attente (heures à confirmer ou contestées).',
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/factures/generer-mois').map((call) => call.body)).toEqual([
      { periode: '2026-02' },
    ]);
  });

  it('lists the invoices with number or « Brouillon », month, amount and status, filtered by name', async () => {
    const user = userEvent.setup();
    signInOperator([4]);
    const api = stubApi({
      'GET /api/factures': () => ok(page([listItem(facture()), listItem(emise({ id: 12 }))])),
      'GET /api/facture/': () => ok(facture()),
    });
    const { router } = renderAt('/admin/factures');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Brouillon');
    expect(rows[1]).toHaveTextContent('février 2026');
    expect(rows[1]).toHaveTextContent('Planifiée');
    expect(rows[2]).toHaveTextContent('F-2026-00042');
    expect(rows[2]).toHaveTextContent(/120,00\s€/);
    await user.type(screen.getByLabelText('Nom du client'), 'Martin');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.includes('name=Martin'))).toBe(true),
    );
    await user.click(
      screen.getByRole('button', { name: 'Ouvrir la facture Brouillon — Mme Lou Martin' }),
    );
    expect(await screen.findByRole('heading', { name: 'Facture Brouillon' })).toBeVisible();
    expect(router.state.location.search).toContain('facture=');
  });

  it('issues a draft only after a confirmation saying the number cannot be undone', async () => {
    const { user, api } = openDetail(facture(), {
      'POST /api/clients/generer/factures': () => ok(emise()),
    });
    const lines = await screen.findByRole('table', { name: 'Lignes de la facture' });
    expect(lines).toHaveTextContent('Awa Diallo');
    expect(lines).toHaveTextContent('Week-end');
    expect(lines).toHaveTextContent('10 %');
    await user.click(screen.getByRole('button', { name: 'Émettre' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ne pourra pas être annulé');
    expect(api.callsTo('POST', '/api/clients/generer/factures')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Émettre la facture' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/clients/generer/factures').map((c) => c.body)).toEqual([
        { facture: 11, organisme: null },
      ]),
    );
  });

  it('issues an insurer’s draft to that insurer, and shows the API’s refusal in French', async () => {
    const { user, api } = openDetail(
      facture({ type: 'mutuelle', mutuelle_id: 8, organisme: 'Mutuelle Bleue' }),
      {
        'POST /api/clients/generer/factures': () =>
          json(
            {
              success: false,
              error: { code: 'CONFLICT', message: 'Cette facture est déjà émise.' },
            },
            409,
          ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Émettre' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Émettre la facture' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette facture est déjà émise.',
    );
    expect(api.callsTo('POST', '/api/clients/generer/factures')[0]?.body).toEqual({
      facture: 11,
      organisme: 8,
    });
  });

  it('offers no issuing nor line editing on an issued invoice, but a credit note, the PDF and a payment', async () => {
    signInOperator([4]);
    stubApi({
      'GET /api/factures': () => ok(page([])),
      'GET /api/facture/': () => ok(emise()),
      [`GET /api/facture/${encryptPathId(11)}/relances`]: () => ok([]),
      [`GET /api/facture/${encryptPathId(11)}/historique`]: () =>
        ok({
          facture_id: 11,
          numero: 'F-2026-00042',
          client_id: 7,
          montant_centimes: 12000,
          avoirs_centimes: 0,
          regle_centimes: 0,
          reste_centimes: 12000,
          payee: false,
          entries: [],
        }),
      'GET /api/documents/link': fileLink,
    });
    renderAt(detailPath(11));
    const lines = await screen.findByRole('table', { name: 'Lignes de la facture' });
    expect(within(lines).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(lines).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Émettre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier les lignes' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Une facture émise ne se modifie plus : corrigez-la par un avoir.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Émettre un avoir' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Enregistrer un règlement' })).toBeVisible();
    const pdf = await screen.findByRole('link', { name: 'Télécharger le PDF' });
    expect(pdf.getAttribute('href')).toContain('/uploads/serve-file/abc?grant=xyz');
  });

  it('checks the credit note’s reason and amount before sending it', async () => {
    const { user, api } = openDetail(emise(), {
      'GET /api/documents/link': fileLink,
      'POST /api/factures/avoir': () =>
        ok(emise({ id: 13, numero: 'F-2026-00043', nature: 'avoir', montant_ttc: -30.5 }), 'data'),
    });
    await user.click(await screen.findByRole('button', { name: 'Émettre un avoir' }));
    const form = screen.getByRole('form', { name: 'Émettre un avoir' });
    await user.click(within(form).getByRole('radio', { name: 'Un montant donné' }));
    await user.type(within(form).getByLabelText('Montant TTC à créditer (€)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Émettre l’avoir' }));
    expect(await within(form).findByText('Indiquez le motif de l’avoir.')).toBeVisible();
    expect(
      within(form).getByText(/L’avoir ne peut pas dépasser le montant de la facture/),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/factures/avoir')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Motif de l’avoir/), 'Heure comptée deux fois');
    const amount = within(form).getByLabelText('Montant TTC à créditer (€)');
    await user.clear(amount);
    await user.type(amount, '30,5');
    await user.click(within(form).getByRole('button', { name: 'Émettre l’avoir' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/factures/avoir').map((c) => c.body)).toEqual([
        { facture_id: 11, motif: 'Heure comptée deux fois', montant_ttc: 30.5 },
      ]),
    );
  });

  it('credits the whole invoice when no amount is chosen', async () => {
    const { user, api } = openDetail(emise(), {
      'GET /api/documents/link': fileLink,
      'POST /api/factures/avoir': () =>
        ok(emise({ id: 13, numero: 'F-2026-00043', nature: 'avoir', montant_ttc: -120 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Émettre un avoir' }));
    const form = screen.getByRole('form', { name: 'Émettre un avoir' });
    await user.type(within(form).getByLabelText(/Motif de l’avoir/), 'Prestation annulée');
    await user.click(within(form).getByRole('button', { name: 'Émettre l’avoir' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/factures/avoir').map((c) => c.body)).toEqual([
        { facture_id: 11, motif: 'Prestation annulée' },
      ]),
    );
    // The credit note just issued is the one shown now.
    expect(await screen.findByRole('heading', { name: 'Avoir F-2026-00043' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Émettre un avoir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Émettre un avoir' })).not.toBeInTheDocument();
  });

  it('sends an issued invoice by e-mail, to another address when one is typed', async () => {
    const { user, api } = openDetail(emise(), {
      'GET /api/documents/link': fileLink,
      'POST /api/factures/send': () => ok(emise({ statut: 'envoyee', sent_at: NOW })),
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer par e-mail' }));
    const form = screen.getByRole('form', { name: 'Envoyer par e-mail' });
    await user.type(
      within(form).getByLabelText('Autre adresse e-mail (facultatif)'),
      'fils.martin@exemple.fr',
    );
    await user.click(within(form).getByRole('button', { name: 'Envoyer par e-mail' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/factures/send').map((c) => c.body)).toEqual([
        { id: 11, email: 'fils.martin@exemple.fr' },
      ]),
    );
  });

  it('filters on the client named by a cockpit task, and pages through the list', async () => {
    const user = userEvent.setup();
    signInOperator([1]);
    const api = stubApi({
      'GET /api/factures': () => ok({ items: [listItem(emise())], page: 1, limit: 20, total: 45 }),
    });
    renderAt('/admin/factures?client=Mme%20Lou%20Martin');
    expect(await screen.findByLabelText('Nom du client')).toHaveValue('Mme Lou Martin');
    await screen.findByRole('table');
    expect(api.callsTo('GET', '/api/factures')[0]?.path).toContain('name=Mme+Lou+Martin');
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(api.calls.some((call) => /page=2&.*name=Mme\+Lou\+Martin/.test(call.path))).toBe(true),
    );
  });

  it('corrects the lines of a draft before it is issued, and checks them first', async () => {
    const { user, api } = openDetail(facture(), {
      'POST /api/factures/update': () => ok(facture({ montant_ttc: 135 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier les lignes' }));
    const form = screen.getByRole('form', { name: 'Modifier les lignes' });
    const hours = within(form).getByLabelText('Heures ou unités, ligne 1');
    await user.clear(hours);
    await user.type(hours, '3,5');
    await user.click(within(form).getByRole('button', { name: 'Ajouter une ligne' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les lignes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Ligne 2');
    expect(api.callsTo('POST', '/api/factures/update')).toHaveLength(0);
    await user.type(within(form).getByLabelText('Prestation de la ligne 2'), 'Frais de dossier');
    await user.type(within(form).getByLabelText('Prix unitaire TTC (€), ligne 2'), '30');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer les lignes' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/factures/update').map((c) => c.body)).toEqual([
        {
          id: 11,
          lignes: [
            {
              intervention_id: 55,
              date: '2026-02-07',
              libelle: 'Aide ménagère',
              quantite: 3.5,
              prix_unitaire_ttc: 30,
            },
            {
              intervention_id: null,
              date: null,
              libelle: 'Frais de dossier',
              quantite: 1,
              prix_unitaire_ttc: 30,
            },
          ],
        },
      ]),
    );
  });
});
