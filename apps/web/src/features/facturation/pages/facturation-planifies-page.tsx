import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

const TEXT = {
  title: 'Facturation planifiée',
  description: 'Consultez ici la facturation planifiée de vos interventions.',
} as const;

export function FacturationPlanifiesPage() {
  return <PlaceholderPage title={TEXT.title} description={TEXT.description} standalone />;
}
