import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { REGLEMENT_MODE_LABELS } from '@maisonnee/domain';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { centsToEuros } from '../../../lib/reglements.ts';
import { useMesReglements } from '../api/reglements.ts';

/*
 * The family's payments (docs/paiements.md): each one received — its day, method (the domain's
 * label), reference and amount — with the invoices it settled, and the credit the family holds.
 * A payment cancelled by the agency (a mistake) is not listed, as on the invoice.
 */

export const MES_REGLEMENTS_TEXT = {
  title: 'Mes règlements',
  intro: 'Les paiements que nous avons reçus, et les factures qu’ils ont réglées.',
  list: 'Liste de mes règlements',
  none: 'Aucun règlement reçu pour l’instant.',
  loadError: 'Vos règlements n’ont pas pu être chargés.',
  credit: (amount: string) =>
    `Avoir en votre faveur : ${amount}. Il sera déduit d’une prochaine facture.`,
  recu: (date: string) => `Reçu le ${date}`,
  reference: (reference: string) => `Référence : ${reference}`,
  factures: 'Factures réglées',
  facture: (numero: string, amount: string) => `Facture ${numero} : ${amount}`,
  facturePlanned: (amount: string) => `Facture : ${amount}`,
  enAvoir: (amount: string) => `En avoir : ${amount}`,
} as const;

const T = MES_REGLEMENTS_TEXT;
const euros = (cents: number) => formatEuros(centsToEuros(cents));

export function MesReglements({
  clientId,
  factureLink,
}: {
  clientId: number;
  /** Where an invoice settled opens (the family's invoice screen). */
  factureLink: (factureId: number) => string;
}) {
  const ledger = useMesReglements(clientId);
  const reglements = (ledger.data?.reglements ?? []).filter((r) => r.annule_at === null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="mes-reglements">
      <Title order={2} id="mes-reglements">
        {T.title}
      </Title>
      <Text c="dimmed">{T.intro}</Text>
      {ledger.isPending ? <PageLoader active /> : null}
      {ledger.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(ledger.error) ?? T.loadError}
        </Alert>
      ) : null}
      {ledger.data && ledger.data.credit_centimes > 0 ? (
        <Alert color="green" variant="light">
          {T.credit(euros(ledger.data.credit_centimes))}
        </Alert>
      ) : null}
      {ledger.data && reglements.length === 0 ? <Text c="dimmed">{T.none}</Text> : null}
      {reglements.length > 0 ? (
        <PlainList gap="sm" aria-label={T.list}>
          {reglements.map((reglement) => (
            <li key={reglement.id}>
              <Card withBorder radius="md" padding="md">
                <Stack gap={4}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={700}>{euros(reglement.montant_centimes)}</Text>
                    <Text fw={600}>{REGLEMENT_MODE_LABELS[reglement.mode]}</Text>
                  </Group>
                  <Text size="sm">{T.recu(formatDate(reglement.date))}</Text>
                  {reglement.reference ? (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {T.reference(reglement.reference)}
                    </Text>
                  ) : null}
                  {reglement.imputations.length > 0 ? (
                    <>
                      <Text size="sm" fw={600}>
                        {T.factures}
                      </Text>
                      <PlainList
                        gap={2}
                        aria-label={`${T.factures} — ${T.recu(formatDate(reglement.date))}`}
                      >
                        {reglement.imputations.map((imputation) => (
                          <li key={imputation.id}>
                            {imputation.facture_numero ? (
                              <Anchor
                                component={Link}
                                to={factureLink(imputation.facture_id)}
                                size="sm"
                              >
                                {T.facture(
                                  imputation.facture_numero,
                                  euros(imputation.montant_centimes),
                                )}
                              </Anchor>
                            ) : (
                              <Text size="sm">
                                {T.facturePlanned(euros(imputation.montant_centimes))}
                              </Text>
                            )}
                          </li>
                        ))}
                      </PlainList>
                    </>
                  ) : null}
                  {reglement.non_impute_centimes > 0 ? (
                    <Text size="sm">{T.enAvoir(euros(reglement.non_impute_centimes))}</Text>
                  ) : null}
                </Stack>
              </Card>
            </li>
          ))}
        </PlainList>
      ) : null}
    </Stack>
  );
}
