import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/* STUB (issue 13, to be written): the operators' messaging. */
export function AdminMessageriePage() {
  return (
    <PlaceholderPage
      title="Messagerie"
      description="Conversations avec les clients et les agents."
    />
  );
}
