import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { encryptPathId } from '../../../lib/path-id.ts';
import { ClientPicker } from '../../../features/admin/devis/components/client-picker.tsx';
import { readIdParam } from '../../../features/admin/devis/url-ids.ts';
import { useBrouillon } from '../../../lib/brouillons.ts';
import { clientDisplayName, useAdminClient } from '../../../lib/admin-client.ts';
import { fromBrouillon } from '../../../features/admin/scenarios/scenario-form-state.ts';
import { ScenariosComposer } from '../../../features/admin/scenarios/components/scenarios-composer.tsx';
import { SentScenarios } from '../../../features/admin/scenarios/components/sent-scenarios.tsx';
import { SCENARIOS_ADMIN_TEXT as T } from '../../../features/admin/scenarios/text.ts';

/**
 * /admin/scenarios/nouveau?client=<encrypted id>[&besoin=<encrypted draft id>]: an operator
 * composes one to three planning proposals (schedule and agent) for a client's need.
 */
export function AdminScenariosPage() {
  const [search] = useSearchParams();
  const param = search.get('client');
  const clientId = readIdParam(param);
  const brouillonId = readIdParam(search.get('besoin') ?? search.get('brouillon'));
  const client = useAdminClient(clientId);
  const brouillon = useBrouillon(clientId === null ? null : brouillonId);
  const draft = brouillon.data?.client_id === clientId ? brouillon.data : null;
  const prefill = draft ? fromBrouillon(draft) : null;

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Title order={2}>{T.title}</Title>
        {clientId === null || !param ? (
          <>
            {param ? (
              <Alert color="orange" role="alert">
                {T.badClient}
              </Alert>
            ) : (
              <Text>{T.noClient}</Text>
            )}
            <ClientPicker
              linkTo={(id) =>
                `/admin/scenarios/nouveau?client=${encodeURIComponent(encryptPathId(id))}`
              }
            />
          </>
        ) : (
          <>
            {client.data ? (
              <Text fz="lg">{T.forClient(clientDisplayName(client.data))}</Text>
            ) : null}
            <Text>{T.intro}</Text>
            <SentScenarios clientId={clientId} />
            {brouillonId !== null && brouillon.isPending ? (
              <Loader aria-label="Chargement du besoin" />
            ) : (
              <>
                {draft ? <Alert color="blue">{T.fromBesoin}</Alert> : null}
                <ScenariosComposer
                  key={draft ? `besoin-${draft.id}` : 'libre'}
                  clientId={clientId}
                  devisId={readIdParam(search.get('devis'))}
                  initialNeed={prefill?.need ?? null}
                  initialProposal={prefill?.proposal ?? null}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
