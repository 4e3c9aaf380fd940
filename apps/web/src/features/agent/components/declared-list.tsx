import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PlainList } from '../../../components/plain-list.tsx';

/** What the agent declared (leave, absences), listed under its title below the form. */
export function DeclaredList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} fz="md">
        {title}
      </Title>
      <PlainList gap="xs">{children}</PlainList>
    </Stack>
  );
}
