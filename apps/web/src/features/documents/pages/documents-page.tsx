import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

const TEXT = {
  title: 'Mes documents',
  description: 'Retrouvez ici vos devis, factures et autres documents.',
} as const;

export function DocumentsPage() {
  return <PlaceholderPage title={TEXT.title} description={TEXT.description} />;
}
