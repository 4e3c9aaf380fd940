import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** The link back from a detail to its list: a button, since it only changes the screen's state. */
export function BackLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" onClick={onClick}>
      {children}
    </Anchor>
  );
}
