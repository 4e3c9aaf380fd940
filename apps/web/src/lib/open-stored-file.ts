import { getFileLink, type StoredFileRef } from './file-link.ts';
import { logger } from './logger.ts';
import { showError } from './toast.ts';

/**
 * Opens a stored file in a new tab: the API mints a short link for this one file when the person
 * asks (one call per click, never one per file shown). The tab is opened at once, in the click, so
 * the browser does not block it as a pop-up, and filled when the link comes. `file` may first have
 * to be produced (an export written by the API). False when it failed (the French `errorText` is
 * shown, unless `onError` handles it).
 */
export async function openStoredFile(
  file: StoredFileRef | (() => Promise<StoredFileRef>),
  errorText: string,
  onError?: (error: unknown) => void,
): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const ref = typeof file === 'function' ? await file() : file;
    const link = await getFileLink(ref);
    if (tab) tab.location.href = link.url;
    else window.location.assign(link.url);
    return true;
  } catch (error) {
    tab?.close();
    logger.warn('Lien de fichier impossible', error);
    if (onError) onError(error);
    else showError(errorText);
    return false;
  }
}
