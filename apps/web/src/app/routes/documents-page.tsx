import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { PlanningSection } from '../../features/besoin/components/planning-section.tsx';
import { useClientDevis } from '../../features/devis/api/list-client-devis.ts';
import { DevisDetail } from '../../features/devis/components/devis-detail.tsx';
import { DevisList } from '../../features/devis/components/devis-list.tsx';
import { DEVIS_TEXT } from '../../features/devis/text.ts';
import { AvanceSection } from '../../features/avance/components/avance-section.tsx';
import {
  FactureAvance,
  UnlessPaidByUrssaf,
} from '../../features/avance/components/facture-avance.tsx';
import { AttestationsSection } from '../../features/facturation/components/attestations-section.tsx';
import { FactureDetail } from '../../features/facturation/components/facture-detail.tsx';
import { FacturesSection } from '../../features/facturation/components/factures-section.tsx';
import { MesReglements } from '../../features/facturation/components/mes-reglements.tsx';
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

/** The sections of /documents, in the strip's order: each one is `/documents/<section>`. */
export const DOCUMENT_SECTIONS = [
  'releves',
  'factures',
  'reglements',
  'devis',
  'attestations',
  'fichiers',
  'paiement',
] as const;

export type DocumentSection = (typeof DOCUMENT_SECTIONS)[number];

export const DOCUMENTS_TEXT = {
  title: 'Mes documents',
  description:
    'Vos relevés d’heures, factures, règlements, devis, attestations fiscales, documents et moyens de paiement.',
  badLink: 'Ce lien de devis n’est pas valide.',
  badFactureLink: 'Ce lien de facture n’est pas valide.',
  sectionsNav: 'Sections de mes documents',
  toConfirm: 'À confirmer',
  noClient: 'Les documents sont réservés aux comptes client.',
  sections: {
    releves: {
      label: 'Relevés d’heures',
      description: 'Confirmez ou signalez les heures de chaque mois.',
    },
    factures: { label: 'Factures', description: 'Vos factures, leur PDF et leur paiement.' },
    reglements: {
      label: 'Règlements',
      description: 'Les paiements reçus et les factures qu’ils ont réglées.',
    },
    devis: { label: 'Devis', description: 'Lire et signer vos devis, demander à être rappelé.' },
    attestations: {
      label: 'Attestations fiscales',
      description: 'Vos attestations pour le crédit d’impôt.',
    },
    fichiers: { label: 'Mes fichiers', description: 'Les documents déposés sur votre compte.' },
    paiement: {
      label: 'Paiement',
      description: 'Vos moyens de paiement et l’avance immédiate de crédit d’impôt.',
    },
  },
} as const;

const TEXT = DOCUMENTS_TEXT;

export function isDocumentSection(value: string | undefined): value is DocumentSection {
  return (DOCUMENT_SECTIONS as readonly string[]).includes(value ?? '');
}

/** The section a link of a mail or a notification (`/documents?devis=…`) belongs to. */
function sectionOfLink(params: URLSearchParams): DocumentSection | null {
  if (params.has('devis')) return 'devis';
  if (params.has('facture')) return 'factures';
  if (params.has('releve')) return 'releves';
  return null;
}

/**
 * The client's money and papers (issue 25, point 1: no longer one page of 4,000 px): /documents
 * lists the sections, each one its own address `/documents/<section>` with a strip of links to
 * the others: timesheets, invoices, quotes, tax certificates, own documents and payment methods.
 * The links of the e-mails and notifications (`/documents?releve=YYYY-MM`, `?facture=<id>`,
 * `?devis=<id>`) go on to their section with their query; an unknown section goes back to
 * /documents. A route page because it combines several features (quotes and planning, invoices
 * and payment…).
 */
export function DocumentsPage() {
  const { section } = useParams();
  const [params] = useSearchParams();
  if (section === undefined) {
    const target = sectionOfLink(params);
    if (target !== null) {
      return <Navigate to={{ pathname: `/documents/${target}`, search: `?${params}` }} replace />;
    }
    return <DocumentsIndex />;
  }
  if (!isDocumentSection(section)) return <Navigate to="/documents" replace />;
  return <DocumentsSectionPage section={section} />;
}

function DocumentsHeader() {
  return (
    <Stack gap={4}>
      <Title order={1}>{TEXT.title}</Title>
      <Text c="dimmed">{TEXT.description}</Text>
    </Stack>
  );
}

/** /documents: one card per section, the timesheet marked while a month waits for an answer. */
function DocumentsIndex() {
  const clientId = useCurrentUser()?.client_id ?? null;
  const periodes = useRelevePeriodes(clientId);
  const releveWaits = clientId !== null && hasReleveToConfirm(periodes.data);
  return (
    <Stack gap="lg">
      <DocumentsHeader />
      {clientId === null ? <Text>{TEXT.noClient}</Text> : null}
      <nav aria-label={TEXT.sectionsNav}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="ul" className="plain-list">
          {DOCUMENT_SECTIONS.map((key) => (
            <li key={key}>
              <Card withBorder padding="md" radius="md" h="100%">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Anchor component={Link} to={`/documents/${key}`} fw={700} fz="lg">
                    {TEXT.sections[key].label}
                  </Anchor>
                  {key === 'releves' && releveWaits ? (
                    <Badge color="#a33f0b" variant="filled">
                      {TEXT.toConfirm}
                    </Badge>
                  ) : null}
                </Group>
                <Text c="dimmed" fz="sm">
                  {TEXT.sections[key].description}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}

/** The strip of section links: the current one marked and scrolled into view on a phone. */
function SectionStrip({ current }: { current: DocumentSection }) {
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentLink.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav aria-label={TEXT.sectionsNav} className="section-tabs">
      <ul className="section-tabs__list plain-list">
        {DOCUMENT_SECTIONS.map((key) => (
          <li key={key}>
            <Link
              ref={key === current ? currentLink : undefined}
              to={`/documents/${key}`}
              className="section-tabs__link"
              aria-current={key === current ? 'page' : undefined}
            >
              {TEXT.sections[key].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DocumentsSectionPage({ section }: { section: DocumentSection }) {
  const clientId = useCurrentUser()?.client_id ?? null;
  const [params, setParams] = useSearchParams();
  const devisParam = params.get('devis');
  const devisId = decryptPathId(devisParam);
  const factureParam = params.get('facture');
  const factureId = decryptPathId(factureParam);

  let content: ReactNode;
  if (section === 'devis' && devisId !== null) {
    content = (
      <DevisDetail
        devisId={devisId}
        onBack={() => setParams({})}
        planning={(devis) => <PlanningSection devis={devis} />}
      />
    );
  } else if (section === 'factures' && factureId !== null) {
    content = (
      <FactureDetail
        factureId={factureId}
        onBack={() => setParams({})}
        payNow={(facture) => (
          <UnlessPaidByUrssaf factureId={facture.id}>
            <PayNowButton facture={facture} />
          </UnlessPaidByUrssaf>
        )}
        transfer={(reference) => <BankTransferDetails reference={reference} />}
        avance={(facture) => <FactureAvance factureId={facture.id} />}
      />
    );
  } else if (section === 'devis') {
    content = (
      <DevisSection clientId={clientId} onOpen={(id) => setParams({ devis: encryptPathId(id) })} />
    );
  } else if (clientId === null) {
    content = <Text>{TEXT.noClient}</Text>;
  } else {
    content = (
      <ClientSection
        section={section}
        clientId={clientId}
        releve={params.get('releve')}
        onReleve={(periode) => setParams({ releve: periode })}
        onFacture={(id) => setParams({ facture: encryptPathId(id) })}
      />
    );
  }

  return (
    <Stack gap="lg">
      <DocumentsHeader />
      <SectionStrip current={section} />
      {section === 'devis' && devisParam && devisId === null ? (
        <Alert color="red" role="alert">
          {TEXT.badLink}
        </Alert>
      ) : null}
      {section === 'factures' && factureParam && factureId === null ? (
        <Alert color="red" role="alert">
          {TEXT.badFactureLink}
        </Alert>
      ) : null}
      {content}
    </Stack>
  );
}

function ClientSection(props: {
  section: Exclude<DocumentSection, 'devis'>;
  clientId: number;
  releve: string | null;
  onReleve: (periode: string) => void;
  onFacture: (id: number) => void;
}) {
  switch (props.section) {
    case 'releves':
      return (
        <ReleveSection
          clientId={props.clientId}
          periode={props.releve}
          onPeriodeChange={props.onReleve}
        />
      );
    case 'factures':
      return (
        <FacturesSection
          clientId={props.clientId}
          onOpen={(facture) => props.onFacture(facture.id)}
        />
      );
    case 'reglements':
      return (
        <MesReglements
          clientId={props.clientId}
          factureLink={(id) => `/documents/factures?facture=${encryptPathId(id)}`}
        />
      );
    case 'attestations':
      return <AttestationsSection clientId={props.clientId} />;
    case 'fichiers':
      return <ClientDocumentsSection clientId={props.clientId} />;
    case 'paiement':
      return (
        <Stack gap="lg">
          <PaymentMethodsSection clientId={props.clientId} />
          <AvanceSection clientId={props.clientId} />
        </Stack>
      );
  }
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
