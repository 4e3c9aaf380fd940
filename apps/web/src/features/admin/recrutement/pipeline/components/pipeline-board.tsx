import { Accordion, Box, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { RECRUTEMENT_PIPELINE } from '@maisonnee/domain';
import { CANDIDATS_TEXT as T } from '../text.ts';
import { StatutList } from './statut-list.tsx';

/** Wide enough for the columns side by side; below, one accordion item per status. */
const BOARD_MEDIA = '(min-width: 62em)';

/**
 * The recruitment pipeline: one column per status of RECRUTEMENT_PIPELINE, side by side on a
 * wide screen (scrolling sideways), stacked as an accordion on a phone (the first one open).
 */
export function PipelineBoard({ canMove }: { canMove: boolean }) {
  return (
    <Stack gap="xs">
      {canMove ? (
        <Text fz="sm" c="dimmed">
          {T.contratHint}
        </Text>
      ) : null}
      <Board canMove={canMove} />
    </Stack>
  );
}

function Board({ canMove }: { canMove: boolean }) {
  const isWide = useMediaQuery(BOARD_MEDIA) ?? false;
  if (isWide) {
    return (
      <Box component="section" aria-label={T.pipelineLabel}>
        <ScrollArea type="auto" offsetScrollbars>
          <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
            {RECRUTEMENT_PIPELINE.map((statutId) => (
              <StatutList key={statutId} statutId={statutId} layout="column" canMove={canMove} />
            ))}
          </Group>
        </ScrollArea>
      </Box>
    );
  }
  return (
    <Box component="section" aria-label={T.pipelineLabel}>
      <Accordion multiple defaultValue={[String(RECRUTEMENT_PIPELINE[0])]} variant="separated">
        {RECRUTEMENT_PIPELINE.map((statutId) => (
          <StatutList key={statutId} statutId={statutId} layout="accordion" canMove={canMove} />
        ))}
      </Accordion>
    </Box>
  );
}
