import { Badge } from '@mantine/core';

/**
 * A count beside a header link (unread notifications, unread messages), on a white pill readable
 * on the brand's green. It is hidden from screen readers: the link says the count in its own
 * name (`countLinkLabel`). Nothing is rendered for zero.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      component="span"
      aria-hidden
      variant="white"
      c="dark.9"
      size="sm"
      circle={count < 10}
      ml={4}
      style={{ verticalAlign: 'middle' }}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

/** A link's accessible name with its count: « Messagerie, 2 non lus »; the label alone for zero. */
export function countLinkLabel(label: string, count: number, unread: (count: number) => string) {
  return count > 0 ? `${label}, ${unread(count)}` : label;
}
