import { openStoredFile } from '../../../lib/open-stored-file.ts';
import { AGENT_TEXT } from '../text.ts';

/** A stored document as the agent's lists know it. */
export interface OpenableDocument {
  document_type_id: number;
  filename: string;
}

/** Opens one of the agent's documents in a new tab (openStoredFile); false when it failed. */
export function openDocument(document: OpenableDocument): Promise<boolean> {
  return openStoredFile(
    { documentTypeId: document.document_type_id, filename: document.filename, isDownload: false },
    AGENT_TEXT.documents.linkError,
  );
}
