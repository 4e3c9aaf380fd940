import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  Loader,
  NativeSelect,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DAY_SHORT_NAMES,
  formatInterventionDate,
  isIsoDay,
  skillLabel,
  toParisIsoDate,
} from '@maisonnee/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useReglesAgence } from '../../../../hooks/use-regles-agence.ts';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { formatDate, formatMinutes } from '../../../../lib/format.ts';
import { clientDisplayName, useAdminClient } from '../../../../lib/admin-client.ts';
import {
  useCreateInterventionsForMission,
  type PlanifierBody,
  type PlanifierResult,
} from '../api/create-interventions-for-mission.ts';
import { useMission, type PlanningMission } from '../api/get-mission.ts';
import { useMissionAgentsDispos, type AgentDispo } from '../api/list-mission-agents-dispos.ts';
import { defaultDebut, defaultHorizon, holidaysOnDays } from '../planning-state.ts';
import { PLANNING_TEXT as T } from '../text.ts';
import { AgentDispoCard, agentName } from './agent-dispo-card.tsx';

/** The radii offered, the agency's default radius (`rayon_recherche_km`) among them. */
function radiusOptions(defaultKm: number) {
  return [...new Set([5, 10, 20, 30, 50, 100, 200, defaultKm])]
    .sort((a, b) => a - b)
    .map((km) => ({ value: String(km), label: `${String(km).replace('.', ',')} km` }));
}

type HorizonMode = 'defaut' | 'fin_mission' | 'date';

const dayName = (day: number) => (isIsoDay(day) ? DAY_SHORT_NAMES[day] : String(day));
const slotText = (slot: { day: number; start_time: string; end_time: string }) =>
  `${dayName(slot.day)} ${slot.start_time} – ${slot.end_time}`;
/** One-off slots read as the rest of the app reads them: `Sam. 05/12/2026 09:00 - 12:00`. */
const interventionText = (start: string, end: string) => formatInterventionDate(start, end);

/** /admin/planning?mission=: the mission's slots, the agents available and the one action. */
export function MissionPlanner({ missionId }: { missionId: number }) {
  const mission = useMission(missionId);
  if (mission.isPending) return <Loader aria-label="Chargement de la mission" />;
  if (mission.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{errorMessage(mission.error) ?? T.missionError}</Text>
          <Button size="xs" variant="white" onClick={() => mission.refetch()}>
            {T.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <MissionPlannerLoaded key={mission.data.id} mission={mission.data} />;
}

function ClientName({ clientId }: { clientId: number }) {
  const client = useAdminClient(clientId);
  return client.data ? <Text fz="lg">{T.forClient(clientDisplayName(client.data))}</Text> : null;
}

function MissionPlannerLoaded({ mission }: { mission: PlanningMission }) {
  const today = toParisIsoDate(new Date());
  const recurring = !mission.is_ponctuel;
  const [selected, setSelected] = useState<number[]>(() =>
    mission.horaires_recurents.filter((h) => h.agent === null).map((h) => h.id),
  );
  const [debut, setDebut] = useState(() => defaultDebut(mission.date_debut, today));
  const [horizonMode, setHorizonMode] = useState<HorizonMode>('defaut');
  const [horizonDate, setHorizonDate] = useState('');
  const [holidays, setHolidays] = useState<'ignorer' | 'conserver'>('ignorer');
  // The agency's default radius until the operator chooses another.
  const defaultRadius = useReglesAgence().rayon_recherche_km;
  const [chosenRadius, setRadius] = useState<string | null>(null);
  const radius = chosenRadius ?? String(defaultRadius);
  const agents = useMissionAgentsDispos(mission.id, Number(radius), debut);
  const planifier = useCreateInterventionsForMission();
  const [done, setDone] = useState<{ result: PlanifierResult; agent: string } | null>(null);

  const horizon =
    horizonMode === 'fin_mission' && mission.date_fin
      ? mission.date_fin
      : horizonMode === 'date'
        ? horizonDate
        : defaultHorizon(debut, mission.date_fin);
  const selectedDays = mission.horaires_recurents
    .filter((h) => selected.includes(h.id))
    .map((h) => h.day);
  const metHolidays = recurring ? holidaysOnDays(selectedDays, debut, horizon) : [];
  const unassigned = mission.interventions.filter(
    (i) => i.candidat_id === null && i.statut === 'planifiee',
  );
  const nothingChosen = recurring && selected.length === 0;
  const periodInvalid = !debut || (horizonMode === 'date' && (!horizonDate || horizonDate < debut));

  const plan = (agent: AgentDispo) => {
    if (planifier.isPending) return;
    setDone(null);
    const body: PlanifierBody = {
      date_debut: debut,
      ...(horizonMode === 'defaut' ? {} : { date_fin: horizon }),
      horaire_recurent_ids: recurring ? selected : [],
      jours_feries: holidays,
    };
    planifier.mutate(
      { missionId: mission.id, agentId: agent.candidat.id, body },
      { onSuccess: (result) => setDone({ result, agent: agentName(agent) }) },
    );
  };

  return (
    <Stack gap="md">
      <Title order={3}>{T.missionTitle(skillLabel(mission.client_besoin_skill_id))}</Title>
      <ClientName clientId={mission.client_id} />
      <Text size="sm">
        {T.period(
          formatDate(mission.date_debut),
          mission.date_fin ? formatDate(mission.date_fin) : null,
        )}
      </Text>

      <Card withBorder radius="md" padding="md" component="section" aria-label={T.slots}>
        {recurring ? (
          <Checkbox.Group
            label={T.slots}
            description={T.slotsHint}
            value={selected.map(String)}
            onChange={(values) => setSelected(values.map(Number))}
            error={nothingChosen ? T.noSlotChosen : undefined}
          >
            <Stack gap="xs" mt="xs">
              {mission.horaires_recurents.map((slot) => (
                <Checkbox
                  key={slot.id}
                  value={String(slot.id)}
                  label={`${slotText(slot)} · ${
                    slot.agent
                      ? T.heldBy(`${slot.agent.prenom} ${slot.agent.nom_initiale}`)
                      : T.noAgent
                  }`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Stack gap="xs">
            <Text fw={600}>{T.oneOffSlots}</Text>
            {unassigned.length === 0 ? (
              <Text size="sm">{T.noOneOffSlot}</Text>
            ) : (
              <List size="sm">
                {unassigned.map((i) => (
                  <List.Item key={i.id}>{interventionText(i.date_debut, i.date_fin)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        )}
      </Card>

      <Card withBorder radius="md" padding="md" component="section" aria-label={T.periodTitle}>
        <Stack gap="sm">
          <Text fw={600}>{T.periodTitle}</Text>
          <TextInput
            type="date"
            label={T.debut}
            value={debut}
            min={today}
            onChange={(e) => setDebut(e.currentTarget.value)}
          />
          <Radio.Group
            label={T.horizon}
            value={horizonMode}
            onChange={(value) => setHorizonMode(value as HorizonMode)}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="defaut"
                label={T.horizonDefault(formatDate(defaultHorizon(debut, mission.date_fin)))}
              />
              {mission.date_fin ? (
                <Radio
                  value="fin_mission"
                  label={T.horizonMissionEnd(formatDate(mission.date_fin))}
                />
              ) : null}
              <Radio value="date" label={T.horizonChosen} />
            </Stack>
          </Radio.Group>
          {horizonMode === 'date' ? (
            <TextInput
              type="date"
              label={T.horizonDate}
              value={horizonDate}
              min={debut}
              onChange={(e) => setHorizonDate(e.currentTarget.value)}
              error={horizonDate && horizonDate < debut ? T.horizonDate : undefined}
            />
          ) : null}
          {recurring ? (
            <>
              <Radio.Group
                label={T.holidays}
                value={holidays}
                onChange={(value) => setHolidays(value === 'conserver' ? 'conserver' : 'ignorer')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio value="ignorer" label={T.holidaysIgnore} />
                  <Radio value="conserver" label={T.holidaysKeep} />
                </Stack>
              </Radio.Group>
              {metHolidays.length > 0 ? (
                <Stack gap={2} aria-live="polite">
                  <Text size="sm">{T.holidaysMet}</Text>
                  <List size="sm">
                    {metHolidays.map((h) => (
                      <List.Item key={h.date}>{T.holiday(formatDate(h.date), h.nom)}</List.Item>
                    ))}
                  </List>
                </Stack>
              ) : (
                <Text size="sm" aria-live="polite">
                  {T.noHolidayMet}
                </Text>
              )}
            </>
          ) : null}
        </Stack>
      </Card>

      {done ? <PlanifierDone result={done.result} agent={done.agent} /> : null}
      {planifier.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(planifier.error)}
        </Alert>
      ) : null}

      <Stack gap="sm" component="section" aria-label={T.agentsTitle}>
        <Title order={4}>{T.agentsTitle}</Title>
        <Text size="sm">{T.agentsIntro}</Text>
        <NativeSelect
          label={T.radius}
          data={radiusOptions(defaultRadius)}
          value={radius}
          onChange={(e) => setRadius(e.currentTarget.value)}
        />
        {agents.isPending ? (
          <Loader aria-label="Recherche des intervenants" />
        ) : agents.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text>{errorMessage(agents.error) ?? T.agentsError}</Text>
              <Button size="xs" variant="white" onClick={() => agents.refetch()}>
                {T.retry}
              </Button>
            </Group>
          </Alert>
        ) : agents.data.agents.length === 0 ? (
          <Stack gap={4}>
            <Text>
              {agents.data.recherche && agents.data.recherche.nb_intervenants_rayon > 0
                ? T.allAgentsBusy(agents.data.recherche.nb_intervenants_rayon)
                : T.noAgents}
            </Text>
            {/* No one nearby: a job post brings agents and candidates of the area (issue 12). */}
            <Anchor component={Link} to={`/admin/annonces?mission=${mission.id}`}>
              {T.publierAnnonce}
            </Anchor>
          </Stack>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {agents.data.agents.map((agent) => (
              <li key={agent.candidat.id}>
                <AgentDispoCard
                  agent={agent}
                  onPlan={() => plan(agent)}
                  pending={
                    planifier.isPending && planifier.variables?.agentId === agent.candidat.id
                  }
                  disabled={planifier.isPending || nothingChosen || periodInvalid}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function PlanifierDone({ result, agent }: { result: PlanifierResult; agent: string }) {
  const report = result.planification;
  const skipped = report?.jours_feries.filter((h) => !h.conserve) ?? [];
  const kept = report?.jours_feries.filter((h) => h.conserve) ?? [];
  return (
    <Alert color="green" role="status">
      <Stack gap={4}>
        <Text fw={600}>{T.done(result.interventions.length, agent)}</Text>
        {report ? (
          <>
            <Text size="sm">
              {T.donePeriod(formatDate(report.date_debut), formatDate(report.date_fin))}
            </Text>
            {skipped.length > 0 ? (
              <Text size="sm">
                {T.doneHolidaysSkipped}{' '}
                {skipped.map((h) => T.holiday(formatDate(h.date), h.nom)).join(', ')}
              </Text>
            ) : null}
            {kept.length > 0 ? (
              <Text size="sm">
                {T.doneHolidaysKept}{' '}
                {kept.map((h) => T.holiday(formatDate(h.date), h.nom)).join(', ')}
              </Text>
            ) : null}
            <Text size="sm">
              {report.nb_minutes_a_planifier > 0
                ? T.doneLeft(formatMinutes(report.nb_minutes_a_planifier))
                : T.doneAll}
            </Text>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
