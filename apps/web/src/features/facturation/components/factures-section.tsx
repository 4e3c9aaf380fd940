import {
  Alert,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { FACTURE_STATUTS, formatInstantDate, isFactureDraft } from '@maisonnee/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { TitledSection } from '../../../components/titled-section.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import {
  useClientFactures,
  type Facture,
  type FactureFilters,
  type FactureStatut,
} from '../api/factures.ts';
import { FACTURES_TEXT as T } from '../factures-text.ts';
import { formatMonth } from '../text.ts';
import { FactureStatutBadge, PaiementEtat } from './facture-statut.tsx';

type PeriodChoice = 'last-12-months' | 'this-year' | 'last-year' | 'custom';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The request's period and status from the filters; null while a custom range is incomplete or reversed. */
export function filtersFor(
  choice: PeriodChoice,
  custom: { from: string; to: string },
  statut: FactureStatut | '',
  today = new Date(),
): FactureFilters | null {
  const year = today.getFullYear();
  let range: { start_date: string; end_date: string } | null;
  if (choice === 'last-12-months') range = lastTwelveMonths(today);
  else if (choice === 'this-year')
    range = { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
  else if (choice === 'last-year')
    range = { start_date: `${year - 1}-01-01`, end_date: `${year - 1}-12-31` };
  else if (rangeProblem(custom) === null) range = { start_date: custom.from, end_date: custom.to };
  else range = null;
  if (!range) return null;
  return statut ? { ...range, statut } : range;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days a period may span: the API answers a year at most (docs/lists.md). */
const MAX_PERIOD_DAYS = 366;

/** What is wrong with two chosen dates, or null when they can be asked. */
function rangeProblem(custom: {
  from: string;
  to: string;
}): 'incomplete' | 'reversed' | 'tooLong' | null {
  if (!ISO_DAY.test(custom.from) || !ISO_DAY.test(custom.to)) return 'incomplete';
  if (custom.from > custom.to) return 'reversed';
  if ((Date.parse(custom.to) - Date.parse(custom.from)) / 86_400_000 > MAX_PERIOD_DAYS)
    return 'tooLong';
  return null;
}

/** From the first day of the same month a year ago to the last day of this month. */
function lastTwelveMonths(today: Date): { start_date: string; end_date: string } {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const start = month === 12 ? `${year}-01-01` : `${year - 1}-${pad(month + 1)}-01`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start_date: start, end_date: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** The invoices the client reads: issued ones and credit notes (not the planned drafts), newest first. */
export function issuedNewestFirst(factures: readonly Facture[]): Facture[] {
  return factures
    .filter((facture) => !isFactureDraft(facture))
    .sort(
      (a, b) =>
        b.periode_debut.localeCompare(a.periode_debut) ||
        (b.date_emission ?? '').localeCompare(a.date_emission ?? '') ||
        b.id - a.id,
    );
}

/** Label of an invoice or credit note, by its number. */
export function factureTitle(facture: Facture): string {
  return facture.nature === 'avoir' ? T.avoirLabel(facture.numero) : T.factureLabel(facture.numero);
}

/**
 * The client's invoices over a period (this year, last year or two dates) and a status: number,
 * month, amount, after tax credit, due date, status and payment state; choosing one opens it.
 */
export function FacturesSection(props: {
  clientId: number;
  onOpen: (facture: Facture) => void;
  headingId?: string;
}) {
  const [choice, setChoice] = useState<PeriodChoice>('last-12-months');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const [statut, setStatut] = useState<FactureStatut | ''>('');
  const filters = filtersFor(choice, custom, statut);
  const list = useClientFactures(props.clientId, filters);
  const headingId = props.headingId ?? 'mes-factures';
  const F = T.filters;
  const problem = choice === 'custom' ? rangeProblem(custom) : null;
  const rangeError =
    problem === 'reversed' ? F.badRange : problem === 'tooLong' ? F.tooLong : undefined;

  return (
    <TitledSection headingId={headingId} title={T.title}>
      <Group
        component="fieldset"
        aria-label={F.label}
        gap="sm"
        align="flex-end"
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <NativeSelect
          label={F.period}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value as PeriodChoice)}
          data={[
            { value: 'last-12-months', label: F.last12Months },
            { value: 'this-year', label: F.thisYear },
            { value: 'last-year', label: F.lastYear },
            { value: 'custom', label: F.custom },
          ]}
        />
        {choice === 'custom' ? (
          <>
            <TextInput
              type="date"
              label={F.from}
              value={custom.from}
              onChange={(event) => {
                const from = event.currentTarget.value;
                setCustom((c) => ({ ...c, from }));
              }}
            />
            <TextInput
              type="date"
              label={F.to}
              value={custom.to}
              error={rangeError}
              onChange={(event) => {
                const to = event.currentTarget.value;
                setCustom((c) => ({ ...c, to }));
              }}
            />
          </>
        ) : null}
        <NativeSelect
          label={F.statut}
          value={statut}
          onChange={(event) => setStatut(event.currentTarget.value as FactureStatut | '')}
          data={[
            { value: '', label: F.allStatuts },
            ...FACTURE_STATUTS.filter((s) => s !== 'brouillon').map((s) => ({
              value: s,
              label: T.statut[s],
            })),
          ]}
        />
      </Group>
      {filters !== null && list.isPending ? <PageLoader active /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error) ?? T.loadError}
        </Alert>
      ) : null}
      {list.data ? (
        <FactureList factures={issuedNewestFirst(list.data)} onOpen={props.onOpen} />
      ) : null}
    </TitledSection>
  );
}

function FactureList(props: { factures: readonly Facture[]; onOpen: (facture: Facture) => void }) {
  if (props.factures.length === 0) return <Text c="dimmed">{T.empty}</Text>;
  return (
    <PlainList gap="sm" aria-label={T.listLabel}>
      {props.factures.map((facture) => {
        const title = factureTitle(facture);
        return (
          <li key={facture.id}>
            <Card withBorder radius="md" padding="md">
              <UnstyledButton
                onClick={() => props.onOpen(facture)}
                aria-label={T.open(title)}
                style={{ width: '100%' }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={600}>{title}</Text>
                    <Text size="sm">{T.month(formatMonth(facture.periode))}</Text>
                    <Text size="sm">{T.amount(formatEuros(facture.montant_ttc))}</Text>
                    {facture.nature === 'facture' && facture.type === 'client' ? (
                      <Text size="sm">
                        {T.afterCredit(formatEuros(facture.reste_a_charge_ttc))}
                      </Text>
                    ) : null}
                    {facture.nature === 'facture' &&
                    facture.reste_a_payer > 0 &&
                    facture.reste_a_payer < facture.montant_ttc ? (
                      // Part paid or credited: what remains (the API's ledger rule).
                      <Text size="sm" fw={600}>
                        {T.resteAPayer(formatEuros(facture.reste_a_payer))}
                      </Text>
                    ) : null}
                    {facture.nature === 'avoir' && facture.avoir_de_numero ? (
                      <Text size="sm">{T.avoirOf(facture.avoir_de_numero)}</Text>
                    ) : null}
                    {facture.statut === 'payee' && facture.paid_at ? (
                      <Text size="sm">{T.paidOn(formatInstantDate(facture.paid_at))}</Text>
                    ) : facture.date_echeance && facture.nature === 'facture' ? (
                      <Text size="sm">{T.due(formatDate(facture.date_echeance))}</Text>
                    ) : null}
                    <PaiementEtat facture={facture} />
                  </Stack>
                  <FactureStatutBadge facture={facture} />
                </Group>
              </UnstyledButton>
            </Card>
          </li>
        );
      })}
    </PlainList>
  );
}
