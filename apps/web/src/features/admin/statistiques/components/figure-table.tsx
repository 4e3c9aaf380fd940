import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
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
    // On a phone the table takes the width it needs (small type); wider than the screen, it
    // scrolls sideways rather than squeezing the figures. The caption is shown above the scrolling
    // part, so that it is never cut; the table's own caption (read out) says the same.
    <Stack gap={4}>
      <Text size="sm" c="dimmed" aria-hidden="true">
        {caption}
      </Text>
      <Table.ScrollContainer minWidth={0}>
        <Table striped withTableBorder fz={{ base: 'xs', sm: 'sm' }}>
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
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
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
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
    </Stack>
  );
}
