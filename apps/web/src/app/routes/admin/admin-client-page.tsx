import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { canCall } from '../../../lib/can-call.ts';
import { decryptPathId } from '../../../lib/path-id.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAdminClient } from '../../../lib/admin-client.ts';
import {
  ClientBesoins,
  ClientDevis,
  ClientInterventions,
  ClientMissions,
} from '../../../features/admin/clients/components/client-activity.tsx';
import { ClientCommentaires } from '../../../features/admin/clients/components/client-commentaires.tsx';
import { ClientCompte } from '../../../features/admin/clients/components/client-compte.tsx';
import { ClientDocuments } from '../../../features/admin/clients/components/client-documents.tsx';
import {
  ClientAccount,
  ClientIdentity,
} from '../../../features/admin/clients/components/client-identity.tsx';
import { ClientLocation } from '../../../features/admin/clients/components/client-location.tsx';
import { clientName } from '../../../features/admin/clients/components/client-lines.tsx';
import {
  ClientContacts,
  ClientInterlocuteurs,
} from '../../../features/admin/clients/components/client-people.tsx';
import { CLIENT_FILE_TEXT as T } from '../../../features/admin/clients/text.ts';
import { ClientPrisesEnCharge } from '../../../features/admin/financeurs/components/prises-en-charge.tsx';
import { adminDevisNouveauPath, adminScenariosPath } from '../../../lib/admin-links.ts';

/** /admin/clients/:id (encrypted id): the client's whole file and what can be done from it. */
export function AdminClientPage() {
  const { id } = useParams();
  const clientId = decryptPathId(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/clients" fz="sm">
        {T.back}
      </Anchor>
      {clientId === null ? (
        <Alert color="red" role="alert">
          {T.badId}
        </Alert>
      ) : (
        <ClientFile clientId={clientId} />
      )}
    </Stack>
  );
}

function ClientFile({ clientId }: { clientId: number }) {
  const user = useCurrentUser();
  const client = useAdminClient(clientId);
  const canDevis = canCall(user, 'createDevisLibre');
  const canPlan = canCall(user, 'listMissionsAPlanifier');
  const canScenarios = canCall(user, 'createScenarios');

  if (client.isPending) return <PageLoader />;
  if (client.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(client.error) ?? T.loadError}
      </Alert>
    );
  }
  const data = client.data;
  return (
    <Stack gap="md">
      <Title order={2}>{clientName(data)}</Title>
      {canDevis || canScenarios ? (
        <Group gap="sm" component="nav" aria-label={T.actions}>
          {canDevis ? (
            <Button component={Link} to={adminDevisNouveauPath(clientId)}>
              {T.makeDevis}
            </Button>
          ) : null}
          {canScenarios ? (
            <Button component={Link} to={adminScenariosPath(clientId)} variant="light">
              {T.proposeScenarios}
            </Button>
          ) : null}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ClientIdentity client={data} />
        <ClientLocation client={data} canPlace={canCall(user, 'localiserClient')} />
        <ClientAccount client={data} canCreate={canCall(user, 'createClientUserAccount')} />
        <ClientContacts clientId={clientId} />
        <ClientInterlocuteurs clientId={clientId} />
        <ClientCommentaires
          client={data}
          canAdd={canCall(user, 'addClientCommentaire')}
          canDelete={canCall(user, 'deleteClientCommentaire')}
        />
        <ClientBesoins clientId={clientId} canDevis={canDevis} />
        <ClientMissions clientId={clientId} canPlan={canPlan} />
        <ClientDevis clientId={clientId} canDevis={canDevis} />
        <ClientInterventions clientId={clientId} />
        <ClientDocuments clientId={clientId} />
        {canCall(user, 'listClientReglements') ? <ClientCompte clientId={clientId} /> : null}
        <ClientPrisesEnCharge clientId={clientId} />
      </SimpleGrid>
    </Stack>
  );
}
