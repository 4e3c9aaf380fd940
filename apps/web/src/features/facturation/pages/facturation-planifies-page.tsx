import { Alert, Anchor, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { decryptPathId, encryptPathId } from '../../../lib/path-id.ts';
import { useClientFactures } from '../api/list-client-factures.ts';
import { periodFrom } from '../period.ts';
import { FACTURATION_TEXT as T } from '../text.ts';

/** Public screen (signed link `?client=…&token=…`): the client's planned invoices. */
export function FacturationPlanifiesPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const token = params.get('token');
  const fromLink = params.get('client');
  const clientId = fromLink ? decryptPathId(fromLink) : (user?.client_id ?? null);
  const encryptedId = fromLink ?? (clientId !== null ? encryptPathId(clientId) : null);
  const period = periodFrom(params.get('start'), params.get('end'), new Date());
  const query = useClientFactures(
    clientId !== null ? encryptedId : null,
    token,
    clientId !== null ? { id: clientId, ...period, statut: 'brouillon' } : null,
  );

  return (
    <Container size="sm" py="lg" component="main">
      <Stack gap="md">
        <Title order={1}>{T.title}</Title>
        <Text>{T.description}</Text>
        <Text>{T.period(formatDate(period.start_date), formatDate(period.end_date))}</Text>
        {clientId === null ? <Text>{T.noLink}</Text> : null}
        {query.isPending && clientId !== null ? <PageLoader active /> : null}
        {query.isError ? (
          <Alert color="red" role="alert">
            {T.loadError}
          </Alert>
        ) : null}
        {query.data?.length === 0 ? <Text c="dimmed">{T.empty}</Text> : null}
        {query.data?.map((facture) => (
          <Card key={facture.id} withBorder radius="md" padding="md" component="article">
            <Stack gap="xs">
              <Title order={2} size="h3">
                {T.period(formatDate(facture.periode_debut), formatDate(facture.periode_fin))}
              </Title>
              <Text>{T.billedTo(facture.organisme ?? T.you)}</Text>
              <Text fw={600}>{T.total(formatEuros(facture.montant_ttc))}</Text>
              {facture.lignes.length > 0 ? (
                <List aria-label={T.lines}>
                  {facture.lignes.map((ligne) => (
                    <List.Item key={ligne.id}>
                      {ligne.date ? `${formatDate(ligne.date)} : ` : ''}
                      {ligne.libelle}, {ligne.quantite.toLocaleString('fr-FR')} h,{' '}
                      {formatEuros(ligne.montant_ttc)}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          </Card>
        ))}
        <Anchor component={Link} to="/account">
          {T.back}
        </Anchor>
      </Stack>
    </Container>
  );
}
