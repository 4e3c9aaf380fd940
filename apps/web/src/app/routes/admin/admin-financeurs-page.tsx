import { FinanceursView } from '../../../features/admin/financeurs/components/financeurs-view.tsx';

/** /admin/financeurs: third-party payers and their billing details (issue 28). */
export function AdminFinanceursPage() {
  return <FinanceursView />;
}
