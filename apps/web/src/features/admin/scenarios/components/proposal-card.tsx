import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useReglesAgence } from '../../../../hooks/use-regles-agence.ts';
import { errorMessage } from '../../../../lib/api-errors.ts';
import { useTarifsGrid } from '../../../../lib/tarifs.ts';
import { PriceBox } from '../../../../components/back-office/need-schedule/price-box.tsx';
import { ScheduleFields } from '../../../../components/back-office/need-schedule/slot-fields.tsx';
import {
  useClientAgentsDispos,
  type ClientAgentDispo,
  type ClientAgentsSearch,
} from '../api/list-client-agents-dispos.ts';
import {
  proposalPrice,
  proposalStart,
  searchSlots,
  type ProposalValues,
  type ScenarioNeedValues,
} from '../scenario-form-state.ts';
import { SCENARIOS_ADMIN_TEXT as T } from '../text.ts';
import { LongTextField } from '../../../../components/long-text-field.tsx';

const decimal = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

/** "Sophie Durand — connu du client, à 3,2 km": the option of an available agent. */
function agentOption(agent: ClientAgentDispo) {
  const name = [agent.candidat.prenom, agent.candidat.nom].filter(Boolean).join(' ');
  const why = [
    (agent.nb_interventions_chez_client ?? 0) > 0 ? T.known : null,
    agent.distance_km !== null ? T.distance(decimal(agent.distance_km)) : null,
    agent.is_disponible_tous_creneaux
      ? null
      : T.slotsFree(agent.nb_creneaux_disponibles, agent.nb_creneaux_demandes),
  ]
    .filter(Boolean)
    .join(', ');
  return { value: String(agent.candidat.id), label: T.agentOption(name, why) };
}

/** One proposal: title, schedule on the half-hour grid, live price, and the agent proposed. */
export function ProposalCard(props: {
  index: number;
  clientId: number;
  need: ScenarioNeedValues;
  value: ProposalValues;
  onChange: (value: ProposalValues) => void;
  onRemove: (() => void) | null;
  errors: Record<string, string>;
}) {
  const { index, value, errors, need } = props;
  const n = index + 1;
  const headingId = useId();
  const [search, setSearch] = useState<ClientAgentsSearch | null>(null);
  const agents = useClientAgentsDispos(props.clientId, search);
  const grid = useTarifsGrid();
  // Agents within the agency's default radius (/admin/parametres).
  const radiusKm = useReglesAgence().rayon_recherche_km;
  const set = <K extends keyof ProposalValues>(key: K, field: ProposalValues[K]) =>
    props.onChange({ ...value, [key]: field });
  const slots = searchSlots(need, value);
  const name = `${T.proposal(n)}, `;
  const canSearch = need.service !== null && slots !== null;

  const startSearch = () => {
    if (need.service === null || !slots) return;
    const start = proposalStart(need, value);
    setSearch({
      client_besoin_skill_id: need.service as ClientAgentsSearch['client_besoin_skill_id'],
      distanceKM: radiusKm,
      horaires: slots,
      ...(start ? { date_debut: start } : {}),
    });
  };

  const options = agents.data?.map(agentOption) ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {T.proposal(n)}
          </Title>
          {props.onRemove ? (
            <Button
              variant="default"
              size="xs"
              onClick={props.onRemove}
              aria-label={T.removeProposal(n)}
            >
              {T.remove}
            </Button>
          ) : null}
        </Group>
        <TextInput
          label={T.titre}
          maxLength={150}
          value={value.titre}
          onChange={(e) => set('titre', e.currentTarget.value)}
          error={errors.titre}
        />
        <ScheduleFields
          frequence={need.frequence}
          slots={value}
          onChange={(patch) => props.onChange({ ...value, ...patch })}
          errors={errors}
          name={name}
        />
        <PriceBox price={proposalPrice(need, value, grid)} title={T.price(n)} />
        <Button
          variant="light"
          onClick={startSearch}
          disabled={!canSearch}
          loading={agents.isFetching}
          aria-label={`${T.searchAgents} (${T.proposal(n)})`}
        >
          {T.searchAgents}
        </Button>
        {!canSearch ? (
          <Text size="sm" c="dimmed">
            {T.searchFirst}
          </Text>
        ) : null}
        {agents.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(agents.error) ?? T.agentsError}
          </Alert>
        ) : null}
        {agents.isSuccess && options.length === 0 ? (
          <Text size="sm">{T.noAgents(radiusKm)}</Text>
        ) : null}
        <NativeSelect
          label={`${T.agent} (${T.proposal(n)})`}
          required
          data={[{ value: '', label: T.agentPlaceholder }, ...options]}
          value={value.agentId === null ? '' : String(value.agentId)}
          onChange={(e) =>
            set('agentId', e.currentTarget.value ? Number(e.currentTarget.value) : null)
          }
          error={errors.agent}
          disabled={options.length === 0}
        />
        <LongTextField
          label={T.description}
          maxLength={1000}
          value={value.description}
          onText={(text) => set('description', text)}
        />
      </Stack>
    </Card>
  );
}
