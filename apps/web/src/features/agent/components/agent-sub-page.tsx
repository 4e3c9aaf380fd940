import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { getUser } from '../../../lib/session.ts';
import { JOURNEE_TEXT as J } from '../journee-text.ts';
import { AGENT_TEXT as T } from '../text.ts';

/** A screen of the agent space beside « Ma journée »: its title, the way back, the agent's record. */
export function AgentSubPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: (candidatId: number) => React.ReactNode;
}) {
  const candidatId = getUser()?.candidat_id ?? null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/account/agent" size="sm">
          {J.semaine.back}
        </Anchor>
        <Title order={1}>{title}</Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {candidatId === null ? <Text>{T.noCandidat}</Text> : children(candidatId)}
    </Stack>
  );
}
