import { Box, Button, Container, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { SuspendedOutlet } from '../../../components/suspended-outlet.tsx';
import { ROLE_LABELS, type RoleId } from '@maisonnee/domain';
import { CountBadge, countLinkLabel } from '../../../components/count-badge.tsx';
import { NotificationBell } from '../../../components/notification-bell.tsx';
import { useAuthUser } from '../../../hooks/use-auth-user.ts';
import { useSignout } from '../../../hooks/use-signout.ts';
import { useMessagerieUnread } from '../../../lib/messagerie-unread.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { AdminForbiddenPage } from './admin-forbidden-page.tsx';
import { canOpenScreen, screenAt } from './admin-screens.ts';
import { sectionsFor } from './admin-sections.ts';
import { SHELL_TEXT } from './text.ts';

const ADMIN_MESSAGERIE_PATH = '/admin/messagerie';
const unreadMessagesLabel = (count: number) => (count > 1 ? `${count} non lus` : `${count} non lu`);

/**
 * The back office's frame (/admin/…): the title, the sections the operator's roles may use, who is
 * signed in and the way out; the section's page below. Phone first: the menu scrolls sideways.
 * The frame holds the one level-1 heading; each section titles itself at level 2.
 */
export function AdminLayout() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const signout = useSignout();
  // Asked again on opening and when the window regains focus: roles an administrator changed in
  // /admin/equipe reach the menu without signing in again (the API applies them at once).
  useAuthUser();
  const sections = sectionsFor(user);
  const wideScreen = useMediaQuery('(min-width: 62em)') ?? false;
  // A screen the roles may not open is refused here, before its page loads or calls anything.
  const { pathname } = useLocation();
  const screen = screenAt(pathname);
  const navRef = useRef<HTMLDivElement>(null);
  // On a phone the menu scrolls sideways: bring the current section into view, so that
  // « Paramètres » reached from a link does not leave the menu showing « Cockpit ».
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  const forbidden = screen !== null && !canOpenScreen(user, screen) ? screen : null;
  const hasMessagerie = sections.some((section) => section.to === ADMIN_MESSAGERIE_PATH);
  const unreadMessages = useMessagerieUnread(hasMessagerie).data?.messages ?? 0;
  const roles = (user?.roles_ids ?? [])
    .map((id) => ROLE_LABELS[id as RoleId])
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <a className="skip-link" href="#contenu">
        {SHELL_TEXT.skip}
      </a>
      <Box component="header" bg="maisonnee.7" c="white" py="xs">
        <Container size="lg">
          <Stack gap={6}>
            {/* Wraps on a phone: nothing may make the page wider than the screen. */}
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" wrap="nowrap" align="baseline">
                <Text fw={700} fz="lg" c="white">
                  {SHELL_TEXT.brand}
                </Text>
                <Title order={1} fz="md" fw={500} c="white">
                  {SHELL_TEXT.title}
                </Title>
              </Group>
              <Group gap="md" wrap="wrap">
                <NotificationBell />
                <Button
                  size="compact-sm"
                  variant="white"
                  color="maisonnee.9"
                  loading={signout.isPending}
                  onClick={() =>
                    signout.mutate(undefined, {
                      onSettled: () => navigate('/auth/login', { replace: true }),
                    })
                  }
                >
                  {SHELL_TEXT.signout}
                </Button>
              </Group>
            </Group>
            {user ? (
              <Text fz="sm" c="white">
                {user.name}
                {roles ? ` · ${SHELL_TEXT.roles(roles)}` : ''}
                {user.role_manager ? SHELL_TEXT.manager : ''}
              </Text>
            ) : null}
            {sections.length > 0 ? (
              // A desktop shows every section (they wrap onto a second line rather than hide past
              // the edge); a phone scrolls them sideways, with a thin bar that says there is more.
              <ScrollArea type={wideScreen ? 'never' : 'always'} scrollbarSize={4}>
                <Group
                  component="nav"
                  ref={navRef}
                  aria-label={SHELL_TEXT.nav}
                  gap="md"
                  wrap={wideScreen ? 'wrap' : 'nowrap'}
                  py={4}
                >
                  {sections.map((section) => (
                    <NavLink
                      key={section.to}
                      to={section.to}
                      end={section.end}
                      {...(section.to === ADMIN_MESSAGERIE_PATH && unreadMessages > 0
                        ? {
                            'aria-label': countLinkLabel(
                              section.label,
                              unreadMessages,
                              unreadMessagesLabel,
                            ),
                          }
                        : {})}
                      style={({ isActive }) => ({
                        color: 'white',
                        fontWeight: 600,
                        whiteSpace: 'nowrap',
                        padding: '6px 2px',
                        textDecoration: 'none',
                        borderBottom: isActive ? '3px solid white' : '3px solid transparent',
                      })}
                    >
                      {section.label}
                      {section.to === ADMIN_MESSAGERIE_PATH ? (
                        <CountBadge count={unreadMessages} />
                      ) : null}
                    </NavLink>
                  ))}
                </Group>
              </ScrollArea>
            ) : null}
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="md" component="main" id="contenu" tabIndex={-1}>
        {sections.length === 0 ? (
          <Text>{SHELL_TEXT.noSection}</Text>
        ) : forbidden ? (
          <AdminForbiddenPage screen={forbidden} />
        ) : (
          <SuspendedOutlet />
        )}
      </Container>
    </>
  );
}
