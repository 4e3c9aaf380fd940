import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { REGLEMENT_MODE_LABELS, REGLEMENT_MODES, toParisIsoDate } from '@maisonnee/domain';
import { useState, type FormEvent } from 'react';
import { ColumnHeaders } from '../../../../components/column-headers.tsx';
import { confirmAndClose } from '../../../../components/modal-form.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import type { Facture } from '../../../../lib/factures.ts';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import {
  centsInput,
  centsToEuros,
  parseCents,
  type FactureHistorique,
} from '../../../../lib/reglements.ts';
import {
  useAnnulerReglement,
  useClientFacturesOuvertes,
  useClientReglements,
  useCreateReglement,
  useImputerAvoir,
  type FactureOuverte,
} from '../api/reglements.ts';
import { REGLEMENTS_TEXT as T } from '../reglements-text.ts';
import {
  cesuTitresBody,
  CesuTitresFields,
  type CesuTitreDraft,
  type CesuTitreErrors,
} from './cesu-titres.tsx';

/*
 * The payment ledger on the back office's invoice screen (docs/paiements.md): the invoice's
 * history (issue, credit notes, payments, cancelled ones struck out) with what remains, and the
 * form « Enregistrer un règlement » (date, method, reference, amount, allocation).
 */

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** « Payée » or « Reste à payer : 70,00 € », from the ledger. */
export function etatPaiement(historique: FactureHistorique): string {
  return historique.payee || historique.reste_centimes === 0
    ? T.payee
    : T.resteLine(euros(historique.reste_centimes));
}

export function HistoriqueTable({ historique }: { historique: FactureHistorique }) {
  const [cancelling, setCancelling] = useState<number | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="facture-historique">
      <Title order={4} id="facture-historique">
        {T.historique}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={T.historique}>
          <ColumnHeaders
            labels={[T.colDate, T.colOperation, T.colReference, T.colMontant, T.colAction]}
          />
          <Table.Tbody>
            {historique.entries.map((entry, index) => (
              <Table.Tr
                key={`${entry.kind}-${entry.reglement_id ?? entry.reference ?? ''}-${index}`}
              >
                <Table.Td>{formatDate(entry.date)}</Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    td={entry.annule ? 'line-through' : undefined}
                    c={entry.annule ? 'dimmed' : undefined}
                  >
                    {entry.libelle}
                    {entry.recorded_by ? ` (${T.saisiPar(entry.recorded_by)})` : ''}
                  </Text>
                  {entry.annule ? (
                    <Text size="xs" c="red">
                      {T.annule(entry.annule_motif)}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{entry.reference ?? ''}</Table.Td>
                <Table.Td>{euros(entry.montant_centimes)}</Table.Td>
                <Table.Td>
                  {entry.kind === 'reglement' && !entry.annule && entry.reglement_id ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={T.annulerLabel(formatDate(entry.date))}
                      onClick={() => setCancelling(entry.reglement_id)}
                    >
                      {T.annuler}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td />
              <Table.Td>
                <Text fw={700}>{T.reste}</Text>
              </Table.Td>
              <Table.Td />
              <Table.Td>
                <Text fw={700}>{euros(historique.reste_centimes)}</Text>
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {cancelling !== null ? (
        <AnnulerForm reglementId={cancelling} onDone={() => setCancelling(null)} />
      ) : null}
    </Stack>
  );
}

/** Cancels a mistaken payment: a reason is required; it stays in the history, struck out. */
function AnnulerForm({ reglementId, onDone }: { reglementId: number; onDone: () => void }) {
  const [motif, setMotif] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const cancel = useAnnulerReglement();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!motif.trim()) return setInvalid(T.annulerRequired);
    setInvalid(null);
    cancel.mutate({ id: reglementId, motif: motif.trim() }, confirmAndClose(T.annule_ok, onDone));
  };
  return (
    <form onSubmit={submit} aria-label={T.annuler} noValidate>
      <Stack gap="xs">
        <TextInput
          label={T.annulerMotif}
          required
          maxLength={500}
          value={motif}
          onChange={(event) => setMotif(event.currentTarget.value)}
          error={invalid}
        />
        {cancel.error ? (
          <Alert color="red" role="alert">
            {errorMessage(cancel.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {T.annulerOk}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What a form's amount field holds: nothing (0), an amount in cents, or not an amount (null). */
const typedCents = (value: string) => (value.trim() === '' ? 0 : parseCents(value));

type ReglementErrors = {
  date?: string;
  montant?: string;
  impute?: string;
  parts?: Record<number, string>;
};

/**
 * « Enregistrer un règlement »: prefilled with what remains after credit notes and payments; the
 * same payment may also be spread over the client's other open invoices (an amount each, each at
 * most what remains on it, their sum at most the amount received: the rest is the client's credit).
 */
export function ReglementForm({
  facture,
  resteCentimes,
  onDone,
  today = toParisIsoDate(new Date()),
}: {
  facture: Pick<Facture, 'id' | 'client_id'>;
  resteCentimes: number;
  onDone: () => void;
  /** The Paris day the form starts on (tests give one). */
  today?: string;
}) {
  const [date, setDate] = useState(today);
  const [mode, setMode] = useState<(typeof REGLEMENT_MODES)[number]>('virement');
  const [reference, setReference] = useState('');
  const [montant, setMontant] = useState(centsInput(resteCentimes));
  const [impute, setImpute] = useState(centsInput(resteCentimes));
  const [parts, setParts] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<ReglementErrors>({});
  const [titres, setTitres] = useState<CesuTitreDraft[]>([]);
  const [titreErrors, setTitreErrors] = useState<CesuTitreErrors>();
  const create = useCreateReglement();
  const ouvertes = useClientFacturesOuvertes(facture.client_id, true);
  const others = (ouvertes.data ?? []).filter((other) => other.id !== facture.id);

  const montantCents = parseCents(montant);
  const imputeCents = typedCents(impute);
  const partCents = others.map((other) => ({ other, cents: typedCents(parts[other.id] ?? '') }));
  const totalCents =
    (imputeCents ?? 0) + partCents.reduce((sum, part) => sum + (part.cents ?? 0), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: ReglementErrors = {};
    if (!date) next.date = T.dateRequired;
    if (montantCents === null || montantCents <= 0) next.montant = T.montantInvalide;
    if (imputeCents === null) next.impute = T.montantInvalide;
    else if (montantCents !== null && imputeCents > montantCents)
      next.impute = T.imputeTropReglement;
    else if (imputeCents > resteCentimes) next.impute = T.imputeTropReste(euros(resteCentimes));
    const partErrors: Record<number, string> = {};
    for (const { other, cents } of partCents) {
      if (cents === null) partErrors[other.id] = T.montantInvalide;
      else if (cents > other.reste_centimes)
        partErrors[other.id] = T.imputeTropResteDe(other.numero, euros(other.reste_centimes));
    }
    if (Object.keys(partErrors).length > 0) next.parts = partErrors;
    if (!next.montant && !next.impute && !next.parts && totalCents > montantCents!)
      next.montant = T.sommeTropReglement(euros(totalCents), euros(montantCents!));
    setErrors(next);
    const cesu = cesuTitresBody(mode === 'cesu' ? titres : [], montantCents);
    setTitreErrors(cesu.errors);
    if (next.date || next.montant || next.impute || next.parts || !cesu.body) return;
    const imputations = [
      { facture_id: facture.id, montant_centimes: imputeCents! },
      ...partCents.map(({ other, cents }) => ({ facture_id: other.id, montant_centimes: cents! })),
    ].filter((imputation) => imputation.montant_centimes > 0);
    create.mutate(
      {
        client_id: facture.client_id,
        date,
        mode,
        reference: reference.trim() || null,
        montant_centimes: montantCents!,
        imputations,
        ...(cesu.body.length > 0 ? { cesu_titres: cesu.body } : {}),
      },
      confirmAndClose(T.saved, onDone),
    );
  };

  return (
    <form onSubmit={submit} aria-label={T.form} noValidate>
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label={T.date}
            required
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={errors.date}
          />
          <NativeSelect
            label={T.mode}
            value={mode}
            onChange={(event) => setMode(event.currentTarget.value as typeof mode)}
            data={REGLEMENT_MODES.map((value) => ({ value, label: REGLEMENT_MODE_LABELS[value] }))}
          />
        </Group>
        {mode === 'cesu' ? (
          <CesuTitresFields titres={titres} onChange={setTitres} errors={titreErrors} />
        ) : null}
        <TextInput
          label={T.reference}
          value={reference}
          maxLength={200}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={T.montant}
            required
            inputMode="decimal"
            value={montant}
            onChange={(event) => setMontant(event.currentTarget.value)}
            error={errors.montant}
          />
          <TextInput
            label={T.impute}
            description={T.imputeHelp(euros(resteCentimes))}
            inputMode="decimal"
            value={impute}
            onChange={(event) => setImpute(event.currentTarget.value)}
            error={errors.impute}
          />
        </Group>
        {others.length > 0 ? (
          <Fieldset legend={T.autres} variant="unstyled">
            <Stack gap="xs">
              <Text size="sm">{T.autresHelp}</Text>
              {others.map((other) => (
                <TextInput
                  key={other.id}
                  label={T.imputeSur(other.numero)}
                  description={T.resteDe(euros(other.reste_centimes))}
                  inputMode="decimal"
                  value={parts[other.id] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setParts((current) => ({ ...current, [other.id]: value }));
                  }}
                  error={errors.parts?.[other.id]}
                />
              ))}
            </Stack>
          </Fieldset>
        ) : null}
        {montantCents !== null && totalCents <= montantCents ? (
          <Text size="sm" aria-live="polite">
            {T.repartition(euros(totalCents), euros(montantCents - totalCents))}
          </Text>
        ) : null}
        {create.error ? (
          <Alert color="red" role="alert">
            {errorMessage(create.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {T.ok}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * « Avoir du client : 30,00 € disponible » on an invoice with nothing left to pay, and the way to
 * set that credit against another open invoice of the same client (an amount, at most the credit
 * and what remains on it).
 */
export function ClientCredit({ clientId, factureId }: { clientId: number; factureId: number }) {
  const ledger = useClientReglements(clientId, true);
  const credit = ledger.data?.credit_centimes ?? 0;
  const ouvertes = useClientFacturesOuvertes(clientId, credit > 0);
  const others = (ouvertes.data ?? []).filter((other) => other.id !== factureId);
  if (credit <= 0) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {T.creditClient(euros(credit))}
      </Text>
      {others.length > 0 ? (
        <ImputerAilleurs clientId={clientId} credit={credit} others={others} />
      ) : null}
    </Stack>
  );
}

function ImputerAilleurs({
  clientId,
  credit,
  others,
}: {
  clientId: number;
  credit: number;
  others: readonly FactureOuverte[];
}) {
  const [factureId, setFactureId] = useState(others[0]!.id);
  const target = others.find((other) => other.id === factureId) ?? others[0]!;
  const [montant, setMontant] = useState(centsInput(Math.min(credit, target.reste_centimes)));
  const [invalid, setInvalid] = useState<string | null>(null);
  const imputer = useImputerAvoir();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseCents(montant);
    if (cents === null || cents <= 0) return setInvalid(T.montantInvalide);
    if (cents > credit) return setInvalid(T.imputeTropCredit(euros(credit)));
    if (cents > target.reste_centimes)
      return setInvalid(T.imputeTropResteDe(target.numero, euros(target.reste_centimes)));
    setInvalid(null);
    imputer.mutate(
      { client_id: clientId, facture_id: target.id, montant_centimes: cents },
      confirmAndClose(T.imputed, () => undefined),
    );
  };
  return (
    <form onSubmit={submit} aria-label={T.imputerAilleurs} noValidate>
      <Stack gap="xs">
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            label={T.imputerSur}
            value={String(target.id)}
            onChange={(event) => {
              const next = others.find((other) => other.id === Number(event.currentTarget.value));
              if (!next) return;
              setFactureId(next.id);
              setMontant(centsInput(Math.min(credit, next.reste_centimes)));
            }}
            data={others.map((other) => ({
              value: String(other.id),
              label: T.factureReste(other.numero, euros(other.reste_centimes)),
            }))}
          />
          <TextInput
            label={T.imputerMontant}
            inputMode="decimal"
            value={montant}
            onChange={(event) => setMontant(event.currentTarget.value)}
            error={invalid}
          />
        </Group>
        {imputer.error ? (
          <Alert color="red" role="alert">
            {errorMessage(imputer.error)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" variant="light" loading={imputer.isPending}>
            {T.imputerAilleurs}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The client's credit (payments not allocated) set against this invoice, up to what remains;
 * shown only when the client has some.
 */
export function ImputerAvoir({
  facture,
  resteCentimes,
}: {
  facture: Pick<Facture, 'id' | 'client_id'>;
  resteCentimes: number;
}) {
  const ledger = useClientReglements(facture.client_id, resteCentimes > 0);
  const imputer = useImputerAvoir();
  const credit = ledger.data?.credit_centimes ?? 0;
  if (resteCentimes <= 0 || credit <= 0) return null;
  const montant = Math.min(credit, resteCentimes);
  return (
    <Stack gap="xs">
      <Text size="sm">{T.imputer(euros(credit))}</Text>
      {imputer.error ? (
        <Alert color="red" role="alert">
          {errorMessage(imputer.error)}
        </Alert>
      ) : null}
      <Group>
        <Button
          variant="light"
          loading={imputer.isPending}
          onClick={() =>
            imputer.mutate(
              { client_id: facture.client_id, facture_id: facture.id, montant_centimes: montant },
              confirmAndClose(T.imputed, () => undefined),
            )
          }
        >
          {T.imputerOk(euros(montant))}
        </Button>
      </Group>
    </Stack>
  );
}
