import { Alert, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { FormError } from '../../../components/form-error.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { usePaiementConfig } from '../../../lib/paiement-config.ts';
import { PAIEMENT_TEXT } from '../text.ts';

const T = PAIEMENT_TEXT.virement;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            onClick={copy}
            aria-label={T.copyLabel(label)}
            style={{ flexShrink: 0 }}
          >
            {copied ? T.copied : T.copy}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * How to pay by bank transfer: the account holder, IBAN and BIC of the agency (from
 * GET /api/paiements/config) and the reference to write on the transfer.
 */
export function BankTransferDetails({ reference }: { reference: string }) {
  const config = usePaiementConfig();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={T.title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {T.title}
        </Title>
        {config.isPending ? (
          <Text role="status">{T.loading}</Text>
        ) : config.isError ? (
          <FormError message={errorMessage(config.error)} />
        ) : (
          <Stack gap="xs">
            <Row label={T.titulaire} value={config.data.virement.titulaire} />
            <Row label={T.iban} value={config.data.virement.iban} />
            <Row label={T.bic} value={config.data.virement.bic} />
            <Row label={T.reference} value={reference || config.data.virement.reference} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The transfer details preceded by the sentence saying online payment is off. */
export function OfflinePayment({ reference }: { reference: string }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        {T.offline}
      </Alert>
      <BankTransferDetails reference={reference} />
    </Stack>
  );
}
