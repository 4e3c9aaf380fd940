import { Alert, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatInterventionDate } from '@maisonnee/domain';
import { useId, useState } from 'react';
import { useEventsClient, type CalendarEvent } from '../api/list-events-client.ts';
import {
  AGENDA_PERIODS,
  agendaRange,
  eventsOfView,
  initialAgendaView,
  type AgendaPeriod,
  type AgendaView,
} from '../lib/missions-view.ts';
import { MISSIONS_TEXT } from '../text.ts';
import { StatutBadge } from './statut-badge.tsx';

const T = MISSIONS_TEXT.agenda;
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

const periodData = AGENDA_PERIODS.map((value) => ({ value, label: T.periods[value] }));

function EventList({ events }: { events: CalendarEvent[] }) {
  if (events.length === 0) return <Text size="sm">{T.empty}</Text>;
  return (
    <Stack component="ul" gap="xs" style={listStyle}>
      {events.map((event) => (
        <Card component="li" key={event.id} withBorder padding="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600}>{formatInterventionDate(event.start, event.end)}</Text>
              <Text size="sm">{event.title}</Text>
              <Text size="sm">
                {event.agent
                  ? MISSIONS_TEXT.intervention.agent(
                      `${event.agent.prenom} ${event.agent.nom_initiale}`,
                    )
                  : MISSIONS_TEXT.intervention.noAgent}
              </Text>
            </Stack>
            <StatutBadge statut={event.statut} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function AgendaSection({
  clientId,
  mode,
  view,
}: {
  clientId: number;
  mode: 'agenda' | 'history';
  view: AgendaView;
}) {
  const headingId = useId();
  // Section 9: history 'day' and agenda 'day' by default.
  const [period, setPeriod] = useState<AgendaPeriod>('day');
  const range = agendaRange(period, mode, new Date());
  const events = useEventsClient(clientId, range.start, range.end);

  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {mode === 'agenda' ? T.agenda : T.history}
      </Title>
      <SegmentedControl
        aria-label={mode === 'agenda' ? T.periodLabel : T.historyLabel}
        value={period}
        onChange={(value) => setPeriod(value as AgendaPeriod)}
        data={periodData}
        fullWidth
      />
      {events.isError ? (
        <Alert color="red" variant="light" role="alert">
          {T.loadError}
        </Alert>
      ) : events.data ? (
        <EventList events={eventsOfView(events.data, view, mode)} />
      ) : null}
    </Stack>
  );
}

/** The client's interventions by period: what is coming, and what was done. */
export function Agenda({ clientId }: { clientId: number }) {
  // Today's interventions, with the same query (and cache entry) as the "day" agenda below.
  const today = agendaRange('day', 'agenda', new Date());
  const todays = useEventsClient(clientId, today.start, today.end);
  const [chosen, setView] = useState<AgendaView | null>(null);
  const view = chosen ?? initialAgendaView(todays.data ?? []);
  return (
    <Stack gap="md">
      <Title order={2} fz="xl">
        {T.title}
      </Title>
      <SegmentedControl
        aria-label={T.viewLabel}
        value={view}
        onChange={(value) => setView(value as AgendaView)}
        data={[
          { value: 'ponctuel', label: T.views.ponctuel },
          { value: 'recurrent', label: T.views.recurrent },
        ]}
        fullWidth
      />
      <AgendaSection clientId={clientId} mode="agenda" view={view} />
      <AgendaSection clientId={clientId} mode="history" view={view} />
    </Stack>
  );
}
