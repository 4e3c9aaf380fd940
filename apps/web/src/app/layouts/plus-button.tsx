import { UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LAYOUT_TEXT } from './layout-text.ts';
import { NavIconSvg } from './nav-icons.tsx';
import type { PlusProps } from './plus-menu.tsx';

/** The drawer of « Plus » (Mantine's Drawer and its scroll area): loaded when first asked for. */
const loadDrawer = () => import('./plus-drawer.tsx');
const LazyPlusDrawerPanel = lazy(loadDrawer);

/**
 * « Plus » of the phone's tab bar: a button that opens a drawer from the bottom with the other
 * pages of the space (a dialog named « Plus »: focus kept inside, Escape closes, focus back on
 * the button). Following a link, or any navigation, closes it. The drawer's code loads when the
 * button is first touched, not with the page (issue 25, point 9: less script on the first paint).
 */
export function PlusDrawer({ entries, current, counts, pathname }: PlusProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // Kept mounted once opened, so that it can play its closing transition.
  const [wanted, setWanted] = useState(false);
  useEffect(() => close(), [pathname, close]);
  // The panel mounts already open (loaded on demand), so it never saw the button focused before it
  // opened: focus goes back to « Plus » here when it is closed.
  const button = useRef<HTMLButtonElement>(null);
  const closeToButton = () => {
    close();
    button.current?.focus();
  };
  return (
    <>
      <UnstyledButton
        ref={button}
        className="tab-bar__link"
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          open();
        }}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-active={current ? true : undefined}
      >
        <span className="tab-bar__icon">
          <NavIconSvg icon="plus" />
        </span>
        <span className="tab-bar__label">{LAYOUT_TEXT.more}</span>
      </UnstyledButton>
      {wanted ? (
        <Suspense fallback={null}>
          <LazyPlusDrawerPanel
            opened={opened}
            onClose={closeToButton}
            entries={entries}
            current={current}
            counts={counts}
          />
        </Suspense>
      ) : null}
    </>
  );
}
