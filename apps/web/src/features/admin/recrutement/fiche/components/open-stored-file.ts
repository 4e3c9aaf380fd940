import { getFileLink, type StoredFileRef } from '../../../../../lib/file-link.ts';
import { logger } from '../../../../../lib/logger.ts';
import { showError } from '../../../../../lib/toast.ts';

/**
 * Opens a stored file through serve-file: the API mints a short link for this one file when the
 * operator asks (one call per click). The tab is opened at once, in the click, so the browser does
 * not block it as a pop-up, and filled when the link comes. `file` may first have to be produced
 * (an export written by the API). False when it failed (the French `errorText` is shown, unless
 * `onError` handles it).
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
