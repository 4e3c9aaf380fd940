import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { QueryOf } from '../../plugins/contract-routes.ts';
import { releveOf, toLigneDtos } from './releves-view.ts';
import * as q from './releves.queries.ts';
import { periodeAt, previousPeriode, syncMonth } from './releves.service.ts';

/* Reading timesheets: a client's months, one month, and the lines of every client (back office). */

type E = typeof endpoints;

export function createRelevesReadService(deps: ModuleDeps) {
  const { db, now } = deps;

  return {
    async listPeriodes(auth: AuthContext, clientId: number) {
      assertCaller(auth, endpoints.listRelevePeriodes.access, { clientId });
      const at = now();
      // The current month and the one before are brought up to date; older ones already are.
      const current = periodeAt(at);
      await syncMonth(deps, previousPeriode(current), at, clientId);
      await syncMonth(deps, current, at, clientId);
      await q.autoConfirm(db, at, { clientId });
      const rows = await q.periodesOfClient(db, clientId);
      return rows.map((row) => ({
        periode: row.periode,
        nb_lignes: row.nb_lignes,
        nb_a_confirmer: row.nb_a_confirmer,
        date_limite: row.date_limite ? row.date_limite.toISOString() : null,
      }));
    },

    async getReleve(auth: AuthContext, clientId: number, query: QueryOf<E['getReleve']>) {
      assertCaller(auth, endpoints.getReleve.access, { clientId });
      return releveOf(deps, clientId, query.periode, now());
    },

    async list(auth: AuthContext, query: QueryOf<E['listReleves']>) {
      assertCaller(auth, endpoints.listReleves.access);
      const at = now();
      if (query.periode) await syncMonth(deps, query.periode, at);
      else await q.autoConfirm(db, at);
      const { rows, total } = await q.listLines(
        db,
        { periode: query.periode, statut: query.statut },
        { page: query.page, limit: query.limit },
      );
      const dtos = await toLigneDtos(
        db,
        rows.map((row) => row.line),
      );
      const names = new Map(
        rows.map((row) => [
          row.line.id,
          [row.client_prenom, row.client_nom].filter(Boolean).join(' '),
        ]),
      );
      // Keep the query's order (month, client), not the timesheet's.
      const byId = new Map(dtos.map((dto) => [dto.id, dto]));
      return {
        items: rows.map((row) => ({
          ...byId.get(row.line.id)!,
          client_nom: names.get(row.line.id)!,
        })),
        page: query.page,
        limit: query.limit,
        total,
      };
    },
  };
}
