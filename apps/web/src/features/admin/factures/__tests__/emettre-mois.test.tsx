import '../../../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, ok, renderAt, signInOperator, stubApi } from '../../../../test/back-office.tsx';
import { page } from '../../../../test/back-office-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { EmissionLot, EmissionResultat } from '../api/emettre-factures-mois.ts';
import { EmissionDialog, EmissionSummary } from '../components/emettre-mois.tsx';

/* Issue 27, point 4: the month's drafts issued and sent in one action from the invoices screen. */

const resultat = (overrides: Partial<EmissionResultat>): EmissionResultat => ({
  facture_id: 1,
  client_nom: 'Mme Lou Martin',
  montant_ttc: 120,
  resultat: 'emise_envoyee',
  numero: 'F-2026-000001',
  code: null,
  motif: null,
  ...overrides,
});

const lot = (overrides: Partial<EmissionLot>): EmissionLot => ({
  periode: '2026-02',
  message: '',
  traitees: 0,
  emises_envoyees: 0,
  emises_non_envoyees: 0,
  refusees: 0,
  restantes: 0,
  dernier_id: null,
  resultats: [],
  ...overrides,
});

const FIRST = lot({
  traitees: 2,
  emises_envoyees: 1,
  refusees: 1,
  restantes: 1,
  dernier_id: 2,
  resultats: [
    resultat({ facture_id: 1 }),
    resultat({
      facture_id: 2,
      client_nom: 'M. Paul Durand',
      montant_ttc: 80,
      resultat: 'refusee',
      numero: null,
      code: 'FACTURE_WITHOUT_RECIPIENT',
      motif: 'Aucune adresse e-mail pour envoyer cette facture : indiquez-en une.',
    }),
  ],
});
const SECOND = lot({
  traitees: 1,
  emises_non_envoyees: 1,
  dernier_id: 3,
  resultats: [
    resultat({
      facture_id: 3,
      client_nom: 'Mme Ana Silva',
      montant_ttc: 1034.5,
      resultat: 'emise_non_envoyee',
      numero: 'F-2026-000002',
      code: 'INTERNAL_ERROR',
      motif: 'L’envoi du courriel a échoué : renvoyez la facture depuis sa fiche.',
    }),
  ],
});

afterEach(() => vi.unstubAllGlobals());

/** The machine is shared with CI: give the batches time. */
const WAIT = 5000;

async function openDialog(nb: number, montant: number, answers = {}) {
  const user = userEvent.setup();
  signInOperator([4]);
  const api = stubApi({
    'GET /api/factures': () => ok(page([])),
    'GET /api/factures/emission-mois': () =>
      ok({ periode: '2026-02', nb_brouillons: nb, montant_ttc: montant }),
    ...answers,
  });
  renderAt('/admin/factures');
  fireEvent.change(await screen.findByLabelText('Mois à émettre', {}, { timeout: WAIT }), {
    target: { value: '2026-02' },
  });
  await user.click(
    screen.getByRole('button', { name: 'Émettre et envoyer les brouillons du mois' }),
  );
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Émettre et envoyer les brouillons de février 2026' },
    { timeout: WAIT },
  );
  return { user, api, dialog };
}

// Whole-screen tests of a few seconds each, on a machine shared with CI.
describe('issuing and sending the month’s drafts', { timeout: 20_000 }, () => {
  it('says how many drafts and their total before anything, then runs batch after batch and sums up', async () => {
    let n = 0;
    const { user, api, dialog } = await openDialog(3, 1234.5, {
      'POST /api/factures/emettre-mois': () => ok(n++ === 0 ? FIRST : SECOND),
    });
    expect(
      within(dialog).getByText(
        /^3 brouillons de février 2026, pour un total de 1\s234,50\s€ TTC : chacun sera émis/,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/factures/emission-mois')[0]!.path).toContain('periode=2026-02');
    expect(api.callsTo('POST', '/api/factures/emettre-mois')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Émettre et envoyer 3 factures' }));
    expect(
      await within(dialog).findByText(
        '1 facture émise et envoyée, 1 émise sans envoi, 1 refusée.',
        {},
        { timeout: WAIT },
      ),
    ).toBeInTheDocument();
    // The second batch starts after the first one's last draft.
    expect(api.callsTo('POST', '/api/factures/emettre-mois').map((c) => c.body)).toEqual([
      { periode: '2026-02' },
      { periode: '2026-02', apres_id: 2 },
    ]);
    const refused = within(dialog).getByRole('region', {
      name: 'Refusées (restent en brouillon) (1)',
    });
    expect(refused).toHaveTextContent('M. Paul Durand');
    expect(refused).toHaveTextContent('Aucune adresse e-mail pour envoyer cette facture');
    const notSent = within(dialog).getByRole('region', { name: 'Émises, courriel non envoyé (1)' });
    expect(notSent).toHaveTextContent('F-2026-000002 — Mme Ana Silva');
    expect(notSent).toHaveTextContent(/1\s034,50\s€/);
    const done = within(dialog).getByRole('region', { name: 'Émises et envoyées (1)' });
    expect(done).toHaveTextContent('F-2026-000001 — Mme Lou Martin');

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the month has no draft, and issues nothing', async () => {
    const { user, api, dialog } = await openDialog(0, 0);
    expect(
      within(dialog).getByText('Aucun brouillon à émettre pour février 2026.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Émettre et envoyer \d/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(api.callsTo('POST', '/api/factures/emettre-mois')).toHaveLength(0);
  });

  it('is cancelled from the keyboard without issuing anything', async () => {
    const { user, api, dialog } = await openDialog(2, 50);
    // The dialog takes the focus to its confirmation (Mantine focuses after its transition).
    await waitFor(
      () =>
        expect(
          within(dialog).getByRole('button', { name: 'Émettre et envoyer 2 factures' }),
        ).toHaveFocus(),
      { timeout: WAIT },
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/factures/emettre-mois')).toHaveLength(0);
  });

  it('keeps what was done when a batch fails, with the reason', async () => {
    let n = 0;
    const { user, dialog } = await openDialog(3, 200, {
      'POST /api/factures/emettre-mois': () =>
        n++ === 0
          ? ok(FIRST)
          : json(
              {
                success: false,
                error: {
                  code: 'SERVICE_UNAVAILABLE',
                  message: 'Service momentanément indisponible.',
                },
              },
              503,
            ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Émettre et envoyer 3 factures' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: WAIT })).toHaveTextContent(
      'Service momentanément indisponible.',
    );
    expect(
      within(dialog).getByText('1 facture émise et envoyée, 0 émise sans envoi, 1 refusée.'),
    ).toBeInTheDocument();
  });

  it('shows the rows as they are handled while it runs', () => {
    renderWithProviders(
      <EmissionDialog
        apercu={{ periode: '2026-02', nb_brouillons: 4, montant_ttc: 300 }}
        phase="running"
        bilan={{ resultats: [resultat({})], emisesEnvoyees: 1, emisesNonEnvoyees: 0, refusees: 0 }}
        error={null}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Émission en cours' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 sur 4 traitées…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sums up an all-good run without the empty groups', () => {
    renderWithProviders(
      <EmissionSummary
        bilan={{
          resultats: [resultat({}), resultat({ facture_id: 2, numero: 'F-2026-000002' })],
          emisesEnvoyees: 2,
          emisesNonEnvoyees: 0,
          refusees: 0,
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 factures émises et envoyées, 0 émise sans envoi, 0 refusée.',
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
