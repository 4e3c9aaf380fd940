import type { endpoints } from '@maisonnee/contract';
import { ROLE_GROUPS } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { conflict } from '../../lib/app-error.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import { listActiveTeamMembers } from '../auth/team.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { syncRecrutementTaches } from './cockpit-derive-recrutement.ts';
import { createCockpitTachesService, type CockpitConfig } from './cockpit-taches.service.ts';

/*
 * The recruitment cockpit (/admin/recrutement): new applications, documents to check,
 * interviews, contracts waiting, a candidate's interest in an announcement. The same calls as
 * the commercial cockpit (cockpit-taches.service.ts) on the tasks of kind 'recrutement', for the
 * recruitment team (roles 1 and 2). Who sees what: docs/cockpit.md.
 */

type E = typeof endpoints;

const RECRUTEMENT: CockpitConfig = {
  kind: 'recrutement',
  team: ROLE_GROUPS.RECRUTEMENT,
  teamName: "l'équipe recrutement",
  candidatLienLibelle: 'Fiche du candidat',
  sync: syncRecrutementTaches,
};

export function createCockpitRecrutementService(deps: ModuleDeps) {
  const taches = createCockpitTachesService(deps, RECRUTEMENT);

  return {
    /** A page of the tasks the caller sees (open ones unless `is_traitee` is true). */
    list: (
      auth: AuthContext,
      query: QueryOf<E['listCockpitRecrutement']>,
      body: BodyOf<E['listCockpitRecrutement']>,
    ) => taches.list(auth, query.page, body),

    /** Open tasks the caller sees, for the badges. */
    counts: (auth: AuthContext) => taches.counts(auth),

    /** Gives a task to an active member of the recruitment team, or frees it. */
    affect: (auth: AuthContext, body: BodyOf<E['affectTacheRecrutement']>) =>
      taches.affect(auth, body),

    /** Marks a task treated, its note added as « Traitement : … ». */
    traiter: (auth: AuthContext, body: BodyOf<E['markCockpitNoteTraitee']>) =>
      taches.traiter(auth, { ...body, is_traitee: true }),

    /**
     * Opens again a task someone marked treated by mistake. A task the cockpit closed by itself
     * is refused (409): what opened it is settled, and it opens again by itself if it comes back.
     */
    async reopen(auth: AuthContext, body: BodyOf<E['reopenTacheRecrutement']>) {
      const row = await taches.loadForCaller(auth, body.tache_id);
      if (row.tache.treated_at !== null && row.tache.cloture_auto) {
        throw conflict(
          'Cette tâche s’est close d’elle-même car ce qui l’avait ouverte est réglé : elle se rouvrira seule si la situation revient.',
        );
      }
      return taches.traiter(auth, { tache_id: body.tache_id, is_traitee: false });
    },

    /** The colleagues a task can be given to: active administrators and recruiters. */
    equipe: () => listActiveTeamMembers(deps.db, ROLE_GROUPS.RECRUTEMENT),
  };
}
