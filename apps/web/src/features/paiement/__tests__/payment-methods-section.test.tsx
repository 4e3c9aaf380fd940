import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PaymentMethodsSection } from '../components/payment-methods-section.tsx';
import { answer, answerOnline, callsTo, method, offlineConfig, refusal } from './fixtures.ts';

vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }));

// Stripe.js is never loaded in tests: Elements renders its children, confirmSetup is a mock.
const stripe = vi.hoisted(() => ({ confirmSetup: vi.fn(), loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmSetup: stripe.confirmSetup }),
  useElements: () => ({ id: 'elements' }),
}));

const visa = method({ id: 1, brand: 'visa', last4: '4242', is_default: false });
const sepa = method({
  id: 2,
  type: 'sepa_debit',
  brand: 'Crédit Agricole',
  last4: '3000',
  exp_month: null,
  exp_year: null,
  is_default: true,
});

beforeEach(() => {
  vi.mocked(callEndpoint).mockReset();
  stripe.confirmSetup.mockReset();
  stripe.loadStripe.mockReset().mockResolvedValue({});
});
afterEach(() => vi.clearAllMocks());

describe('PaymentMethodsSection', () => {
  it('lists the saved methods with the default one first and its badge', async () => {
    answerOnline([visa, sepa]);
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    const list = await screen.findByRole('list', { name: 'Moyens de paiement' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Prélèvement SEPA Crédit Agricole •••• 3000');
    expect(items[0]).toHaveTextContent('Par défaut');
    expect(items[1]).toHaveTextContent('Visa •••• 4242');
    expect(items[1]).toHaveTextContent('Expire fin 04/2030');
    expect(items[1]).not.toHaveTextContent('Par défaut');
    const options = callsTo('listClientPaymentMethods')[0]?.[1];
    expect(decryptPathId(String(options?.params?.id))).toBe(3);
  });

  it('chooses another default method through the API', async () => {
    answerOnline([visa, sepa], {
      setDefaultMoyenPaiement: () => [
        { ...visa, is_default: true },
        { ...sepa, is_default: false },
      ],
    });
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Choisir Visa •••• 4242 par défaut' }),
    );
    await waitFor(() => expect(callsTo('setDefaultMoyenPaiement')).toHaveLength(1));
    expect(callsTo('setDefaultMoyenPaiement')[0]?.[1].body).toEqual({ payment_method_id: 1 });
    const items = await screen.findAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent('Visa •••• 4242Par défaut'));
  });

  it('asks for confirmation before removing, then removes through the API', async () => {
    answerOnline([sepa, visa], {
      removeMoyenPaiement: () => ({ deleted: true }),
    });
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retirer Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retirer ce moyen de paiement ?' });
    expect(callsTo('removeMoyenPaiement')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(callsTo('removeMoyenPaiement')).toHaveLength(1));
    const options = callsTo('removeMoyenPaiement')[0]?.[1];
    expect(decryptPathId(String(options?.params?.id))).toBe(1);
  });

  it('explains in French why the last method cannot be removed (409)', async () => {
    answerOnline([sepa], {
      removeMoyenPaiement: refusal(409, 'Conflict'),
    });
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Retirer Prélèvement SEPA/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /ne peut pas être retiré : c’est le dernier et une mission est en cours/,
    );
  });

  it('shows the bank transfer details instead of the form when online payment is off', async () => {
    answer({ getPaiementConfig: () => offlineConfig });
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    const transfer = await screen.findByRole('region', { name: 'Payer par virement' });
    expect(transfer).toHaveTextContent('FR76 3000 6000 0112 3456 7890 189');
    expect(transfer).toHaveTextContent('AGRIFRPP');
    expect(transfer).toHaveTextContent('Maisonnée SAS');
    expect(screen.getByText(/paiement en ligne n’est pas disponible/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter une carte' })).toBeNull();
    expect(callsTo('listClientPaymentMethods')).toHaveLength(0);
  });

  it('shows the bank transfer details when a payment call answers 503', async () => {
    answerOnline([], {
      setStripeSecret: refusal(503, 'Paiement en ligne indisponible.'),
    });
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une carte' }));
    expect(await screen.findByRole('region', { name: 'Payer par virement' })).toHaveTextContent(
      'AGRIFRPP',
    );
  });

  it('adds a card: Stripe secret, Stripe confirmation, then saves the confirmed method', async () => {
    answerOnline([], {
      setStripeSecret: () => ({
        client_secret: 'seti_1_secret_2',
        setup_intent_id: 'seti_1',
        publishable_key: 'pk_test_123',
      }),
      saveMoyenPaiement: () => method({ is_default: true }),
    });
    stripe.confirmSetup.mockResolvedValue({
      setupIntent: { id: 'seti_1', status: 'succeeded', payment_method: 'pm_card123' },
    });
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une carte' }));
    const form = await screen.findByRole('region', { name: 'Ajouter une carte bancaire' });
    expect(callsTo('setStripeSecret')[0]?.[1].body).toEqual({
      client_id: 3,
      payment_method_type: 'card',
    });
    await within(form).findByTestId('payment-element');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(callsTo('saveMoyenPaiement')).toHaveLength(1));
    expect(stripe.confirmSetup).toHaveBeenCalledWith({
      elements: { id: 'elements' },
      redirect: 'if_required',
    });
    expect(callsTo('saveMoyenPaiement')[0]?.[1].body).toEqual({
      client_id: 3,
      stripe_payment_method_id: 'pm_card123',
      is_default: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Ajouter une carte bancaire' })).toBeNull(),
    );
  });

  it('shows Stripe’s error and saves nothing when the confirmation fails', async () => {
    answerOnline([visa], {
      setStripeSecret: () => ({
        client_secret: 'seti_1_secret_2',
        setup_intent_id: 'seti_1',
        publishable_key: 'pk_test_123',
      }),
    });
    stripe.confirmSetup.mockResolvedValue({
      error: { type: 'card_error', message: 'Votre carte a été refusée.' },
    });
    renderWithProviders(<PaymentMethodsSection clientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un prélèvement SEPA' }));
    const form = await screen.findByRole('region', { name: 'Ajouter un prélèvement SEPA' });
    expect(callsTo('setStripeSecret')[0]?.[1].body).toEqual({
      client_id: 3,
      payment_method_type: 'sepa_debit',
    });
    fireEvent.click(await within(form).findByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Votre carte a été refusée.');
    expect(callsTo('saveMoyenPaiement')).toHaveLength(0);
  });
});
