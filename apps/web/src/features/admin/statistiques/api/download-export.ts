import { useMutation } from '@tanstack/react-query';
import { downloadExport, type DownloadQuery } from '../../../../lib/download-file.ts';

export const STATISTIQUES_EXPORT_PATH = '/api/statistiques/export';
export const ETAT_ANNUEL_PATH = '/api/statistiques/etat-annuel';

/** Downloads one export (lib/download-file.ts); its error (French, from the API) is the mutation's. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: ({
      path,
      query,
      fallback,
    }: {
      path: string;
      query: DownloadQuery;
      fallback: string;
    }) => downloadExport(path, query, fallback),
  });
}
