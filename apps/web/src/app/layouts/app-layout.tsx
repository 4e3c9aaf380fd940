import { Anchor, Box, Container, Group } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';

export const LAYOUT_TEXT = {
  brand: 'Maisonnée',
  skip: 'Aller au contenu',
  nav: 'Navigation principale',
  links: [
    { to: '/home', label: 'Accueil' },
    { to: '/account', label: 'Mon compte' },
    { to: '/profil', label: 'Profil' },
  ],
} as const;

/** Signed-in pages: a header with the brand and the main links, then the page. */
export function AppLayout() {
  return (
    <>
      <a className="skip-link" href="#contenu">
        {LAYOUT_TEXT.skip}
      </a>
      <Box component="header" bg="maisonnee.7" c="white" py="sm">
        <Container size="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor component={NavLink} to="/account" c="white" fw={700} fz="lg" underline="never">
              {LAYOUT_TEXT.brand}
            </Anchor>
            <Group component="nav" aria-label={LAYOUT_TEXT.nav} gap="md">
              {LAYOUT_TEXT.links.map((link) => (
                <Anchor key={link.to} component={NavLink} to={link.to} c="white" fw={500}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="md" py="lg" component="main" id="contenu" tabIndex={-1}>
        <Outlet />
      </Container>
    </>
  );
}
