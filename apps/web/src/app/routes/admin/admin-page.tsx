import { Navigate } from 'react-router';
import { canCall } from '../../../lib/can-call.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { CockpitCommercial } from '../../../features/admin/cockpit/components/cockpit-commercial.tsx';
import { sectionsFor } from '../../layouts/admin/admin-sections.ts';

/**
 * /admin: the commercial cockpit. An operator whose roles do not open it (recruitment,
 * accounting) lands on the first section he may use; the frame says when there is none.
 */
export function AdminPage() {
  const user = useCurrentUser();
  const sections = sectionsFor(user);
  if (!user) return null;
  if (canCall(user, 'listCockpitCommercial')) {
    return <CockpitCommercial user={user} />;
  }
  const first = sections[0];
  return first ? <Navigate to={first.to} replace /> : null;
}
