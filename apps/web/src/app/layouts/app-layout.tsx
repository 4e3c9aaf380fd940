import { Anchor, Box, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink, useLocation } from 'react-router';
import { NotificationBell } from '../../components/notification-bell.tsx';
import { SuspendedOutlet } from '../../components/suspended-outlet.tsx';
import { homePathFor, navigationFor } from '../../lib/navigation.ts';
import { getProfil, useCurrentUser } from '../../lib/session.ts';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { LAYOUT_TEXT } from './layout-text.ts';
import { useNavCounts } from './nav-counts.ts';
import { TopNav } from './top-nav.tsx';

export { LAYOUT_TEXT } from './layout-text.ts';

/** Mantine's `sm` breakpoint: below it, a phone, with the bottom tab bar. */
export const WIDE_SCREEN_QUERY = '(min-width: 48em)';

/**
 * Signed-in pages (issue 25, point 1). A header on one line that never wraps: the brand (cut with
 * an ellipsis when short of room) and the notifications bell, plus on a wide screen the space's
 * links with « Plus »; on a phone, the space's links are a tab bar at the bottom
 * (bottom-tab-bar.tsx). The entries come from lib/navigation.ts per space (client, agent,
 * relative, back office); their counts (unread messages and notifications) follow realtime
 * events. Header and bar keep clear of the notch and the home indicator (`env(safe-area-inset-*)`,
 * styles.css; `viewport-fit=cover` in index.html).
 */
export function AppLayout() {
  const user = useCurrentUser();
  // Read on every navigation: choosing a space on /account changes the links of the next page.
  const { pathname } = useLocation();
  const chosen = getProfil()?.space ?? null;
  const navigation = navigationFor(user, chosen);
  const counts = useNavCounts(navigation);
  // Read at once (not after a first paint): the bar must not flash on a wide screen.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  const hasTabBar = !wide && navigation.tabs.length > 0;
  return (
    <>
      <a className="skip-link" href="#contenu">
        {LAYOUT_TEXT.skip}
      </a>
      <Box component="header" bg="maisonnee.7" c="white" className="app-header">
        <Container size="md">
          <Group justify="space-between" wrap="nowrap" gap="sm" className="app-header__row">
            <Anchor
              component={NavLink}
              to={homePathFor(user, chosen)}
              c="white"
              fw={700}
              fz="lg"
              underline="never"
              className="app-header__brand"
            >
              {LAYOUT_TEXT.brand}
            </Anchor>
            {wide ? <TopNav navigation={navigation} counts={counts} pathname={pathname} /> : null}
            {user ? <NotificationBell /> : null}
          </Group>
        </Container>
      </Box>
      <Container
        size="md"
        component="main"
        id="contenu"
        tabIndex={-1}
        className={hasTabBar ? 'app-main app-main--tab-bar' : 'app-main'}
      >
        <SuspendedOutlet />
      </Container>
      {hasTabBar ? (
        <BottomTabBar navigation={navigation} counts={counts} pathname={pathname} />
      ) : null}
    </>
  );
}
