import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatDuration,
  formatPlannedTime,
  INTERVENTION_STATUT_LABELS,
  skillLabel,
  toParisIsoDate,
} from '@maisonnee/domain';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAgentSemaine } from '../api/get-agent-semaine.ts';
import { STATUT_COLORS } from '../components/agent-intervention-card.tsx';
import { AgentSubPage } from '../components/agent-sub-page.tsx';
import { JOURNEE_TEXT as J } from '../journee-text.ts';
import { addIsoDays, formatLongDay, isIsoDay, mondayOf } from '../lib/days.ts';

const T = J.semaine;
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Week({ debut, thisMonday }: { debut: string; thisMonday: string }) {
  const [, setParams] = useSearchParams();
  const week = useAgentSemaine(debut);
  const go = (monday: string) => setParams(monday === thisMonday ? {} : { debut: monday });
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Button variant="default" size="compact-sm" onClick={() => go(addIsoDays(debut, -7))}>
          {T.previous}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={debut === thisMonday}
          onClick={() => go(thisMonday)}
        >
          {T.current}
        </Button>
        <Button variant="default" size="compact-sm" onClick={() => go(addIsoDays(debut, 7))}>
          {T.next}
        </Button>
      </Group>
      <Text fw={600}>{T.range(formatLongDay(debut), formatLongDay(addIsoDays(debut, 6)))}</Text>
      {week.isPending ? (
        <PageLoader active />
      ) : week.isError ? (
        <Alert color="red" variant="light" role="alert">
          {T.loadError}
        </Alert>
      ) : (
        <>
          <Text role="status">{T.total(formatDuration(week.data.total_minutes))}</Text>
          {week.data.jours.map((jour) => (
            <Stack
              component="section"
              key={jour.date}
              gap={6}
              aria-label={formatLongDay(jour.date)}
            >
              <Title order={2} fz="md" tt="capitalize">
                <Anchor component={Link} to={`/account/agent?date=${jour.date}`} inherit>
                  {formatLongDay(jour.date)}
                </Anchor>
              </Title>
              {jour.visites.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {T.none}
                </Text>
              ) : (
                <Stack component="ul" gap={6} style={listStyle}>
                  {jour.visites.map((visite) => (
                    <Card component="li" key={visite.id} withBorder padding="xs" radius="md">
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Stack gap={0}>
                          <Text size="sm" fw={600}>
                            {formatPlannedTime(visite.date_debut)} –{' '}
                            {formatPlannedTime(visite.date_fin)}
                          </Text>
                          <Text size="sm">
                            {[
                              visite.skill_id !== null ? skillLabel(visite.skill_id) : null,
                              `${visite.client.prenom} ${visite.client.nom}`.trim(),
                              visite.client.ville,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </Text>
                        </Stack>
                        <Badge
                          variant="filled"
                          color={STATUT_COLORS[visite.statut]}
                          radius="sm"
                          style={{ flex: 'none' }}
                        >
                          {INTERVENTION_STATUT_LABELS[visite.statut]}
                        </Badge>
                      </Group>
                    </Card>
                  ))}
                </Stack>
              )}
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}

/** « Ma semaine »: the agent's visits from Monday to Sunday, with the week's total hours. */
export function AgentWeekPage() {
  const [params] = useSearchParams();
  const thisMonday = mondayOf(toParisIsoDate(new Date()));
  const asked = params.get('debut');
  const debut = isIsoDay(asked) ? mondayOf(asked) : thisMonday;
  return (
    <AgentSubPage title={T.title} intro={T.intro}>
      {() => <Week debut={debut} thisMonday={thisMonday} />}
    </AgentSubPage>
  );
}
