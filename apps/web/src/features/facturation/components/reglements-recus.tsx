import { Stack, Table, Text, Title } from '@mantine/core';
import { REGLEMENT_MODE_LABELS } from '@maisonnee/domain';
import { ColumnHeaders } from '../../../components/column-headers.tsx';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { centsToEuros, useFactureHistorique } from '../../../lib/reglements.ts';

/*
 * The family's invoice: the payments received for it (date, method, amount; a cancelled one is
 * not shown) and what remains to pay, from the payment ledger (docs/paiements.md).
 */

const T = {
  title: 'Règlements reçus',
  none: 'Aucun règlement reçu pour cette facture.',
  colDate: 'Date',
  colMode: 'Mode',
  colMontant: 'Montant',
  avoir: 'Avoir',
  reste: 'Reste à payer',
  payee: 'Facture réglée. Merci !',
} as const;

const euros = (cents: number) => formatEuros(centsToEuros(cents));

export function ReglementsRecus({ factureId }: { factureId: number }) {
  const historique = useFactureHistorique(factureId);
  if (!historique.data) return null;
  const rows = historique.data.entries.filter(
    (entry) => (entry.kind === 'reglement' && !entry.annule) || entry.kind === 'avoir',
  );
  return (
    <Stack gap="xs" component="section" aria-labelledby="facture-reglements">
      <Title order={3} size="h4" id="facture-reglements">
        {T.title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{T.none}</Text>
      ) : (
        <Table aria-label={T.title}>
          <ColumnHeaders labels={[T.colDate, T.colMode, T.colMontant]} />
          <Table.Tbody>
            {rows.map((entry, index) => (
              <Table.Tr key={`${entry.kind}-${entry.reglement_id ?? ''}-${index}`}>
                <Table.Td>{formatDate(entry.date)}</Table.Td>
                <Table.Td>{entry.mode ? REGLEMENT_MODE_LABELS[entry.mode] : T.avoir}</Table.Td>
                <Table.Td>{euros(-entry.montant_centimes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {historique.data.reste_centimes === 0 && historique.data.regle_centimes > 0 ? (
        <Text fw={600}>{T.payee}</Text>
      ) : (
        <Text fw={600}>
          {T.reste} : {euros(historique.data.reste_centimes)}
        </Text>
      )}
    </Stack>
  );
}
