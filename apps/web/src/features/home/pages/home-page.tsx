import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import {
  activeSpace,
  isRouteAllowed,
  spacesOfUser,
  type AppSpace,
  type NavEntry,
  type NavUser,
} from '../../../lib/navigation.ts';
import { getProfil, useCurrentUser } from '../../../lib/session.ts';

export const HOME_TEXT = {
  title: 'Accueil',
  hello: (name: string) => `Bonjour ${name}, bienvenue chez Maisonnée.`,
  intro: {
    client: 'Retrouvez en un coup d’œil vos services à domicile.',
    intervenant: 'Vos interventions du jour, le pointage et vos déclarations.',
  },
  none: 'Aucun espace n’est encore ouvert sur ce compte. Notre équipe vous contactera très vite.',
  linksLabel: 'Raccourcis',
  links: {
    client: [
      { to: '/besoin', label: 'Déclarer un besoin' },
      { to: '/missions', label: 'Mes missions' },
      { to: '/missions?onglet=agenda', label: 'Mon agenda' },
      { to: '/documents', label: 'Mes devis et documents' },
    ],
    intervenant: [
      { to: '/account/agent', label: 'Mes interventions du jour' },
      { to: '/account/agent#declarations', label: 'Déclarer un congé, une absence, un retard' },
    ],
  },
  changeSpace: { to: '/account', label: 'Changer d’espace' },
  profil: { to: '/profil', label: 'Mon profil' },
} as const;

/** The shortcuts of the home page for this user: those of the active space, then the profile. */
export function homeLinksFor(user: NavUser, space: AppSpace | null): NavEntry[] {
  const links: NavEntry[] =
    space === 'client' || space === 'intervenant' ? [...HOME_TEXT.links[space]] : [];
  if (spacesOfUser(user).length > 1) links.push(HOME_TEXT.changeSpace);
  links.push(HOME_TEXT.profil);
  return links.filter((link) => isRouteAllowed(user, link.to));
}

/**
 * The home of the person's space: a client's needs, missions, agenda and documents; an agent's
 * interventions and declarations; an operator goes to the cockpit.
 */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  const space = activeSpace(user, getProfil()?.space ?? null);
  if (space === 'backoffice') return <Navigate to="/admin" replace />;
  const links = homeLinksFor(user, space);
  return (
    <Stack gap="md">
      <Title order={1}>{HOME_TEXT.title}</Title>
      <Text fz="lg">{HOME_TEXT.hello(user.prenom ?? user.name)}</Text>
      <Text>{space ? HOME_TEXT.intro[space] : HOME_TEXT.none}</Text>
      <nav aria-label={HOME_TEXT.linksLabel}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} fz="lg" fw={600}>
              {link.label}
            </Anchor>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
