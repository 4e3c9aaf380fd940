import { Badge, Text } from '@mantine/core';
import { checkFacturePayable, formatInstantParis } from '@maisonnee/domain';
import type { Facture, FactureStatut } from '../api/factures.ts';
import { FACTURES_TEXT as T } from '../factures-text.ts';

const STATUT_COLORS: Record<FactureStatut, string> = {
  brouillon: 'gray',
  emise: 'blue',
  envoyee: 'blue',
  payee: 'green',
  en_retard: 'red',
  annulee: 'gray',
};

/** Statut of an invoice; a credit note reads « Avoir ». */
export function FactureStatutBadge({ facture }: { facture: Facture }) {
  if (facture.nature === 'avoir') {
    return (
      <Badge color="grape" variant="light" c="dark.9">
        {T.avoir}
      </Badge>
    );
  }
  return (
    <Badge color={STATUT_COLORS[facture.statut]} variant="light" c="dark.9">
      {T.statut[facture.statut]}
    </Badge>
  );
}

/** The state of the last online payment: in progress, or failed with its message and next try. */
export function PaiementEtat({ facture }: { facture: Facture }) {
  if (!facture.paiement_statut || facture.statut === 'payee') return null;
  if (facture.paiement_statut === 'echoue') {
    const failure = facture.paiement_erreur
      ? `${T.paiement.echoue} : ${facture.paiement_erreur.replace(/\.$/, '')}`
      : T.paiement.echoue;
    const retry = facture.paiement_relance_at
      ? ` ${T.paiement.retry(formatInstantParis(facture.paiement_relance_at))}.`
      : '';
    return (
      <Text size="sm" c="red.9">
        {`${failure}.${retry}`}
      </Text>
    );
  }
  return <Text size="sm">{T.paiement[facture.paiement_statut]}</Text>;
}

/**
 * An invoice the client pays itself (not the insurer's) that the API would charge: issued, not a
 * credit note, something left to pay (the domain's rule).
 */
export function isPayable(facture: Facture): boolean {
  return facture.type === 'client' && checkFacturePayable(facture).ok;
}
