import { Stack, Title } from '@mantine/core';
import { BackToAdmin } from './admin-forbidden-page.tsx';
import { SHELL_TEXT } from './text.ts';

/** /admin/… that is not a section: said plainly, with the way back. */
export function AdminNotFoundPage() {
  return (
    <Stack gap="sm">
      <Title order={2}>{SHELL_TEXT.notFound}</Title>
      <BackToAdmin />
    </Stack>
  );
}
