import { NOTIFICATION_TYPES, SKILL_ICONS, TRANSPORT_TYPES, UNKNOWN_SKILL } from '@maisonnee/domain';
import * as tabler from '@tabler/icons-react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkillIcon } from '../components/skill-icon.tsx';

/** The component name @tabler/icons-react gives an icon: 'heart-handshake' → IconHeartHandshake. */
const componentName = (icon: string) =>
  `Icon${icon.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())}`;

describe('catalogue icons', () => {
  it('are Tabler icons the web can draw (services, transports, notifications)', () => {
    const icons = [
      ...Object.values(SKILL_ICONS),
      UNKNOWN_SKILL.icon,
      ...TRANSPORT_TYPES.map((t) => t.icon),
      ...NOTIFICATION_TYPES.map((t) => t.icon),
    ];
    for (const icon of icons) expect(tabler, icon).toHaveProperty(componentName(icon));
  });

  it('draw each service with the icon its catalogue names', () => {
    for (const icon of [...Object.values(SKILL_ICONS), UNKNOWN_SKILL.icon]) {
      const { container, unmount } = render(<SkillIcon name={icon} />);
      expect(container.querySelector('svg')).toHaveClass(`tabler-icon-${icon}`);
      unmount();
    }
  });
});
