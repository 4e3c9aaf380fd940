import { sendFile } from '../../lib/table-export.ts';
import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { exportsService } from './exports.service.ts';

/** The accountant's and the payroll office's files (/admin/exports, issue 28 point 4). */
export function exportsHandlers(deps: ModuleDeps): HandlerMap {
  const exports = exportsService(deps);
  return {
    exportJournalVentes: async ({ auth, query, reply }) =>
      sendFile(reply, await exports.exportJournalVentes(auth, query)),
    exportReglementsRecus: async ({ auth, query, reply }) =>
      sendFile(reply, await exports.exportReglementsRecus(auth, query)),
    exportVariablesPaie: async ({ auth, query, reply }) =>
      sendFile(reply, await exports.exportVariablesPaie(auth, query)),
  };
}
