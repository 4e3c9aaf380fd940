import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

const TEXT = {
  title: 'Mon besoin',
  description: 'Déclarez ici un besoin ponctuel, récurrent ou pris en charge par votre mutuelle.',
} as const;

export function BesoinPage() {
  return <PlaceholderPage title={TEXT.title} description={TEXT.description} />;
}
