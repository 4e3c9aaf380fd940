import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { ColumnHeaders } from '../../../../components/column-headers.tsx';
import { FactureLigneRow } from '../../../../components/facture-ligne-row.tsx';
import { confirmAndClose } from '../../../../components/modal-form.tsx';
import {
  checkFactureCreditable,
  checkFactureEditable,
  checkFacturePaymentRecordable,
  isFactureIssued,
} from '@maisonnee/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useFileLink } from '../../../../lib/file-link.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { showSuccess } from '../../../../lib/toast.ts';
import { useCreateAvoir } from '../api/create-avoir.ts';
import { useGenererFactures } from '../api/generer-factures.ts';
import type { Facture } from '../../../../lib/factures.ts';
import { useFacture } from '../api/get-facture.ts';
import { useSendFacture } from '../api/send-facture.ts';
import {
  factureLabel,
  formatMois,
  formatTaux,
  paiementLabel,
  parseEuros,
  statutColor,
  statutLabel,
} from '../format.ts';
import { useFactureHistorique } from '../../../../lib/reglements.ts';
import { REGLEMENTS_TEXT as RT } from '../reglements-text.ts';
import { FACTURES_TEXT as T } from '../text.ts';
import { LignesEditor } from './lignes-editor.tsx';
import { RelancesFacture } from './relances-facture.tsx';
import {
  ClientCredit,
  etatPaiement,
  HistoriqueTable,
  ImputerAvoir,
  ReglementForm,
} from './reglements.tsx';

/** Document type of the stored invoices and credit notes (bucket factures). */
const FACTURE_DOCUMENT_TYPE = 7;

/** The invoice `id` with its lines, VAT per rate, totals and the actions its state allows. */
export function FactureDetail({
  id,
  onClose,
  onOpen,
}: {
  id: number;
  onClose: () => void;
  /** Opens another invoice (the credit note just issued). */
  onOpen: (id: number) => void;
}) {
  const query = useFacture(id);
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{T.loading}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error) ?? T.loadError}
      </Alert>
    );
  }
  // Keyed by invoice: a panel opened on one invoice is not left open on the next one.
  return <FactureView key={query.data.id} facture={query.data} onClose={onClose} onOpen={onOpen} />;
}

function FactureView({
  facture,
  onClose,
  onOpen,
}: {
  facture: Facture;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const label = factureLabel(facture);
  // The ledger of an issued invoice: its history, what remains, its paid state.
  const historique = useFactureHistorique(
    facture.id,
    facture.nature === 'facture' && isFactureIssued(facture),
  );
  const title = facture.nature === 'avoir' ? T.avoirTitle(label) : T.detailTitle(label);
  return (
    <Card withBorder component="section" aria-labelledby="facture-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={3} id="facture-title">
              {title}
            </Title>
            <Badge variant="light" color={statutColor(facture.statut)}>
              {statutLabel(facture.statut)}
            </Badge>
          </Group>
          <Button variant="subtle" onClick={onClose}>
            {T.close}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Text>
            {T.billedTo} : {facture.client_nom}
            {facture.type === 'mutuelle' && facture.organisme
              ? ` — ${T.organisme(facture.organisme)}`
              : ''}
          </Text>
          <Text>
            {T.colMois} : {formatMois(facture.periode)}
          </Text>
          {facture.date_emission ? (
            <Text>
              {T.emission} {formatDate(facture.date_emission)}
            </Text>
          ) : null}
          {facture.date_echeance ? (
            <Text>
              {T.echeance} : {formatDate(facture.date_echeance)}
            </Text>
          ) : null}
          {facture.avoir_de_numero ? <Text>{T.avoirDe(facture.avoir_de_numero)}</Text> : null}
          <Text>
            {T.colPaiement} :{' '}
            {facture.paiement_statut === 'en_cours' || facture.paiement_statut === 'echoue'
              ? paiementLabel(facture.paiement_statut)
              : historique.data
                ? etatPaiement(historique.data)
                : paiementLabel(facture.paiement_statut)}
          </Text>
        </SimpleGrid>
        {facture.paiement_erreur ? (
          <Alert color="orange">{T.paiementErreur(facture.paiement_erreur)}</Alert>
        ) : null}
        <Lignes facture={facture} />
        <Totaux facture={facture} />
        {historique.data ? <HistoriqueTable historique={historique.data} /> : null}
        <RelancesFacture
          factureId={facture.id}
          enabled={facture.nature === 'facture' && isFactureIssued(facture)}
        />
        <Actions
          facture={facture}
          onOpen={onOpen}
          resteCentimes={historique.data?.reste_centimes ?? null}
        />
      </Stack>
    </Card>
  );
}

function Lignes({ facture }: { facture: Facture }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label={T.lignes}>
        <ColumnHeaders
          labels={[
            T.colDate,
            T.colAgent,
            T.colLibelle,
            T.colHeures,
            T.colTarif,
            T.colPrix,
            T.colTva,
            T.colTtc,
          ]}
        />
        <Table.Tbody>
          {facture.lignes.map((ligne) => (
            <FactureLigneRow
              key={ligne.id}
              ligne={ligne}
              quantite={ligne.quantite.toLocaleString('fr-FR')}
              tarif={T.tarifs[ligne.tarif]}
              taux={formatTaux(ligne.taux_tva)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Totaux({ facture }: { facture: Facture }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Table aria-label={T.tvaParTaux}>
        <ColumnHeaders labels={[T.colTaux, T.colHt, T.colMontantTva, T.colTtc]} />
        <Table.Tbody>
          {facture.tva_par_taux.map((row) => (
            <Table.Tr key={row.taux_tva}>
              <Table.Td>{formatTaux(row.taux_tva)}</Table.Td>
              <Table.Td>{formatEuros(row.montant_ht)}</Table.Td>
              <Table.Td>{formatEuros(row.montant_tva)}</Table.Td>
              <Table.Td>{formatEuros(row.montant_ttc)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={4}>
        <Total label={T.totalHt} value={facture.montant_ht} />
        <Total label={T.totalTva} value={facture.montant_tva} />
        <Total label={T.totalTtc} value={facture.montant_ttc} strong />
        <Total label={T.paye} value={facture.montant_paye} />
        {facture.credit_impot_ttc ? (
          <Total label={T.creditImpot} value={facture.credit_impot_ttc} />
        ) : null}
        {facture.credit_impot_ttc ? (
          <Total label={T.resteACharge} value={facture.reste_a_charge_ttc} />
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}

function Total({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined}>{formatEuros(value)}</Text>
    </Group>
  );
}

type Panel = 'send' | 'reglement' | 'avoir' | 'lignes' | null;

function Actions({
  facture,
  onOpen,
  resteCentimes,
}: {
  facture: Facture;
  onOpen: (id: number) => void;
  /** What remains to pay from the ledger; null while it loads. */
  resteCentimes: number | null;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  // The invoice rules of the domain, the API's own: a draft is edited and issued; an issued
  // invoice is never edited again, only sent, paid or credited.
  if (checkFactureEditable(facture).ok) {
    return (
      <Stack gap="sm">
        <Emettre facture={facture} />
        {panel === 'lignes' ? (
          <LignesEditor facture={facture} onDone={() => setPanel(null)} />
        ) : (
          <Group>
            <Button variant="light" onClick={() => setPanel('lignes')}>
              {T.editLignes}
            </Button>
          </Group>
        )}
      </Stack>
    );
  }
  if (!isFactureIssued(facture)) return null;
  const canCredit = checkFactureCreditable(facture).ok;
  const canPay =
    checkFacturePaymentRecordable(facture).ok && resteCentimes !== null && resteCentimes > 0;
  return (
    <Stack gap="sm" component="section" aria-label={T.actions}>
      <Text size="sm" c="dimmed">
        {T.noLineEdit}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button variant={panel === 'send' ? 'filled' : 'light'} onClick={() => toggle('send')}>
          {T.send}
        </Button>
        <PdfButton filename={facture.filename} />
        {canPay ? (
          <Button
            variant={panel === 'reglement' ? 'filled' : 'light'}
            onClick={() => toggle('reglement')}
          >
            {RT.form}
          </Button>
        ) : null}
        {canCredit ? (
          <Button
            variant={panel === 'avoir' ? 'filled' : 'light'}
            color="orange"
            onClick={() => toggle('avoir')}
          >
            {T.avoirCreate}
          </Button>
        ) : null}
      </Group>
      {panel === 'send' ? <SendForm facture={facture} onDone={() => setPanel(null)} /> : null}
      {canPay ? (
        <ImputerAvoir facture={facture} resteCentimes={resteCentimes} />
      ) : (
        // Nothing left to pay here: the client's credit is still shown, for another invoice.
        <ClientCredit clientId={facture.client_id} factureId={facture.id} />
      )}
      {panel === 'reglement' && canPay ? (
        <ReglementForm
          facture={facture}
          resteCentimes={resteCentimes}
          onDone={() => setPanel(null)}
        />
      ) : null}
      {panel === 'avoir' ? <AvoirForm facture={facture} onDone={onOpen} /> : null}
    </Stack>
  );
}

function ApiAlert({ error }: { error: unknown }): ReactNode {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}

function Emettre({ facture }: { facture: Facture }) {
  const [confirming, setConfirming] = useState(false);
  const emettre = useGenererFactures();
  const confirm = () =>
    emettre.mutate(
      {
        facture: facture.id,
        organisme: facture.type === 'mutuelle' ? facture.mutuelle_id : null,
      },
      {
        onSuccess: (emise) => {
          setConfirming(false);
          showSuccess(T.emise(emise.numero ?? ''));
        },
      },
    );
  return (
    <Stack gap="xs" component="section" aria-label={T.actions}>
      <Group>
        <Button onClick={() => setConfirming(true)}>{T.emettre}</Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={T.emettreTitle}
        centered
      >
        <Stack gap="sm">
          <Text>{T.emettreConfirm}</Text>
          <ApiAlert error={emettre.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {T.cancel}
            </Button>
            <Button onClick={confirm} loading={emettre.isPending}>
              {T.emettreOk}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function PdfButton({ filename }: { filename: string | null }) {
  const link = useFileLink(
    filename ? { documentTypeId: FACTURE_DOCUMENT_TYPE, filename, isDownload: true } : null,
  );
  if (!filename) return null;
  if (!link.data) {
    return (
      <Button variant="light" disabled>
        {link.isError ? T.pdf : T.pdfLoading}
      </Button>
    );
  }
  return (
    <Button variant="light" component="a" href={link.data.url} download>
      {T.pdf}
    </Button>
  );
}

function SendForm({ facture, onDone }: { facture: Facture; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const send = useSendFacture();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { id: facture.id, email: email.trim() || undefined },
      confirmAndClose(T.sent, onDone),
    );
  };
  return (
    <form onSubmit={submit} aria-label={T.send} noValidate>
      <Stack gap="xs">
        <TextInput
          type="email"
          label={T.sendEmail}
          description={T.sendEmailHelp}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <ApiAlert error={send.error} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AvoirForm({ facture, onDone }: { facture: Facture; onDone: (avoirId: number) => void }) {
  const [motif, setMotif] = useState('');
  const [scope, setScope] = useState<'whole' | 'part'>('whole');
  const [montant, setMontant] = useState('');
  const [errors, setErrors] = useState<{ motif?: string; montant?: string }>({});
  const avoir = useCreateAvoir();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: { motif?: string; montant?: string } = {};
    if (!motif.trim()) next.motif = T.avoirMotifRequired;
    let value: number | undefined;
    if (scope === 'part') {
      const parsed = parseEuros(montant);
      if (parsed === null || parsed <= 0) next.montant = T.montantInvalide;
      else if (parsed > facture.montant_ttc) {
        next.montant = T.avoirTrop(formatEuros(facture.montant_ttc));
      } else value = parsed;
    }
    setErrors(next);
    if (next.motif || next.montant) return;
    avoir.mutate(
      { facture_id: facture.id, motif: motif.trim(), montant_ttc: value },
      {
        onSuccess: (credit) => {
          showSuccess(T.avoirDone(credit.numero ?? ''));
          onDone(credit.id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={T.avoirCreate} noValidate>
      <Stack gap="xs">
        <Textarea
          label={T.avoirMotif}
          required
          value={motif}
          onChange={(event) => setMotif(event.currentTarget.value)}
          error={errors.motif}
          maxLength={500}
        />
        <Radio.Group
          label={T.avoirScope}
          value={scope}
          onChange={(value) => setScope(value === 'part' ? 'part' : 'whole')}
        >
          <Group gap="md" mt={4}>
            <Radio value="whole" label={`${T.avoirWhole} (${formatEuros(facture.montant_ttc)})`} />
            <Radio value="part" label={T.avoirPart} />
          </Group>
        </Radio.Group>
        {scope === 'part' ? (
          <TextInput
            label={T.avoirMontant}
            inputMode="decimal"
            value={montant}
            onChange={(event) => setMontant(event.currentTarget.value)}
            error={errors.montant}
          />
        ) : null}
        <ApiAlert error={avoir.error} />
        <Group>
          <Button type="submit" color="orange" loading={avoir.isPending}>
            {T.avoirOk}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
