import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatInstantParis } from '@maisonnee/domain';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useJournalParametres } from '../api/list-journal-parametres.ts';
import { PARAMETRES_TEXT } from '../text.ts';

const T = PARAMETRES_TEXT.journal;

/** Who changed what in the settings and prices, newest first. */
export function JournalSection() {
  const journal = useJournalParametres();
  if (journal.isPending) return <PageLoader />;
  if (journal.isError)
    return (
      <Alert color="red" role="alert" title={T.error}>
        {errorMessage(journal.error)}
      </Alert>
    );
  if (journal.data.length === 0) return <Text size="sm">{T.empty}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {journal.data.map((entry) => (
        <Card key={entry.id} component="li" withBorder padding="sm">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{T.areas[entry.area] ?? entry.area}</Badge>
            <Text size="sm" fw={500}>
              {formatInstantParis(entry.at)}
            </Text>
            <Text size="sm" c="dimmed">
              {entry.actor_name}
            </Text>
          </Group>
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
