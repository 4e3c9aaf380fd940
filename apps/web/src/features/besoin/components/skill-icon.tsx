import {
  IconBabyCarriage,
  IconBriefcase,
  IconBrush,
  IconHeartHandshake,
  IconHome,
  IconMoodKid,
  type Icon,
} from '@tabler/icons-react';

/** Drawings of the Tabler icons named by SKILL_ICONS of @maisonnee/domain (SVG: no emoji font needed). */
const SKILL_ICON_COMPONENTS: Record<string, Icon> = {
  brush: IconBrush,
  'heart-handshake': IconHeartHandshake,
  'baby-carriage': IconBabyCarriage,
  'mood-kid': IconMoodKid,
  home: IconHome,
  briefcase: IconBriefcase,
};

/** The icon of a service, decorative (its title says what it is). */
export function SkillIcon({ name }: { name: string }) {
  const Component = SKILL_ICON_COMPONENTS[name] ?? IconBriefcase;
  return <Component size={22} stroke={1.6} aria-hidden="true" focusable="false" />;
}
