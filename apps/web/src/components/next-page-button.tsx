import { Button, type ButtonProps } from '@mantine/core';

/** What a TanStack infinite query exposes about its next page. */
export interface NextPageSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * « Voir les … suivants »: loads the next page of a paged list, busy while it loads, and absent
 * once the last page is shown (the lists of issue 14 answer by pages, docs/lists.md).
 */
export function NextPageButton({
  pages,
  label,
  ...button
}: { pages: NextPageSource; label: string } & Omit<ButtonProps, 'children' | 'loading'>) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="light"
      w="fit-content"
      {...button}
      loading={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
