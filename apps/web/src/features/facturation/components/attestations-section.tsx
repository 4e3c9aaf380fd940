import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { DOCUMENT_TYPE } from '@maisonnee/domain';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useFileLink } from '../../../lib/file-link.ts';
import { formatEuros } from '../../../lib/format.ts';
import { showSuccess } from '../../../lib/toast.ts';
import {
  useAttestationsFiscales,
  useGenererAttestationFiscale,
  type AttestationFiscale,
} from '../api/factures.ts';
import { ATTESTATIONS_TEXT as T } from '../factures-text.ts';

/**
 * The client's yearly tax certificates (year, amount paid, hours, PDF) and a button to establish
 * last year's on demand (it is also made for everyone in January).
 */
export function AttestationsSection(props: {
  clientId: number;
  headingId?: string;
  /** The year the button establishes; last year by default. */
  year?: number;
}) {
  const list = useAttestationsFiscales(props.clientId);
  const generer = useGenererAttestationFiscale();
  const year = props.year ?? new Date().getFullYear() - 1;
  const headingId = props.headingId ?? 'attestations-fiscales';
  const exists = (list.data ?? []).some((a) => a.annee === year);
  const attestations = [...(list.data ?? [])].sort((a, b) => b.annee - a.annee);

  return (
    <TitledSection headingId={headingId} title={T.title} intro={T.intro}>
      {list.isPending ? <PageLoader active /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error) ?? T.loadError}
        </Alert>
      ) : null}
      {list.data && attestations.length === 0 ? <Text c="dimmed">{T.empty}</Text> : null}
      {attestations.length > 0 ? (
        <PlainList gap="sm">
          {attestations.map((attestation) => (
            <li key={attestation.id}>
              <AttestationCard attestation={attestation} />
            </li>
          ))}
        </PlainList>
      ) : null}
      <FormError message={errorMessage(generer.error)} />
      {generer.isSuccess ? (
        <Text role="status" c="green.9">
          {T.generated(generer.data.annee)}
        </Text>
      ) : null}
      {list.data ? (
        <Button
          variant="light"
          loading={generer.isPending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            generer.mutate(
              { client_id: props.clientId, annee: year },
              { onSuccess: (a) => showSuccess(T.generated(a.annee)) },
            )
          }
        >
          {exists ? T.regenerate(year) : T.generate(year)}
        </Button>
      ) : null}
    </TitledSection>
  );
}

function AttestationCard({ attestation }: { attestation: AttestationFiscale }) {
  const pdf = useFileLink({
    documentTypeId: DOCUMENT_TYPE.FACTURE,
    filename: attestation.filename,
    isDownload: true,
  });
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{T.item(attestation.annee)}</Text>
          <Text size="sm">{T.amount(formatEuros(attestation.montant_ttc))}</Text>
          <Text size="sm">{T.hours(attestation.heures.toLocaleString('fr-FR'))}</Text>
        </Stack>
        {pdf.data ? (
          <Button component="a" href={pdf.data.url} download size="xs">
            {T.pdf(attestation.annee)}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
