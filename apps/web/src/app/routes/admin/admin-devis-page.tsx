import { formatInstantDate } from '@maisonnee/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { canCall } from '../../../lib/can-call.ts';
import { encryptPathId } from '../../../lib/path-id.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { showSuccess } from '../../../lib/toast.ts';
import { useBrouillon, useClientBrouillons } from '../../../lib/brouillons.ts';
import { clientDisplayName, useAdminClient } from '../../../lib/admin-client.ts';
import { useConciergerieDevis } from '../../../features/admin/devis/api/list-conciergerie-devis.ts';
import { DevisAdminList } from '../../../features/admin/devis/components/devis-admin-list.tsx';
import { ClientPicker } from '../../../features/admin/devis/components/client-picker.tsx';
import { DevisBuilder } from '../../../features/admin/devis/components/devis-builder.tsx';
import {
  EMPTY_DEVIS_LIBRE,
  valuesFromBrouillon,
} from '../../../features/admin/devis/devis-form-state.ts';
import { DEVIS_ADMIN_TEXT } from '../../../features/admin/devis/text.ts';
import { readIdParam } from '../../../features/admin/devis/url-ids.ts';

const T = DEVIS_ADMIN_TEXT;

/** The client of `?client=<encrypted id>`: its id, or why there is none. */
function useClientParam(): { param: string | null; clientId: number | null } {
  const [search] = useSearchParams();
  const param = search.get('client');
  return { param, clientId: readIdParam(param) };
}

/** No client in the link: say why, and let the operator choose one. */
function ClientMissing({
  param,
  linkTo,
}: {
  param: string | null;
  linkTo: (id: number) => string;
}) {
  return (
    <>
      {param ? (
        <Alert color="orange" role="alert">
          {T.builder.badClient}
        </Alert>
      ) : (
        <Text>{T.builder.noClient}</Text>
      )}
      <ClientPicker linkTo={linkTo} />
    </>
  );
}

const builderPath = (clientId: number) =>
  `/admin/devis/nouveau?client=${encodeURIComponent(encryptPathId(clientId))}`;
const scenariosPath = (clientId: number) =>
  `/admin/scenarios/nouveau?client=${encodeURIComponent(encryptPathId(clientId))}`;
const listPath = (clientId: number) =>
  `/admin/devis?client=${encodeURIComponent(encryptPathId(clientId))}`;

/** The heading line naming the client, with a retry when it cannot be read. */
function ClientLine({ clientId }: { clientId: number }) {
  const client = useAdminClient(clientId);
  if (client.isPending) return <Loader size="sm" aria-label="Chargement du client" />;
  if (client.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text>{T.builder.clientError}</Text>
          <Button size="xs" variant="white" onClick={() => client.refetch()}>
            {T.list.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <Text fz="lg">{T.builder.forClient(clientDisplayName(client.data))}</Text>;
}

/**
 * /admin/devis/nouveau?client=<encrypted id>[&besoin=<encrypted draft id>]: the back office
 * builds a quote from the client's need (prefilled from the need draft) or from nothing (devis
 * libre), prices it live and sends it for signature.
 */
export function AdminDevisPage() {
  const { param, clientId } = useClientParam();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const besoinParam = search.get('besoin') ?? search.get('brouillon');
  const [chosenDraft, setChosenDraft] = useState<number | null>(null);
  const brouillonId = chosenDraft ?? readIdParam(besoinParam);
  const brouillon = useBrouillon(brouillonId);
  // Without a need in the link, the client's latest need draft is offered, never imposed.
  const drafts = useClientBrouillons(besoinParam || chosenDraft !== null ? null : clientId);
  const latestDraft = drafts.data?.find((d) => d.kind === 'besoin' && d.service !== null);

  if (clientId === null || !param) {
    return (
      <Container size="sm" px={0}>
        <Stack gap="md">
          <Title order={2}>{T.builder.title}</Title>
          <ClientMissing param={param} linkTo={builderPath} />
        </Stack>
      </Container>
    );
  }

  const listLink = listPath(clientId);
  const draft =
    brouillonId !== null && brouillon.data?.client_id === clientId ? brouillon.data : null;
  const fromDraft = draft !== null;
  const draftFailed =
    brouillonId !== null &&
    (brouillon.isError || (brouillon.data !== undefined && brouillon.data.client_id !== clientId));

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={2}>{T.builder.title}</Title>
        <ClientLine clientId={clientId} />
        <Anchor component={Link} to={listLink}>
          {T.builder.backToList}
        </Anchor>
        {brouillonId !== null && brouillon.isPending ? (
          <Loader aria-label="Chargement du besoin" />
        ) : (
          <>
            {fromDraft ? <Alert color="blue">{T.builder.fromBesoin}</Alert> : null}
            {draftFailed ? (
              <Alert color="orange" role="alert">
                {T.builder.besoinError}
              </Alert>
            ) : null}
            {!fromDraft && !draftFailed ? <Text>{T.builder.libre}</Text> : null}
            {!fromDraft && latestDraft ? (
              <Card withBorder padding="sm">
                <Group justify="space-between">
                  <Text size="sm">
                    {T.builder.draftAvailable(formatInstantDate(latestDraft.updated_at))}
                  </Text>
                  <Button size="xs" variant="light" onClick={() => setChosenDraft(latestDraft.id)}>
                    {T.builder.useDraft}
                  </Button>
                </Group>
              </Card>
            ) : null}
            <DevisBuilder
              key={fromDraft ? `besoin-${brouillonId}` : 'libre'}
              clientId={clientId}
              initial={draft ? valuesFromBrouillon(draft) : EMPTY_DEVIS_LIBRE}
              onDone={(devis, sent) => {
                showSuccess(
                  sent ? T.builder.sent(devis.reference) : T.builder.saved(devis.reference),
                );
                navigate(listLink);
              }}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

/** /admin/devis?client=<encrypted id>: the client's quotes, drafts included, with their actions. */
export function AdminDevisListPage() {
  const { param, clientId } = useClientParam();
  const user = useCurrentUser();
  // Accounting reads the quotes; building, sending, refusing and deleting are the commercial team's.
  const canDevis = canCall(user, 'createDevisLibre');
  const canScenarios = canCall(user, 'createScenarios');
  const devis = useConciergerieDevis(clientId);
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={2}>{T.list.title}</Title>
        {clientId === null || !param ? (
          <ClientMissing param={param} linkTo={listPath} />
        ) : (
          <>
            <ClientLine clientId={clientId} />
            {canDevis || canScenarios ? (
              <Group gap="xs">
                {canDevis ? (
                  <Button component={Link} to={builderPath(clientId)}>
                    {T.list.newDevis}
                  </Button>
                ) : null}
                {canScenarios ? (
                  <Button variant="light" component={Link} to={scenariosPath(clientId)}>
                    {T.list.scenarios}
                  </Button>
                ) : null}
              </Group>
            ) : null}
            {devis.isPending ? (
              <Loader aria-label="Chargement des devis" />
            ) : devis.isError ? (
              <Alert color="red" role="alert">
                <Group justify="space-between">
                  <Text>{T.list.loadError}</Text>
                  <Button size="xs" variant="white" onClick={() => devis.refetch()}>
                    {T.list.retry}
                  </Button>
                </Group>
              </Alert>
            ) : (
              <DevisAdminList devis={devis.data} />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
