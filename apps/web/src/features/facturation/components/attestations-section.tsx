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
  useAttestationFiscaleEtat,
  useAttestationsFiscales,
  useGenererAttestationFiscale,
  type AttestationFiscale,
} from '../api/factures.ts';
import { ATTESTATIONS_TEXT as T } from '../factures-text.ts';

/**
 * The client's yearly tax certificates (year, amount paid, hours, PDF) and a button to establish
 * last year's on demand (it is also made for everyone in January). The API says which year that
 * is (Paris) and whether it may be drawn up: nothing paid that year, or nothing left to the
 * family's charge, and the screen says why instead of offering a button that would be refused.
 */
export function AttestationsSection(props: { clientId: number; headingId?: string }) {
  const list = useAttestationsFiscales(props.clientId);
  const etat = useAttestationFiscaleEtat(props.clientId);
  const generer = useGenererAttestationFiscale();
  const headingId = props.headingId ?? 'attestations-fiscales';
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
      {list.data && etat.data?.possible ? (
        <Button
          variant="light"
          loading={generer.isPending}
          style={{ alignSelf: 'flex-start' }}
          onClick={() =>
            generer.mutate(
              { client_id: props.clientId, annee: etat.data.annee },
              { onSuccess: (a) => showSuccess(T.generated(a.annee)) },
            )
          }
        >
          {etat.data.existe ? T.regenerate(etat.data.annee) : T.generate(etat.data.annee)}
        </Button>
      ) : null}
      {list.data && etat.data && !etat.data.possible && etat.data.raison ? (
        <Text size="sm">{etat.data.raison}</Text>
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
