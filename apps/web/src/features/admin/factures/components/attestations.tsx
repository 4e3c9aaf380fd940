import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  centsToEuros,
  DOCUMENT_TYPE,
  lastCertifiableYear,
  toParisIsoDate,
} from '@maisonnee/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListStatus } from '../../../../components/back-office/list-status.tsx';
import { FilterPagesControl } from '../../../../components/back-office/pages-control.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useFileLink } from '../../../../lib/file-link.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { showSuccess } from '../../../../lib/toast.ts';
import {
  useAttestationsAnnee,
  useEnvoyerAttestation,
  useGenererAttestationsAnnee,
  useSansAttestation,
  type AnneeFilters,
  type AttestationItem,
  type GenerationBilan,
} from '../api/attestations.ts';
import { ATTESTATIONS_ADMIN_TEXT as T } from '../attestations-text.ts';

/*
 * The yearly tax certificates in the back office (docs/facturation.md « Attestations fiscales au
 * back-office »): a year chosen, its certificates drawn up for every client at once (lot after
 * lot, with a progress bar and the summary), the year's certificates (download, resend after a
 * confirmation), and the clients without one and why. Cards rather than tables: read on a phone.
 */

const PHONE_QUERY = '(max-width: 48em)';
/** The Paris day of an instant, the French way. */
const parisDay = (iso: string) => formatDate(toParisIsoDate(new Date(iso)));
const clientHref = (id: number) => `/admin/clients/${encodeURIComponent(encryptPathId(id))}`;

export function AttestationsScreen() {
  const last = lastCertifiableYear(new Date());
  const years = Array.from({ length: 6 }, (_, i) => last - i);
  const [annee, setAnnee] = useState(last);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <NativeSelect
        label={T.year}
        value={String(annee)}
        onChange={(event) => setAnnee(Number(event.currentTarget.value))}
        data={years.map((y) => String(y))}
        style={{ maxWidth: 200 }}
      />
      <Generation key={`g-${annee}`} annee={annee} />
      <AttestationsList key={`l-${annee}`} annee={annee} />
      <SansList key={`s-${annee}`} annee={annee} />
    </Stack>
  );
}

/** « Établir les attestations » of the year, lot after lot, and what it did. */
function Generation({ annee }: { annee: number }) {
  const generer = useGenererAttestationsAnnee();
  const [running, setRunning] = useState(false);
  const [bilan, setBilan] = useState<GenerationBilan | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setRunning(true);
    setError(null);
    setBilan(null);
    try {
      setBilan(await generer(annee, setBilan));
    } catch (failure) {
      setError(errorMessage(failure) ?? T.failed);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="attestations-generation">
      <Stack gap="sm">
        <Title order={3} size="h4" id="attestations-generation">
          {T.generate(annee)}
        </Title>
        <Text size="sm">{T.generateHelp}</Text>
        <Button onClick={() => void run()} loading={running} style={{ alignSelf: 'flex-start' }}>
          {T.generate(annee)}
        </Button>
        {running && bilan ? (
          <>
            <Progress
              value={bilan.total > 0 ? Math.min(100, (bilan.faits / bilan.total) * 100) : 100}
              animated
              striped
              aria-label={T.running}
            />
            <Text role="status" aria-live="polite">
              {T.progress(bilan.faits, bilan.total)}
            </Text>
          </>
        ) : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {!running && bilan ? (
          <Stack gap={4} role="status" aria-label={T.summaryTitle}>
            <Text fw={600}>{T.summaryTitle}</Text>
            <Text size="sm">{T.etablies(bilan.etablies)}</Text>
            <Text size="sm">{T.deja(bilan.deja_etablies)}</Text>
            {bilan.sans.map((count) => (
              <Text size="sm" key={count.motif}>
                {T.sansCount(count.label, count.nb)}
              </Text>
            ))}
            {bilan.erreurs > 0 ? (
              <Text size="sm" c="red.9">
                {T.erreurs(bilan.erreurs)}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The year's certificates, 20 a page. */
function AttestationsList({ annee }: { annee: number }) {
  const [filters, setFilters] = useState<AnneeFilters>({ annee, page: 1 });
  const query = useAttestationsAnnee(filters);
  const data = query.data;
  const [toSend, setToSend] = useState<AttestationItem | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="attestations-liste">
      <Title order={3} size="h4" id="attestations-liste">
        {T.listTitle(annee)}
      </Title>
      <ListStatus query={query} isEmpty={data?.items.length === 0} text={T} />
      {data && data.items.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.items.map((item) => (
            <AttestationCard key={item.id} item={item} onResend={() => setToSend(item)} />
          ))}
        </Stack>
      ) : null}
      <FilterPagesControl of={data} filters={[filters, setFilters]} label={T.pagination} />
      <ResendDialog item={toSend} onClose={() => setToSend(null)} />
    </Stack>
  );
}

function AttestationCard({ item, onResend }: { item: AttestationItem; onResend: () => void }) {
  const pdf = useFileLink({
    documentTypeId: DOCUMENT_TYPE.FACTURE,
    filename: item.filename,
    isDownload: true,
  });
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Anchor component={Link} to={clientHref(item.client_id)} fw={600}>
          {item.client_nom}
        </Anchor>
        <Text size="sm">{T.montant(formatEuros(centsToEuros(item.montant_centimes)))}</Text>
        <Text size="sm">{T.etablieLe(parisDay(item.created_at))}</Text>
        <Badge
          variant="light"
          tt="none"
          c="dark.9"
          color={item.envoyee_at ? 'green' : 'gray'}
          style={{ alignSelf: 'flex-start' }}
        >
          {item.envoyee_at ? T.envoyee(parisDay(item.envoyee_at)) : T.nonEnvoyee}
        </Badge>
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={pdf.data?.url ?? '#'}
            download
            size="xs"
            variant="light"
            disabled={!pdf.data}
            aria-label={T.download(item.client_nom)}
          >
            {T.downloadShort}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onResend}
            aria-label={T.resendLabel(item.client_nom)}
          >
            {T.resend}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Asks before mailing a certificate again; once sent, says so and closes. */
function ResendDialog({ item, onClose }: { item: AttestationItem | null; onClose: () => void }) {
  const envoyer = useEnvoyerAttestation();
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const close = () => {
    envoyer.reset();
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={T.confirmTitle}
      fullScreen={isPhone}
      centered
      closeButtonProps={{ 'aria-label': T.closeDialog }}
    >
      {item ? (
        <Stack gap="md">
          <Text>{T.confirmText(item.client_nom, item.annee)}</Text>
          {envoyer.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(envoyer.error) ?? T.failed}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {T.cancel}
            </Button>
            <Button
              loading={envoyer.isPending}
              onClick={() =>
                envoyer.mutate(item.id, {
                  onSuccess: () => {
                    showSuccess(T.sent(item.client_nom));
                    close();
                  },
                })
              }
            >
              {T.confirm}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The year's clients without a certificate, and why, 20 a page. */
function SansList({ annee }: { annee: number }) {
  const [filters, setFilters] = useState<AnneeFilters>({ annee, page: 1 });
  const query = useSansAttestation(filters);
  const data = query.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="attestations-sans">
      <Title order={3} size="h4" id="attestations-sans">
        {T.sansTitle(annee)}
      </Title>
      <Text size="sm" c="dimmed">
        {T.sansIntro}
      </Text>
      <ListStatus
        query={query}
        isEmpty={data?.items.length === 0}
        text={{ loading: T.sansLoading, loadError: T.sansLoadError, empty: T.sansEmpty }}
      />
      {data && data.items.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.items.map((item) => (
            <Card component="li" key={item.client_id} withBorder radius="md" padding="sm">
              <Anchor component={Link} to={clientHref(item.client_id)} fw={600}>
                {item.client_nom}
              </Anchor>
              <Text size="sm">{item.motif_label}</Text>
            </Card>
          ))}
        </Stack>
      ) : null}
      <FilterPagesControl of={data} filters={[filters, setFilters]} label={T.sansPagination} />
    </Stack>
  );
}
