import { PlaceholderPage } from '../../components/placeholder-page.tsx';

const TEXT = {
  title: 'Page introuvable',
  description: 'L’adresse demandée ne correspond à aucune page de Maisonnée.',
} as const;

export function NotFoundPage() {
  return <PlaceholderPage title={TEXT.title} description={TEXT.description} standalone />;
}
