import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-errors.ts';
import { openStoredFile } from '../../lib/open-stored-file.ts';
import { showSuccess } from '../../lib/toast.ts';
import { FormError } from '../form-error.tsx';
import { PlainList } from '../plain-list.tsx';
import type { CommentMutation } from './comments-section.tsx';

/** French text of a file's documents in the back office. */
export const DOCUMENTS_TEXT = {
  title: 'Documents',
  none: 'Aucun document.',
  open: 'Ouvrir',
  openLabel: (name: string) => `Ouvrir ${name}`,
  openError: 'Le document ne peut pas être ouvert pour le moment.',
  remove: 'Supprimer',
  removeLabel: (name: string) => `Supprimer ${name}`,
  removed: 'Document supprimé.',
} as const;

const T = DOCUMENTS_TEXT;

/** A stored document as the back office's lists know it. */
export interface ListedDocument {
  id: number;
  document_type_id: number;
  filename: string;
}

/**
 * A file's documents (a client's, a candidate's), one a row: its name, a line about it, the button
 * that opens it (the API mints a link for this one file on the click, never one per document
 * shown) and, when given, the one that deletes it; a refused deletion is said above the rows.
 */
export function DocumentRows<D extends ListedDocument>({
  documents,
  nameOf,
  detailOf,
  remove,
}: {
  documents: readonly D[];
  nameOf: (document: D) => string;
  detailOf: (document: D) => string;
  remove?: CommentMutation<number> | undefined;
}) {
  const [opening, setOpening] = useState<number | null>(null);
  if (documents.length === 0) return <Text fz="sm">{T.none}</Text>;

  async function open(document: D) {
    setOpening(document.id);
    await openStoredFile(
      { documentTypeId: document.document_type_id, filename: document.filename, isDownload: false },
      T.openError,
    );
    setOpening(null);
  }

  return (
    <Stack gap="xs">
      {remove ? <FormError message={remove.isError ? errorMessage(remove.error) : null} /> : null}
      <PlainList gap="xs">
        {documents.map((document) => {
          const name = nameOf(document);
          return (
            <li key={document.id}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Text fz="sm">{name}</Text>
                  <Text fz="xs" c="dimmed">
                    {detailOf(document)}
                  </Text>
                </div>
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={T.openLabel(name)}
                    loading={opening === document.id}
                    onClick={() => void open(document)}
                  >
                    {T.open}
                  </Button>
                  {remove ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      aria-label={T.removeLabel(name)}
                      loading={remove.isPending && remove.variables === document.id}
                      onClick={() =>
                        remove.mutate(document.id, { onSuccess: () => showSuccess(T.removed) })
                      }
                    >
                      {T.remove}
                    </Button>
                  ) : null}
                </Group>
              </Group>
            </li>
          );
        })}
      </PlainList>
    </Stack>
  );
}
