import { Stack, Text, Title } from '@mantine/core';
import type { PlanningAPourvoir } from '../api/get-planning-semaine.ts';
import { BOARD_TEXT as T } from '../board-text.ts';
import { APourvoirItem } from './board-block.tsx';

/**
 * The unstaffed visits beside the board (the week's, or the day's on the day view): each one is
 * dragged onto an agent, or given one with « Affecter à… ».
 */
export function APourvoirList({
  items,
  title = `${T.aPourvoir} (${items.length})`,
  intro = T.aPourvoirIntro,
  empty = T.aPourvoirEmpty,
}: {
  items: PlanningAPourvoir[];
  title?: string;
  intro?: string;
  empty?: string;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="a-pourvoir-title">
      <Title order={3} size="h4" id="a-pourvoir-title">
        {title}
      </Title>
      <Text size="sm">{intro}</Text>
      {items.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...items]
            .sort((a, b) => a.date_debut.localeCompare(b.date_debut))
            .map((item) => (
              // Laid out only near the screen (board.css): a week lists up to 500.
              <li key={item.id} className="planning-a-pourvoir-item">
                <APourvoirItem item={item} />
              </li>
            ))}
        </Stack>
      )}
    </Stack>
  );
}
