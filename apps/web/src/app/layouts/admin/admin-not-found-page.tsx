import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SHELL_TEXT } from './text.ts';

/** /admin/… that is not a section: said plainly, with the way back. */
export function AdminNotFoundPage() {
  return (
    <Stack gap="sm">
      <Title order={2}>{SHELL_TEXT.notFound}</Title>
      <Text>
        <Anchor component={Link} to="/admin">
          {SHELL_TEXT.backHome}
        </Anchor>
      </Text>
    </Stack>
  );
}
