import '../../../../test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { lastCertifiableYear } from '@maisonnee/domain';
import { requestBudget, type ResponseOf } from '../../../../lib/api-client.ts';

/*
 * The back office's tax certificates (docs/facturation.md « Attestations fiscales au
 * back-office »): the year drawn up lot after lot with its summary, the year's certificates in
 * euros and Paris days, a resend asked first, who has none and why; accounting only.
 */

type Item = ResponseOf<'listAttestationsAnnee'>['items'][number];
type Lot = ResponseOf<'genererAttestationsAnnee'>;

/** The year the screen opens on: the last one over on the Paris clock. */
const LAST_YEAR = lastCertifiableYear(new Date());

const item = (overrides: Partial<Item> = {}): Item => ({
  id: 41,
  client_id: 7,
  client_nom: 'Lou Martin',
  annee: LAST_YEAR,
  montant_centimes: 123_456,
  heures: 51.5,
  filename: 'attestation-fiscale-7.pdf',
  // 23:30 UTC on 14 January: already the 15th in Paris.
  created_at: `${LAST_YEAR + 1}-01-14T23:30:00.000Z`,
  envoyee_at: null,
  ...overrides,
});

const page = <T,>(items: T[]) => ({ items, page: 1, limit: 20, total: items.length });

const lot = (overrides: Partial<Lot>): Lot => ({
  annee: LAST_YEAR,
  etablies: 0,
  deja_etablies: 0,
  sans: [],
  erreurs: 0,
  restantes: 0,
  apres_id: null,
  total: 0,
  ...overrides,
});

beforeEach(() => requestBudget.reset());
afterEach(() => vi.unstubAllGlobals());

function openAttestations(roles = [4], lots: Lot[] = []) {
  const user = userEvent.setup();
  signInOperator(roles);
  let sent = false;
  const api = stubApi({
    'GET /api/attestations-fiscales?': () =>
      ok(
        page([
          item(sent ? { envoyee_at: `${LAST_YEAR + 1}-02-01T10:00:00.000Z` } : {}),
          item({ id: 42, client_id: 8, client_nom: 'Paul Leroy', montant_centimes: 10 }),
        ]),
      ),
    'GET /api/attestations-fiscales/sans-attestation': () =>
      ok(
        page([
          {
            client_id: 9,
            client_nom: 'Carole Petit',
            motif: 'factures_impayees',
            motif_label: 'Factures de l’année non payées : aucun paiement reçu dans l’année',
          },
        ]),
      ),
    'POST /api/attestations-fiscales/generer-annee': () => ok(lots.shift() ?? lot({})),
    'POST /api/attestations-fiscales/envoyer': () => {
      sent = true;
      return ok(item({ envoyee_at: `${LAST_YEAR + 1}-02-01T10:00:00.000Z` }));
    },
    'GET /api/documents/link': () =>
      ok({
        url: '/uploads/serve-file/abc',
        expires_at: new Date(Date.now() + 600_000).toISOString(),
      }),
  });
  renderAt('/admin/factures/attestations');
  return { user, api };
}

describe('« Attestations fiscales » in the back office', () => {
  it('lists last year’s certificates in euros and Paris days, sent or not, with their PDF', async () => {
    openAttestations();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Attestations fiscales' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Année')).toHaveValue(String(LAST_YEAR));
    const list = await screen.findByRole('region', { name: `Attestations ${LAST_YEAR}` });
    const lou = (await within(list).findByRole('link', { name: 'Lou Martin' })).closest('li')!;
    expect(lou).toHaveTextContent(/Montant : 1\s234,56\s€/);
    expect(lou).toHaveTextContent(`Établie le 15/01/${LAST_YEAR + 1}`);
    expect(lou).toHaveTextContent('Pas encore envoyée');
    expect(
      await within(lou).findByRole('link', {
        name: 'Télécharger l’attestation de Lou Martin (PDF)',
      }),
    ).toHaveAttribute('href', expect.stringContaining('/uploads/serve-file/abc'));
    const paul = within(list).getByRole('link', { name: 'Paul Leroy' }).closest('li')!;
    expect(paul).toHaveTextContent(/Montant : 0,10\s€/);
  });

  it('resends one by mail after asking, then shows it sent', async () => {
    const { user, api } = openAttestations();
    await user.click(
      await screen.findByRole('button', {
        name: 'Renvoyer l’attestation de Lou Martin par e-mail',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Renvoyer l’attestation' });
    expect(dialog).toHaveTextContent(`l’attestation fiscale ${LAST_YEAR} de Lou Martin`);
    expect(api.callsTo('POST', '/api/attestations-fiscales/envoyer')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/attestations-fiscales/envoyer')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/api/attestations-fiscales/envoyer')[0]!.body).toEqual({ id: 41 });
    const list = screen.getByRole('region', { name: `Attestations ${LAST_YEAR}` });
    await waitFor(() =>
      expect(
        within(list).getByRole('link', { name: 'Lou Martin' }).closest('li'),
      ).toHaveTextContent(`Envoyée le 01/02/${LAST_YEAR + 1}`),
    );
  });

  it('draws up the year lot after lot and sums up what it did and who has none', async () => {
    const { user, api } = openAttestations(
      [4],
      [
        lot({ etablies: 18, deja_etablies: 2, restantes: 5, apres_id: 120, total: 25 }),
        lot({
          etablies: 4,
          deja_etablies: 1,
          restantes: 0,
          apres_id: 300,
          total: 25,
          sans: [
            {
              motif: 'factures_impayees',
              label: 'Factures de l’année non payées : aucun paiement reçu dans l’année',
              nb: 3,
            },
          ],
        }),
      ],
    );
    await user.click(
      await screen.findByRole('button', { name: `Établir les attestations ${LAST_YEAR}` }),
    );
    const summary = await screen.findByRole('status', { name: 'Bilan' });
    expect(summary).toHaveTextContent('22 attestations établies');
    expect(summary).toHaveTextContent('3 déjà établies');
    expect(summary).toHaveTextContent(
      'Factures de l’année non payées : aucun paiement reçu dans l’année : 3 clients',
    );
    const calls = api.callsTo('POST', '/api/attestations-fiscales/generer-annee');
    expect(calls.map((call) => call.body)).toEqual([
      { annee: LAST_YEAR },
      { annee: LAST_YEAR, apres_id: 120 },
    ]);
  });

  it('says who has none and why', async () => {
    openAttestations();
    const sans = await screen.findByRole('region', {
      name: `Clients sans attestation ${LAST_YEAR}`,
    });
    const carole = (await within(sans).findByRole('link', { name: 'Carole Petit' })).closest('li')!;
    expect(carole).toHaveTextContent('Factures de l’année non payées');
  });

  it('is reached from the invoices area’s tabs', async () => {
    openAttestations();
    const nav = await screen.findByRole('navigation', { name: 'Factures et impayés' });
    expect(within(nav).getByRole('link', { name: 'Attestations fiscales' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is refused to the commercial team before it loads', async () => {
    const { api } = openAttestations([3]);
    expect(await screen.findByText(/Cet écran n’est pas accessible avec votre rôle/)).toBeVisible();
    expect(api.callsTo('GET', '/api/attestations-fiscales')).toHaveLength(0);
  });

  it('has no accessibility violation (axe)', async () => {
    openAttestations();
    await screen.findByRole('link', { name: 'Carole Petit' });
    await screen.findByRole('link', { name: 'Lou Martin' });
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
