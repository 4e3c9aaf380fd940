import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { readIdParam } from '../../../features/admin/devis/url-ids.ts';
import { MissionPlanner } from '../../../features/admin/planning/components/mission-planner.tsx';
import { PlanningViews } from '../../../features/admin/planning/components/planning-views.tsx';
import { PLANNING_TEXT as T } from '../../../features/admin/planning/text.ts';

/**
 * /admin/planning: the week board and the missions with hours left to plan (two tabs); with `?mission=<encrypted id>`, that
 * mission's slots, the agents available for them (ranked, with why) and "Planifier avec …",
 * which creates the interventions of the period in one action.
 */
export function AdminPlanningPage() {
  const [search] = useSearchParams();
  const param = search.get('mission');
  const missionId = readIdParam(param);
  return (
    <Container size={param ? 'sm' : 'xl'} px={0}>
      <Stack gap="md">
        <Title order={2}>{param ? T.title : T.homeTitle}</Title>
        {param ? (
          <>
            <Anchor component={Link} to="/admin/planning?vue=missions">
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
          <PlanningViews />
        )}
      </Stack>
    </Container>
  );
}
