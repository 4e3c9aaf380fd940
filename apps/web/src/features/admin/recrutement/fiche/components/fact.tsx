import { Text } from '@mantine/core';
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
