import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatInterventionDate, unassignedSlots } from '@maisonnee/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import type { MissionActive } from '../api/list-missions-actives.ts';
import { useMissionInterventions } from '../api/list-mission-interventions.ts';
import {
  formatWeeklySlot,
  missionStaffing,
  segmentOf,
  type MissionStaffing,
} from '../lib/missions-view.ts';
import { MISSIONS_TEXT } from '../text.ts';
import { InterventionItem } from './intervention-item.tsx';

const T = MISSIONS_TEXT.mission;

const BADGES: Record<MissionStaffing, { color: string; label: string }> = {
  none: { color: 'gray.8', label: T.nonePlanned },
  waiting: { color: 'orange.9', label: T.waitingBadge },
  complete: { color: 'maisonnee.7', label: T.complete },
};

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function missionTitle(mission: MissionActive): string {
  const segment = segmentOf(mission);
  if (segment === 'mutuelle') return T.mutuelle(mission.mutuelle?.nom ?? null);
  return segment === 'ponctuel' ? T.ponctuel : T.recurrent;
}

/** A waiting slot: a weekly slot of a recurring mission, or a dated one-off intervention. */
function slotLabel(slot: ReturnType<typeof unassignedSlots<MissionActive>>[number]): string {
  return 'day' in slot
    ? formatWeeklySlot(slot)
    : formatInterventionDate(slot.date_debut, slot.date_fin);
}

export function MissionCard({ mission }: { mission: MissionActive }) {
  const headingId = useId();
  const [showAll, setShowAll] = useState(false);
  const all = useMissionInterventions(mission.id, showAll);
  const waiting = unassignedSlots(mission);
  const staffing = missionStaffing(mission);
  const interventions = showAll && all.data ? all.data.items : mission.interventions;
  const countId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  /** After « Voir plus », the first intervention added takes the focus (the button may go). */
  const focusFrom = useRef<number | null>(null);
  const shown = all.data?.items.length ?? 0;
  useEffect(() => {
    const first = focusFrom.current === null ? null : listRef.current?.children[focusFrom.current];
    if (first instanceof HTMLElement) {
      focusFrom.current = null;
      first.focus();
    }
  }, [shown]);
  const showMore = () => {
    focusFrom.current = shown;
    void all.fetchNextPage();
  };

  return (
    <Card
      component="section"
      withBorder
      shadow="xs"
      padding="md"
      radius="md"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={headingId}>
              {missionTitle(mission)}
            </Title>
            {mission.reference && <Text size="sm">{T.reference(mission.reference)}</Text>}
            <Text size="sm" c="dimmed">
              {mission.date_fin
                ? T.period(formatDate(mission.date_debut), formatDate(mission.date_fin))
                : T.since(formatDate(mission.date_debut))}
            </Text>
            {mission.nb_heures_total !== null && (
              <Text size="sm">
                {T.hours(
                  String(mission.nb_heures_consommees ?? 0).replace('.', ','),
                  String(mission.nb_heures_total).replace('.', ','),
                )}
              </Text>
            )}
          </Stack>
          <Badge
            color={BADGES[staffing].color}
            variant="filled"
            radius="sm"
            style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
          >
            {BADGES[staffing].label}
          </Badge>
        </Group>
        {mission.description && <Text size="sm">{mission.description}</Text>}
        <Anchor
          component={Link}
          to={`/cahier/${encryptPathId(mission.id)}`}
          size="sm"
          fw={600}
          aria-label={T.cahierLabel(missionTitle(mission))}
        >
          {T.cahier}
        </Anchor>

        {staffing === 'waiting' && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {T.waiting}
            </Text>
            <List size="sm">
              {waiting.map((slot) => (
                <List.Item key={`${'day' in slot ? 'h' : 'i'}-${slot.id}`}>
                  {slotLabel(slot)}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}

        <Title order={3} fz="md">
          {showAll ? T.allTitle : T.interventions}
        </Title>
        {!showAll && !mission.is_ponctuel && (
          <Text size="sm" c="dimmed">
            {T.firstFour}
          </Text>
        )}
        {showAll && (
          <Text size="sm" c="dimmed">
            {T.allIntro}
          </Text>
        )}
        {showAll && all.isPending && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{T.loadingAll}</Text>
          </Group>
        )}
        {showAll && all.isError && (
          <Alert color="red" variant="light" role="alert" title={T.allError}>
            <Button variant="outline" size="sm" onClick={() => void all.refetch()}>
              {MISSIONS_TEXT.retry}
            </Button>
          </Alert>
        )}
        {interventions.length === 0 ? (
          <Text size="sm">{T.noIntervention}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={listStyle} ref={listRef}>
            {interventions.map((intervention) => (
              <InterventionItem key={intervention.id} intervention={intervention} />
            ))}
          </Stack>
        )}
        {showAll && all.data && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" id={countId} role="status">
              {T.shownOf(all.data.items.length, all.data.total)}
            </Text>
            {all.hasNextPage && (
              <Button
                variant="outline"
                size="sm"
                loading={all.isFetchingNextPage}
                aria-describedby={countId}
                onClick={showMore}
              >
                {T.showMore}
              </Button>
            )}
          </Group>
        )}
        <Button
          variant="subtle"
          size="sm"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? T.hideAll : T.showAll}
        </Button>
      </Stack>
    </Card>
  );
}
