import { Alert, Anchor, Button, Collapse, Stack, Text } from '@mantine/core';
import type { Facture } from '@maisonnee/contract';
import { checkFacturePayable } from '@maisonnee/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ModalForm } from '../../../components/modal-form.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { usePaiementConfig } from '../../../lib/paiement-config.ts';
import { ApiError } from '../../../lib/http.ts';
import {
  paymentSettled,
  usePayFacture,
  usePolledFacture,
  useRefreshAfterPayment,
} from '../api/pay-facture.ts';
import { usePaymentMethods } from '../api/payment-methods.ts';
import {
  methodLabel,
  PAIEMENT_TEXT,
  PAYMENT_METHODS_ANCHOR,
  PAYMENT_METHODS_PATH,
} from '../text.ts';
import { BankTransferDetails } from './bank-transfer-details.tsx';
import { isPaymentOffline } from './payment-methods-section.tsx';

const T = PAIEMENT_TEXT.pay;

/**
 * What is left to pay on the invoice, to the cent: the amount less its credit notes and the
 * payments received, as the API computes it (the amount it charges).
 */
export function amountDue(facture: Pick<Facture, 'reste_a_payer'>): number {
  return facture.reste_a_payer;
}

/**
 * Whether « Payer maintenant » applies to the invoice: the API would charge it (issued, unpaid,
 * not a credit note) and no payment of it is in progress.
 */
export function isPayable(facture: Facture): boolean {
  return checkFacturePayable(facture).ok && facture.paiement_statut !== 'en_cours';
}

function NeedMethod({ message }: { message: string | null }) {
  return (
    <Alert color="yellow" variant="light" role="alert">
      <Stack gap={4}>
        <Text size="sm">{message ?? T.needMethod}</Text>
        <Anchor
          component={Link}
          to={{ pathname: PAYMENT_METHODS_PATH, hash: PAYMENT_METHODS_ANCHOR }}
          size="sm"
        >
          {T.needMethodLink}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * « Payer maintenant » on an issued invoice: a confirmation with the amount and the default
 * method, then the charge (POST /api/factures/payer); the invoice is read again every few seconds
 * until it is paid or the charge failed. Without online payment: the bank transfer details.
 */
export function PayNowButton({ facture, onDone }: { facture: Facture; onDone?: () => void }) {
  const config = usePaiementConfig();
  const online = config.data?.stripe_enabled === true;
  const methods = usePaymentMethods(facture.client_id, online);
  const pay = usePayFacture();
  const [confirming, setConfirming] = useState(false);
  const [polling, setPolling] = useState(facture.paiement_statut === 'en_cours');
  const [showTransfer, setShowTransfer] = useState(false);
  const polled = usePolledFacture(facture.id, polling);
  const refresh = useRefreshAfterPayment();
  const current = polled.data ?? pay.data ?? facture;
  const settled = polling && polled.data !== undefined && paymentSettled(polled.data);

  useEffect(() => {
    if (!settled) return;
    setPolling(false);
    void refresh();
    onDone?.();
    // Runs once per settled charge.
  }, [settled]);

  const defaultMethod = methods.data?.find((method) => method.is_default) ?? null;
  const offline = config.data?.stripe_enabled === false || isPaymentOffline(pay.error);
  // 409: no default method to charge (« Ajoutez un moyen de paiement »).
  const needMethod = pay.error instanceof ApiError && pay.error.status === 409;
  const reference = facture.numero ?? config.data?.virement.reference ?? '';

  if (offline) {
    return (
      <Stack gap="xs">
        {isPaymentOffline(pay.error) && (
          <Alert color="yellow" variant="light" role="alert">
            {PAIEMENT_TEXT.virement.offline}
          </Alert>
        )}
        {config.data?.stripe_enabled === false && (
          <Button
            variant="light"
            onClick={() => setShowTransfer((open) => !open)}
            aria-expanded={showTransfer}
          >
            {PAIEMENT_TEXT.virement.title}
          </Button>
        )}
        <Collapse in={showTransfer || isPaymentOffline(pay.error)}>
          <BankTransferDetails reference={reference} />
        </Collapse>
      </Stack>
    );
  }

  // Nothing until the payment settings are known (online, or by transfer).
  if (!config.data) return null;

  if (polling) {
    return (
      <Text role="status" size="sm">
        {T.pending}
      </Text>
    );
  }

  const failed = current.paiement_statut === 'echoue' && current.statut !== 'payee';

  return (
    <Stack gap="xs">
      {current.statut === 'payee' && current !== facture && (
        <Alert color="green" variant="light" role="status">
          {T.success}
        </Alert>
      )}
      {failed && current !== facture && (
        <Alert color="red" variant="light" role="alert">
          {T.failed} {current.paiement_erreur ?? ''}
        </Alert>
      )}
      {needMethod && <NeedMethod message={errorMessage(pay.error)} />}
      {isPayable(current) && (
        <Button
          onClick={() => {
            pay.reset();
            setConfirming(true);
          }}
        >
          {T.button}
        </Button>
      )}
      <ModalForm
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={T.title}
        submitLabel={T.confirm}
        mutation={{ ...pay, error: needMethod || offline ? null : pay.error }}
        onSubmit={() =>
          pay.mutate(facture.id, {
            onSuccess: (paid) => {
              setConfirming(false);
              if (paymentSettled(paid)) {
                void refresh();
                onDone?.();
              } else setPolling(true);
            },
            onError: (error) => {
              // Both are shown beside the button: the transfer details, the way to add a method.
              if (isPaymentOffline(error) || (error instanceof ApiError && error.status === 409))
                setConfirming(false);
            },
          })
        }
      >
        <Text fw={600}>{T.amount(amountDue(current))}</Text>
        <Text>{defaultMethod ? T.method(methodLabel(defaultMethod)) : T.noMethod}</Text>
      </ModalForm>
    </Stack>
  );
}
