import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ROLE_LABELS, type RoleId } from '@maisonnee/domain';
import { useSignout } from '../../../hooks/use-signout.ts';
import { useCurrentUser } from '../../../lib/session.ts';

const TEXT = {
  title: 'Back-office',
  intro:
    'L’espace d’administration de l’agence (recrutement, commercial, facturation) arrive bientôt.',
  hello: (name: string) => `Bonjour ${name}`,
  roles: (labels: string) => `Vos rôles : ${labels}`,
  manager: ' (manager)',
  signout: 'Me déconnecter',
} as const;

/** /admin (roles 1–4): placeholder of the back office, in its own chunk. */
export function AdminPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signout = useSignout();
  const roles = (user?.roles_ids ?? [])
    .map((id) => ROLE_LABELS[id as RoleId])
    .filter(Boolean)
    .join(', ');
  return (
    <Container size="sm" py="lg" component="main">
      <Stack gap="md">
        <Title order={1}>{TEXT.title}</Title>
        {user ? <Text fz="lg">{TEXT.hello(user.name)}</Text> : null}
        {roles ? (
          <Text>
            {TEXT.roles(roles)}
            {user?.role_manager ? TEXT.manager : ''}
          </Text>
        ) : null}
        <Text>{TEXT.intro}</Text>
        <Button
          variant="outline"
          color="red.9"
          onClick={() =>
            signout.mutate(undefined, {
              onSettled: () => navigate('/auth/login', { replace: true }),
            })
          }
          loading={signout.isPending}
        >
          {TEXT.signout}
        </Button>
      </Stack>
    </Container>
  );
}
