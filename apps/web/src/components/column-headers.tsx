import { Table } from '@mantine/core';

/** A table's head: one row of column headers, in order. */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label, index) => (
          <Table.Th key={index} scope="col">
            {label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
