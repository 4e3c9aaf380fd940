import { useCurrentUser } from '../../../lib/session.ts';
import { CockpitRecrutement } from '../../../features/admin/recrutement/cockpit/components/cockpit-recrutement.tsx';

/** /admin/recrutement: the recruitment cockpit (tasks of the recruitment team). */
export function AdminRecrutementPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return <CockpitRecrutement user={user} />;
}
