import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_TYPE } from '@maisonnee/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useCandidatDocuments, type AgentDocument } from '../api/list-candidat-documents.ts';
import { openDocument } from '../lib/open-document.ts';
import { AGENT_TEXT } from '../text.ts';

const T = AGENT_TEXT.documents;
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

type Folder = keyof typeof T.groups;
const GROUPS = Object.keys(T.groups) as Folder[];

/** The folder a document is shown in: the contract, the payslips, the rest. */
export function documentGroup(document: AgentDocument): Folder {
  if (document.document_type_id === DOCUMENT_TYPE.CONTRAT_TRAVAIL) return 'contrats';
  if (document.document_type_id === DOCUMENT_TYPE.FICHE_PAIE) return 'paies';
  return 'autres';
}

const documentName = (document: AgentDocument) =>
  document.libelle?.trim() || document.original_name || document.document_type;

function DocumentItem({ document }: { document: AgentDocument }) {
  const [opening, setOpening] = useState(false);
  const name = documentName(document);
  const date = document.date_document ?? document.created_at;
  return (
    <Group component="li" justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {document.document_type} · {T.dated(formatDate(date))}
        </Text>
      </Stack>
      <Button
        size="compact-sm"
        variant="light"
        aria-label={T.openLabel(name)}
        loading={opening}
        onClick={() => {
          setOpening(true);
          void openDocument(document).finally(() => setOpening(false));
        }}
      >
        {T.open}
      </Button>
    </Group>
  );
}

/** The agent's documents by folder, newest first, each opened through a short-lived link. */
export function AgentDocuments({ candidatId }: { candidatId: number }) {
  const documents = useCandidatDocuments(candidatId);
  if (documents.isPending) return <PageLoader active />;
  if (documents.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {T.loadError}
      </Alert>
    );
  const sorted = [...documents.data].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Stack gap="md">
      {GROUPS.map((group) => {
        const inGroup = sorted.filter((document) => documentGroup(document) === group);
        const headingId = `agent-documents-${group}`;
        return (
          <Stack key={group} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={3} fz="md" id={headingId}>
              {T.groups[group]} ({inGroup.length})
            </Title>
            {inGroup.length === 0 ? (
              <Text size="sm" c="dimmed">
                {T.empty}
              </Text>
            ) : (
              <Stack component="ul" gap="xs" style={listStyle} aria-labelledby={headingId}>
                {inGroup.map((document) => (
                  <DocumentItem key={document.id} document={document} />
                ))}
              </Stack>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
