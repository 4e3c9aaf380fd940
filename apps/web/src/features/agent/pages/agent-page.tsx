import { Accordion, Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { toParisIsoDate } from '@maisonnee/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { getUser } from '../../../lib/session.ts';
import { useAgentStatus } from '../api/check-status-agent.ts';
import { useInterventionEnCours } from '../api/get-intervention-en-cours.ts';
import {
  useInterventionsDuJour,
  type AgentIntervention,
} from '../api/list-candidat-interventions.ts';
import { useInterventionsAVenir } from '../api/list-interventions-a-venir.ts';
import { AbsenceForm } from '../components/absence-form.tsx';
import { AbsencesList } from '../components/absences-list.tsx';
import { AgentDocuments } from '../components/agent-documents.tsx';
import { AgentInterventionCard } from '../components/agent-intervention-card.tsx';
import { AgentSection } from '../components/agent-section.tsx';
import { AnnoncesProches } from '../components/annonces-proches.tsx';
import { CongeForm } from '../components/conge-form.tsx';
import { CongesList } from '../components/conges-list.tsx';
import { ContratSignature } from '../components/contrat-signature.tsx';
import { DemissionForm } from '../components/demission-form.tsx';
import { splitByDay } from '../lib/pointage.ts';
import { AGENT_TEXT as T } from '../text.ts';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** Interventions as a list of cards; `actions` offers check-in, check-out and declarations. */
function InterventionList({
  interventions,
  candidatId,
  actions,
}: {
  interventions: readonly AgentIntervention[];
  candidatId: number;
  actions: boolean;
}) {
  return (
    <Stack component="ul" gap="sm" style={listStyle}>
      {interventions.map((intervention) => (
        <AgentInterventionCard
          key={intervention.id}
          intervention={intervention}
          candidatId={candidatId}
          actions={actions}
        />
      ))}
    </Stack>
  );
}

/**
 * The agent space of an active agent: interventions, a contract still to sign (a new one), the
 * documents, job posts nearby and the declarations.
 */
function OpenAgentSpace({ candidatId }: { candidatId: number }) {
  // Today on the agency's clock: the planned days are the agency's calendar days.
  const today = toParisIsoDate(new Date());
  const dayList = useInterventionsDuJour(candidatId, today);
  const enCours = useInterventionEnCours(candidatId);
  const aVenir = useInterventionsAVenir(candidatId);

  const todays = dayList.data ?? [];
  // An intervention checked in on an earlier day and never checked out still needs its check-out.
  const current =
    enCours.data && !todays.some((i) => i.id === enCours.data?.id) ? enCours.data : null;
  const later = splitByDay(aVenir.data ?? [], new Date()).later;

  return (
    <Stack gap="xl">
      <ContratSignature candidatId={candidatId} />
      {current && (
        <AgentSection title={T.sections.enCours}>
          <InterventionList interventions={[current]} candidatId={candidatId} actions />
        </AgentSection>
      )}
      <AgentSection title={T.sections.today}>
        {dayList.isPending ? (
          <PageLoader active />
        ) : dayList.isError ? (
          <Alert color="red" variant="light" role="alert">
            {T.loadError}
          </Alert>
        ) : todays.length === 0 ? (
          <Text>{T.noToday}</Text>
        ) : (
          <InterventionList interventions={todays} candidatId={candidatId} actions />
        )}
      </AgentSection>
      <AgentSection title={T.sections.upcoming}>
        {aVenir.isError ? (
          <Alert color="red" variant="light" role="alert">
            {T.loadError}
          </Alert>
        ) : aVenir.data && later.length === 0 ? (
          <Text>{T.noUpcoming}</Text>
        ) : (
          <InterventionList interventions={later} candidatId={candidatId} actions={false} />
        )}
      </AgentSection>
      <AgentSection title={T.sections.documents} anchor="documents">
        <AgentDocuments candidatId={candidatId} />
      </AgentSection>
      <AgentSection title={T.sections.annonces} anchor="annonces">
        <AnnoncesProches />
      </AgentSection>
      <AgentSection title={T.sections.declarations} anchor="declarations">
        <Accordion variant="separated">
          <Accordion.Item value="conge">
            <Accordion.Control>{T.conge.title}</Accordion.Control>
            <Accordion.Panel>
              <CongeForm candidatId={candidatId} />
              <CongesList candidatId={candidatId} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="absence">
            <Accordion.Control>{T.absence.title}</Accordion.Control>
            <Accordion.Panel>
              <AbsenceForm candidatId={candidatId} />
              <AbsencesList candidatId={candidatId} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="demission">
            <Accordion.Control>{T.demission.title}</Accordion.Control>
            <Accordion.Panel>
              <DemissionForm candidatId={candidatId} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </AgentSection>
    </Stack>
  );
}

/**
 * The space is closed until the agency opens it (active agent): a candidate whose contract waits
 * sees only the reason and "Mon contrat de travail" to read and sign it.
 */
function AgentSpace({ candidatId }: { candidatId: number }) {
  const status = useAgentStatus(candidatId);
  if (status.isPending) return <PageLoader active />;
  // Without an answer the space stays usable: every call checks its own access.
  if (!status.data || status.data.can_use_app) return <OpenAgentSpace candidatId={candidatId} />;
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

/** The agent space, under /account, for a user with a candidat_id. */
export function AgentPage() {
  const candidatId = getUser()?.candidat_id ?? null;
  const { hash } = useLocation();
  // The navigation's "Mes déclarations" opens this page on its section.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/account" size="sm">
          {T.back}
        </Anchor>
        <Title order={1}>{T.title}</Title>
        <Text c="dimmed">{T.intro}</Text>
      </Stack>
      {candidatId === null ? <Text>{T.noCandidat}</Text> : <AgentSpace candidatId={candidatId} />}
    </Stack>
  );
}
