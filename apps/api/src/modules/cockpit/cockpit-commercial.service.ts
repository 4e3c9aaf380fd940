import { endpoints } from '@maisonnee/contract';
import {
  atUtc,
  cockpitTacheCle,
  isoDayOfWeek,
  ROLE_GROUPS,
  toIsoDateString,
} from '@maisonnee/domain';
import type { CockpitCreneau } from '../../db/schema/cockpit.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, forbidden, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import { createBrouillonsService } from '../brouillons/brouillons.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPlanningService, createReassignService } from '../planning/planning.service.ts';
import { syncCommercialTaches } from './cockpit-derive.ts';
import { createCockpitTachesService, type CockpitConfig } from './cockpit-taches.service.ts';
import * as q from './cockpit.queries.ts';
import { addCockpitTache } from './cockpit.service.ts';

/*
 * The commercial cockpit (/admin): the tasks waiting for the agency, their holders, their
 * treatment, the replacements of an absent agent, and the planning a client sends. Who sees what:
 * docs/cockpit.md.
 */

type E = typeof endpoints;

/** The commercial cockpit's kind, team and derived tasks (the shared calls: cockpit-taches.service.ts). */
const COMMERCIAL: CockpitConfig = {
  kind: 'commercial',
  team: ROLE_GROUPS.COMMERCIAL,
  teamName: "l'équipe commerciale",
  candidatLienLibelle: "Fiche de l'agent",
  sync: syncCommercialTaches,
};

const DAY_MS = 86_400_000;

/**
 * The dated slots a planning draft asks for: the one-off day, or the first occurrence of each
 * weekly slot from the draft's first day (from today when it has none or it is past).
 */
export function creneauxOfDraft(
  draft: {
    frequence: 'ponctuel' | 'recurrent' | null;
    date: string | null;
    time_debut: string | null;
    time_fin: string | null;
    reccurentArray: readonly { day: number; time_debut: string; time_fin: string }[];
  },
  today: string,
): CockpitCreneau[] {
  const from = draft.date && draft.date > today ? draft.date : today;
  if (draft.frequence === 'ponctuel') {
    return draft.date && draft.time_debut && draft.time_fin
      ? [{ date: draft.date, time_debut: draft.time_debut, time_fin: draft.time_fin }]
      : [];
  }
  return draft.reccurentArray
    .map((slot) => {
      const offset = (slot.day - isoDayOfWeek(from) + 7) % 7;
      const date = toIsoDateString(new Date(atUtc(from, '00:00').getTime() + offset * DAY_MS));
      return { date, time_debut: slot.time_debut, time_fin: slot.time_fin };
    })
    .sort((a, b) => `${a.date} ${a.time_debut}`.localeCompare(`${b.date} ${b.time_debut}`));
}

export function createCockpitCommercialService(deps: ModuleDeps) {
  const { db, now } = deps;
  const planning = createPlanningService(deps);
  const reassign = createReassignService(deps);
  const brouillons = createBrouillonsService(deps);
  const taches = createCockpitTachesService(deps, COMMERCIAL);
  const { loadForCaller } = taches;

  return {
    /** A page of the tasks the caller sees (open ones unless `is_traitee` is true). */
    list: (
      auth: AuthContext,
      query: QueryOf<E['listCockpitCommercial']>,
      body: BodyOf<E['listCockpitCommercial']>,
    ) => taches.list(auth, query.page, body),

    /** Open tasks the caller sees: in all, held by the caller, held by nobody, and by type. */
    counts: (auth: AuthContext) => taches.counts(auth),

    /** Gives a task to a member of the commercial team, or frees it (`user_id` null). */
    affect: (auth: AuthContext, body: BodyOf<E['affectTacheCommercial']>) =>
      taches.affect(auth, body),

    /** Marks a task treated (with a note added to it), or opens it again. */
    traiter: (auth: AuthContext, body: BodyOf<E['traiterTacheCommercial']>) =>
      taches.traiter(auth, body),

    /** For each intervention of a task, the agents who could take it, best first. */
    async remplacements(auth: AuthContext, body: BodyOf<E['listRemplacementsCommercial']>) {
      const row = await loadForCaller(auth, body.tache_id);
      const ids = row.tache.details.intervention_ids ?? [];
      if (
        !['absence_non_couverte', 'creneaux_sans_agent'].includes(row.tache.type) ||
        ids.length === 0
      ) {
        throw new AppError(
          'VALIDATION_FAILED',
          "Cette tâche n'a pas d'intervention à confier à un autre agent.",
          { fields: { tache_id: 'Tâche sans intervention à remplacer.' } },
        );
      }
      const absent = row.tache.type === 'absence_non_couverte' ? row.tache.candidat_id : null;
      const dtos = (await planning.interventionDtos(ids.slice(0, 20))).filter(
        (i) => i.statut === 'planifiee' && new Date(i.date_debut) > now(),
      );
      const clientNames = await q.clientNames(db, [...new Set(dtos.map((i) => i.client_id))]);
      const distanceKM = await searchRadiusKm(db, deps.config, body.distanceKM);
      const result = [];
      for (const intervention of dtos) {
        const remplacants = await reassign.replacementsFor(intervention.id, {
          distanceKM,
          exceptCandidatId: absent,
        });
        result.push({
          intervention,
          client_nom: clientNames.get(intervention.client_id) ?? '',
          agent_absent_id: absent,
          remplacants,
        });
      }
      return result;
    },

    /** Gives a planned intervention to the chosen agent; the client and both agents are told. */
    reaffecter(body: BodyOf<E['reaffecterInterventionCommercial']>) {
      return reassign.reassignIntervention(body.intervention_id, body.candidat_id);
    },

    /**
     * "Transmettre mon planning": the client's planning draft of a signed quote becomes a task
     * of the commercial cockpit with its dated slots (sent again: the same task, updated and open).
     */
    async transmettrePlanning(auth: AuthContext, body: BodyOf<E['transmettrePlanningClient']>) {
      assertOwns(auth, endpoints.transmettrePlanningClient.access, { clientId: body.client_id });
      const draft = await brouillons.get(auth, body.brouillon_id);
      if (draft.client_id !== body.client_id)
        throw forbidden("Ce brouillon n'appartient pas à ce client.");
      if (draft.kind !== 'planification' || draft.devis_id === null) {
        throw validationFailed(
          { brouillon_id: "Ce brouillon n'est pas le planning d'un devis signé." },
          "Seul le planning d'un devis signé se transmet à l'agence.",
        );
      }
      const creneaux = creneauxOfDraft(draft, toIsoDateString(now()));
      if (creneaux.length === 0) {
        throw validationFailed(
          { reccurentArray: 'Ajoutez au moins un créneau.' },
          'Votre planning ne contient aucun créneau : ajoutez-en au moins un.',
        );
      }
      const tacheId = await addCockpitTache(db, {
        kind: 'commercial',
        type: 'demande_planning',
        cle: cockpitTacheCle('demande_planning', { kind: 'brouillon', id: draft.id }),
        title: 'Planifier les créneaux demandés par le client',
        client_id: body.client_id,
        devis_id: draft.devis_id,
        note: [
          `${creneaux.length} créneau(x) demandé(s).`,
          draft.description ? `Message du client : ${draft.description}` : null,
        ]
          .filter(Boolean)
          .join('\n'),
        due_at: atUtc(creneaux[0]!.date, creneaux[0]!.time_debut),
        details: { creneaux },
        created_by_user_id: auth.userId,
      });
      return {
        message:
          'Votre planning a été transmis à l’agence : un conseiller vous confirme les intervenants.',
        tache_id: tacheId,
      };
    },
  };
}
