import { Table } from '@mantine/core';
import { formatDate, formatEuros } from '../lib/format.ts';

/** What an invoice line shows, in the back office as in the client's space. */
export type FactureLigneShown = {
  id: number;
  date: string | null;
  agent_nom: string | null;
  libelle: string;
  prix_unitaire_ttc: number;
  montant_ttc: number;
};

/**
 * One row of an invoice's lines: each space formats the quantity and the VAT rate its own way,
 * and only the back office shows the rate (`tarif`) applied.
 */
export function FactureLigneRow({
  ligne,
  quantite,
  tarif,
  taux,
}: {
  ligne: FactureLigneShown;
  quantite: string;
  tarif?: string;
  taux: string;
}) {
  return (
    <Table.Tr>
      <Table.Td>{formatDate(ligne.date)}</Table.Td>
      <Table.Td>{ligne.agent_nom ?? ''}</Table.Td>
      <Table.Td>{ligne.libelle}</Table.Td>
      <Table.Td>{quantite}</Table.Td>
      {tarif === undefined ? null : <Table.Td>{tarif}</Table.Td>}
      <Table.Td>{formatEuros(ligne.prix_unitaire_ttc)}</Table.Td>
      <Table.Td>{taux}</Table.Td>
      <Table.Td>{formatEuros(ligne.montant_ttc)}</Table.Td>
    </Table.Tr>
  );
}
