import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { CLIENT_DOCUMENT_BUCKETS, formatInstantDate } from '@maisonnee/domain';
import { useState } from 'react';
import { getFileLink } from '../../../../lib/file-link.ts';
import { formatDate } from '../../../../lib/format.ts';
import { logger } from '../../../../lib/logger.ts';
import { showError } from '../../../../lib/toast.ts';
import { useClientDocuments } from '../api/list-client-documents.ts';
import { CLIENT_FILE_TEXT as T, DOCUMENT_BUCKET_LABELS } from '../text.ts';
import { FileSection } from './file-section.tsx';

/**
 * The client's documents by folder. A file's link is minted by the API when the operator opens
 * it (one call per click, never one per document shown).
 */
export function ClientDocuments({ clientId }: { clientId: number }) {
  const documents = useClientDocuments(clientId);
  const [opening, setOpening] = useState<number | null>(null);
  const buckets = CLIENT_DOCUMENT_BUCKETS.filter(
    (bucket) => (documents.data?.[bucket].length ?? 0) > 0,
  );

  async function open(document: { id: number; document_type_id: number; filename: string }) {
    setOpening(document.id);
    // Opened at once so the browser does not block it as a pop-up; filled when the link comes.
    const tab = window.open('', '_blank');
    try {
      const link = await getFileLink({
        documentTypeId: document.document_type_id,
        filename: document.filename,
        isDownload: false,
      });
      if (tab) tab.location.href = link.url;
      else window.location.assign(link.url);
    } catch (error) {
      tab?.close();
      logger.warn('Lien de document impossible', error);
      showError(T.documentError);
    } finally {
      setOpening(null);
    }
  }

  return (
    <FileSection title={T.documents} pending={documents.isPending} error={documents.error}>
      {documents.data && buckets.length === 0 ? <Text fz="sm">{T.noDocuments}</Text> : null}
      {buckets.map((bucket) => (
        <Stack key={bucket} gap={4}>
          <Title order={4} fz="md">
            {DOCUMENT_BUCKET_LABELS[bucket]}
          </Title>
          {documents.data?.[bucket].map((document) => {
            const name = document.libelle || document.original_name;
            return (
              <Group key={document.id} justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="sm">
                  {name}
                  {' · '}
                  {document.date_document
                    ? formatDate(document.date_document)
                    : formatInstantDate(document.created_at)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={T.openDocumentLabel(name)}
                  loading={opening === document.id}
                  onClick={() => void open(document)}
                >
                  {T.openDocument}
                </Button>
              </Group>
            );
          })}
        </Stack>
      ))}
    </FileSection>
  );
}
