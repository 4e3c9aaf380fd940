import { endpoints } from '@maisonnee/contract';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { findClientAcces, updateClientAcces } from './acces.queries.ts';

/*
 * The family's access instructions and door code: the family reads and saves its own; the planned
 * agent reads them in its day (planning), from one hour before the visit to its end. Never logged.
 */

/** The caller's own household: a family account without a client record has none. */
function householdOf(auth: AuthContext, access: typeof endpoints.getClientAcces.access): number {
  assertCaller(auth, access);
  if (auth.clientId === null)
    throw new AppError('FORBIDDEN', "Ce compte n'a pas d'espace famille.");
  return auth.clientId;
}

export function createAccesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async getAcces(auth: AuthContext) {
      const clientId = householdOf(auth, endpoints.getClientAcces.access);
      const row = await findClientAcces(db, clientId);
      if (!row) throw notFound('Client introuvable.');
      return row;
    },
    async updateAcces(
      auth: AuthContext,
      body: { acces_instructions: string | null; code_porte: string | null },
    ) {
      const clientId = householdOf(auth, endpoints.updateClientAcces.access);
      const row = await updateClientAcces(db, clientId, {
        acces_instructions: body.acces_instructions,
        code_porte: body.code_porte,
      });
      if (!row) throw notFound('Client introuvable.');
      return row;
    },
  };
}
