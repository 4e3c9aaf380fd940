import { Alert, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useClientDevis } from '../../devis/api/list-client-devis.ts';
import { DevisDetail } from '../../devis/components/devis-detail.tsx';
import { DevisList } from '../../devis/components/devis-list.tsx';
import { decryptPathId, encryptPathId } from '../../devis/ids.ts';
import { DEVIS_TEXT } from '../../devis/text.ts';

const TEXT = {
  title: 'Mes documents',
  description: 'Retrouvez ici vos devis, factures et autres documents.',
  badLink: 'Ce lien de devis n’est pas valide.',
} as const;

/** Documents: the client's quotes (list, detail, signature); the quote e-mail links `?devis=`. */
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
        <DevisDetail devisId={devisId} onBack={() => setParams({})} />
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
