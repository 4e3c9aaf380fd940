import { endpoints } from '@maisonnee/contract';
import {
  CANDIDAT_STATUT_IDS,
  CANDIDAT_STATUT_LABELS,
  COMPETENCES,
  INFOS_SUPP,
} from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';

/** The recruitment catalogues the forms offer: statuses, finer skills, extra questions. */
export function createCandidatureListsService() {
  return {
    listStatuts(auth: AuthContext) {
      assertCaller(auth, endpoints.listCandidatsStatuts.access);
      return CANDIDAT_STATUT_IDS.map((id, index) => ({
        id,
        libelle: CANDIDAT_STATUT_LABELS[id],
        ordre: index + 1,
      }));
    },

    listCompetences(auth: AuthContext) {
      assertCaller(auth, endpoints.listCandidatsCompetences.access);
      return COMPETENCES.map((c) => ({
        id: c.id,
        libelle: c.libelle,
        client_besoin_skill_id: c.client_besoin_skill_id,
      }));
    },

    listInfosSupp(auth: AuthContext) {
      assertCaller(auth, endpoints.listCandidatsInfosSupp.access);
      return INFOS_SUPP.map((info) => ({ id: info.id, libelle: info.libelle, type: info.type }));
    },
  };
}
