import { Stack, Text, Title } from '@mantine/core';
import { formatInstantParis } from '@maisonnee/domain';
import { ListStatus } from '../../../../components/back-office/list-status.tsx';
import { useJournalEquipe } from '../api/list-journal-equipe.ts';
import { EQUIPE_TEXT } from '../text.ts';

const T = EQUIPE_TEXT.journal;

/** « Journal des modifications »: who changed what in the team, newest first. */
export function JournalEquipe() {
  const journal = useJournalEquipe();
  const entries = journal.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="journal-equipe">
      <Title order={3} id="journal-equipe">
        {T.title}
      </Title>
      <ListStatus query={journal} isEmpty={journal.isSuccess && entries.length === 0} text={T} />
      {entries.length > 0 ? (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={T.label}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.summary}
              </Text>
              <Text size="xs" c="dimmed">
                {formatInstantParis(entry.at)} · {T.by(entry.actor_name)}
              </Text>
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
