import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { formatPlannedRange } from '@maisonnee/domain';
import type { PlanningAgentRow, PlanningAPourvoir } from '../api/get-planning-semaine.ts';
import { MOVE_TEXT as M } from '../board-move-text.ts';
import { BOARD_TEXT as T, conflictText } from '../board-text.ts';
import { dayLong, plannedDay } from '../board-week.ts';
import { BLOCK_TEXT_COLOR, CONFLICT_TEXT_COLOR, shortSkill, skillColor } from './board-style.ts';
import { VisitMenu } from './board-visit-menu.tsx';
import type { BoardVisit } from './use-board-moves.ts';

interface ClientVisit {
  visit: BoardVisit;
  agent: string | null;
}

/** The client's visits of the week, staffed or not, by start. */
function clientVisits(
  rows: readonly PlanningAgentRow[],
  aPourvoir: readonly PlanningAPourvoir[],
  clientId: number,
): ClientVisit[] {
  const staffed = rows.flatMap((row) =>
    row.interventions
      .filter((item) => item.client_id === clientId)
      .map((intervention) => ({
        visit: { intervention, agentId: row.candidat_id },
        agent: `${row.prenom} ${row.nom}`,
      })),
  );
  const open = aPourvoir
    .filter((item) => item.client_id === clientId)
    .map((intervention) => ({ visit: { intervention, agentId: null }, agent: null }));
  return [...staffed, ...open].sort((a, b) =>
    a.visit.intervention.date_debut.localeCompare(b.visit.intervention.date_debut),
  );
}

function ClientVisitLine({ visit, agent }: ClientVisit) {
  const item = visit.intervention;
  const color = skillColor(item.skill_id);
  const conflicts = 'conflits' in item ? item.conflits.map((code) => conflictText(code)) : [];
  const state = 'statut' in item ? (T.statut[item.statut] ?? item.statut) : null;
  return (
    <Box
      component="li"
      px={8}
      py={4}
      style={{
        background: color.bg,
        color: BLOCK_TEXT_COLOR,
        borderLeft: `4px solid ${color.border}`,
        borderRadius: 4,
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" fw={700} c="dark.9">
            {`${formatPlannedRange(item.date_debut, item.date_fin)} · ${shortSkill(item.skill_id)}`}
          </Text>
          <Text size="sm" c="dark.9" fw={agent ? 400 : 700}>
            {agent ? M.clientAgent(agent) : M.clientAPourvoir}
          </Text>
          {state ? (
            <Text size="xs" c="dark.9">
              {M.clientState(state)}
            </Text>
          ) : null}
          {'forcage' in item && item.forcage ? (
            <Text size="xs" fs="italic" c="dark.9">
              {M.forced(item.forcage.motif)}
            </Text>
          ) : null}
          {conflicts.map((text) => (
            <Text key={text} size="xs" fw={600} c={CONFLICT_TEXT_COLOR}>
              {`⚠ ${text}`}
            </Text>
          ))}
        </Box>
        <VisitMenu visit={visit} />
      </Group>
    </Box>
  );
}

/**
 * « Vue du client »: the filtered client's week as a list by day (hours, service, agent or « À
 * pourvoir », state, conflicts), from the same call as the board (the API's `client_id` filter
 * already keeps that client's visits only; they are filtered again here to be sure).
 */
export function BoardClientView({
  rows,
  aPourvoir,
  clientId,
  clientName,
  days,
}: {
  rows: readonly PlanningAgentRow[];
  aPourvoir: readonly PlanningAPourvoir[];
  clientId: number;
  clientName: string;
  days: string[];
}) {
  const visits = clientVisits(rows, aPourvoir, clientId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="client-week-title">
      <Title order={3} size="h4" id="client-week-title">
        {M.clientWeekTitle(clientName)}
      </Title>
      {visits.length === 0 ? <Text size="sm">{M.clientWeekEmpty}</Text> : null}
      {visits.length === 0
        ? null
        : days.map((day) => {
            const ofDay = visits.filter(
              ({ visit }) => plannedDay(visit.intervention.date_debut) === day,
            );
            const headingId = `client-day-${day}`;
            return (
              <Stack key={day} gap={4} component="section" aria-labelledby={headingId}>
                <Title order={4} size="h5" id={headingId}>
                  {dayLong(day)}
                </Title>
                {ofDay.length === 0 ? (
                  <Text size="sm">{M.clientDayEmpty}</Text>
                ) : (
                  <Stack
                    gap={4}
                    component="ul"
                    style={{ listStyle: 'none', margin: 0, padding: 0 }}
                  >
                    {ofDay.map((line) => (
                      <ClientVisitLine key={line.visit.intervention.id} {...line} />
                    ))}
                  </Stack>
                )}
              </Stack>
            );
          })}
    </Stack>
  );
}
