import { Alert, Button, Chip, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { RATE_INTERVENTION_PARAM } from '@maisonnee/domain';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { decryptPathId } from '../../../lib/path-id.ts';
import { getUser } from '../../../lib/session.ts';
import { useMissionsActives } from '../api/list-missions-actives.ts';
import { MissionCard } from '../components/mission-card.tsx';
import {
  MISSION_SEGMENTS,
  defaultSegment,
  groupMissions,
  type MissionSegment,
} from '../lib/missions-view.ts';
import { MISSIONS_TEXT as T } from '../text.ts';

// The agenda and the rating dialog load when shown: the list's first paint runs less script
// (issue 25, point 9).
const Agenda = lazy(async () => ({ default: (await import('../components/agenda.tsx')).Agenda }));
const AvisModal = lazy(async () => ({
  default: (await import('../components/avis-modal.tsx')).AvisModal,
}));

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function MissionsList({ clientId }: { clientId: number }) {
  const query = useMissionsActives(clientId);
  // The list is rendered in an interruptible pass once the missions arrive (the query's own update
  // renders at once, in one block of main-thread work): the page stays responsive on a phone.
  const missionsData = useDeferredValue(query.data);
  const groups = useMemo(() => groupMissions(missionsData ?? []), [missionsData]);
  const [chosen, setChosen] = useState<MissionSegment | null>(null);

  if (query.isPending || (query.isSuccess && missionsData === undefined)) {
    return <PageLoader active />;
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={T.loadError}>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {T.retry}
        </Button>
      </Alert>
    );
  }
  const segment = chosen ?? defaultSegment(groups);
  const missions = groups[segment];

  return (
    <Stack gap="md">
      {/* Chips, not a SegmentedControl: its sliding indicator measures the page as it mounts (a
          forced layout of the whole list, 70 ms on a phone's first render: issue 25 point 9). */}
      <Chip.Group value={segment} onChange={(value) => setChosen(value as MissionSegment)}>
        <Group gap="xs" role="radiogroup" aria-label={T.segmentsLabel}>
          {MISSION_SEGMENTS.map((value) => (
            <Chip key={value} value={value} type="radio" name="missions-segment" variant="light">
              {`${T.segments[value]} (${groups[value].length})`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {missions.length === 0 ? (
        <Text>{T.empty}</Text>
      ) : (
        <Stack component="ul" gap="md" style={listStyle}>
          {missions.map((mission) => (
            <li key={mission.id}>
              <MissionCard mission={mission} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** `?noter=<id>`: the id of the intervention to rate, plain (notifications) or encrypted. */
function interventionIdFrom(param: string | null): number | null {
  if (!param) return null;
  if (/^[1-9]\d*$/.test(param)) return Number(param);
  return decryptPathId(param);
}

export function MissionsPage() {
  const clientId = getUser()?.client_id ?? null;
  // `?onglet=agenda` (the home's "Mon agenda") opens on the agenda.
  const [params, setParams] = useSearchParams();
  const tab = params.get('onglet') === 'agenda' ? 'agenda' : 'missions';
  // `?noter=<id>` (the notification of a finished intervention) opens the rating of that one,
  // which a recurring mission's card may not list (only its first interventions show).
  const toRate = interventionIdFrom(params.get(RATE_INTERVENTION_PARAM));
  const closeRating = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RATE_INTERVENTION_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed">{T.intro}</Text>
      </Stack>
      {clientId === null ? (
        <Text>{T.noClient}</Text>
      ) : (
        <Tabs defaultValue={tab} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="missions">{T.tabs.missions}</Tabs.Tab>
            <Tabs.Tab value="agenda">{T.tabs.agenda}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="missions" pt="md">
            <MissionsList clientId={clientId} />
          </Tabs.Panel>
          <Tabs.Panel value="agenda" pt="md">
            <Suspense fallback={<PageLoader />}>
              <Agenda clientId={clientId} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      )}
      {clientId !== null && toRate !== null ? (
        <Suspense fallback={null}>
          <AvisModal interventionId={toRate} opened onClose={closeRating} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
