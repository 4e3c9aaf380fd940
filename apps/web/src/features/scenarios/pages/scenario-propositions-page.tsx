import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { DAY_SHORT_NAMES, SKILLS, isIsoDay, isSkillId } from '@maisonnee/domain';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SignedLinkScreen } from '../../../components/signed-link-screen.tsx';
import { useSignedLinkClient } from '../../../hooks/use-signed-link-client.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { getToken } from '../../../lib/session.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useCreateFromScenario } from '../api/create-from-scenario.ts';
import { useClientScenarios, type Scenario } from '../api/list-client-scenarios.ts';
import { SCENARIOS_TEXT as T } from '../text.ts';

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
  const { encryptedId, token, hasLink } = useSignedLinkClient();
  const query = useClientScenarios(encryptedId, token);
  return (
    <SignedLinkScreen
      title={T.title}
      description={T.description}
      empty={T.empty}
      hasClient={encryptedId !== null}
      hasLink={hasLink}
      query={query}
    >
      {query.data?.map((scenario) => (
        <ScenarioCard key={scenario.id} scenario={scenario} />
      ))}
    </SignedLinkScreen>
  );
}

function ScenarioCard({ scenario }: { scenario: Scenario }) {
  const accept = useCreateFromScenario();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = getToken() !== null;
  // Encrypted once per card: the link's text stays the same from one render to the next.
  const billingLink = useMemo(
    () => `/facturation-planifies-modal?scenario=${encryptPathId(scenario.id)}`,
    [scenario.id],
  );
  const accepted = scenario.statut === 'accepte' || accept.isSuccess;
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
            <Button
              variant="light"
              onClick={() =>
                void navigate('/auth/login', {
                  // Signing in comes back to these proposals.
                  state: { returnTo: `${location.pathname}${location.search}` },
                })
              }
            >
              {T.signInToAccept}
            </Button>
          )
        ) : null}
        {accept.isSuccess ? <Text role="status">{T.accepted}</Text> : null}
        {accepted ? (
          <Anchor component={Link} to={billingLink}>
            {T.billing}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
