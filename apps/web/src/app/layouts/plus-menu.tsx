/*
 * « Plus » of the wide screen's header (a popover) and the list of the other pages it shares with
 * the phone's drawer (plus-drawer.tsx, loaded when the phone's « Plus » is first touched:
 * plus-button.tsx).
 */
import { NavLink as MantineNavLink, Popover, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { NavEntry } from '../../lib/navigation.ts';
import { LAYOUT_TEXT } from './layout-text.ts';
import { NavBadge } from './nav-badge.tsx';
import { entryCount, type NavCounts } from './nav-counts.ts';
import { NavIconSvg } from './nav-icons.tsx';

/** The other pages of the space, as navigation links; following one calls `onFollow`. */
export function OtherPages({
  entries,
  current,
  counts,
  onFollow,
}: Omit<PlusProps, 'pathname'> & { onFollow: () => void }) {
  return (
    <nav aria-label={LAYOUT_TEXT.moreNav}>
      <Stack gap={4} component="ul" className="plain-list">
        {entries.map((entry) => {
          const { count, name } = entryCount(entry, counts);
          const isCurrent = entry === current;
          return (
            <li key={entry.to}>
              <MantineNavLink
                component={Link}
                to={entry.to}
                onClick={onFollow}
                label={entry.label}
                aria-label={count > 0 ? name : undefined}
                aria-current={isCurrent ? 'page' : undefined}
                active={isCurrent}
                leftSection={entry.icon ? <NavIconSvg icon={entry.icon} /> : null}
                rightSection={<NavBadge count={count} />}
                className="plus-drawer__link"
              />
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}

export interface PlusProps {
  entries: readonly NavEntry[];
  /** The entry of the current page, when it is one of `entries`. */
  current: NavEntry | null;
  counts: NavCounts;
  pathname: string;
}

/**
 * « Plus » of the header on a wide screen, so that the header's links never wrap: a button that
 * shows the other pages of the space in a popover (a disclosure of navigation links, not an ARIA
 * menu: these are pages, not commands). Escape closes it and gives the focus back; following a
 * link, or any navigation, closes it.
 */
export function PlusMenu({ entries, current, counts, pathname }: PlusProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  useEffect(() => close(), [pathname, close]);
  return (
    <Popover
      opened={opened}
      onClose={close}
      position="bottom-end"
      shadow="md"
      width={280}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          className="top-nav__link"
          onClick={toggle}
          aria-expanded={opened}
          data-active={current ? true : undefined}
        >
          {LAYOUT_TEXT.more}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <OtherPages entries={entries} current={current} counts={counts} onFollow={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
