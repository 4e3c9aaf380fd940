import { Stack, Text } from '@mantine/core';
import type { Devis } from '@maisonnee/contract';
import { formatEuros } from '../../../lib/format.ts';
import { DEVIS_TEXT as T } from '../text.ts';

const hours = (value: number) => value.toLocaleString('fr-FR');

/**
 * What the insurer pays of a quote made for one of its missions, and what is left to the
 * household (issue 9, point 12): nothing is shown for an ordinary quote.
 */
export function InsurerShare({ devis }: { devis: Devis }) {
  const share = devis.prise_en_charge_mutuelle;
  if (!share) return null;
  const per = share.semaines_couvertes === null ? '' : ` ${T.perWeek}`;
  return (
    <Stack gap={2} aria-label={T.insurer.title(share.mutuelle.nom)} role="group">
      <Text fw={600}>{T.insurer.title(share.mutuelle.nom)}</Text>
      <Text size="sm">
        {T.insurer.covered(hours(share.heures_couvertes), per)} :{' '}
        {formatEuros(share.montant_mutuelle_ttc)}
      </Text>
      <Text size="sm">
        {T.insurer.client(hours(share.heures_client), per)} :{' '}
        {formatEuros(share.montant_client_ttc)}
      </Text>
      <Text size="sm" c="dimmed">
        {T.insurer.balance(hours(share.heures_restantes), share.semaines_couvertes)}
      </Text>
    </Stack>
  );
}
