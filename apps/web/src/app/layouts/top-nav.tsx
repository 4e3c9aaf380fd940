import { Link } from 'react-router';
import { CountBadge } from '../../components/count-badge.tsx';
import { currentOfSpace, type SpaceNavigation } from '../../lib/navigation.ts';
import { LAYOUT_TEXT } from './layout-text.ts';
import { entryCount, type NavCounts } from './nav-counts.ts';
import { PlusMenu } from './plus-menu.tsx';

/**
 * The header's navigation on a wide screen (from 768 px): the same tabs as the phone's bar, on
 * one line that never wraps, and « Plus » with the space's other pages.
 */
export function TopNav({
  navigation,
  counts,
  pathname,
}: {
  navigation: SpaceNavigation;
  counts: NavCounts;
  pathname: string;
}) {
  const { current, inMore } = currentOfSpace(navigation, pathname);
  return (
    <nav aria-label={LAYOUT_TEXT.nav} className="top-nav">
      <ul className="top-nav__list plain-list">
        {navigation.tabs.map((entry) => {
          const { count, name } = entryCount(entry, counts);
          const isCurrent = entry === current;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="top-nav__link"
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={count > 0 ? name : undefined}
                data-active={isCurrent ? true : undefined}
              >
                {entry.label}
                <CountBadge count={count} />
              </Link>
            </li>
          );
        })}
        {navigation.more.length > 0 ? (
          <li>
            <PlusMenu
              entries={navigation.more}
              current={inMore ? current : null}
              counts={counts}
              pathname={pathname}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
