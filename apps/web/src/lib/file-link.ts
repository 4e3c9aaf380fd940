import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type ResponseOf, type Route } from './api-client.ts';
import { apiBase } from './env.ts';

/*
 * Links to stored files (docs/web.md, "Files"). The API mints each link for one file and this
 * session, for a few minutes (GET /api/documents/link): a link never carries the access token, so
 * a forwarded or logged link opens one file briefly, not the account. A screen asks for the link
 * when it shows the file's button and keeps it fresh while it stays open.
 */

const route: Route<'getDocumentLink'> = {
  name: 'getDocumentLink',
  method: 'GET',
  path: '/api/documents/link',
  envelope: 'data',
};

export type FileLink = ResponseOf<'getDocumentLink'>;

/** A stored file as the screens know it: its type and server-generated name. */
export interface StoredFileRef {
  documentTypeId: number;
  filename: string;
  /** true: the browser downloads it; false: it opens in the browser. */
  isDownload: boolean;
}

/** A link was minted this long before its end is asked again, so a click never meets an expired one. */
const RENEW_BEFORE_MS = 60_000;

/** GET /api/documents/link: a fresh link to the file, with the API's origin. */
export async function getFileLink(file: StoredFileRef): Promise<FileLink> {
  const link = await callEndpoint(route, {
    query: {
      document_type_id: file.documentTypeId,
      filename: file.filename,
      is_download: file.isDownload,
    },
  });
  return { ...link, url: `${apiBase()}${link.url}` };
}

export const fileLinkKeys = {
  file: (file: StoredFileRef) =>
    ['file-link', file.documentTypeId, file.filename, file.isDownload] as const,
};

/** How long until a link should be replaced (never less than 10 s). */
export function renewDelayMs(link: FileLink | undefined, now = Date.now()): number | false {
  if (!link) return false;
  return Math.max(10_000, new Date(link.expires_at).getTime() - now - RENEW_BEFORE_MS);
}

/** The link to `file` (null: none yet), renewed before it expires while the screen is open. */
export function useFileLink(file: StoredFileRef | null) {
  return useQuery({
    queryKey: file ? fileLinkKeys.file(file) : ['file-link', 'none'],
    queryFn: () => getFileLink(file as StoredFileRef),
    enabled: file !== null,
    staleTime: (query) => renewDelayMs(query.state.data) || 0,
    refetchInterval: (query) => renewDelayMs(query.state.data),
  });
}
