import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SCENARIO_STATUT_LABELS, skillLabel, formatInstantDate } from '@maisonnee/domain';
import { useClientScenariosAdmin } from '../api/list-client-scenarios-admin.ts';
import { SCENARIOS_ADMIN_TEXT as T } from '../text.ts';

/** The proposals already sent to the client, with their status (accepted, expired…). */
export function SentScenarios({ clientId }: { clientId: number }) {
  const scenarios = useClientScenariosAdmin(clientId);
  // The list is a reminder beside the form: while it loads or fails, the form is enough.
  if (!scenarios.data || scenarios.data.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={T.sentTitle}>
      <Title order={3} size="h4">
        {T.sentTitle}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {scenarios.data.map((scenario) => (
          <li key={scenario.id}>
            <Card withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600}>{scenario.titre}</Text>
                  <Text size="sm">
                    {skillLabel(scenario.client_besoin_skill_id)}
                    {scenario.agent
                      ? ` · ${scenario.agent.prenom} ${scenario.agent.nom_initiale}`
                      : ''}
                    {` · ${T.sentOn(formatInstantDate(scenario.created_at))}`}
                  </Text>
                </Stack>
                <Badge variant="light" c="dark.9">
                  {SCENARIO_STATUT_LABELS[scenario.statut]}
                </Badge>
              </Group>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
