import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

const TEXT = {
  title: 'Mes missions',
  description: 'Retrouvez ici vos missions et leurs interventions.',
} as const;

export function MissionsPage() {
  return <PlaceholderPage title={TEXT.title} description={TEXT.description} />;
}
