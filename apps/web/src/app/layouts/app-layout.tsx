import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router';
import { SuspendedOutlet } from '../../components/suspended-outlet.tsx';
import { CountBadge, countLinkLabel } from '../../components/count-badge.tsx';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { useMessagerieUnread } from '../../lib/messagerie-unread.ts';
import { homePathFor, navigationFor } from '../../lib/navigation.ts';
import { getProfil, useCurrentUser } from '../../lib/session.ts';

export const LAYOUT_TEXT = {
  brand: 'Maisonnée',
  skip: 'Aller au contenu',
  nav: 'Navigation principale',
  unreadMessages: (count: number) => (count > 1 ? `${count} non lus` : `${count} non lu`),
} as const;

const MESSAGERIE_PATH = '/messagerie';

/**
 * Signed-in pages: a header with the brand, the links of the person's space (client, agent or
 * back office, lib/navigation.ts) with the unread messages beside « Messagerie », and the
 * notifications bell; then the page. Both counts follow realtime events.
 */
export function AppLayout() {
  const user = useCurrentUser();
  // Read on every navigation: choosing a space on /account changes the links of the next page.
  useLocation();
  const chosen = getProfil()?.space ?? null;
  const links = navigationFor(user, chosen);
  const hasMessagerie = links.some((link) => link.to === MESSAGERIE_PATH);
  const unreadMessages = useMessagerieUnread(hasMessagerie).data?.messages ?? 0;
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
                  {...(link.to === MESSAGERIE_PATH && unreadMessages > 0
                    ? {
                        'aria-label': countLinkLabel(
                          link.label,
                          unreadMessages,
                          LAYOUT_TEXT.unreadMessages,
                        ),
                      }
                    : {})}
                  c="white"
                  fw={500}
                >
                  {link.label}
                  {link.to === MESSAGERIE_PATH ? <CountBadge count={unreadMessages} /> : null}
                </Anchor>
              ))}
            </Group>
            {user ? <NotificationBell /> : null}
          </Group>
        </Container>
      </Box>
      <Container size="md" py="lg" component="main" id="contenu" tabIndex={-1}>
        <SuspendedOutlet />
      </Container>
    </>
  );
}
