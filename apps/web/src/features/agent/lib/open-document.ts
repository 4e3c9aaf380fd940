import { getFileLink } from '../../../lib/file-link.ts';
import { logger } from '../../../lib/logger.ts';
import { showError } from '../../../lib/toast.ts';
import { AGENT_TEXT } from '../text.ts';

/** A stored document as the agent's lists know it. */
export interface OpenableDocument {
  document_type_id: number;
  filename: string;
}

/**
 * Opens a stored file in a new tab through a link of a few minutes minted by the API (one call
 * per click). The tab opens at once so the browser does not block it as a pop-up.
 */
export async function openDocument(document: OpenableDocument): Promise<void> {
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
    showError(AGENT_TEXT.documents.linkError);
  }
}
