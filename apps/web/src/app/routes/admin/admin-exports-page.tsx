import { ExportsView } from '../../../features/admin/exports/components/exports-view.tsx';

/** /admin/exports: the accountant's and the payroll office's files (issue 28). */
export function AdminExportsPage() {
  return <ExportsView />;
}
