import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DAY_SHORT_NAMES,
  DOCUMENT_TYPE,
  formatInstantParis,
  isIsoDay,
  staffingRiskMessage,
} from '@maisonnee/domain';
import { useState, type ReactNode } from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useAskRecall } from '../api/ask-recall.ts';
import { useDevisForSignature, type DevisForSignature } from '../api/get-devis-for-signature.ts';
import { useSignDevis } from '../api/sign-devis.ts';
import { useFileLink } from '../../../lib/file-link.ts';
import { DEVIS_TEXT as T } from '../text.ts';
import { DevisStatutBadge } from './devis-list.tsx';
import { InsurerShare } from './insurer-share.tsx';
import { SignaturePad } from './signature-pad.tsx';

const hours = (value: number) => value.toLocaleString('fr-FR');

type Devis = DevisForSignature['devis'];

function slotLabel(slot: Devis['devis_details'][number]['devis_detail_horaires'][number]) {
  const day = slot.date
    ? formatDate(slot.date)
    : slot.day !== null && isIsoDay(slot.day)
      ? DAY_SHORT_NAMES[slot.day]
      : '';
  return `${day} ${slot.time_debut} - ${slot.time_fin}`.trim();
}

/** A signed quote as the planning slot receives it. */
export type SignedDevis = Devis;

/**
 * A quote: its lines and totals, its PDF, the signature and the call-back request. `planning`
 * renders what follows a signed quote (the page composes it: planning belongs to `besoin`).
 */
export function DevisDetail(props: {
  devisId: number;
  onBack: () => void;
  planning?: (devis: SignedDevis) => ReactNode;
}) {
  const query = useDevisForSignature(props.devisId);
  return (
    <Stack gap="md">
      <BackLink onClick={props.onBack}>{T.back}</BackLink>
      <FormError message={errorMessage(query.error)} />
      {query.data ? <DevisContent data={query.data} planning={props.planning} /> : null}
    </Stack>
  );
}

function DevisContent({
  data,
  planning,
}: {
  data: DevisForSignature;
  planning: ((devis: SignedDevis) => ReactNode) | undefined;
}) {
  const { devis } = data;
  // Held here: a refused signature (ALREADY_SIGNED: signed meanwhile) stays explained after the reload.
  const sign = useSignDevis();
  const recurring = devis.montant_mensuel_ttc !== null;
  // A link of a few minutes minted by the API, renewed while the quote stays open.
  const pdfLink = useFileLink({
    documentTypeId: DOCUMENT_TYPE.DEVIS,
    filename: data.filename,
    isDownload: false,
  });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{T.detailTitle(devis.reference)}</Title>
        <DevisStatutBadge statut={devis.statut} />
      </Group>
      <Text>
        {T.issued(formatDate(devis.date_emission))}
        {devis.date_validite ? `, ${T.validUntil(formatDate(devis.date_validite))}` : ''}
      </Text>
      <Card withBorder radius="md" padding="md" component="section" aria-label={T.lines}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {T.lines}
          </Title>
          {devis.devis_details.map((line) => (
            <Stack key={line.id} gap={2}>
              <Text fw={600}>{line.libelle}</Text>
              <Text size="sm">{T.hours(hours(line.nb_heures), hours(line.nb_heures_weekend))}</Text>
              {line.devis_detail_horaires.length > 0 ? (
                <Text size="sm">{line.devis_detail_horaires.map(slotLabel).join(', ')}</Text>
              ) : null}
              <Text size="sm">{formatEuros(line.montant_ttc)} TTC</Text>
            </Stack>
          ))}
          <Text fw={600}>
            {T.totalTTC} : {formatEuros(devis.montant_ttc)}
            {recurring ? ` ${T.perWeek}` : ''}
          </Text>
          {devis.montant_mensuel_ttc !== null ? (
            <Text>
              {T.monthly} : {formatEuros(devis.montant_mensuel_ttc)}
            </Text>
          ) : null}
          <InsurerShare devis={devis} />
          <Text>
            {T.afterCredit} :{' '}
            {formatEuros(devis.reste_a_charge_mensuel_ttc ?? devis.reste_a_charge_ttc)}
          </Text>
        </Stack>
      </Card>
      {pdfLink.data ? (
        <Anchor href={pdfLink.data.url} target="_blank" rel="noopener">
          {T.readPdf}
        </Anchor>
      ) : null}
      {devis.demarrage_proche ? (
        // The first visit starts within the agency's lead time: said before and after signing.
        <Alert color="orange" role="status" title={T.demarrageProche}>
          {staffingRiskMessage(devis.demarrage_proche)}
        </Alert>
      ) : null}
      <FormError message={errorMessage(sign.error)} />
      {devis.statut === 'signe' ? (
        <>
          <SignedBlock devis={devis} />
          {planning?.(devis)}
        </>
      ) : data.is_signable ? (
        <SignForm data={data} sign={sign} />
      ) : (
        <Text>{T.notSignable}</Text>
      )}
      <RecallBlock clientId={devis.client_id} />
    </Stack>
  );
}

function SignedBlock({ devis }: { devis: Devis }) {
  const signedLink = useFileLink(
    devis.filename_signe
      ? { documentTypeId: DOCUMENT_TYPE.DEVIS, filename: devis.filename_signe, isDownload: true }
      : null,
  );
  return (
    <Stack gap="xs">
      <Text>{T.signedOn(formatInstantParis(devis.signed_at), devis.signataire ?? '')}</Text>
      {signedLink.data ? (
        <Button component="a" href={signedLink.data.url} download>
          {T.downloadSigned}
        </Button>
      ) : null}
    </Stack>
  );
}

function SignForm({
  data,
  sign,
}: {
  data: DevisForSignature;
  sign: ReturnType<typeof useSignDevis>;
}) {
  const [accepted, setAccepted] = useState(false);
  const [name, setName] = useState('');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ consent?: string; name?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(accepted ? {} : { consent: T.sign.consentRequired }),
      ...(name.trim() ? {} : { name: T.sign.nameRequired }),
    };
    setErrors(found);
    if (!accepted || !name.trim()) return;
    sign.mutate(
      {
        devis_id: data.devis.id,
        signature_text: name.trim(),
        accept_conditions: true,
        ...(drawn ? { signature_image: drawn } : {}),
      },
      { onSuccess: () => showSuccess(T.sign.done) },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="signer">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="signer">
            {T.sign.title}
          </Title>
          <Text size="sm">{T.sign.intro}</Text>
          <Checkbox
            label={T.sign.consent(data.conditions_generales_version)}
            checked={accepted}
            onChange={(e) => setAccepted(e.currentTarget.checked)}
            error={errors.consent}
          />
          <TextInput
            label={T.sign.name}
            required
            autoComplete="name"
            maxLength={100}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            styles={{ input: { fontFamily: 'serif' } }}
          />
          <SignaturePad onChange={setDrawn} />
          <Button type="submit" loading={sign.isPending}>
            {T.sign.submit}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function RecallBlock({ clientId }: { clientId: number }) {
  const recall = useAskRecall();
  const [when, setWhen] = useState('');
  return (
    <SectionCard headingId="rappel" title={T.recall.title} order={3}>
      <TextInput
        label={T.recall.when}
        maxLength={200}
        value={when}
        onChange={(e) => setWhen(e.currentTarget.value)}
      />
      {recall.isSuccess ? <Text role="status">{T.recall.done}</Text> : null}
      <FormError message={errorMessage(recall.error)} />
      <Button
        variant="light"
        loading={recall.isPending}
        onClick={() =>
          recall.mutate({
            client_id: clientId,
            motif: 'Question sur un devis',
            disponibilite: when.trim() || null,
          })
        }
      >
        {T.recall.button}
      </Button>
    </SectionCard>
  );
}
