import { Button, Group, Stack, Text } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { PAIEMENT_TEXT } from '../text.ts';

/*
 * Stripe's own form (Elements, PaymentElement). This module is loaded on demand, only when the
 * client opens the add form, so that Stripe.js stays out of the main bundle and is fetched from
 * js.stripe.com only then.
 */

const T = PAIEMENT_TEXT.add;

/** One Stripe.js instance per publishable key (loadStripe must not run on every render). */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripeSetupFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The PaymentMethod id (`pm_…`) Stripe confirmed; the caller saves it with the API. */
  onConfirmed: (paymentMethodId: string) => Promise<unknown>;
  onCancel: () => void;
  /** The API's French message after a failed save (null: none). */
  saveError: string | null;
}

function SetupForm({
  onConfirmed,
  onCancel,
  saveError,
}: Omit<StripeSetupFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await stripe.confirmSetup({ elements, redirect: 'if_required' });
      if (result.error) {
        // Stripe's messages follow the form's locale (French).
        setError(result.error.message ?? T.stripeError);
        return;
      }
      const paymentMethod = result.setupIntent.payment_method;
      const id = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod?.id;
      if (!id) {
        setError(T.stripeError);
        return;
      }
      await onConfirmed(id);
    } catch {
      // The API's message is shown from `saveError`; anything else gets the general one.
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {T.hint}
        </Text>
        <PaymentElement />
        <FormError message={error ?? saveError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={pending} disabled={!stripe || !elements}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StripeSetupForm({
  publishableKey,
  clientSecret,
  ...props
}: StripeSetupFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: 'fr' }}>
      <SetupForm {...props} />
    </Elements>
  );
}
