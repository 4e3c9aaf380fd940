import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The style of a list shown without bullets nor indent. */
export const PLAIN_LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * A list (`ul`, or `ol` when the order means something) without bullets nor indent, its items
 * spaced as a Stack; named by `aria-label` or `aria-labelledby` where a screen has several.
 */
export function PlainList({
  component = 'ul',
  children,
  ...stack
}: Omit<StackProps, 'component' | 'style'> & {
  component?: 'ul' | 'ol';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}) {
  return (
    <Stack component={component} style={PLAIN_LIST_STYLE} {...stack}>
      {children}
    </Stack>
  );
}
