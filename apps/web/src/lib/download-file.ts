import { http } from './api-client.ts';
import { apiBase } from './env.ts';
import { ApiError, HTTP_MESSAGES } from './http.ts';
import { getToken } from './session.ts';

/*
 * The exports are files sent by the API itself (GET with the caller's token, Content-Disposition:
 * attachment), not JSON: the typed client reads JSON only, so the file is fetched here with the
 * same token (refreshed once when it has expired) and handed to the browser as a download.
 * Shared by every screen that downloads a file (statistiques, exports comptables).
 */

export type DownloadQuery = Record<string, string | number>;

function urlOf(path: string, query: DownloadQuery): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return `${apiBase()}${path}?${search.toString()}`;
}

async function fetchFile(path: string, query: DownloadQuery): Promise<Response> {
  const send = () =>
    fetch(urlOf(path, query), {
      headers: { authorization: `Bearer ${getToken() ?? ''}` },
    });
  let response = await send();
  if (response.status === 401 && (await http.refreshSession())) response = await send();
  if (response.ok) return response;
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the generic message below.
  }
  const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
  throw new ApiError(response.status, {
    success: false,
    error: {
      code: error?.code ?? `HTTP_${response.status}`,
      message: error?.message ?? HTTP_MESSAGES.unexpected,
    },
  });
}

/** The name the API gives the file (Content-Disposition), or `fallback`. */
function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Fetches an export and saves it under the name the API gives it. */
export async function downloadExport(path: string, query: DownloadQuery, fallback: string) {
  const response = await fetchFile(path, query);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameOf(response, fallback);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
