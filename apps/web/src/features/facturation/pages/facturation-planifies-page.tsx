import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SignedLinkScreen } from '../../../components/signed-link-screen.tsx';
import { useSignedLinkClient } from '../../../hooks/use-signed-link-client.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { useClientFactures } from '../api/list-client-factures.ts';
import { periodFrom } from '../period.ts';
import { FACTURATION_TEXT as T } from '../text.ts';

/** Public screen (signed link `?client=…&token=…`): the client's planned invoices. */
export function FacturationPlanifiesPage() {
  const [params] = useSearchParams();
  const { clientId, encryptedId, token, hasLink } = useSignedLinkClient();
  const period = periodFrom(params.get('start'), params.get('end'), new Date());
  const query = useClientFactures(
    clientId !== null ? encryptedId : null,
    token,
    clientId !== null ? { id: clientId, ...period, statut: 'brouillon' } : null,
  );

  return (
    <SignedLinkScreen
      title={T.title}
      description={T.description}
      intro={<Text>{T.period(formatDate(period.start_date), formatDate(period.end_date))}</Text>}
      empty={T.empty}
      hasClient={clientId !== null}
      hasLink={hasLink}
      query={query}
    >
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
    </SignedLinkScreen>
  );
}
