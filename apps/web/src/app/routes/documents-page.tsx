import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { PlanningSection } from '../../features/besoin/components/planning-section.tsx';
import { useClientDevis } from '../../features/devis/api/list-client-devis.ts';
import { DevisDetail } from '../../features/devis/components/devis-detail.tsx';
import { DevisList } from '../../features/devis/components/devis-list.tsx';
import { DEVIS_TEXT } from '../../features/devis/text.ts';
import { decryptPathId, encryptPathId } from '../../lib/path-id.ts';
import { useCurrentUser } from '../../lib/session.ts';

const TEXT = {
  title: 'Mes documents',
  description: 'Retrouvez ici vos devis, factures et autres documents.',
  badLink: 'Ce lien de devis n’est pas valide.',
} as const;

/**
 * Documents: the client's quotes (list, detail, signature); the quote e-mail links `?devis=`.
 * A route page because it combines two domains: a signed quote opens the planning form of `besoin`.
 */
export function DocumentsPage() {
  const user = useCurrentUser();
  const clientId = user?.client_id ?? null;
  const [params, setParams] = useSearchParams();
  const devisParam = params.get('devis');
  const devisId = decryptPathId(devisParam);
  const list = useClientDevis(clientId);

  return (
    <Stack gap="lg">
      <Title order={1}>{TEXT.title}</Title>
      <Text c="dimmed">{TEXT.description}</Text>
      {devisParam && devisId === null ? (
        <Alert color="red" role="alert">
          {TEXT.badLink}
        </Alert>
      ) : null}
      {devisId !== null ? (
        <DevisDetail
          devisId={devisId}
          onBack={() => setParams({})}
          planning={(devis) => <PlanningSection devis={devis} />}
        />
      ) : (
        <Stack gap="sm" component="section" aria-labelledby="mes-devis">
          <Title order={2} id="mes-devis">
            {DEVIS_TEXT.title}
          </Title>
          {list.isPending && clientId !== null ? <PageLoader active /> : null}
          {list.isError ? (
            <Alert color="red" role="alert">
              {DEVIS_TEXT.loadError}
            </Alert>
          ) : null}
          {list.data ? (
            <DevisList
              devis={list.data}
              onOpen={(devis) => setParams({ devis: encryptPathId(devis.id) })}
            />
          ) : clientId === null ? (
            <Text c="dimmed">{DEVIS_TEXT.empty}</Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
