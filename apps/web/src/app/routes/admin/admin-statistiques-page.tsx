import { StatistiquesView } from '../../../features/admin/statistiques/components/statistiques-view.tsx';

/** /admin/statistiques: the figures an agency steers by (administrator and managers). */
export function AdminStatistiquesPage() {
  return <StatistiquesView />;
}
