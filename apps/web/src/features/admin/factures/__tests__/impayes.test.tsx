import '../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { facture as sharedFacture } from '../../../../test/factures.ts';
import { requestBudget, type ResponseOf } from '../../../../lib/api-client.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';

/*
 * The aged list « Impayés » (docs/paiements.md « Impayés et relances »): the buckets' totals in
 * euros the French way, a bucket chosen filters the list, each invoice links to its detail, the
 * screen is for accounting; and the reminders sent shown on the invoice's detail.
 */

type Impayes = ResponseOf<'listImpayes'>;
type Item = Impayes['items'][number];

const item = (overrides: Partial<Item>): Item => ({
  facture_id: 11,
  numero: 'F-2026-000011',
  type: 'client',
  client_id: 7,
  client_nom: 'Lou Martin',
  organisme: null,
  periode: '2026-01',
  date_emission: '2026-02-01',
  date_echeance: '2026-02-16',
  jours_retard: 14,
  tranche: 'retard_1_15',
  montant_centimes: 12050,
  reste_centimes: 7045,
  derniere_relance: 1,
  ...overrides,
});

const TRANCHES: Impayes['tranches'] = [
  { tranche: 'a_echoir', label: 'Non échues', nb: 1, total_centimes: 10010 },
  { tranche: 'retard_1_15', label: '1 à 15 jours', nb: 1, total_centimes: 7045 },
  { tranche: 'retard_16_30', label: '16 à 30 jours', nb: 0, total_centimes: 0 },
  { tranche: 'retard_31_60', label: '31 à 60 jours', nb: 0, total_centimes: 0 },
  { tranche: 'retard_plus_60', label: 'Plus de 60 jours', nb: 1, total_centimes: 100000 },
];

function answer(items: Item[]): Impayes {
  return {
    items,
    page: 1,
    limit: 20,
    total: items.length,
    today: '2026-03-02',
    tranches: TRANCHES,
    nb_factures: 3,
    total_centimes: 117055,
  };
}

const ALL = [
  item({
    facture_id: 13,
    numero: 'F-2025-000013',
    client_nom: 'Paul Leroy',
    jours_retard: 75,
    tranche: 'retard_plus_60',
    montant_centimes: 100000,
    reste_centimes: 100000,
    derniere_relance: 3,
  }),
  item({}),
  item({
    facture_id: 12,
    numero: 'F-2026-000012',
    jours_retard: 0,
    tranche: 'a_echoir',
    montant_centimes: 10010,
    reste_centimes: 10010,
    derniere_relance: 0,
    date_echeance: '2026-03-02',
  }),
];

beforeEach(() => requestBudget.reset());
afterEach(() => vi.unstubAllGlobals());

function openImpayes(roles = [4]) {
  const user = userEvent.setup();
  signInOperator(roles);
  const api = stubApi({
    'GET /api/factures/impayes': (call) => {
      const tranche = new URL(call.path, 'http://x').searchParams.get('tranche');
      return ok(answer(tranche ? ALL.filter((row) => row.tranche === tranche) : ALL));
    },
  });
  renderAt('/admin/factures/impayes');
  return { user, api };
}

describe('« Impayés »', () => {
  it('shows the total owed and each bucket in euros, and the invoices, most overdue first', async () => {
    openImpayes();
    expect(await screen.findByRole('heading', { level: 2, name: 'Impayés' })).toBeVisible();
    const total = await screen.findByRole('button', { name: /^Total dû/ });
    expect(total).toHaveAttribute('aria-pressed', 'true');
    expect(total).toHaveTextContent(/1\s170,55\s€/);
    expect(total).toHaveTextContent('3 factures');
    expect(screen.getByRole('button', { name: /^Plus de 60 jours/ })).toHaveTextContent(
      /1\s000,00\s€/,
    );
    expect(screen.getByText(/au 02\/03\/2026/)).toBeVisible();

    const list = screen.getByRole('region', { name: 'Liste des factures impayées' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'F-2025-000013',
      'F-2026-000011',
      'F-2026-000012',
    ]);
    expect(links[1]).toHaveAccessibleName('Ouvrir la facture F-2026-000011 — Lou Martin');
    expect(links[1]).toHaveAttribute(
      'href',
      `/admin/factures?facture=${encodeURIComponent(encryptPathId(11))}`,
    );
    const second = links[1]!.closest('li')!;
    expect(second).toHaveTextContent(/70,45\s€/);
    expect(second).toHaveTextContent(/Montant 120,50\s€/);
    expect(second).toHaveTextContent('14 jours de retard');
    expect(second).toHaveTextContent('Échéance 16/02/2026');
    expect(second).toHaveTextContent('Relance 1 envoyée');
    expect(links[2]!.closest('li')).toHaveTextContent('Non échue');
  });

  it('filters the list on the bucket chosen, and back to all', async () => {
    const { user, api } = openImpayes();
    const bucket = await screen.findByRole('button', { name: /^Plus de 60 jours/ });
    await user.click(bucket);
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/factures/impayes').map((call) => call.path)).toContain(
        '/api/factures/impayes?page=1&limit=20&tranche=retard_plus_60',
      ),
    );
    await waitFor(() => expect(bucket).toHaveAttribute('aria-pressed', 'true'));
    const list = screen.getByRole('region', { name: 'Liste des factures impayées' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['F-2025-000013']),
    );
    await user.click(screen.getByRole('button', { name: /^Total dû/ }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
  });

  it('says when a bucket is empty', async () => {
    const { user } = openImpayes();
    await user.click(await screen.findByRole('button', { name: /^16 à 30 jours/ }));
    expect(await screen.findByText('Aucune facture impayée dans cette tranche.')).toBeVisible();
  });

  it('links the two screens of the invoices area', async () => {
    openImpayes();
    const nav = await screen.findByRole('navigation', { name: 'Factures et impayés' });
    expect(within(nav).getByRole('link', { name: 'Impayés' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Factures' })).toHaveAttribute(
      'href',
      '/admin/factures',
    );
  });

  it('is refused to the commercial team before it loads', async () => {
    const { api } = openImpayes([3]);
    expect(await screen.findByText(/Cet écran n’est pas accessible avec votre rôle/)).toBeVisible();
    expect(api.callsTo('GET', '/api/factures/impayes')).toHaveLength(0);
  });

  it('has no accessibility violation (axe)', async () => {
    openImpayes();
    await screen.findAllByRole('link', { name: /Ouvrir la facture/ });
    // jsdom computes no colours: contrast is checked by the end-to-end run (e2e/tests/a11y.spec.ts).
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('the reminders on the invoice detail', () => {
  it('lists each reminder sent with its day and how the family was told', async () => {
    signInOperator([4]);
    stubApi({
      'GET /api/factures': () => ok({ items: [], page: 1, limit: 20, total: 0 }),
      'GET /api/facture/': () =>
        ok(
          sharedFacture({
            id: 11,
            numero: 'F-2026-000011',
            statut: 'envoyee',
            montant_ttc: 120.5,
          }),
        ),
      [`GET /api/facture/${encryptPathId(11)}/historique`]: () =>
        ok({
          facture_id: 11,
          numero: 'F-2026-000011',
          client_id: 7,
          montant_centimes: 12050,
          avoirs_centimes: 0,
          regle_centimes: 0,
          reste_centimes: 12050,
          payee: false,
          entries: [],
        }),
      [`GET /api/facture/${encryptPathId(11)}/relances`]: () =>
        ok([
          {
            niveau: 1,
            jours: 7,
            jours_retard: 7,
            reste_centimes: 12050,
            par_mail: true,
            derniere: false,
            sent_at: '2026-03-09T09:00:00.000Z',
          },
          {
            niveau: 2,
            jours: 15,
            jours_retard: 16,
            reste_centimes: 12050,
            par_mail: false,
            derniere: true,
            sent_at: '2026-03-18T23:30:00.000Z',
          },
        ]),
    });
    renderAt(`/admin/factures?facture=${encodeURIComponent(encryptPathId(11))}`);
    const section = await screen.findByRole('region', { name: 'Relances' }, { timeout: 5000 });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Relance 1 le 09/03/2026 (7 jours après l’échéance) — in-app et e-mail',
    );
    // 23:30 UTC on the 18th is the 19th in Paris.
    expect(items[1]).toHaveTextContent(
      'Relance 2 le 19/03/2026 (16 jours après l’échéance) — in-app — dernière relance : tâche ouverte dans le cockpit',
    );
  });
});
