import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import type { User } from '@maisonnee/contract';
import { formatInstantDate, isBackOfficeRoleSet } from '@maisonnee/domain';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuthUser } from '../../../hooks/use-auth-user.ts';
import { getUser, saveProfil, type Space } from '../../../lib/session.ts';
import { ACCOUNT_TEXT as T } from '../text.ts';

/**
 * The spaces a user holds: client when client_id is set, intervenant when candidat_id is set,
 * proche when the user follows a household as a relative (proche_client_ids).
 */
export function spacesOf(
  user: Pick<User, 'client_id' | 'candidat_id'> & Partial<Pick<User, 'proche_client_ids'>>,
): Space[] {
  const spaces: Space[] = [];
  if (user.client_id) spaces.push('client');
  if (user.candidat_id) spaces.push('intervenant');
  if ((user.proche_client_ids?.length ?? 0) > 0) spaces.push('proche');
  return spaces;
}

/**
 * The space buttons take the card's width and wrap their label: a Mantine button keeps its label
 * on one line and cuts it (« Ouvrir mon espace intervenan » on a 390 px phone).
 */
const WRAPPING_BUTTON = {
  fullWidth: true,
  h: 'auto',
  py: 'xs',
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } },
} as const;

export function AccountPage() {
  const navigate = useNavigate();
  const query = useAuthUser();
  const user = query.data ?? getUser();

  if (!user) return <PageLoader active={query.isPending} />;

  const choose = (space: Space) => {
    // A full storage keeps the profile in memory only (logged); the profile screen still opens.
    saveProfil({ space, user });
    navigate('/profil', { state: { space } });
  };
  const spaces = spacesOf(user);
  const backOffice = isBackOfficeRoleSet(user.roles_ids);
  // An operator without a customer space has nothing to choose here: the cockpit is the home.
  if (backOffice && spaces.length === 0) return <Navigate to="/admin" replace />;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{T.title}</Title>
        <Text fz="lg">{T.hello(user.prenom ?? user.name)}</Text>
        <Text c="dimmed">{T.memberSince(formatInstantDate(user.created_at))}</Text>
      </Stack>
      {spaces.length === 0 ? (
        <Text>{T.none}</Text>
      ) : (
        <>
          <Text>{T.choose}</Text>
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {spaces.map((space) => (
              <Card component="li" key={space} withBorder shadow="xs" padding="lg" radius="md">
                <Stack gap="xs">
                  <Title order={2} fz="xl">
                    {T.spaces[space].title}
                  </Title>
                  <Text>{T.spaces[space].description}</Text>
                  <Button size="md" {...WRAPPING_BUTTON} onClick={() => choose(space)}>
                    {T.open(T.spaces[space].title)}
                  </Button>
                  <Button
                    component={Link}
                    to={T.spaces[space].shortcut.to}
                    size="md"
                    variant="outline"
                    {...WRAPPING_BUTTON}
                  >
                    {T.spaces[space].shortcut.label}
                  </Button>
                </Stack>
              </Card>
            ))}
            {backOffice ? (
              <Card component="li" withBorder shadow="xs" padding="lg" radius="md">
                <Stack gap="xs">
                  <Title order={2} fz="xl">
                    {T.backOffice.title}
                  </Title>
                  <Text>{T.backOffice.description}</Text>
                  <Button
                    component={Link}
                    to="/admin"
                    size="md"
                    variant="outline"
                    {...WRAPPING_BUTTON}
                  >
                    {T.backOffice.open}
                  </Button>
                </Stack>
              </Card>
            ) : null}
          </Stack>
        </>
      )}
    </Stack>
  );
}
