import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { AgentDispo } from '../api/list-mission-agents-dispos.ts';
import { PLANNING_TEXT as T } from '../text.ts';

const decimal = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

export function agentName(agent: AgentDispo): string {
  return [agent.candidat.prenom, agent.candidat.nom].filter(Boolean).join(' ');
}

/** Why the agent is proposed: the API's French reasons, or what its figures say. */
function reasonsOf(agent: AgentDispo): string[] {
  if (agent.raisons && agent.raisons.length > 0) return agent.raisons;
  const reasons: string[] = [];
  if (agent.candidat.note_moyenne !== null)
    reasons.push(T.rating(decimal(agent.candidat.note_moyenne)));
  reasons.push(T.slotsFree(agent.nb_creneaux_disponibles, agent.nb_creneaux_demandes));
  if (agent.distance_km !== null) reasons.push(T.distance(decimal(agent.distance_km)));
  return reasons;
}

/** An available agent with why it is proposed and the one action: plan the mission with it. */
export function AgentDispoCard(props: {
  agent: AgentDispo;
  onPlan: () => void;
  pending: boolean;
  disabled: boolean;
}) {
  const { agent } = props;
  const name = agentName(agent);
  const known = (agent.nb_interventions_chez_client ?? 0) > 0;
  const note = agent.note_client ?? agent.candidat.note_moyenne;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Text fw={600}>{name}</Text>
          <Group gap={4}>
            {known ? (
              <Badge color="green" variant="light" c="dark.9">
                {T.knownByClient}
              </Badge>
            ) : null}
            {note !== null && note !== undefined ? (
              <Badge variant="light" c="dark.9">
                {T.rating(decimal(note))}
              </Badge>
            ) : null}
            {agent.distance_km !== null ? (
              <Badge variant="outline" c="dark.9">
                {T.distance(decimal(agent.distance_km))}
              </Badge>
            ) : null}
          </Group>
        </Group>
        <List size="sm" spacing={2} aria-label={`Pourquoi ${name}`}>
          {reasonsOf(agent).map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List>
        <Button
          onClick={props.onPlan}
          loading={props.pending}
          disabled={props.disabled}
          style={{ alignSelf: 'flex-start' }}
        >
          {T.planWith(name)}
        </Button>
      </Stack>
    </Card>
  );
}
