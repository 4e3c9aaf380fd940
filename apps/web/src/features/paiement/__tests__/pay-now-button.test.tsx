import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { facture } from '../../../test/factures.ts';
import { renderWithProviders as renderBare } from '../../../test/render.tsx';
import { PAYMENT_POLL_MS } from '../api/pay-facture.ts';
import { amountDue, isPayable, PayNowButton } from '../components/pay-now-button.tsx';
import { answer, answerOnline, callsTo, method, offlineConfig, refusal } from './fixtures.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));

/** The button's link to the payment methods needs a router. */
const renderWithProviders = (ui: React.ReactElement) =>
  renderBare(<MemoryRouter>{ui}</MemoryRouter>);

const card = method({ id: 1, is_default: true });

beforeEach(() => {
  vi.mocked(callEndpoint).mockReset();
});

describe('PayNowButton', () => {
  it('confirms the amount and the default method, then pays the invoice', async () => {
    const onDone = vi.fn();
    answerOnline([card], {
      payFacture: () => facture({ statut: 'payee', montant_paye: 220, paiement_statut: 'reussi' }),
    });
    renderWithProviders(<PayNowButton facture={facture({ montant_paye: 20.1 })} onDone={onDone} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer cette facture ?' });
    expect(dialog).toHaveTextContent(/Montant : 199,90\s€/);
    await waitFor(() => expect(dialog).toHaveTextContent('Moyen de paiement : Visa •••• 4242'));
    expect(callsTo('payFacture')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(callsTo('payFacture')).toHaveLength(1));
    expect(callsTo('payFacture')[0]?.[1].body).toEqual({ facture_id: 41 });
    expect(await screen.findByText('Paiement réussi. Merci !')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Payer maintenant' })).toBeNull();
  });

  it('charges what remains after a credit note and a payment; nothing left, no button', async () => {
    answerOnline([card]);
    const { unmount } = renderWithProviders(
      <PayNowButton
        facture={facture({ avoirs_ttc: 30.1, montant_paye: 50, reste_a_payer: 139.9 })}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payer cette facture ?' });
    expect(dialog).toHaveTextContent(/Montant : 139,90\s€/);
    unmount();
    renderWithProviders(
      <PayNowButton facture={facture({ avoirs_ttc: 30, montant_paye: 190, reste_a_payer: 0 })} />,
    );
    await waitFor(() => expect(callsTo('getPaiementConfig').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Payer maintenant' })).toBeNull();
  });

  it('shows « Paiement en cours » and reads the invoice again until the charge failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let reads = 0;
      answerOnline([card], {
        payFacture: () => facture({ paiement_statut: 'en_cours' }),
        getFacture: (options) => {
          expect(decryptPathId(String(options.params?.id))).toBe(41);
          reads += 1;
          return reads < 2
            ? facture({ paiement_statut: 'en_cours' })
            : facture({ paiement_statut: 'echoue', paiement_erreur: 'Fonds insuffisants.' });
        },
      });
      renderWithProviders(<PayNowButton facture={facture()} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Payer' }));
      expect(await screen.findByText(/Paiement en cours/)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS + 100);
      const failure = await screen.findByText(/Le paiement a échoué/);
      expect(failure).toHaveTextContent('Fonds insuffisants.');
      expect(reads).toBe(2);
      // A failed charge can be tried again.
      expect(screen.getByRole('button', { name: 'Payer maintenant' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the transfer details when the API answers 503', async () => {
    answerOnline([card], {
      payFacture: refusal(503, 'Paiement en ligne indisponible.'),
    });
    renderWithProviders(<PayNowButton facture={facture()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Payer' }),
    );
    const transfer = await screen.findByRole('region', { name: 'Payer par virement' });
    expect(transfer).toHaveTextContent('AGRIFRPP');
    expect(transfer).toHaveTextContent('F-2026-000012');
  });

  it('offers the transfer details instead of the button when online payment is off', async () => {
    answer({ getPaiementConfig: () => offlineConfig });
    renderWithProviders(<PayNowButton facture={facture()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer par virement' }));
    expect(screen.queryByRole('button', { name: 'Payer maintenant' })).toBeNull();
    expect(await screen.findByText('F-2026-000012')).toBeInTheDocument();
    expect(callsTo('listClientPaymentMethods')).toHaveLength(0);
  });

  it('points to the payment methods section on 409 (no method)', async () => {
    answerOnline([], {
      payFacture: refusal(409, 'Ajoutez un moyen de paiement pour payer en ligne.'),
    });
    renderWithProviders(<PayNowButton facture={facture()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer maintenant' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Aucun moyen de paiement par défaut.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ajoutez un moyen de paiement pour payer en ligne.');
    expect(
      within(alert).getByRole('link', { name: 'Aller aux moyens de paiement' }),
    ).toHaveAttribute('href', '/documents#moyens-de-paiement');
  });
});

describe('isPayable / amountDue', () => {
  it('pays only what is left of an issued invoice, never a credit note or a paid one', () => {
    expect(amountDue(facture({ montant_ttc: 100.3, montant_paye: 0.1 }))).toBe(100.2);
    // The API's remainder: credit notes and payments off.
    expect(amountDue(facture({ reste_a_payer: 139.9 }))).toBe(139.9);
    expect(isPayable(facture({ montant_paye: 190, avoirs_ttc: 30 }))).toBe(false);
    expect(isPayable(facture())).toBe(true);
    expect(isPayable(facture({ statut: 'en_retard' }))).toBe(true);
    expect(isPayable(facture({ statut: 'brouillon' }))).toBe(false);
    expect(isPayable(facture({ statut: 'payee' }))).toBe(false);
    expect(isPayable(facture({ nature: 'avoir' }))).toBe(false);
    expect(isPayable(facture({ montant_paye: 220 }))).toBe(false);
    expect(isPayable(facture({ paiement_statut: 'en_cours' }))).toBe(false);
  });
});
