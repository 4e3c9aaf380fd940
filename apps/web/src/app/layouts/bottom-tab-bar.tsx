import { Link } from 'react-router';
import { currentOfSpace, type SpaceNavigation } from '../../lib/navigation.ts';
import { LAYOUT_TEXT } from './layout-text.ts';
import { NavBadge } from './nav-badge.tsx';
import { entryCount, type NavCounts } from './nav-counts.ts';
import { NavIconSvg } from './nav-icons.tsx';
import { PlusDrawer } from './plus-button.tsx';

/**
 * The phone's navigation (issue 25, point 1): a bar fixed at the bottom, above the home indicator
 * (safe area), with at most five entries: the space's tabs, each with its icon, label and count,
 * then « Plus » when the space has other pages. The current page's tab is marked
 * (`aria-current="page"`); « Plus » is marked when the current page is one of its entries.
 * Targets are at least 56 px high and a fifth of the width (styles.css, `.tab-bar`).
 */
export function BottomTabBar({
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
    <nav aria-label={LAYOUT_TEXT.nav} className="tab-bar">
      <ul className="tab-bar__list plain-list">
        {navigation.tabs.map((entry) => {
          const { count, name } = entryCount(entry, counts);
          const isCurrent = entry === current;
          return (
            <li key={entry.to} className="tab-bar__item">
              <Link
                to={entry.to}
                className="tab-bar__link"
                aria-current={isCurrent ? 'page' : undefined}
                aria-label={count > 0 ? name : undefined}
                data-active={isCurrent ? true : undefined}
              >
                <span className="tab-bar__icon">
                  {entry.icon ? <NavIconSvg icon={entry.icon} /> : null}
                  <NavBadge count={count} className="tab-bar__badge" />
                </span>
                <span className="tab-bar__label">{entry.label}</span>
              </Link>
            </li>
          );
        })}
        {navigation.more.length > 0 ? (
          <li className="tab-bar__item">
            <PlusDrawer
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
