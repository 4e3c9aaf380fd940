import { endpoints, type Candidat as CandidatDto } from '@maisonnee/contract';
import { CANDIDAT_STATUT } from '@maisonnee/domain';
import { isBackOffice, type AuthContext } from '../../lib/access.ts';
import { pageOf, SEARCH_PAGE_SIZE, searchWordsOf } from '../../lib/back-office-search.ts';
import { assertCaller } from '../../lib/caller.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { candidatDtoOf, listItemsOf } from './recrutement-common.ts';
import * as q from './recrutement.queries.ts';

/*
 * Reading candidate files (docs/recrutement.md, "Back office"): one file, the pick list of active
 * agents, the searches of the pipeline and the quick search by name.
 */

type E = typeof endpoints;

const MAX_BY_NAME = 20;
/** Pick lists page the 3,000 active agents by 100. */
const LIST_PAGE_SIZE = 100;

export function createRecrutementSearchService(deps: Pick<ModuleDeps, 'db'>) {
  const { db } = deps;

  return {
    /** The file: the back office sees comments and history, the agent only its own file. */
    async getCandidat(auth: AuthContext, id: number): Promise<CandidatDto> {
      assertCaller(auth, endpoints.getCandidat.access, { candidatId: id });
      return candidatDtoOf(db, id, isBackOffice(auth));
    },

    /** Active agents, by name, for the back office's pick lists: 3,000 agents, so pages. */
    async listActifs(auth: AuthContext, query: QueryOf<E['listCandidats']>) {
      assertCaller(auth, endpoints.listCandidats.access);
      const { rows, total } = await q.searchCandidats(
        db,
        { words: [], statutIds: [CANDIDAT_STATUT.AGENT_ACTIF], services: [], isActive: true },
        pageOf(query.page, LIST_PAGE_SIZE),
      );
      const items = (await listItemsOf(db, rows)).map((item) => ({
        id: item.id,
        nom: item.nom,
        prenom: item.prenom,
        statut: item.statut,
        services: item.services,
      }));
      return { items, page: query.page, limit: LIST_PAGE_SIZE, total };
    },

    /** Candidates by words (names, e-mail, mobile) and filters, 20 a page, by name. */
    async search(auth: AuthContext, body: BodyOf<E['searchCandidats']>) {
      assertCaller(auth, endpoints.searchCandidats.access);
      const { rows, total } = await q.searchCandidats(
        db,
        {
          words: searchWordsOf(body.q),
          statutIds: body.statut_ids,
          services: body.services,
          codepPrefix: body.codep,
          isActive: body.is_active,
        },
        pageOf(body.page, SEARCH_PAGE_SIZE),
      );
      const items = await listItemsOf(db, rows);
      return { items, page: body.page, limit: SEARCH_PAGE_SIZE, total };
    },

    /** A pipeline column: active files with these statuses, newest first, 20 a page. */
    async searchByStatuts(
      auth: AuthContext,
      query: QueryOf<E['searchCandidatsByStatuts']>,
      body: BodyOf<E['searchCandidatsByStatuts']>,
    ) {
      assertCaller(auth, endpoints.searchCandidatsByStatuts.access);
      const { rows, total } = await q.searchCandidats(
        db,
        { words: [], statutIds: body.statut_ids, services: body.services, isActive: true },
        pageOf(query.page, SEARCH_PAGE_SIZE),
        'recent',
      );
      const items = await listItemsOf(db, rows);
      return { items, page: query.page, limit: SEARCH_PAGE_SIZE, total };
    },

    /** Quick search by name (every word must match a name or the e-mail), 20 at most. */
    async searchByName(auth: AuthContext, body: BodyOf<E['searchCandidatsByName']>) {
      assertCaller(auth, endpoints.searchCandidatsByName.access);
      const { rows } = await q.searchCandidats(
        db,
        { words: searchWordsOf(body.name), statutIds: [], services: [] },
        { limit: MAX_BY_NAME, offset: 0 },
      );
      return listItemsOf(db, rows);
    },
  };
}
