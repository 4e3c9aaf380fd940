import { vi } from 'vitest';
import { callEndpoint } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/http.ts';
import type { PaiementConfig } from '../../../lib/paiement-config.ts';
import type { PaymentMethod } from '../api/payment-methods.ts';

export const onlineConfig: PaiementConfig = {
  stripe_enabled: true,
  publishable_key: 'pk_test_123',
  virement: {
    titulaire: 'Maisonnée SAS',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
    reference: 'Numéro de facture',
  },
};

export const offlineConfig: PaiementConfig = {
  ...onlineConfig,
  stripe_enabled: false,
  publishable_key: null,
};

export function method(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 1,
    client_id: 3,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    exp_month: 4,
    exp_year: 2030,
    is_default: false,
    created_at: '2026-10-01T10:00:00Z',
    ...overrides,
  };
}

/*
 * The API as the payment tests answer it: each test file mocks lib/api-client.ts
 * (`vi.mock('../../../lib/api-client.ts', () => ({ callEndpoint: vi.fn() }))`) and these read and
 * program that mock.
 */

const call = vi.mocked(callEndpoint);

/** One call to an endpoint: its route, then its options (path parameters, body). */
export type Call = [{ name: string }, { params?: Record<string, string>; body?: object }];

/** The calls made to the endpoint named `name`, in order. */
export const callsTo = (name: string) =>
  (call.mock.calls as unknown as Call[]).filter(([route]) => route.name === name);

type Answers = Record<string, (options: Call[1]) => unknown>;

/** Answers each endpoint by name (a throwing answer is a failed call); any other call fails. */
export function answer(answers: Answers) {
  call.mockImplementation(((route: { name: string }, options: Call[1] = {}) => {
    const handler = answers[route.name];
    if (!handler) return Promise.reject(new Error(`unexpected call ${route.name}`));
    try {
      return Promise.resolve(handler(options));
    } catch (error) {
      return Promise.reject(error);
    }
  }) as unknown as typeof callEndpoint);
}

/** Online payment is on and the client has saved `methods`; `others` answer the other calls. */
export function answerOnline(methods: PaymentMethod[], others: Answers = {}) {
  answer({
    getPaiementConfig: () => onlineConfig,
    listClientPaymentMethods: () => methods,
    ...others,
  });
}

export const apiError = (status: number, message: string) =>
  new ApiError(status, { success: false, error: { code: 'CONFLICT', message } });

/** An answer refusing the call with this status and French message. */
export const refusal = (status: number, message: string) => () => {
  throw apiError(status, message);
};
