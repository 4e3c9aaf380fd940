import { Drawer } from '@mantine/core';
import { LAYOUT_TEXT } from './layout-text.ts';
import { OtherPages, type PlusProps } from './plus-menu.tsx';

/**
 * The drawer of the phone's « Plus » (plus-button.tsx), from the bottom, named « Plus », with the
 * other pages of the space: in a chunk of its own, loaded when the button is first touched.
 */
export default function PlusDrawerPanel({
  opened,
  onClose,
  entries,
  current,
  counts,
}: Omit<PlusProps, 'pathname'> & { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={LAYOUT_TEXT.moreTitle}
      closeButtonProps={{ 'aria-label': LAYOUT_TEXT.close }}
      classNames={{ content: 'plus-drawer__content' }}
    >
      <OtherPages entries={entries} current={current} counts={counts} onFollow={onClose} />
    </Drawer>
  );
}
