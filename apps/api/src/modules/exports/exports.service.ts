import { endpoints } from '@maisonnee/contract';
import { comptesComptablesOf, parisDayStart } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import {
  MIME_TYPES,
  renderTables,
  type ExportFile,
  type ExportFormat,
} from '../../lib/table-export.ts';
import type { QueryOf } from '../../plugins/contract-routes.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as q from './exports.queries.ts';
import { journalVentesTables } from './journal-ventes.ts';
import { reglementsRecusTables } from './reglements-recus.ts';
import { variablesPaieTables } from './variables-paie.ts';

/*
 * The accounting exports (issue 28 point 4, docs/exports.md): read-only, for accounting and the
 * administrator (the roles of the invoice and payment lists), over a period of Paris days both
 * counted, already checked by the contract (`exportPeriodProblem`).
 */

type ExportQuery = QueryOf<typeof endpoints.exportJournalVentes>;

/** The day after a 'YYYY-MM-DD' day. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function exportsService({ db, config, now }: Pick<ModuleDeps, 'db' | 'config' | 'now'>) {
  async function file(
    name: string,
    query: ExportQuery,
    tables: Parameters<typeof renderTables>[0],
  ): Promise<ExportFile> {
    const format: ExportFormat = query.format;
    return {
      bytes: await renderTables(tables, format, now()),
      mimeType: MIME_TYPES[format],
      filename: `${name}-${query.from}-${query.to}.${format}`,
    };
  }

  return {
    /** Every invoice and credit note issued in the period, with its split by VAT rate. */
    async exportJournalVentes(auth: AuthContext, query: ExportQuery): Promise<ExportFile> {
      assertCaller(auth, endpoints.exportJournalVentes.access);
      const range = { from: parisDayStart(query.from), to: parisDayStart(nextDay(query.to)) };
      const pieces = await q.piecesVentes(db, range);
      const parTaux = await q.piecesVentesParTaux(
        db,
        pieces.map((p) => p.id),
      );
      const { rules } = await readAgencySettings(db, config);
      const comptes = comptesComptablesOf(rules.comptes_comptables);
      return file('journal-ventes', query, journalVentesTables(pieces, parTaux, comptes));
    },

    /** The live payments received on the days of the period, and their totals by method. */
    async exportReglementsRecus(auth: AuthContext, query: ExportQuery): Promise<ExportFile> {
      assertCaller(auth, endpoints.exportReglementsRecus.access);
      const reglements = await q.reglementsRecus(db, query.from, query.to);
      return file('reglements-recus', query, reglementsRecusTables(reglements));
    },

    /** The payroll variables of each agent and month of the period. */
    async exportVariablesPaie(auth: AuthContext, query: ExportQuery): Promise<ExportFile> {
      assertCaller(auth, endpoints.exportVariablesPaie.access);
      const end = nextDay(query.to);
      const [visites, conges, absences] = [
        await q.visitesTerminees(db, query.from, end),
        await q.congesAcceptes(db, query.from, query.to),
        await q.absencesDeclarees(db, query.from, end),
      ];
      return file(
        'variables-paie',
        query,
        variablesPaieTables({ from: query.from, to: query.to }, visites, conges, absences),
      );
    },
  };
}
