import { Stack, Text, Title } from '@mantine/core';
import { CLIENT_DOCUMENT_BUCKETS, formatInstantDate } from '@maisonnee/domain';
import { DOCUMENTS_TEXT, DocumentRows } from '../../../../components/back-office/document-rows.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useClientDocuments } from '../api/list-client-documents.ts';
import { DOCUMENT_BUCKET_LABELS } from '../text.ts';
import { FileSection } from './file-section.tsx';

/** The client's documents by folder; each one opens through a link minted on the click. */
export function ClientDocuments({ clientId }: { clientId: number }) {
  const documents = useClientDocuments(clientId);
  const buckets = CLIENT_DOCUMENT_BUCKETS.filter(
    (bucket) => (documents.data?.[bucket].length ?? 0) > 0,
  );
  return (
    <FileSection title={DOCUMENTS_TEXT.title} pending={documents.isPending} error={documents.error}>
      {documents.data && buckets.length === 0 ? <Text fz="sm">{DOCUMENTS_TEXT.none}</Text> : null}
      {buckets.map((bucket) => (
        <Stack key={bucket} gap={4}>
          <Title order={4} fz="md">
            {DOCUMENT_BUCKET_LABELS[bucket]}
          </Title>
          <DocumentRows documents={documents.data?.[bucket] ?? []} {...ROW} />
        </Stack>
      ))}
    </FileSection>
  );
}

/** A client's document: its label (else its file's name), and its date. */
const ROW = {
  nameOf: (document: { libelle: string | null; original_name: string }) =>
    document.libelle || document.original_name,
  detailOf: (document: { date_document: string | null; created_at: string }) =>
    document.date_document
      ? formatDate(document.date_document)
      : formatInstantDate(document.created_at),
};
