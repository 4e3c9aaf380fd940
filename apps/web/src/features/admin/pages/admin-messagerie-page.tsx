import { AdminMessagerie } from '../messagerie/components/admin-messagerie.tsx';

/** /admin/messagerie and /admin/messagerie/:id: the operators' messaging. */
export function AdminMessageriePage() {
  return <AdminMessagerie />;
}
