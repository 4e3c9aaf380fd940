import { Alert, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { PlanningSection } from '../../features/besoin/components/planning-section.tsx';
import { useClientDevis } from '../../features/devis/api/list-client-devis.ts';
import { DevisDetail } from '../../features/devis/components/devis-detail.tsx';
import { DevisList } from '../../features/devis/components/devis-list.tsx';
import { DEVIS_TEXT } from '../../features/devis/text.ts';
import { AttestationsSection } from '../../features/facturation/components/attestations-section.tsx';
import { FactureDetail } from '../../features/facturation/components/facture-detail.tsx';
import { FacturesSection } from '../../features/facturation/components/factures-section.tsx';
import { ClientDocumentsSection } from '../../features/mes-documents/components/client-documents-section.tsx';
import { BankTransferDetails } from '../../features/paiement/components/bank-transfer-details.tsx';
import { PayNowButton } from '../../features/paiement/components/pay-now-button.tsx';
import { PaymentMethodsSection } from '../../features/paiement/components/payment-methods-section.tsx';
import { useRelevePeriodes } from '../../features/releves/api/releves.ts';
import {
  ReleveSection,
  hasReleveToConfirm,
} from '../../features/releves/components/releve-section.tsx';
import { decryptPathId, encryptPathId } from '../../lib/path-id.ts';
import { useCurrentUser } from '../../lib/session.ts';

const TEXT = {
  title: 'Mes documents',
  description:
    'Vos relevés d’heures, factures, devis, attestations fiscales, documents et moyens de paiement.',
  badLink: 'Ce lien de devis n’est pas valide.',
  badFactureLink: 'Ce lien de facture n’est pas valide.',
} as const;

/**
 * The client's money and papers, in sections: the month's timesheet (first while it waits for an
 * answer), invoices, quotes, tax certificates, own documents and payment methods. The links of the
 * e-mails and notifications land here: `?releve=YYYY-MM`, `?facture=<id>`, `?devis=<id>`.
 * A route page because it combines several features (quotes and planning, invoices and payment…).
 */
export function DocumentsPage() {
  const user = useCurrentUser();
  const clientId = user?.client_id ?? null;
  const [params, setParams] = useSearchParams();
  const devisParam = params.get('devis');
  const devisId = decryptPathId(devisParam);
  const factureParam = params.get('facture');
  const factureId = decryptPathId(factureParam);
  const releveParam = params.get('releve');

  let content: ReactNode;
  if (devisId !== null) {
    content = (
      <DevisDetail
        devisId={devisId}
        onBack={() => setParams({})}
        planning={(devis) => <PlanningSection devis={devis} />}
      />
    );
  } else if (factureId !== null) {
    content = (
      <FactureDetail
        factureId={factureId}
        onBack={() => setParams({})}
        payNow={(facture) => <PayNowButton facture={facture} />}
        transfer={(reference) => <BankTransferDetails reference={reference} />}
      />
    );
  } else if (clientId === null) {
    content = (
      <DevisSection clientId={null} onOpen={(id) => setParams({ devis: encryptPathId(id) })} />
    );
  } else {
    content = (
      <ClientSections
        clientId={clientId}
        releve={releveParam}
        onReleve={(periode) => setParams({ releve: periode })}
        onFacture={(id) => setParams({ facture: encryptPathId(id) })}
        onDevis={(id) => setParams({ devis: encryptPathId(id) })}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{TEXT.title}</Title>
      <Text c="dimmed">{TEXT.description}</Text>
      {devisParam && devisId === null ? (
        <Alert color="red" role="alert">
          {TEXT.badLink}
        </Alert>
      ) : null}
      {factureParam && factureId === null ? (
        <Alert color="red" role="alert">
          {TEXT.badFactureLink}
        </Alert>
      ) : null}
      {content}
    </Stack>
  );
}

function ClientSections(props: {
  clientId: number;
  releve: string | null;
  onReleve: (periode: string) => void;
  onFacture: (id: number) => void;
  onDevis: (id: number) => void;
}) {
  const periodes = useRelevePeriodes(props.clientId);
  // The timesheet comes first while a month waits for the client's answer, or when a link names it.
  const releveFirst = props.releve !== null || hasReleveToConfirm(periodes.data);
  // Keyed children of one parent: moving the timesheet keeps its state (the « confirmed » message).
  const sections: { key: string; node: ReactNode }[] = [
    {
      key: 'factures',
      node: (
        <FacturesSection
          clientId={props.clientId}
          onOpen={(facture) => props.onFacture(facture.id)}
        />
      ),
    },
    { key: 'devis', node: <DevisSection clientId={props.clientId} onOpen={props.onDevis} /> },
    { key: 'attestations', node: <AttestationsSection clientId={props.clientId} /> },
    { key: 'documents', node: <ClientDocumentsSection clientId={props.clientId} /> },
    { key: 'paiement', node: <PaymentMethodsSection clientId={props.clientId} /> },
  ];
  const releve = {
    key: 'releve',
    node: (
      <ReleveSection
        clientId={props.clientId}
        periode={props.releve}
        onPeriodeChange={props.onReleve}
      />
    ),
  };
  if (releveFirst) sections.unshift(releve);
  else sections.splice(3, 0, releve);
  return (
    <Stack gap="xl">
      {sections.map((section) => (
        <Fragment key={section.key}>{section.node}</Fragment>
      ))}
    </Stack>
  );
}

function DevisSection(props: { clientId: number | null; onOpen: (id: number) => void }) {
  const list = useClientDevis(props.clientId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="mes-devis">
      <Title order={2} id="mes-devis">
        {DEVIS_TEXT.title}
      </Title>
      {list.isPending && props.clientId !== null ? <PageLoader active /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {DEVIS_TEXT.loadError}
        </Alert>
      ) : null}
      {list.data ? (
        <DevisList devis={list.data} onOpen={(devis) => props.onOpen(devis.id)} />
      ) : props.clientId === null ? (
        <Text c="dimmed">{DEVIS_TEXT.empty}</Text>
      ) : null}
    </Stack>
  );
}
