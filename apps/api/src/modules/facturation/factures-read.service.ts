import { endpoints, type Access, type Facture as FactureDto } from '@maisonnee/contract';
import { parisPeriodBounds, type ListPeriod } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFacturesReader, withoutLignes } from './factures-reader.ts';
import * as q from './factures.queries.ts';

/* Reading invoices: one, accounting's list, and a client's over a period. */

interface ListFilters {
  page: number;
  limit: number;
  /** `all` (the specification's example) filters nothing, as no type does. */
  type?: 'client' | 'mutuelle' | 'all' | undefined;
  period?: ListPeriod | undefined;
  name?: string | undefined;
}

export function createFacturesReadService(deps: ModuleDeps) {
  const { db, now } = deps;
  const reader = createFacturesReader(deps);

  return {
    async getFacture(auth: AuthContext, id: number, access: Access): Promise<FactureDto> {
      return reader.dto(await reader.loadForCaller(auth, id, access));
    },

    async listFactures(auth: AuthContext, filters: ListFilters) {
      assertCaller(auth, endpoints.listFactures.access);
      // Days, weeks and months of the Paris calendar (at 00:30 on the 1st it is the new month).
      const range = filters.period ? parisPeriodBounds(filters.period, now()) : undefined;
      const { rows, total } = await q.listFactures(db, {
        type: filters.type === 'all' ? undefined : filters.type,
        from: range?.from,
        to: range?.to,
        name: filters.name || undefined,
        page: filters.page,
        limit: filters.limit,
      });
      const items = (await reader.dtos(rows)).map(withoutLignes);
      return { items, page: filters.page, limit: filters.limit, total };
    },

    async listClientFactures(
      auth: AuthContext,
      pathId: number,
      body: {
        id: number;
        start_date: string;
        end_date: string;
        statut?: FactureDto['statut'] | undefined;
        mutuelle?: boolean | undefined;
      },
      access: Access,
    ): Promise<FactureDto[]> {
      if (body.id !== pathId)
        throw validationFailed({ id: "L'identifiant du client ne correspond pas à l'adresse." });
      assertCaller(auth, access, { clientId: pathId });
      const rows = await q.listClientFactures(db, pathId, {
        start: body.start_date,
        end: body.end_date,
        type: body.mutuelle === undefined ? undefined : body.mutuelle ? 'mutuelle' : 'client',
      });
      const dtos = await reader.dtos(rows);
      return body.statut ? dtos.filter((d) => d.statut === body.statut) : dtos;
    },
  };
}
