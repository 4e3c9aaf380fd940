import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createContratTools, type ContratTravailDto } from './contrat-travail-common.ts';
import { findCandidat } from './candidats.queries.ts';
import * as q from './contrat-travail.queries.ts';

export function createContratListService(deps: ModuleDeps) {
  const { db } = deps;
  const tools = createContratTools(deps);

  return {
    /** contrats/{candidatId}: the candidate's contracts, newest first, each with its current version. */
    async list(auth: AuthContext, candidatId: number): Promise<ContratTravailDto[]> {
      assertCaller(auth, endpoints.listContratsTravail.access, { candidatId });
      if (!(await findCandidat(db, candidatId))) throw notFound('Candidat introuvable.');
      const rows = await q.listContrats(db, candidatId);
      const out: ContratTravailDto[] = [];
      for (const row of rows) out.push(await tools.contratDto(row));
      return out;
    },
  };
}
