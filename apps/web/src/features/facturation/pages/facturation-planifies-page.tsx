import { Alert, Button, Card, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { SKILLS, isSkillId } from '@maisonnee/domain';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ColumnHeaders } from '../../../components/column-headers.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  SignedLinkScreen,
  signedLinkErrorMessage,
} from '../../../components/signed-link-screen.tsx';
import { useSignedLinkClient } from '../../../hooks/use-signed-link-client.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { getToken, useCurrentUser } from '../../../lib/session.ts';
import {
  useScenarioFacturation,
  type ScenarioFacturation,
} from '../api/get-scenario-facturation.ts';
import { useAcceptedScenarios, type AcceptedScenario } from '../api/list-accepted-scenarios.ts';
import { FACTURATION_TEXT as T, formatMonth } from '../text.ts';

/** What the frame shows while nothing is asked (a link without a session). */
const IDLE = {
  isPending: false,
  isError: false,
  isFetching: false,
  error: null,
  data: undefined,
  refetch: () => undefined,
} as const;

/**
 * Public screen (`facturation-planifies-modal`): the planned billing of the proposal the client
 * accepted, month by month, from `GET /api/scenarios/facturation-planifiee/{id}`. Amounts need
 * the client's session (issue 9, point 13): opened by a signed link (`?client=&token=`) without
 * one, the screen asks nothing and offers to sign in, then comes back here. Signed in, it asks
 * for the accepted proposals, then for the billing of one (`?scenario=` names it directly): two
 * requests at most, none repeated by a render (docs/security.md, point 1).
 */
export function FacturationPlanifiesPage() {
  const [params] = useSearchParams();
  const { clientId, encryptedId, hasLink } = useSignedLinkClient();
  const user = useCurrentUser();
  const signedIn = user !== null && getToken() !== null;
  const scenarioParam = params.get('scenario');
  const linkedScenario = useMemo(
    () => (scenarioParam ? decryptPathId(scenarioParam) : null),
    [scenarioParam],
  );
  // An unreadable link names nobody: the frame says to open the mailed link, nothing more.
  const needsSignIn = !signedIn && ((hasLink && clientId !== null) || scenarioParam !== null);
  const accepted = useAcceptedScenarios(
    encryptedId,
    signedIn && clientId !== null && scenarioParam === null,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const scenarioId = !signedIn
    ? null
    : scenarioParam !== null
      ? linkedScenario
      : (chosen ?? accepted.data?.[0]?.id ?? null);
  const billing = useScenarioFacturation(scenarioId);

  let query: React.ComponentProps<typeof SignedLinkScreen>['query'] = IDLE;
  let content: React.ReactNode = null;
  if (needsSignIn) {
    content = <SignInNeeded />;
  } else if (signedIn && scenarioParam !== null) {
    content =
      linkedScenario === null ? (
        <Alert color="red" role="alert">
          {T.unknownScenario}
        </Alert>
      ) : (
        <PlannedBilling billing={billing} />
      );
  } else if (signedIn) {
    query = accepted;
    const list = accepted.data ?? [];
    content =
      list.length > 0 ? (
        <>
          {list.length > 1 ? (
            <ScenarioChoice scenarios={list} value={scenarioId} onChange={(id) => setChosen(id)} />
          ) : null}
          <PlannedBilling billing={billing} />
        </>
      ) : null;
  }

  return (
    <SignedLinkScreen
      title={T.title}
      description={T.description}
      empty={T.empty}
      hasClient={clientId !== null || scenarioParam !== null}
      hasLink={hasLink}
      query={query}
    >
      {content}
    </SignedLinkScreen>
  );
}

/** A link without a session: amounts are not shown; signing in brings the client back here. */
function SignInNeeded() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Alert color="orange" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{T.signInNeeded}</Text>
        <Button
          size="xs"
          onClick={() =>
            navigate('/auth/login', {
              state: { returnTo: `${location.pathname}${location.search}` },
            })
          }
        >
          {T.signIn}
        </Button>
      </Stack>
    </Alert>
  );
}

function ScenarioChoice(props: {
  scenarios: readonly AcceptedScenario[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  return (
    <NativeSelect
      label={T.choose}
      value={props.value === null ? '' : String(props.value)}
      onChange={(event) => props.onChange(Number(event.currentTarget.value))}
      data={props.scenarios.map((s) => ({
        value: String(s.id),
        label: T.scenarioOption(s.titre, formatDate(s.date_debut)),
      }))}
    />
  );
}

function PlannedBilling({ billing }: { billing: ReturnType<typeof useScenarioFacturation> }) {
  if (billing.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{signedLinkErrorMessage(billing.error, false)}</Text>
          <Button
            size="xs"
            variant="light"
            loading={billing.isFetching}
            onClick={() => void billing.refetch()}
          >
            {T.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!billing.data) return <PageLoader active />;
  return <BillingCard billing={billing.data} />;
}

/** The billing of one proposal: its period and prices, the months, the totals. */
export function BillingCard({ billing }: { billing: ScenarioFacturation }) {
  const service = isSkillId(billing.client_besoin_skill_id)
    ? SKILLS[billing.client_besoin_skill_id]
    : '';
  const from = formatDate(billing.date_debut);
  const to = formatDate(billing.date_fin);
  const credit = billing.total_ttc - billing.total_reste_a_charge_ttc;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={T.title}>
      <Stack gap="sm">
        {service ? (
          <Title order={2} size="h3">
            {service}
          </Title>
        ) : null}
        {billing.statut === 'accepte' ? null : <Text fs="italic">{T.notAccepted}</Text>}
        <Text>{billing.is_ponctuel ? T.periodOneOff(from, to) : T.periodRecurring(from, to)}</Text>
        <Text size="sm" c="dimmed">
          {T.prices(
            formatEuros(billing.prix_horaire_ttc),
            formatEuros(billing.prix_horaire_weekend_ttc),
          )}
        </Text>
        {billing.mois.length === 0 ? (
          <Text>{T.noMonth}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder aria-label={T.monthsLabel}>
              <ColumnHeaders labels={Object.values(T.columns)} />
              <Table.Tbody>
                {billing.mois.map((m) => (
                  <Table.Tr key={m.mois}>
                    <Table.Th scope="row">{formatMonth(m.mois)}</Table.Th>
                    <Table.Td>{m.nb_interventions}</Table.Td>
                    <Table.Td>{T.hours(m.nb_heures)}</Table.Td>
                    <Table.Td>{T.hours(m.nb_heures_weekend)}</Table.Td>
                    <Table.Td>{formatEuros(m.montant_ttc)}</Table.Td>
                    <Table.Td>{formatEuros(m.credit_impot_ttc)}</Table.Td>
                    <Table.Td>{formatEuros(m.reste_a_charge_ttc)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{T.total}</Table.Th>
                  <Table.Td>{billing.mois.reduce((n, m) => n + m.nb_interventions, 0)}</Table.Td>
                  <Table.Td>{T.hours(sum(billing.mois.map((m) => m.nb_heures)))}</Table.Td>
                  <Table.Td>{T.hours(sum(billing.mois.map((m) => m.nb_heures_weekend)))}</Table.Td>
                  <Table.Td>{formatEuros(billing.total_ttc)}</Table.Td>
                  <Table.Td>{formatEuros(credit)}</Table.Td>
                  <Table.Td>{formatEuros(billing.total_reste_a_charge_ttc)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
        <Text fw={600}>{T.totalLine(formatEuros(billing.total_ttc))}</Text>
        <Text fw={600}>{T.afterCredit(formatEuros(billing.total_reste_a_charge_ttc))}</Text>
      </Stack>
    </Card>
  );
}

/** Hours summed to the hundredth (no 12,000000001 h). */
function sum(values: readonly number[]): number {
  return Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
}
