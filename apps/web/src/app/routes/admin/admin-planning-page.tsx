import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { readIdParam } from '../../../features/admin/devis/url-ids.ts';
import { MissionPlanner } from '../../../features/admin/planning/components/mission-planner.tsx';
import { MissionsAPlanifierList } from '../../../features/admin/planning/components/missions-a-planifier-list.tsx';
import { PLANNING_TEXT as T } from '../../../features/admin/planning/text.ts';

/**
 * /admin/planning: the missions with hours left to plan; with `?mission=<encrypted id>`, that
 * mission's slots, the agents available for them (ranked, with why) and "Planifier avec …",
 * which creates the interventions of the period in one action.
 */
export function AdminPlanningPage() {
  const [search] = useSearchParams();
  const param = search.get('mission');
  const missionId = readIdParam(param);
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={2}>{param ? T.title : T.listTitle}</Title>
        {param ? (
          <>
            <Anchor component={Link} to="/admin/planning">
              {T.back}
            </Anchor>
            {missionId === null ? (
              <Alert color="orange" role="alert">
                {T.badMission}
              </Alert>
            ) : (
              <MissionPlanner missionId={missionId} />
            )}
          </>
        ) : (
          <>
            <Text>{T.listIntro}</Text>
            <MissionsAPlanifierList />
          </>
        )}
      </Stack>
    </Container>
  );
}
