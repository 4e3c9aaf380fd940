import { Badge } from '@mantine/core';
import type { InterventionStatut } from '@maisonnee/domain';
import { MISSIONS_TEXT } from '../text.ts';

/** Dark shades: white text on them passes WCAG AA. */
const COLORS: Record<InterventionStatut, string> = {
  planifiee: 'blue.9',
  en_cours: 'maisonnee.7',
  terminee: 'gray.8',
  annulee: 'red.9',
};

export function StatutBadge({ statut }: { statut: InterventionStatut }) {
  return (
    <Badge color={COLORS[statut]} variant="filled" radius="sm" style={{ flex: 'none' }}>
      {MISSIONS_TEXT.statut[statut]}
    </Badge>
  );
}
