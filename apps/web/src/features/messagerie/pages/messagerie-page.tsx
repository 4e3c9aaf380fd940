import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

const TEXT = {
  title: 'Messagerie',
  description: 'Échangez ici avec l’agence et vos intervenants.',
} as const;

export function MessageriePage() {
  return <PlaceholderPage title={TEXT.title} description={TEXT.description} />;
}
