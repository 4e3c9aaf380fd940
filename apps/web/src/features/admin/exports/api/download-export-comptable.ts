import { useMutation } from '@tanstack/react-query';
import { downloadExport } from '../../../../lib/download-file.ts';
import type { ExportPeriod } from '../period.ts';

/** Downloads one accounting export of a period; its error (French, from the API) is the mutation's. */
export function useDownloadExportComptable() {
  return useMutation({
    mutationFn: ({
      path,
      file,
      period,
      format,
    }: {
      path: string;
      file: string;
      period: ExportPeriod;
      format: 'csv' | 'xlsx';
    }) =>
      downloadExport(
        path,
        { from: period.from, to: period.to, format },
        `${file}-${period.from}-${period.to}.${format}`,
      ),
  });
}
