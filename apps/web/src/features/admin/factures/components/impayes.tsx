import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { centsToEuros, type ImpayeTrancheId } from '@maisonnee/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListStatus } from '../../../../components/back-office/list-status.tsx';
import { FilterPagesControl } from '../../../../components/back-office/pages-control.tsx';
import { formatDate, formatEuros } from '../../../../lib/format.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { useImpayes, type ImpayeItem, type ImpayesFilters } from '../api/list-impayes.ts';
import { IMPAYES_TEXT as T } from '../impayes-text.ts';

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** The invoice's place on the invoices screen (its detail opened). */
export const factureHref = (id: number) =>
  `/admin/factures?facture=${encodeURIComponent(encryptPathId(id))}`;

const TRANCHE_COLORS: Record<ImpayeTrancheId, string> = {
  a_echoir: 'gray',
  retard_1_15: 'yellow',
  retard_16_30: 'orange',
  retard_31_60: 'red',
  retard_plus_60: 'grape',
};

/** « Factures | Impayés »: the two screens of the invoices area. */
export function FacturesTabs({ current }: { current: 'factures' | 'impayes' | 'attestations' }) {
  const tabs = [
    { key: 'factures', to: '/admin/factures', label: T.tabFactures },
    { key: 'impayes', to: '/admin/factures/impayes', label: T.tabImpayes },
    { key: 'attestations', to: '/admin/factures/attestations', label: T.tabAttestations },
  ] as const;
  return (
    <Group component="nav" aria-label={T.tabs} gap="md">
      {tabs.map((tab) => (
        <Anchor
          key={tab.key}
          component={Link}
          to={tab.to}
          aria-current={tab.key === current ? 'page' : undefined}
          fw={tab.key === current ? 700 : 400}
          underline={tab.key === current ? 'always' : 'hover'}
        >
          {tab.label}
        </Anchor>
      ))}
    </Group>
  );
}

/**
 * The aged list (docs/paiements.md « Impayés et relances »): the total owed and each bucket's
 * total (a bucket chosen filters the list), then the invoices owed, the most overdue first, each
 * a link to its detail. Cards rather than a table: it is read on a phone.
 */
export function ImpayesScreen() {
  const [filters, setFilters] = useState<ImpayesFilters>({ page: 1 });
  const query = useImpayes(filters);
  const data = query.data;
  const choose = (tranche?: ImpayeTrancheId) => setFilters({ page: 1, tranche });

  return (
    <Stack gap="md">
      {data ? (
        <Text size="sm" c="dimmed">
          {T.intro(formatDate(data.today))}
        </Text>
      ) : null}
      {data ? (
        <section aria-labelledby="impayes-tranches">
          <Title order={3} size="h4" id="impayes-tranches" mb="xs">
            {T.tranches}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs">
            <TrancheButton
              label={T.total}
              cents={data.total_centimes}
              nb={data.nb_factures}
              pressed={!filters.tranche}
              onClick={() => choose(undefined)}
            />
            {data.tranches.map((tranche) => (
              <TrancheButton
                key={tranche.tranche}
                label={tranche.label}
                cents={tranche.total_centimes}
                nb={tranche.nb}
                pressed={filters.tranche === tranche.tranche}
                onClick={() => choose(tranche.tranche)}
              />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
      <Stack gap="xs" component="section" aria-label={T.listLabel}>
        <ListStatus query={query} isEmpty={data?.items.length === 0} text={T} />
        {data && data.items.length > 0 ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.items.map((item) => (
              <ImpayeCard key={item.facture_id} item={item} />
            ))}
          </Stack>
        ) : null}
        <FilterPagesControl of={data} filters={[filters, setFilters]} label={T.pagination} />
      </Stack>
    </Stack>
  );
}

/** A bucket's total as a toggle that filters the list; its name is what it shows. */
function TrancheButton({
  label,
  cents,
  nb,
  pressed,
  onClick,
}: {
  label: string;
  cents: number;
  nb: number;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={pressed}
      p="xs"
      style={{
        border: `${pressed ? 2 : 1}px solid var(--mantine-color-${pressed ? 'maisonnee-7' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <Text size="xs" fw={pressed ? 700 : 500}>
        {label}
      </Text>
      <Text fw={700}>{euros(cents)}</Text>
      <Text size="xs">{T.nbFactures(nb)}</Text>
    </UnstyledButton>
  );
}

function ImpayeCard({ item }: { item: ImpayeItem }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Anchor
            component={Link}
            to={factureHref(item.facture_id)}
            fw={700}
            aria-label={T.open(item.numero, item.client_nom)}
          >
            {item.numero}
          </Anchor>
          <Text size="sm">{item.client_nom}</Text>
          {item.organisme ? <Text size="xs">{T.organisme(item.organisme)}</Text> : null}
          <Text size="xs">
            {item.date_echeance ? T.echeance(formatDate(item.date_echeance)) : T.sansEcheance}
            {' · '}
            {T.relance(item.derniere_relance)}
          </Text>
        </Stack>
        {/* The amount and the lateness keep their width: a phone's card narrows the name, never
            « 46 jours de retard » into « 46 JOURS DE … ». */}
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text fw={700}>{euros(item.reste_centimes)}</Text>
          {item.reste_centimes !== item.montant_centimes ? (
            <Text size="xs">
              {T.montant} {euros(item.montant_centimes)}
            </Text>
          ) : null}
          <Badge variant="light" tt="none" c="dark.9" color={TRANCHE_COLORS[item.tranche]}>
            {T.retard(item.jours_retard ?? 0)}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}
