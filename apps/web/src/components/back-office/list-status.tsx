import { Alert, Group, Loader, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-errors.ts';

/**
 * Where a back-office list stands while it is not shown: loading (said beside the spinner),
 * failed (the API's words, else `text.loadError`), or empty.
 */
export function ListStatus({
  query,
  isEmpty,
  text,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  isEmpty: boolean;
  text: { loading: string; loadError: string; empty: string };
}) {
  return (
    <>
      {query.isPending ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{text.loading}</Text>
        </Group>
      ) : null}
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error) ?? text.loadError}
        </Alert>
      ) : null}
      {isEmpty ? <Text>{text.empty}</Text> : null}
    </>
  );
}
