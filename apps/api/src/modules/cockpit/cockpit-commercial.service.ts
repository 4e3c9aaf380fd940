import { endpoints, type CockpitTacheDto } from '@maisonnee/contract';
import {
  atUtc,
  COCKPIT_TACHE_TYPE_LABELS,
  COCKPIT_TACHE_TYPES,
  cockpitTacheCle,
  isoDayOfWeek,
  ROLE,
  ROLE_GROUPS,
  toIsoDateString,
  type CockpitTacheType,
} from '@maisonnee/domain';
import type { CockpitCreneau } from '../../db/schema/cockpit.ts';
import { assertOwns, type AuthContext } from '../../lib/access.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import type { BodyOf, QueryOf } from '../../plugins/contract-routes.ts';
import { createBrouillonsService } from '../brouillons/brouillons.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPlanningService, createReassignService } from '../planning/planning.service.ts';
import { syncCommercialTaches } from './cockpit-derive.ts';
import * as q from './cockpit.queries.ts';
import { addCockpitTache } from './cockpit.service.ts';

/*
 * The commercial cockpit (/admin): the tasks waiting for the agency, their holders, their
 * treatment, the replacements of an absent agent, and the planning a client sends. Who sees what:
 * docs/cockpit.md.
 */

type E = typeof endpoints;

/** Tasks per page of the cockpit. */
const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

/** Managers, and administrators (docs/roles.md), see and move every task of the team. */
const isManager = (auth: AuthContext) =>
  auth.user.role_manager || auth.roles.includes(ROLE.ADMINISTRATEUR);

const viewerOf = (auth: AuthContext): q.CockpitViewer => ({
  userId: auth.userId,
  isManager: isManager(auth),
});

function toDto(row: q.CockpitTacheListRow): CockpitTacheDto {
  const t = row.tache;
  const clientNom =
    row.client_nom === null ? null : [row.client_prenom, row.client_nom].filter(Boolean).join(' ');
  const liens: CockpitTacheDto['liens'] = [];
  if (t.client_id) liens.push({ kind: 'client', id: t.client_id, libelle: 'Fiche client' });
  if (t.devis_id) liens.push({ kind: 'devis', id: t.devis_id, libelle: 'Devis' });
  if (t.mission_id)
    liens.push({ kind: 'mission', id: t.mission_id, libelle: 'Planifier la mission' });
  if (t.intervention_id)
    liens.push({ kind: 'intervention', id: t.intervention_id, libelle: 'Intervention' });
  if (t.candidat_id)
    liens.push({ kind: 'candidat', id: t.candidat_id, libelle: "Fiche de l'agent" });
  return {
    id: t.id,
    cockpit: t.kind,
    type: t.type,
    type_label: COCKPIT_TACHE_TYPE_LABELS[t.type],
    titre: t.title ?? COCKPIT_TACHE_TYPE_LABELS[t.type],
    note: t.note,
    candidat_id: t.candidat_id,
    client_id: t.client_id,
    client_nom: clientNom,
    mission_id: t.mission_id,
    devis_id: t.devis_id,
    intervention_id: t.intervention_id,
    creneaux: t.details.creneaux ?? [],
    intervention_ids: t.details.intervention_ids ?? [],
    liens,
    assigned_user_id: t.assigned_user_id,
    assigned_user_name: row.assigned_name,
    echeance: t.due_at?.toISOString() ?? null,
    is_traitee: t.treated_at !== null,
    traitee_at: t.treated_at?.toISOString() ?? null,
    is_cloture_auto: t.cloture_auto,
    created_at: t.created_at.toISOString(),
  };
}

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

  /** The task, if the caller may act on it: 404 when unknown, 403 when a colleague holds it. */
  async function loadForCaller(auth: AuthContext, tacheId: number) {
    const row = await q.findTache(db, tacheId, 'commercial');
    if (!row) throw notFound('Tâche introuvable.');
    const holder = row.tache.assigned_user_id;
    if (!isManager(auth) && holder !== null && holder !== auth.userId) {
      throw forbidden(
        'Cette tâche est confiée à un autre membre de l’équipe : seul un responsable peut la reprendre.',
      );
    }
    return row;
  }

  const reload = async (id: number) => toDto((await q.findTache(db, id, 'commercial'))!);

  return {
    /** A page of the tasks the caller sees (open ones unless `is_traitee` is true). */
    async list(
      auth: AuthContext,
      query: QueryOf<E['listCockpitCommercial']>,
      body: BodyOf<E['listCockpitCommercial']>,
    ) {
      await syncCommercialTaches(db, now());
      const { rows, total } = await q.listTaches(
        db,
        'commercial',
        viewerOf(auth),
        {
          assignedUserId: body.assigned_user_id,
          mine: body.mine,
          isTraitee: body.is_traitee,
          type: body.type,
        },
        { limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE },
      );
      return { items: rows.map(toDto), page: query.page, limit: PAGE_SIZE, total };
    },

    /** Open tasks the caller sees: in all, held by the caller, held by nobody, and by type. */
    async counts(auth: AuthContext) {
      await syncCommercialTaches(db, now());
      const rows = await q.countOpenTaches(db, 'commercial', viewerOf(auth));
      const parType = Object.fromEntries(COCKPIT_TACHE_TYPES.map((type) => [type, 0])) as Record<
        CockpitTacheType,
        number
      >;
      let ouvertes = 0;
      let mesTaches = 0;
      let nonAffectees = 0;
      for (const row of rows) {
        ouvertes += row.n;
        parType[row.type] += row.n;
        if (row.assigned_user_id === auth.userId) mesTaches += row.n;
        if (row.assigned_user_id === null) nonAffectees += row.n;
      }
      return { ouvertes, mes_taches: mesTaches, non_affectees: nonAffectees, par_type: parType };
    },

    /** Gives a task to a member of the commercial team, or frees it (`user_id` null). */
    async affect(auth: AuthContext, body: BodyOf<E['affectTacheCommercial']>) {
      const row = await loadForCaller(auth, body.tache_id);
      if (body.user_id !== null) {
        const member = await q.findTeamMember(db, body.user_id, ROLE_GROUPS.COMMERCIAL);
        if (!member) {
          throw validationFailed(
            { user_id: "Cet utilisateur n'est pas un membre actif de l'équipe commerciale." },
            "Une tâche du cockpit commercial se confie à un membre actif de l'équipe commerciale.",
          );
        }
      }
      await q.updateTache(db, row.tache.id, { assigned_user_id: body.user_id }, now());
      return reload(row.tache.id);
    },

    /** Marks a task treated (with a note added to it), or opens it again. */
    async traiter(auth: AuthContext, body: BodyOf<E['traiterTacheCommercial']>) {
      const row = await loadForCaller(auth, body.tache_id);
      const at = now();
      const note = body.note
        ? [row.tache.note, `Traitement : ${body.note}`].filter(Boolean).join('\n')
        : row.tache.note;
      await q.updateTache(
        db,
        row.tache.id,
        body.is_traitee
          ? { treated_at: at, treated_by_user_id: auth.userId, cloture_auto: false, note }
          : { treated_at: null, treated_by_user_id: null, cloture_auto: false, note },
        at,
      );
      return reload(row.tache.id);
    },

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
      const result = [];
      for (const intervention of dtos) {
        const remplacants = await reassign.replacementsFor(intervention.id, {
          distanceKM: body.distanceKM,
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
