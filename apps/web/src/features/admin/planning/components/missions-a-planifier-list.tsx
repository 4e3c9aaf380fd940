import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { PagesControl } from '../../../../components/back-office/pages-control.tsx';
import { skillLabel } from '@maisonnee/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMinutes } from '../../../../lib/format.ts';
import { encryptPathId } from '../../../../lib/path-id.ts';
import { useMissionsAPlanifier, type MissionAPlanifier } from '../api/list-missions-a-planifier.ts';
import { PLANNING_TEXT as T } from '../text.ts';

function clientName(mission: MissionAPlanifier): string {
  const client = mission.client;
  if (!client) return T.clientUnknown;
  const name = [client.civilite, client.prenom, client.nom].filter(Boolean).join(' ');
  return client.ville ? `${name} · ${client.ville}` : name;
}

function MissionCard({ mission }: { mission: MissionAPlanifier }) {
  const label = `${skillLabel(mission.client_besoin_skill_id)} · ${clientName(mission)}`;
  const sansAgent = mission.nb_interventions_sans_agent ?? 0;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{skillLabel(mission.client_besoin_skill_id)}</Text>
          <Badge variant="light" c="dark.9">
            {mission.is_ponctuel ? T.ponctuelle : T.recurrente}
          </Badge>
        </Group>
        <Text size="sm">{clientName(mission)}</Text>
        <Text size="sm">
          {T.period(
            formatDate(mission.date_debut),
            mission.date_fin ? formatDate(mission.date_fin) : null,
          )}
        </Text>
        {mission.nb_horaires_sans_agent > 0 ? (
          <Text size="sm">{T.slotsWithout(mission.nb_horaires_sans_agent)}</Text>
        ) : null}
        {sansAgent > 0 ? <Text size="sm">{T.interventionsWithout(sansAgent)}</Text> : null}
        {mission.nb_minutes_a_planifier ? (
          <Text size="sm">{T.minutesLeft(formatMinutes(mission.nb_minutes_a_planifier))}</Text>
        ) : null}
        <Button
          component={Link}
          to={`/admin/planning?mission=${encodeURIComponent(encryptPathId(mission.id))}`}
          aria-label={T.planMission(label)}
          mt="xs"
          style={{ alignSelf: 'flex-start' }}
        >
          {T.plan}
        </Button>
      </Stack>
    </Card>
  );
}

/** The missions with hours left to plan, the nearest first (paginated by the API). */
export function MissionsAPlanifierList() {
  const [page, setPage] = useState(1);
  const missions = useMissionsAPlanifier(page);
  if (missions.isPending) return <Loader aria-label="Chargement des missions" />;
  if (missions.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{T.loadError}</Text>
          <Button size="xs" variant="white" onClick={() => missions.refetch()}>
            {T.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  const { items, total, limit } = missions.data;
  if (items.length === 0) return <Text>{T.empty}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((mission) => (
          <li key={mission.id}>
            <MissionCard mission={mission} />
          </li>
        ))}
      </Stack>
      <PagesControl of={{ total, limit }} value={page} onChange={setPage} label={T.pagination} />
    </Stack>
  );
}
