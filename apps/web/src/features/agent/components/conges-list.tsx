import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { CONGE_STATUT_LABELS } from '@maisonnee/domain';
import { formatDate } from '../../../lib/format.ts';
import { useAbsencesAgent, type AbsencesAgent } from '../api/get-absences-agent.ts';
import { AGENT_TEXT } from '../text.ts';
import { DeclaredList } from './declared-list.tsx';

const T = AGENT_TEXT.conge;
const STATUT_COLORS = { en_attente: 'gray', accepte: 'green', refuse: 'red' } as const;

type Conge = AbsencesAgent['conges'][number];

/** "Du 06/04/2026 à 08:00 au 10/04/2026 à 18:00". */
export function congePeriod(conge: Conge): string {
  return T.period(formatDate(conge.debut), conge.time_debut, formatDate(conge.fin), conge.time_fin);
}

/** The agent's leave requests with their hours and the recruitment team's answer. */
export function CongesList({ candidatId }: { candidatId: number }) {
  const absences = useAbsencesAgent(candidatId);
  const list = absences.data?.conges ?? [];
  if (list.length === 0) return null;
  return (
    <DeclaredList title={T.list}>
      {list.map((conge) => (
        <Card key={conge.id} component="li" withBorder padding="sm" radius="md">
          <Group justify="space-between" gap="xs">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {congePeriod(conge)}
              </Text>
              {conge.motif ? (
                <Text size="sm" c="dimmed">
                  {conge.motif}
                </Text>
              ) : null}
            </Stack>
            <Badge variant="light" color={STATUT_COLORS[conge.statut]}>
              {CONGE_STATUT_LABELS[conge.statut]}
            </Badge>
          </Group>
        </Card>
      ))}
    </DeclaredList>
  );
}
