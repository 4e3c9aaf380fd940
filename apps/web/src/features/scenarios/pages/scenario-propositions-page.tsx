import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

const TEXT = {
  title: 'Propositions de scénarios',
  description: 'Consultez ici les scénarios d’intervention qui vous sont proposés.',
} as const;

export function ScenarioPropositionsPage() {
  return <PlaceholderPage title={TEXT.title} description={TEXT.description} standalone />;
}
