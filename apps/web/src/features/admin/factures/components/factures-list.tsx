import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { ListStatus } from '../../../../components/back-office/list-status.tsx';
import { FilterPagesControl } from '../../../../components/back-office/pages-control.tsx';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatEuros } from '../../../../lib/format.ts';
import { useGenererFacturesMois, type GenerationMois } from '../api/generer-factures-mois.ts';
import { useFactures, type FactureListItem, type FacturesFilters } from '../api/list-factures.ts';
import {
  factureLabel,
  formatMois,
  paiementLabel,
  previousMonth,
  statutColor,
  statutLabel,
} from '../format.ts';
import { FACTURES_TEXT as T } from '../text.ts';

/** « Préparer les factures du mois »: the month's drafts from the confirmed hours. */
export function PrepareMonth() {
  const [periode, setPeriode] = useState(previousMonth());
  const [result, setResult] = useState<GenerationMois | null>(null);
  const [invalid, setInvalid] = useState(false);
  const generer = useGenererFacturesMois();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(periode)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    generer.mutate({ periode }, { onSuccess: setResult });
  };

  return (
    <Card withBorder component="section" aria-labelledby="prepare-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} id="prepare-title" size="h4">
            {T.prepareTitle}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="month"
              label={T.month}
              value={periode}
              onChange={(event) => setPeriode(event.currentTarget.value)}
              error={invalid ? T.monthRequired : undefined}
            />
            <Button type="submit" loading={generer.isPending}>
              {T.prepare}
            </Button>
          </Group>
          {generer.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(generer.error)}
            </Alert>
          ) : null}
          {result ? (
            <Alert color="green" role="status">
              {T.prepared(result.nb_creees, result.existantes, result.en_attente)}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

const PERIODS = ['today', 'week', 'last-week', 'month', 'last-month'] as const;

/** The invoices, filtered and paginated; a row opens the invoice. */
export function FacturesList({
  onOpen,
  initialName,
}: {
  onOpen: (id: number) => void;
  /** A client's name to filter on from the start (link of a cockpit task). */
  initialName?: string;
}) {
  const [filters, setFilters] = useState<FacturesFilters>({
    page: 1,
    name: initialName?.trim() || undefined,
  });
  const [name, setName] = useState(initialName ?? '');
  const query = useFactures(filters);

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, page: 1, name: name.trim() || undefined }));
  };

  const data = query.data;

  return (
    <Stack gap="sm" component="section" aria-label={T.listLabel}>
      <form onSubmit={submitName} aria-label={T.filters}>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={T.type}
            value={filters.type ?? ''}
            data={[
              { value: '', label: T.typeAll },
              { value: 'client', label: T.typeClient },
              { value: 'mutuelle', label: T.typeMutuelle },
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setFilters((current) => ({
                ...current,
                page: 1,
                type: value === 'client' || value === 'mutuelle' ? value : undefined,
              }));
            }}
          />
          <NativeSelect
            label={T.period}
            value={filters.period ?? ''}
            data={[
              { value: '', label: T.periodAll },
              ...PERIODS.map((value) => ({ value, label: T.periods[value] })),
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setFilters((current) => ({
                ...current,
                page: 1,
                period: PERIODS.find((period) => period === value),
              }));
            }}
          />
          <TextInput
            label={T.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            {T.search}
          </Button>
        </Group>
      </form>
      <ListStatus query={query} isEmpty={data?.items.length === 0} text={T} />
      {data && data.items.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.colNumero}</Table.Th>
                <Table.Th>{T.colClient}</Table.Th>
                <Table.Th>{T.colMois}</Table.Th>
                <Table.Th>{T.colMontant}</Table.Th>
                <Table.Th>{T.colStatut}</Table.Th>
                <Table.Th>{T.colPaiement}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((facture) => (
                <FactureRow key={facture.id} facture={facture} onOpen={onOpen} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <FilterPagesControl of={data} filters={[filters, setFilters]} label={T.pagination} />
    </Stack>
  );
}

function FactureRow({
  facture,
  onOpen,
}: {
  facture: FactureListItem;
  onOpen: (id: number) => void;
}) {
  const label = factureLabel(facture);
  return (
    <Table.Tr>
      <Table.Td>
        <UnstyledButton
          onClick={() => onOpen(facture.id)}
          aria-label={T.open(`${label} — ${facture.client_nom}`)}
          c="maisonnee"
          td="underline"
        >
          {facture.nature === 'avoir' ? `${T.avoir} ${label}` : label}
        </UnstyledButton>
      </Table.Td>
      <Table.Td>
        {facture.client_nom}
        {facture.type === 'mutuelle' && facture.organisme ? (
          <Text size="xs" c="dimmed">
            {T.organisme(facture.organisme)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>{formatMois(facture.periode)}</Table.Td>
      <Table.Td>{formatEuros(facture.montant_ttc)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={statutColor(facture.statut)}>
          {statutLabel(facture.statut)}
        </Badge>
      </Table.Td>
      <Table.Td>{paiementLabel(facture.paiement_statut)}</Table.Td>
    </Table.Tr>
  );
}
