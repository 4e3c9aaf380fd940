import { Anchor, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  activeSpace,
  isRouteAllowed,
  spacesOfUser,
  type AppSpace,
  type NavEntry,
  type NavUser,
} from '../../../lib/navigation.ts';
import { getProfil, useCurrentUser } from '../../../lib/session.ts';
import { useAccueil } from '../api/get-accueil.ts';
import { AFaireList } from '../components/a-faire-list.tsx';
import { CeMoisCard } from '../components/ce-mois-card.tsx';
import { ProchaineVisiteCard } from '../components/prochaine-visite-card.tsx';
import { DASHBOARD_TEXT } from '../text.ts';

export const HOME_TEXT = {
  title: 'Accueil',
  hello: (name: string) => `Bonjour ${name}, bienvenue chez Maisonnée.`,
  intro: {
    client: 'Retrouvez en un coup d’œil vos services à domicile.',
    intervenant: 'Vos interventions du jour, le pointage et vos déclarations.',
    proche: 'Les visites et le cahier de liaison du foyer que vous suivez.',
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
      { to: '/account/agent/declarations', label: 'Déclarer un congé, une absence, un retard' },
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

function Shortcuts({ links }: { links: NavEntry[] }) {
  return (
    <nav aria-label={HOME_TEXT.linksLabel}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} fz="lg" fw={600}>
            {link.label}
          </Anchor>
        ))}
      </SimpleGrid>
    </nav>
  );
}

/**
 * The family's dashboard (issue 25, point 2): the next visit and its state, what waits for the
 * family, this month's hours and cost after the tax credit, and the button to declare a need.
 */
function FamilyDashboard({ clientId, links }: { clientId: number; links: NavEntry[] }) {
  const query = useAccueil(clientId);
  const besoin = (
    <Button
      component={Link}
      to="/besoin"
      size="lg"
      fullWidth
      leftSection={<IconPlus size={20} aria-hidden="true" />}
    >
      {DASHBOARD_TEXT.besoin}
    </Button>
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data)
    return (
      <Stack gap="md">
        <FormError message={DASHBOARD_TEXT.loadError} />
        <Button variant="light" onClick={() => void query.refetch()}>
          {DASHBOARD_TEXT.retry}
        </Button>
        {besoin}
      </Stack>
    );
  const accueil = query.data;
  return (
    <Stack gap="md">
      <ProchaineVisiteCard visite={accueil.prochaine_visite} now={new Date()} />
      {besoin}
      <AFaireList aFaire={accueil.a_faire} />
      <CeMoisCard mois={accueil.mois} />
      <Shortcuts links={links.filter((link) => link.to !== '/besoin')} />
    </Stack>
  );
}

/**
 * The home of the person's space: a family's dashboard; an agent goes to their day
 * (/account/agent), an operator to the cockpit; a relative reads the shortcuts of their space.
 */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  const space = activeSpace(user, getProfil()?.space ?? null);
  if (space === 'backoffice') return <Navigate to="/admin" replace />;
  if (space === 'intervenant') return <Navigate to="/account/agent" replace />;
  const links = homeLinksFor(user, space);
  return (
    <Stack gap="md">
      <Title order={1}>{HOME_TEXT.title}</Title>
      <Text fz="lg">{HOME_TEXT.hello(user.prenom ?? user.name)}</Text>
      {space === 'client' && user.client_id ? (
        <FamilyDashboard clientId={user.client_id} links={links} />
      ) : (
        <>
          <Text>{space ? HOME_TEXT.intro[space] : HOME_TEXT.none}</Text>
          <Shortcuts links={links} />
        </>
      )}
    </Stack>
  );
}
