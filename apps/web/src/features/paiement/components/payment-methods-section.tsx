import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConfirmRemoval, RemoveButton } from '../../../components/confirm-removal.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { usePaiementConfig } from '../../../lib/paiement-config.ts';
import { ApiError } from '../../../lib/http.ts';
import { showSuccess } from '../../../lib/toast.ts';
import {
  usePaymentMethods,
  useRemoveMethod,
  useSaveMethod,
  useSetDefaultMethod,
  useStripeSecret,
  type PaymentMethod,
  type PaymentMethodType,
  type StripeSecret,
} from '../api/payment-methods.ts';
import { methodLabel, PAIEMENT_TEXT, PAYMENT_METHODS_ANCHOR } from '../text.ts';
import { OfflinePayment } from './bank-transfer-details.tsx';

// Stripe.js and its Elements are fetched only when the client opens the add form.
const StripeSetupForm = lazy(() => import('./stripe-setup-form.tsx'));

const T = PAIEMENT_TEXT.methods;
const A = PAIEMENT_TEXT.add;

/** A call refused because online payment is not configured. */
export function isPaymentOffline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503;
}

function removeMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 409) return T.removeConflict;
  return errorMessage(error);
}

function MethodItem({
  method,
  onSetDefault,
  onRemove,
  busy,
}: {
  method: PaymentMethod;
  onSetDefault: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const name = methodLabel(method);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Group justify="space-between" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {method.is_default && (
              <Badge color="maisonnee" variant="light">
                {T.isDefault}
              </Badge>
            )}
          </Group>
          {method.type === 'card' && method.exp_month !== null && method.exp_year !== null && (
            <Text size="sm" c="dimmed">
              {T.expires(method.exp_month, method.exp_year)}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {!method.is_default && (
            <Button
              size="xs"
              variant="light"
              onClick={onSetDefault}
              disabled={busy}
              aria-label={T.setDefaultLabel(name)}
            >
              {T.setDefault}
            </Button>
          )}
          <RemoveButton name={name} text={T} onClick={onRemove} />
        </Group>
      </Group>
    </Card>
  );
}

function AddMethod({
  clientId,
  hasMethods,
  onOffline,
}: {
  clientId: number;
  hasMethods: boolean;
  onOffline: () => void;
}) {
  const secret = useStripeSecret();
  const save = useSaveMethod(clientId);
  const [form, setForm] = useState<(StripeSecret & { type: PaymentMethodType }) | null>(null);

  const open = (type: PaymentMethodType) => {
    save.reset();
    secret.mutate(
      { client_id: clientId, payment_method_type: type },
      {
        onSuccess: (data) => setForm({ ...data, type }),
        onError: (error) => {
          if (isPaymentOffline(error)) onOffline();
        },
      },
    );
  };

  const confirmed = (paymentMethodId: string) =>
    save.mutateAsync(
      { client_id: clientId, stripe_payment_method_id: paymentMethodId, is_default: !hasMethods },
      {
        onSuccess: () => {
          showSuccess(A.saved);
          setForm(null);
        },
      },
    );

  if (form) {
    return (
      <SectionCard
        headingId={`${PAYMENT_METHODS_ANCHOR}-add`}
        title={form.type === 'card' ? A.titleCard : A.titleSepa}
        order={3}
      >
        <Suspense fallback={<Text role="status">{A.loading}</Text>}>
          <StripeSetupForm
            publishableKey={form.publishable_key}
            clientSecret={form.client_secret}
            onConfirmed={confirmed}
            onCancel={() => setForm(null)}
            saveError={save.error ? errorMessage(save.error) : null}
          />
        </Suspense>
      </SectionCard>
    );
  }

  return (
    <Stack gap="xs">
      <FormError message={isPaymentOffline(secret.error) ? null : errorMessage(secret.error)} />
      <Group gap="sm" grow preventGrowOverflow={false}>
        <Button
          onClick={() => open('card')}
          loading={secret.isPending && secret.variables.payment_method_type === 'card'}
          disabled={secret.isPending}
        >
          {T.addCard}
        </Button>
        <Button
          variant="light"
          onClick={() => open('sepa_debit')}
          loading={secret.isPending && secret.variables.payment_method_type === 'sepa_debit'}
          disabled={secret.isPending}
        >
          {T.addSepa}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The client's payment methods: the saved cards and SEPA debits (default first), choosing the
 * default one, removing one (confirmed), adding one through Stripe's own form. Without online
 * payment (not configured, or a call answering 503) the bank transfer details instead.
 */
export function PaymentMethodsSection({ clientId }: { clientId: number }) {
  const config = usePaiementConfig();
  const [offline, setOffline] = useState(false);
  const enabled = config.data?.stripe_enabled === true && !offline;
  const methods = usePaymentMethods(clientId, enabled);
  const setDefault = useSetDefaultMethod(clientId);
  const remove = useRemoveMethod(clientId);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);

  // A link to the section (« Aller aux moyens de paiement ») brings it into view.
  useEffect(() => {
    if (window.location.hash !== `#${PAYMENT_METHODS_ANCHOR}`) return;
    document.getElementById(PAYMENT_METHODS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, []);

  const listOffline = isPaymentOffline(methods.error);
  const showOffline = offline || listOffline || config.data?.stripe_enabled === false;

  let body;
  if (config.isPending) body = <Text role="status">{T.loading}</Text>;
  else if (config.isError) body = <FormError message={errorMessage(config.error)} />;
  else if (showOffline) body = <OfflinePayment reference={config.data.virement.reference} />;
  else if (methods.isPending) body = <Text role="status">{T.loading}</Text>;
  else if (methods.isError) body = <FormError message={errorMessage(methods.error)} />;
  else {
    const list = methods.data;
    body = (
      <Stack gap="sm">
        {list.length === 0 ? (
          <Text>{T.empty}</Text>
        ) : (
          <PlainList gap="xs" aria-label={T.title}>
            {list.map((method) => (
              <MethodItem
                key={method.id}
                method={method}
                busy={setDefault.isPending}
                onSetDefault={() =>
                  setDefault.mutate(method.id, {
                    onSuccess: () => showSuccess(T.defaultSet),
                    onError: (error) => {
                      if (isPaymentOffline(error)) setOffline(true);
                    },
                  })
                }
                onRemove={() => {
                  remove.reset();
                  setRemoving(method);
                }}
              />
            ))}
          </PlainList>
        )}
        <FormError message={errorMessage(setDefault.error)} />
        <AddMethod
          clientId={clientId}
          hasMethods={list.length > 0}
          onOffline={() => setOffline(true)}
        />
      </Stack>
    );
  }

  return (
    <SectionCard
      id={PAYMENT_METHODS_ANCHOR}
      headingId={`${PAYMENT_METHODS_ANCHOR}-title`}
      title={T.title}
    >
      {body}
      <ConfirmRemoval
        item={removing}
        onClose={() => setRemoving(null)}
        text={T}
        // The refusal is told below the question, in its own words (removeMessage).
        mutation={{ ...remove, error: null }}
        onError={(error) => {
          if (isPaymentOffline(error)) {
            setRemoving(null);
            setOffline(true);
          }
        }}
      >
        <Text>{removing ? T.removeBody(methodLabel(removing)) : ''}</Text>
        <FormError message={removeMessage(remove.error)} />
      </ConfirmRemoval>
    </SectionCard>
  );
}
