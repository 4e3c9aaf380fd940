import { Badge, VisuallyHidden } from '@mantine/core';

/**
 * A count beside a header link (unread notifications, unread messages): the number is shown on a
 * white pill readable on the brand's green; screen readers hear `label` instead (« 3 non lues »).
 * Nothing is rendered for zero.
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      <Badge
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
      <VisuallyHidden>{`, ${label}`}</VisuallyHidden>
    </>
  );
}
