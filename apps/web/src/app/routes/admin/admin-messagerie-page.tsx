import { AdminMessagerie } from '../../../features/admin/messagerie/components/admin-messagerie.tsx';

/** /admin/messagerie and /admin/messagerie/:id: the operators' messaging. */
export function AdminMessageriePage() {
  return <AdminMessagerie />;
}
