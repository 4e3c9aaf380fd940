import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { homePathFor, navigationFor } from '../../lib/navigation.ts';
import { getProfil, useCurrentUser } from '../../lib/session.ts';

export const LAYOUT_TEXT = {
  brand: 'Maisonnée',
  skip: 'Aller au contenu',
  nav: 'Navigation principale',
} as const;

/**
 * Signed-in pages: a header with the brand and the links of the person's space (client, agent or
 * back office, lib/navigation.ts), then the page.
 */
export function AppLayout() {
  const user = useCurrentUser();
  // Read on every navigation: choosing a space on /account changes the links of the next page.
  useLocation();
  const chosen = getProfil()?.space ?? null;
  const links = navigationFor(user, chosen);
  return (
    <>
      <a className="skip-link" href="#contenu">
        {LAYOUT_TEXT.skip}
      </a>
      <Box component="header" bg="maisonnee.7" c="white" py="sm">
        <Container size="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Anchor
              component={NavLink}
              to={homePathFor(user, chosen)}
              c="white"
              fw={700}
              fz="lg"
              underline="never"
            >
              {LAYOUT_TEXT.brand}
            </Anchor>
            <Group component="nav" aria-label={LAYOUT_TEXT.nav} gap="md">
              {links.map((link) => (
                <Anchor
                  key={link.to}
                  // A section of a page (`#declarations`) is a plain link: only the page's own
                  // entry is marked as the current page. `end`: /account is not current on
                  // /account/agent.
                  component={link.to.includes('#') ? Link : NavLink}
                  to={link.to}
                  {...(link.to.includes('#') ? {} : { end: true })}
                  c="white"
                  fw={500}
                >
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
