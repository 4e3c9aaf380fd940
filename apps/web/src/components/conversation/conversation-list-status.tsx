import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { PageLoader } from '../page-loader.tsx';
import { CONVERSATION_TEXT as C } from './text.ts';

/** What the list query of either messaging screen says while it has no list to show. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The state shown in place of a conversation list: the loader, or the French error with a retry
 * button when nothing was ever loaded; undefined once there is a list (customers' and operators'
 * screens alike).
 */
export function conversationListStatus(list: ListQuery): ReactNode | undefined {
  if (list.isPending) return <PageLoader />;
  if (!list.isError || list.data) return undefined;
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs">
        <Text size="sm">{errorMessage(list.error) ?? C.listError}</Text>
        <Button size="xs" variant="default" onClick={() => void list.refetch()}>
          {C.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
