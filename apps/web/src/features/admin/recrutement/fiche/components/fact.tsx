import { SimpleGrid, Text } from '@mantine/core';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../../lib/api-errors.ts';
import type { ReactNode } from 'react';
import { FICHE_TEXT as T } from '../text.ts';

/** One labelled fact of the file (a term and its description in a `dl`). */
export function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0}>
        {value || T.notProvided}
      </Text>
    </div>
  );
}

/** Facts side by side on a wide screen, one under the other on a phone. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {children}
    </SimpleGrid>
  );
}

/** A part of the file whose list is asked apart: loading, or why it could not be read. */
export function PartStatus({
  query,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
}) {
  if (query.isPending) return <PageLoader />;
  if (!query.isError) return null;
  return (
    <Text role="alert" c="red.9" fz="sm">
      {errorMessage(query.error) ?? T.sectionError}
    </Text>
  );
}
