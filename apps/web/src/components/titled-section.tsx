import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of a page, named by its level-2 title, with an optional introduction below it. */
export function TitledSection({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
