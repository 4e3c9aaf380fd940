import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DOCUMENT_TYPE, formatInstantDate } from '@maisonnee/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ColumnHeaders } from '../../../components/column-headers.tsx';
import { FactureLigneRow } from '../../../components/facture-ligne-row.tsx';
import { BackLink } from '../../../components/back-link.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useFileLink } from '../../../lib/file-link.ts';
import { formatDate, formatEuros } from '../../../lib/format.ts';
import { usePaiementConfig } from '../../../lib/paiement-config.ts';
import { factureKeys, useFacture, type Facture } from '../api/factures.ts';
import { FACTURES_TEXT } from '../factures-text.ts';
import { FactureStatutBadge, PaiementEtat, isPayable } from './facture-statut.tsx';
import { factureTitle } from './factures-section.tsx';
import { ReglementsRecus } from './reglements-recus.tsx';

const T = FACTURES_TEXT.detail;

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });
/** 0.055 → `5,5 %`. */
export function formatTaux(rate: number): string {
  return percent.format(rate);
}
const hours = (value: number) => `${value.toLocaleString('fr-FR')} h`;

/** What the page plugs in to pay: the pay-now button and the bank-transfer details. */
export interface FacturePaymentSlots {
  /** `refresh`: reads the invoice again (its payment state) once the payment is asked. */
  payNow?: (facture: Facture, refresh: () => void) => ReactNode;
  transfer?: (reference: string) => ReactNode;
  /** The invoice's immediate advance (URSSAF's request, docs/avance-immediate.md). */
  avance?: (facture: Facture) => ReactNode;
}

/**
 * One invoice: its lines (date, agent, hours, rate, VAT, amount), VAT per rate, totals, the
 * insurer's share, the PDF, and how to pay it while it is due (online, or by transfer when online
 * payment is off).
 */
export function FactureDetail(
  props: { factureId: number; onBack: () => void } & FacturePaymentSlots,
) {
  const query = useFacture(props.factureId);
  return (
    <Stack gap="md">
      <BackLink onClick={props.onBack}>{T.back}</BackLink>
      {query.isPending ? <PageLoader active /> : null}
      <FormError message={errorMessage(query.error)} />
      {query.data ? (
        <FactureContent
          facture={query.data}
          payNow={props.payNow}
          transfer={props.transfer}
          avance={props.avance}
        />
      ) : null}
    </Stack>
  );
}

function FactureContent({
  facture,
  payNow,
  transfer,
  avance,
}: { facture: Facture } & FacturePaymentSlots) {
  const config = usePaiementConfig();
  const pdf = useFileLink(
    facture.filename
      ? { documentTypeId: DOCUMENT_TYPE.FACTURE, filename: facture.filename, isDownload: true }
      : null,
  );
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: factureKeys.all });
  // Online: the pay-now button (not while a charge waits for Stripe); offline: the transfer details.
  const paySlot = !isPayable(facture)
    ? null
    : config.data?.stripe_enabled === true
      ? facture.paiement_statut === 'en_cours'
        ? null
        : (payNow?.(facture, refresh) ?? null)
      : config.data?.stripe_enabled === false
        ? (transfer?.(facture.numero ?? '') ?? null)
        : null;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{factureTitle(facture)}</Title>
        <FactureStatutBadge facture={facture} />
      </Group>
      <Stack gap={2}>
        {facture.date_emission ? <Text>{T.issued(formatDate(facture.date_emission))}</Text> : null}
        <Text>{T.period(formatDate(facture.periode_debut), formatDate(facture.periode_fin))}</Text>
        {facture.type === 'mutuelle' ? (
          <>
            <Text fw={600}>{T.insurer(facture.organisme ?? '')}</Text>
            <Text size="sm">{T.insurerShare}</Text>
          </>
        ) : null}
        {facture.nature === 'avoir' && facture.avoir_de_numero ? (
          <Text>{FACTURES_TEXT.avoirOf(facture.avoir_de_numero)}</Text>
        ) : null}
        {facture.date_echeance && facture.nature === 'facture' && facture.statut !== 'payee' ? (
          <Text>{FACTURES_TEXT.due(formatDate(facture.date_echeance))}</Text>
        ) : null}
        {facture.statut === 'payee' && facture.paid_at ? (
          <Text>{FACTURES_TEXT.paidOn(formatInstantDate(facture.paid_at))}</Text>
        ) : null}
        <PaiementEtat facture={facture} />
      </Stack>
      <SectionCard headingId="facture-lignes" title={T.lines} order={3}>
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder aria-labelledby="facture-lignes">
            <ColumnHeaders labels={Object.values(T.columns)} />
            <Table.Tbody>
              {facture.lignes.map((ligne) => (
                <FactureLigneRow
                  key={ligne.id}
                  ligne={ligne}
                  quantite={hours(ligne.quantite)}
                  taux={formatTaux(ligne.taux_tva)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {facture.tva_par_taux.length > 0 ? (
          <Stack gap={2} aria-label={T.tva} role="group">
            <Text fw={600}>{T.tva}</Text>
            {facture.tva_par_taux.map((t) => (
              <Text size="sm" key={t.taux_tva}>
                {T.tvaLine(
                  formatTaux(t.taux_tva),
                  formatEuros(t.montant_ht),
                  formatEuros(t.montant_tva),
                )}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Stack gap={2}>
          <Text>
            {T.totalHt} : {formatEuros(facture.montant_ht)}
          </Text>
          <Text>
            {T.totalTva} : {formatEuros(facture.montant_tva)}
          </Text>
          <Text fw={700}>
            {T.totalTtc} : {formatEuros(facture.montant_ttc)}
          </Text>
          {facture.montant_paye > 0 ? (
            <Text>
              {T.paid} : {formatEuros(facture.montant_paye)}
            </Text>
          ) : null}
          {facture.type === 'client' && facture.nature === 'facture' ? (
            <>
              <Text>
                {T.credit} : {formatEuros(facture.credit_impot_ttc)}
              </Text>
              <Text fw={600}>
                {T.reste} : {formatEuros(facture.reste_a_charge_ttc)}
              </Text>
            </>
          ) : null}
        </Stack>
      </SectionCard>
      {facture.type === 'client' && facture.nature === 'facture' && facture.numero
        ? (avance?.(facture) ?? null)
        : null}
      {facture.nature === 'facture' && facture.numero ? (
        <ReglementsRecus factureId={facture.id} />
      ) : null}
      {facture.filename ? (
        pdf.data ? (
          <Button component="a" href={pdf.data.url} download style={{ alignSelf: 'flex-start' }}>
            {T.pdf}
          </Button>
        ) : pdf.isError ? (
          <FormError message={errorMessage(pdf.error)} />
        ) : (
          <Button loading disabled style={{ alignSelf: 'flex-start' }}>
            {T.pdf}
          </Button>
        )
      ) : (
        <Text c="dimmed">{T.pdfPending}</Text>
      )}
      {paySlot ? (
        <Stack gap="sm" component="section" aria-labelledby="facture-payer">
          <Title order={3} size="h4" id="facture-payer">
            {T.pay}
          </Title>
          {paySlot}
        </Stack>
      ) : null}
    </Stack>
  );
}
