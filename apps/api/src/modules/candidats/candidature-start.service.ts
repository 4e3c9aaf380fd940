import type { endpoints } from '@maisonnee/contract';
import { CANDIDAT_STATUT } from '@maisonnee/domain';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { TAKEN_ADDRESS_NOTE, type CandidatureContext } from './candidature-common.ts';
import * as q from './candidature.queries.ts';

type E = typeof endpoints;

export function createCandidatureStartService(context: CandidatureContext) {
  const { db } = context.deps;

  return {
    /**
     * Step 1: identity, contact and services; answers the token that opens the rest. An address
     * already held by an account or an application answers the same (issue 22, point 14): the
     * file is made with the same work, its history says the address is taken, and the holder is
     * mailed after the answer; the agency's rules keep such a file from becoming an account.
     */
    async createStep1(body: BodyOf<E['createCandidatStep1']>, ip: string) {
      await context.throttleNewApplication(ip);
      const isAddressTaken = await q.isEmailTaken(db, body.email);
      const { services, ...identity } = body;
      const candidat = await db.transaction(async (tx) => {
        const row = await q.insertCandidat(tx, {
          ...identity,
          candidat_statut_id: CANDIDAT_STATUT.CANDIDATURE_RECUE,
          candidature_etape: 'identite',
        });
        await q.replaceServices(tx, row.id, services);
        await q.saveInfosSupp(tx, row.id, {});
        await recordCandidatEvenement(tx, {
          candidatId: row.id,
          type: 'candidature_etape',
          libelle: `Candidature commencée (étape « Identité »)${isAddressTaken ? TAKEN_ADDRESS_NOTE : ''}`,
        });
        return row;
      });
      if (isAddressTaken) context.mailAddressHolder(body.email);
      return {
        id: candidat.id,
        application_token: context.tokenOf(candidat),
        is_candidature_complete: false as const,
      };
    },
  };
}
