import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  CLIENT_DOCUMENT_BUCKETS,
  type ClientDocumentBucket,
  formatInstantDate,
} from '@maisonnee/domain';
import { useState } from 'react';
import { ConfirmRemoval, RemoveButton } from '../../../components/confirm-removal.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { getFileLink } from '../../../lib/file-link.ts';
import { formatDate } from '../../../lib/format.ts';
import { getUser } from '../../../lib/session.ts';
import { showError } from '../../../lib/toast.ts';
import {
  useClientDocuments,
  useDeleteClientDocument,
  type ClientDocument,
} from '../api/client-documents.ts';
import { canClientDelete } from '../lib/upload.ts';
import { DOCUMENTS_TEXT, formatSize } from '../text.ts';
import { UploadDocumentForm } from './upload-document-form.tsx';

const T = DOCUMENTS_TEXT;

/** The name a document is shown with: its label, else the uploaded file's name. */
function documentName(document: ClientDocument): string {
  return document.libelle?.trim() || document.original_name;
}

/** Opens (or downloads) the file through a link of a few minutes minted by the API. */
async function openDocument(document: ClientDocument, isDownload: boolean): Promise<void> {
  try {
    const link = await getFileLink({
      documentTypeId: document.document_type_id,
      filename: document.filename,
      isDownload,
    });
    if (isDownload) window.location.assign(link.url);
    else window.open(link.url, '_blank', 'noopener');
  } catch {
    showError(T.linkError);
  }
}

function DocumentItem({
  document,
  deletable,
  onDelete,
}: {
  document: ClientDocument;
  deletable: boolean;
  onDelete: () => void;
}) {
  const name = documentName(document);
  const details = [
    document.document_type,
    document.date_document ? T.dated(formatDate(document.date_document)) : null,
    formatSize(document.size_bytes),
    T.added(formatInstantDate(document.created_at)),
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Stack gap={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => void openDocument(document, false)}
            aria-label={T.openLabel(name)}
          >
            {T.open}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => void openDocument(document, true)}
            aria-label={T.downloadLabel(name)}
          >
            {T.download}
          </Button>
          {deletable && <RemoveButton name={name} text={T} onClick={onDelete} />}
        </Group>
      </Stack>
    </Card>
  );
}

function Bucket({
  bucket,
  documents,
  userId,
  onDelete,
}: {
  bucket: ClientDocumentBucket;
  documents: ClientDocument[];
  userId: number | null;
  onDelete: (document: ClientDocument) => void;
}) {
  const headingId = `mes-documents-${bucket}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {T.buckets[bucket]} ({documents.length})
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.empty}
        </Text>
      ) : (
        <PlainList gap="xs" aria-labelledby={headingId}>
          {documents.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              deletable={canClientDelete(document, userId)}
              onDelete={() => onDelete(document)}
            />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

/**
 * The client's documents, in the nine folders of section 3 (quotes, invoices, identity papers…),
 * each opened or downloaded through a short-lived link; the client's own uploads can be deleted
 * (confirmed); a form to file a new one.
 */
export function ClientDocumentsSection({ clientId }: { clientId: number }) {
  const documents = useClientDocuments(clientId);
  const remove = useDeleteClientDocument(clientId);
  const [removing, setRemoving] = useState<ClientDocument | null>(null);
  const userId = getUser()?.id ?? null;

  return (
    <SectionCard headingId="mes-documents-title" title={T.title} gap="md">
      {documents.isPending ? (
        <Text role="status">{T.loading}</Text>
      ) : documents.isError ? (
        <FormError message={errorMessage(documents.error)} />
      ) : (
        CLIENT_DOCUMENT_BUCKETS.map((bucket) => (
          <Bucket
            key={bucket}
            bucket={bucket}
            documents={documents.data[bucket]}
            userId={userId}
            onDelete={(document) => {
              remove.reset();
              setRemoving(document);
            }}
          />
        ))
      )}
      <UploadDocumentForm clientId={clientId} />
      <ConfirmRemoval item={removing} onClose={() => setRemoving(null)} text={T} mutation={remove}>
        <Text>{removing ? T.removeBody(documentName(removing)) : ''}</Text>
      </ConfirmRemoval>
    </SectionCard>
  );
}
