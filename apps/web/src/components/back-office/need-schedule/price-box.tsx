import { Card, Stack, Text } from '@mantine/core';
import type { DevisPrice } from '@maisonnee/domain';
import { formatEuros } from '../../../lib/format.ts';
import { NEED_SCHEDULE_TEXT as T } from './text.ts';
const hoursText = (hours: number) => hours.toLocaleString('fr-FR');

/** The live price of a quote or a proposal, announced politely as it changes. */
export function PriceBox({
  price,
  title = T.estimate,
}: {
  price: DevisPrice | null;
  title?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" aria-live="polite" aria-label={title}>
      <Text fw={600}>{title}</Text>
      {price === null ? (
        <Text c="dimmed">{T.estimateEmpty}</Text>
      ) : (
        <Stack gap={2}>
          <Text data-testid="price-amount" fw={600}>
            {formatEuros(price.montantTTC)} TTC {price.recurring ? T.perWeek : T.total}
          </Text>
          {price.montantMensuelTTC !== null ? (
            <Text>
              {formatEuros(price.montantMensuelTTC)} TTC {T.perMonth}
            </Text>
          ) : null}
          <Text>
            {formatEuros(price.resteAChargeMensuelTTC ?? price.resteAChargeTTC)}{' '}
            {price.recurring ? T.perMonth : T.total} {T.afterCredit}
          </Text>
          <Text size="sm" c="dimmed">
            {T.hours(hoursText(price.nbHeures), hoursText(price.nbHeuresWeekend))}
          </Text>
          <Text size="sm" c="dimmed">
            {T.hourly(formatEuros(price.prixHoraireTTC), formatEuros(price.prixHoraireWeekendTTC))}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
