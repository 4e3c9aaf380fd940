import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { toParisIsoDate } from '@maisonnee/domain';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { getUser } from '../../../lib/session.ts';
import { useAgentJournee, type Visite } from '../api/get-agent-journee.ts';
import { useAgentStatus } from '../api/check-status-agent.ts';
import { useInterventionEnCours } from '../api/get-intervention-en-cours.ts';
import {
  useInterventionsDuJour,
  type AgentIntervention,
} from '../api/list-candidat-interventions.ts';
import { AgentInterventionCard } from '../components/agent-intervention-card.tsx';
import { AgentSection } from '../components/agent-section.tsx';
import { ContratSignature } from '../components/contrat-signature.tsx';
import { JOURNEE_TEXT as J } from '../journee-text.ts';
import { addIsoDays, formatLongDay, isIsoDay } from '../lib/days.ts';
import { AGENT_TEXT as T } from '../text.ts';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Interventions as a list of cards; `actions` offers check-in, check-out and declarations. */
function InterventionList({
  interventions,
  candidatId,
  actions,
  visites,
}: {
  interventions: readonly AgentIntervention[];
  candidatId: number;
  actions: boolean;
  visites?: ReadonlyMap<number, Visite>;
}) {
  return (
    <Stack component="ul" gap="sm" style={listStyle}>
      {interventions.map((intervention) => (
        <AgentInterventionCard
          key={intervention.id}
          intervention={intervention}
          candidatId={candidatId}
          actions={actions}
          visite={visites?.get(intervention.id)}
        />
      ))}
    </Stack>
  );
}

/**
 * The other screens of the agent space (issue 25: they left this page), on wide screens only: on a
 * phone the tab bar and its « Plus » already hold them.
 */
export function AgentLinks() {
  return (
    <Group component="nav" aria-label={J.links.label} gap="xs" visibleFrom="sm">
      <Button component={Link} to="/account/agent/semaine" variant="light" size="compact-sm">
        {J.links.semaine}
      </Button>
      <Button component={Link} to="/account/agent/documents" variant="light" size="compact-sm">
        {J.links.documents}
      </Button>
      <Button component={Link} to="/account/agent/annonces" variant="light" size="compact-sm">
        {J.links.annonces}
      </Button>
      <Button component={Link} to="/account/agent/declarations" variant="light" size="compact-sm">
        {J.links.declarations}
      </Button>
    </Group>
  );
}

/** Previous day, today, next day: the day shown is in the address (`?date=`). */
function DaySwitcher({ day, today }: { day: string; today: string }) {
  const [, setParams] = useSearchParams();
  const go = (next: string) => setParams(next === today ? {} : { date: next });
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Button variant="default" size="compact-sm" onClick={() => go(addIsoDays(day, -1))}>
        {J.previousDay}
      </Button>
      <Button variant="subtle" size="compact-sm" disabled={day === today} onClick={() => go(today)}>
        {J.today}
      </Button>
      <Button variant="default" size="compact-sm" onClick={() => go(addIsoDays(day, 1))}>
        {J.nextDay}
      </Button>
    </Group>
  );
}

/**
 * The agent's day (issue 25, point 4): a contract still to sign, an intervention left under way,
 * then the day's visits in order, each with its directions, access instructions, tasks, « En
 * route », check-in and check-out, visit report and notebook.
 */
function OpenAgentSpace({
  candidatId,
  day,
  today,
}: {
  candidatId: number;
  day: string;
  today: string;
}) {
  const dayList = useInterventionsDuJour(candidatId, day);
  const journee = useAgentJournee(day);
  const enCours = useInterventionEnCours(candidatId);

  const days = dayList.data ?? [];
  // An intervention checked in on an earlier day and never checked out still needs its check-out.
  const current =
    enCours.data && !days.some((i) => i.id === enCours.data?.id) ? enCours.data : null;
  const visites = new Map((journee.data?.visites ?? []).map((visite) => [visite.id, visite]));
  // Check-in and check-out only on the day itself (the day's rules decide within it).
  const actions = day === today;

  return (
    <Stack gap="xl">
      <ContratSignature candidatId={candidatId} />
      {current && (
        <AgentSection title={T.sections.enCours}>
          <InterventionList interventions={[current]} candidatId={candidatId} actions />
        </AgentSection>
      )}
      <AgentSection title={J.dayLabel(formatLongDay(day))}>
        <DaySwitcher day={day} today={today} />
        {dayList.isPending ? (
          <PageLoader active />
        ) : dayList.isError ? (
          <Alert color="red" variant="light" role="alert">
            {T.loadError}
          </Alert>
        ) : days.length === 0 ? (
          <Text>{J.noVisit}</Text>
        ) : (
          <InterventionList
            interventions={days}
            candidatId={candidatId}
            actions={actions}
            visites={visites}
          />
        )}
        {journee.isError && (
          <Alert color="red" variant="light" role="alert">
            {J.loadError}
          </Alert>
        )}
      </AgentSection>
    </Stack>
  );
}

/**
 * The space is closed until the agency opens it (active agent): a candidate whose contract waits
 * sees only the reason and "Mon contrat de travail" to read and sign it.
 */
function AgentSpace({
  candidatId,
  day,
  today,
}: {
  candidatId: number;
  day: string;
  today: string;
}) {
  const status = useAgentStatus(candidatId);
  if (status.isPending) return <PageLoader active />;
  // Without an answer the space stays usable: every call checks its own access.
  if (!status.data || status.data.can_use_app)
    return <OpenAgentSpace candidatId={candidatId} day={day} today={today} />;
  return (
    <Stack gap="xl">
      {/* The title in dark text: Mantine's orange on its light background is below 4.5:1. */}
      <Alert
        color="orange"
        variant="light"
        title={T.status.closed}
        styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
      >
        {status.data.message}
      </Alert>
      <ContratSignature candidatId={candidatId} />
    </Stack>
  );
}

/** « Ma journée »: the agent space, under /account/agent, for a user with a candidat_id. */
export function AgentPage() {
  const candidatId = getUser()?.candidat_id ?? null;
  const [params] = useSearchParams();
  // Today on the agency's clock: the planned days are the agency's calendar days.
  const today = toParisIsoDate(new Date());
  const asked = params.get('date');
  const day = isIsoDay(asked) ? asked : today;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{J.title}</Title>
        <Text c="dimmed">{J.intro}</Text>
      </Stack>
      {candidatId === null ? (
        <Text>{T.noCandidat}</Text>
      ) : (
        <>
          <AgentLinks />
          <AgentSpace candidatId={candidatId} day={day} today={today} />
        </>
      )}
    </Stack>
  );
}
