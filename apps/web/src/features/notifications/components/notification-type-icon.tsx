import {
  IconBell,
  IconBriefcase,
  IconCalendar,
  IconDownload,
  IconFileText,
  IconMessage,
  IconReceipt,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { notificationTypeById } from '@maisonnee/domain';

/** The Tabler icons named by the notification types' catalogue (packages/domain). */
const ICONS: Record<string, Icon> = {
  calendar: IconCalendar,
  'file-text': IconFileText,
  receipt: IconReceipt,
  message: IconMessage,
  briefcase: IconBriefcase,
  user: IconUser,
  download: IconDownload,
};

/** The icon of a kind of notification (a bell for an unknown kind); decorative. */
export function NotificationTypeIcon({ typeId }: { typeId: number }) {
  const name = notificationTypeById(typeId)?.icon ?? '';
  const Component = ICONS[name] ?? IconBell;
  return <Component size={22} stroke={1.6} aria-hidden />;
}
