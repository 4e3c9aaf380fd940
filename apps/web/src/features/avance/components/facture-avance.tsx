import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { urssafStatutIssue } from '@maisonnee/domain';
import type { ReactNode } from 'react';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { useFactureAvance, type AvanceDemande } from '../api/avance.ts';
import { AVANCE_TEXT } from '../text.ts';

const T = AVANCE_TEXT.facture;
const euros = (cents: number) => formatEuros(cents / 100);

/**
 * An invoice's URSSAF payment request (docs/avance-immediate.md): its status, « payé par l'URSSAF
 * (avance) » and « votre part »; the back office also reads URSSAF's reference and why the last
 * transmission failed. Nothing when the invoice has no request.
 */
export function FactureAvance({
  factureId,
  backOffice = false,
}: {
  factureId: number;
  backOffice?: boolean;
}) {
  const query = useFactureAvance(factureId);
  const demande = query.data;
  if (!demande) return null;
  const alert =
    demande.statut_code === '40' || demande.statut_code === '60' || demande.rejet_code !== null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`facture-avance-${factureId}`}>
      <Text fw={700} id={`facture-avance-${factureId}`} component="h3" fz="md" m={0}>
        {T.title}
      </Text>
      <Group gap="xs">
        <Text>{T.statut} :</Text>
        <Badge color={alert ? 'red.9' : demande.statut_code === '70' ? 'green.9' : 'blue.9'}>
          {demande.statut_libelle}
        </Badge>
      </Group>
      <Text>
        {T.avance} : {euros(demande.avance_centimes)}
      </Text>
      <Text fw={600}>
        {T.part} : {euros(demande.part_famille_centimes)}
      </Text>
      {demande.rejet_commentaire ? (
        <Alert color="red" role="status">
          {T.rejet(demande.rejet_commentaire)}
        </Alert>
      ) : null}
      {demande.virement_centimes !== null && demande.virement_date ? (
        <Text size="sm">
          {T.virement(euros(demande.virement_centimes), formatDate(demande.virement_date))}
        </Text>
      ) : null}
      {backOffice && demande.id_demande_paiement ? (
        <Text size="sm">{T.reference(demande.id_demande_paiement)}</Text>
      ) : null}
      {backOffice && demande.transmission_erreur && !demande.id_demande_paiement ? (
        <Text size="sm">{T.transmission(demande.transmission_erreur)}</Text>
      ) : null}
    </Stack>
  );
}

/** True while URSSAF pays the invoice (the API refuses to charge it online meanwhile). */
export function isPaidByUrssaf(demande: AvanceDemande | null): boolean {
  if (!demande || demande.rejet_code !== null) return false;
  if (demande.statut_code === null) return true;
  const issue = urssafStatutIssue(demande.statut_code);
  return issue !== 'echec' && issue !== 'annulee';
}

/** Its children (the pay-now button), unless URSSAF pays the invoice. */
export function UnlessPaidByUrssaf({
  factureId,
  children,
}: {
  factureId: number;
  children: ReactNode;
}) {
  const query = useFactureAvance(factureId);
  if (query.isPending || isPaidByUrssaf(query.data ?? null)) return null;
  return children;
}
