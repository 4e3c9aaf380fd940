import { Badge } from '@mantine/core';

/**
 * A count on a navigation entry (tab bar, « Plus »): white on the error red (6.4:1), hidden from
 * screen readers since the entry says the count in its own name (nav-counts.ts `entryCount`).
 * Nothing is rendered for zero.
 */
export function NavBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <Badge
      component="span"
      aria-hidden
      className={className}
      variant="filled"
      color="#b42318"
      c="white"
      size="sm"
      circle={count < 10}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
