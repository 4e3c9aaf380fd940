import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';

const TEXT = {
  title: 'Accueil',
  hello: (name: string) => `Bonjour ${name}, bienvenue chez Maisonnée.`,
  intro: 'Retrouvez en un coup d’œil vos services à domicile.',
  links: [
    { to: '/account', label: 'Mon compte' },
    { to: '/besoin', label: 'Déclarer un besoin' },
    { to: '/missions', label: 'Mes missions' },
    { to: '/documents', label: 'Mes documents' },
    { to: '/messagerie', label: 'Messagerie' },
    { to: '/profil', label: 'Mon profil' },
  ],
  linksLabel: 'Raccourcis',
} as const;

export function HomePage() {
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Title order={1}>{TEXT.title}</Title>
      {user ? <Text fz="lg">{TEXT.hello(user.prenom ?? user.name)}</Text> : null}
      <Text>{TEXT.intro}</Text>
      <nav aria-label={TEXT.linksLabel}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {TEXT.links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} fz="lg" fw={600}>
              {link.label}
            </Anchor>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
