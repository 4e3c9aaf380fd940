import { Group, Pagination } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';

/** The names of the controls that move through the pages. */
const CONTROL_LABELS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
} as const;

/**
 * The pages of a back-office list (tasks, clients, candidates, invoices…): nothing while there is
 * one page; its controls named in French; the whole named by `label` where a screen has several.
 */
export function PagesControl({
  of,
  value,
  onChange,
  label,
  size,
  centered = false,
}: {
  /** The list's page as the API answers it: how many in all, how many a page. */
  of: { total: number; limit: number } | undefined;
  value: number;
  onChange: (page: number) => void;
  label?: string;
  size?: 'sm';
  centered?: boolean;
}) {
  const total = of ? Math.ceil(of.total / of.limit) : 0;
  if (total <= 1) return null;
  const pagination = (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size={size}
      aria-label={label}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
    />
  );
  return centered ? <Group justify="center">{pagination}</Group> : pagination;
}

/**
 * The pages of a list whose filters hold its page (`filters`: the state and its setter, as
 * `useState` gives them): moving page keeps the other filters.
 */
export function FilterPagesControl<F extends { page: number }>({
  of,
  filters: [filters, setFilters],
  label,
}: {
  of: { total: number; limit: number } | undefined;
  filters: [F, Dispatch<SetStateAction<F>>];
  label?: string;
}) {
  return (
    <PagesControl
      of={of}
      value={filters.page}
      onChange={(page) => setFilters((current) => ({ ...current, page }))}
      label={label}
    />
  );
}
