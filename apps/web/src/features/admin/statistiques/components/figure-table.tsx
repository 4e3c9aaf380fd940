import { Table } from '@mantine/core';
import type { StatistiquesMois, StatistiquesTotaux } from '../api/get-statistiques.ts';
import { formatFigure, formatMois, type FigureSection } from '../figures.ts';
import { STATISTIQUES_TEXT as T } from '../text.ts';

/** The numbers of one figure: a row a month and the total, with its caption. */
export function FigureTable({
  section,
  mois,
  totaux,
  caption,
}: {
  section: FigureSection;
  mois: StatistiquesMois[];
  totaux: StatistiquesTotaux;
  caption: string;
}) {
  const columns = [
    ...section.series.map((s) => ({ key: s.key, label: s.label, unit: section.unit })),
    ...(section.extra ?? []),
  ];
  return (
    <Table.ScrollContainer minWidth={columns.length > 2 ? 420 : 0}>
      <Table striped withTableBorder captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.mois}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta="right">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mois.map((m) => (
            <Table.Tr key={m.mois}>
              <Table.Th scope="row" fw={400}>
                {formatMois(m.mois)}
              </Table.Th>
              {columns.map((c) => (
                <Table.Td key={c.key} ta="right">
                  {formatFigure(m[c.key], c.unit)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{T.total}</Table.Th>
            {columns.map((c) => (
              <Table.Td key={c.key} ta="right" fw={600}>
                {formatFigure(totaux[c.key], c.unit)}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
