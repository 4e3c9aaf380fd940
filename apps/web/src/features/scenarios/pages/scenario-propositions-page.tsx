import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DAY_SHORT_NAMES, SKILLS, isIsoDay, isSkillId } from '@maisonnee/domain';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { getToken, useCurrentUser } from '../../../lib/session.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { useCreateFromScenario } from '../api/create-from-scenario.ts';
import { useClientScenarios, type Scenario } from '../api/list-client-scenarios.ts';
import { SCENARIOS_TEXT as T } from '../text.ts';

/** The client of the screen: `?client=` of the signed link, else the signed-in client. */
export function useScreenClient(): { encryptedId: string | null; token: string | null } {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const fromLink = params.get('client');
  const token = params.get('token');
  const encryptedId = fromLink ?? (user?.client_id ? encryptPathId(user.client_id) : null);
  return { encryptedId, token };
}

function slotsOf(scenario: Scenario): string[] {
  if (scenario.is_ponctuel) {
    return scenario.creneaux.map((c) => `${formatDate(c.date)} ${c.time_debut} - ${c.time_fin}`);
  }
  return scenario.horaires.map(
    (h) => `${isIsoDay(h.day) ? DAY_SHORT_NAMES[h.day] : ''} ${h.time_debut} - ${h.time_fin}`,
  );
}

/** Public screen (signed link): the planning proposals, and accepting one (signed in). */
export function ScenarioPropositionsPage() {
  const { encryptedId, token } = useScreenClient();
  const query = useClientScenarios(encryptedId, token);
  return (
    <Container size="sm" py="lg" component="main">
      <Stack gap="md">
        <Title order={1}>{T.title}</Title>
        <Text>{T.description}</Text>
        {encryptedId === null ? <Text>{T.noLink}</Text> : null}
        {query.isPending && encryptedId !== null ? <PageLoader active /> : null}
        {query.isError ? (
          <Alert color="red" role="alert">
            {T.loadError}
          </Alert>
        ) : null}
        {query.data?.length === 0 ? <Text c="dimmed">{T.empty}</Text> : null}
        {query.data?.map((scenario) => (
          <ScenarioCard key={scenario.id} scenario={scenario} />
        ))}
        <Anchor component={Link} to="/account">
          {T.back}
        </Anchor>
      </Stack>
    </Container>
  );
}

function ScenarioCard({ scenario }: { scenario: Scenario }) {
  const accept = useCreateFromScenario();
  const navigate = useNavigate();
  const signedIn = getToken() !== null;
  const service = isSkillId(scenario.client_besoin_skill_id)
    ? SKILLS[scenario.client_besoin_skill_id]
    : '';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={scenario.titre}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {scenario.titre}
          </Title>
          <Badge variant="light" c="dark.9">
            {T.statut[scenario.statut]}
          </Badge>
        </Group>
        {service ? <Text>{service}</Text> : null}
        {scenario.description ? <Text>{scenario.description}</Text> : null}
        <Text>
          {scenario.agent ? T.agent(scenario.agent.prenom, scenario.agent.nom_initiale) : T.noAgent}
        </Text>
        <Text>
          {T.from(formatDate(scenario.date_debut))}
          {scenario.date_fin ? ` ${T.until(formatDate(scenario.date_fin))}` : ''}
        </Text>
        <List>
          {slotsOf(scenario).map((slot) => (
            <List.Item key={slot}>{slot}</List.Item>
          ))}
        </List>
        {scenario.nb_heures_semaine !== null ? (
          <Text>{T.weeklyHours(scenario.nb_heures_semaine.toLocaleString('fr-FR'))}</Text>
        ) : null}
        {scenario.montant_estime_ttc !== null ? (
          <Text>{T.estimate(formatEuros(scenario.montant_estime_ttc))}</Text>
        ) : null}
        {accept.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(accept.error)}
          </Alert>
        ) : null}
        {scenario.statut === 'propose' && !accept.isSuccess ? (
          signedIn ? (
            <Button
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(
                  { scenario_id: scenario.id },
                  { onSuccess: () => showSuccess(T.accepted) },
                )
              }
            >
              {T.accept}
            </Button>
          ) : (
            <Button variant="light" onClick={() => void navigate('/auth/login')}>
              {T.signInToAccept}
            </Button>
          )
        ) : null}
        {accept.isSuccess ? <Text role="status">{T.accepted}</Text> : null}
      </Stack>
    </Card>
  );
}
