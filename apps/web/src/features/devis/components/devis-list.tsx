import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { DEVIS_STATUT_COLORS } from '../../../lib/devis-statut.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import type { Devis } from '../api/list-client-devis.ts';
import { DEVIS_TEXT as T } from '../text.ts';

export const STATUT_COLORS: Record<Devis['statut'], string> = DEVIS_STATUT_COLORS;

export function DevisStatutBadge({ statut }: { statut: Devis['statut'] }) {
  return (
    <Badge color={STATUT_COLORS[statut]} variant="light" c="dark.9">
      {T.statut[statut]}
    </Badge>
  );
}

/** The client's quotes with their status; choosing one opens its detail. */
export function DevisList(props: { devis: readonly Devis[]; onOpen: (devis: Devis) => void }) {
  if (props.devis.length === 0) return <Text c="dimmed">{T.empty}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {props.devis.map((devis) => (
        <li key={devis.id}>
          <Card withBorder radius="md" padding="md">
            <UnstyledButton
              onClick={() => props.onOpen(devis)}
              aria-label={T.open(devis.reference)}
              style={{ width: '100%' }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{devis.reference}</Text>
                  <Text size="sm">{T.issued(formatDate(devis.date_emission))}</Text>
                  <Text size="sm">{formatEuros(devis.montant_ttc)} TTC</Text>
                </Stack>
                <DevisStatutBadge statut={devis.statut} />
              </Group>
            </UnstyledButton>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
