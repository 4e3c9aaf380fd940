import { Card, Stack, Title, type MantineSpacing, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered card that is one section of a page, named for assistive technologies by its title
 * (a level-2 title reads as h3, a level-3 one as h4).
 */
export function SectionCard({
  id,
  headingId,
  title,
  order = 2,
  gap = 'sm',
  children,
}: {
  /** The card's own id (an anchor the page scrolls to). */
  id?: string;
  headingId: string;
  title: ReactNode;
  order?: Extract<TitleOrder, 2 | 3>;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      id={id}
      aria-labelledby={headingId}
    >
      <Stack gap={gap}>
        <Title order={order} size={order === 2 ? 'h3' : 'h4'} id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
