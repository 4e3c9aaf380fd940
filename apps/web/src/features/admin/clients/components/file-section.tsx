import { Alert, Card, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { CLIENT_FILE_TEXT as T } from '../text.ts';

/** A titled part of the client's file, with its own loading and error states. */
export function FileSection({
  title,
  pending = false,
  error = null,
  children,
}: {
  title: string;
  pending?: boolean;
  error?: unknown;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} fz="lg" id={titleId}>
          {title}
        </Title>
        {pending ? <PageLoader /> : null}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error) ?? T.sectionError}
          </Alert>
        ) : null}
        {!pending && !error ? children : null}
      </Stack>
    </Card>
  );
}
