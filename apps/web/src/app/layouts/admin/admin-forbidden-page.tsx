import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { ROLE_LABELS } from '@maisonnee/domain';
import { Link } from 'react-router';
import type { AdminScreen } from './admin-screens.ts';
import { screenRoles } from './admin-screens.ts';
import { SHELL_TEXT } from './text.ts';

/** « Retour au back-office »: the way back from a page that cannot be shown. */
export function BackToAdmin() {
  return (
    <Text>
      <Anchor component={Link} to="/admin">
        {SHELL_TEXT.backHome}
      </Anchor>
    </Text>
  );
}

/**
 * A back-office screen the operator's roles may not open (typed or followed by URL): said in
 * French before the screen loads, with who may open it and the way back.
 */
export function AdminForbiddenPage({ screen }: { screen: AdminScreen }) {
  const roles = screenRoles(screen).map((role) => ROLE_LABELS[role]);
  return (
    <Stack gap="sm">
      <Title order={2}>{SHELL_TEXT.forbidden}</Title>
      <Alert color="orange" role="alert">
        <Text size="sm">
          {screen.managersOnly
            ? SHELL_TEXT.forbiddenManagers
            : SHELL_TEXT.forbiddenWhy(roles.join(', '))}
        </Text>
      </Alert>
      <BackToAdmin />
    </Stack>
  );
}
