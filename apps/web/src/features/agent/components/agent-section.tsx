import { Stack, Title } from '@mantine/core';
import { useId } from 'react';

/** A titled section of the agent space; `anchor` lets the navigation link to it. */
export function AgentSection({
  title,
  anchor,
  children,
}: {
  title: string;
  /** The section's id, for a link to the section (`#id`). */
  anchor?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id} id={anchor}>
      <Title order={2} fz="xl" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
