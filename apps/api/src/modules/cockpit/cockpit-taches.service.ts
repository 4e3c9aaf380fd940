import type { CockpitTacheDto } from '@maisonnee/contract';
import {
  COCKPIT_TACHE_TYPE_LABELS,
  COCKPIT_TACHE_TYPES,
  REALTIME_EVENT,
  ROLE,
  ROLE_GROUPS,
  type AgencyRules,
  type CockpitTacheType,
} from '@maisonnee/domain';
import type { Db } from '../../db/client.ts';
import type { CockpitKind } from '../../db/schema/cockpit.ts';
import type { AuthContext } from '../../lib/access.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { publishAfterSuccess } from '../../lib/event-scope.ts';
import { readAgencySettings } from '../agence/agency-settings.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { sharedSync } from './cockpit-sync.ts';
import * as q from './cockpit.queries.ts';

/*
 * What both cockpits (commercial and recruitment) do with their tasks, the same way: list a page,
 * count the badges, give a task to a member of the team, treat it or open it again. Each cockpit
 * brings its kind, its team and the derivation of its tasks from the data (docs/cockpit.md).
 */

/** Tasks per page of a cockpit. */
export const COCKPIT_PAGE_SIZE = 20;

/** What sets one cockpit apart from the other. */
export interface CockpitConfig {
  kind: CockpitKind;
  /** The roles of the team a task may be given to (with the administrators). */
  team: readonly number[];
  /** "l'équipe commerciale", "l'équipe recrutement": for the refusal of an outsider. */
  teamName: string;
  /** The label of the link to the task's candidate ("Fiche de l'agent", "Fiche du candidat"). */
  candidatLienLibelle: string;
  /** Brings the cockpit's derived tasks up to date with the data (and the agency's rules). */
  sync: (db: Db, at: Date, rules: AgencyRules) => Promise<void>;
}

/** The filter of the list calls (cockpitFilterSchema). */
export interface CockpitListFilter {
  assigned_user_id?: number | null | undefined;
  mine?: boolean | undefined;
  is_traitee?: boolean | undefined;
  type?: CockpitTacheType | undefined;
}

/** Managers, and administrators (docs/roles.md), see and move every task of the team. */
const isManager = (auth: AuthContext) =>
  auth.user.role_manager || auth.roles.includes(ROLE.ADMINISTRATEUR);

/** The roles that see each cockpit (docs/roles.md): who hears that its tasks changed. */
export const COCKPIT_AUDIENCE_ROLES: Readonly<Record<CockpitKind, readonly number[]>> =
  Object.freeze({
    commercial: ROLE_GROUPS.COMMERCIAL,
    recrutement: ROLE_GROUPS.RECRUTEMENT,
  });

/**
 * Tells the open cockpit screens of that kind that its tasks changed (created, given, treated,
 * opened again): once the caller's call succeeded, they refetch their counts and list
 * (docs/realtime.md). Every task write calls it, in this file or where tasks are added.
 */
export function publishCockpitChanged(kind: CockpitKind): void {
  publishAfterSuccess(
    { roles: COCKPIT_AUDIENCE_ROLES[kind] },
    { type: REALTIME_EVENT.COCKPIT, data: { kind } },
  );
}

const viewerOf = (auth: AuthContext): q.CockpitViewer => ({
  userId: auth.userId,
  isManager: isManager(auth),
});

const fullName = (prenom: string | null, nom: string | null) =>
  [prenom, nom].filter(Boolean).join(' ');

function toDto(row: q.CockpitTacheListRow, config: CockpitConfig): CockpitTacheDto {
  const t = row.tache;
  const liens: CockpitTacheDto['liens'] = [];
  if (t.client_id) liens.push({ kind: 'client', id: t.client_id, libelle: 'Fiche client' });
  if (t.devis_id) liens.push({ kind: 'devis', id: t.devis_id, libelle: 'Devis' });
  if (t.mission_id)
    liens.push({ kind: 'mission', id: t.mission_id, libelle: 'Planifier la mission' });
  if (t.intervention_id)
    liens.push({ kind: 'intervention', id: t.intervention_id, libelle: 'Intervention' });
  if (t.candidat_id)
    liens.push({ kind: 'candidat', id: t.candidat_id, libelle: config.candidatLienLibelle });
  return {
    id: t.id,
    cockpit: t.kind,
    type: t.type,
    type_label: COCKPIT_TACHE_TYPE_LABELS[t.type],
    titre: t.title ?? COCKPIT_TACHE_TYPE_LABELS[t.type],
    note: t.note,
    candidat_id: t.candidat_id,
    candidat_nom: t.candidat_id ? fullName(row.candidat_prenom, row.candidat_nom) : null,
    client_id: t.client_id,
    client_nom: row.client_nom === null ? null : fullName(row.client_prenom, row.client_nom),
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

export function createCockpitTachesService(deps: ModuleDeps, config: CockpitConfig) {
  const { db, now } = deps;
  const { kind } = config;

  /** The task, if the caller may act on it: 404 when unknown, 403 when a colleague holds it. */
  async function loadForCaller(auth: AuthContext, tacheId: number) {
    const row = await q.findTache(db, tacheId, kind);
    if (!row) throw notFound('Tâche introuvable.');
    const holder = row.tache.assigned_user_id;
    if (!isManager(auth) && holder !== null && holder !== auth.userId) {
      throw forbidden(
        'Cette tâche est confiée à un autre membre de l’équipe : seul un responsable peut la reprendre.',
      );
    }
    return row;
  }

  const reload = async (id: number) => toDto((await q.findTache(db, id, kind))!, config);
  /** Derives the tasks before a read, or reuses a fresh derivation (cockpit-sync.ts). */
  const syncTaches = () =>
    sharedSync(
      db,
      kind,
      // The agency's reminder delays as they are at the time of the derivation.
      async () => config.sync(db, now(), (await readAgencySettings(db, deps.config)).rules),
      now().getTime(),
      deps.config.cockpitReuseMs,
    );

  return {
    loadForCaller,

    /** A page of the tasks the caller sees (open ones unless `is_traitee` is true). */
    async list(auth: AuthContext, page: number, filter: CockpitListFilter) {
      await syncTaches();
      const { rows, total } = await q.listTaches(
        db,
        kind,
        viewerOf(auth),
        {
          assignedUserId: filter.assigned_user_id,
          mine: filter.mine,
          isTraitee: filter.is_traitee,
          type: filter.type,
        },
        { limit: COCKPIT_PAGE_SIZE, offset: (page - 1) * COCKPIT_PAGE_SIZE },
      );
      return {
        items: rows.map((row) => toDto(row, config)),
        page,
        limit: COCKPIT_PAGE_SIZE,
        total,
      };
    },

    /** Open tasks the caller sees: in all, held by the caller, held by nobody, and by type. */
    async counts(auth: AuthContext) {
      await syncTaches();
      const rows = await q.countOpenTaches(db, kind, viewerOf(auth));
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

    /** Gives a task to an active member of the cockpit's team, or frees it (`user_id` null). */
    async affect(auth: AuthContext, body: { tache_id: number; user_id: number | null }) {
      const row = await loadForCaller(auth, body.tache_id);
      if (body.user_id !== null) {
        const member = await q.findTeamMember(db, body.user_id, config.team);
        if (!member) {
          throw validationFailed(
            { user_id: `Cet utilisateur n'est pas un membre actif de ${config.teamName}.` },
            `Une tâche du cockpit ${kind} se confie à un membre actif de ${config.teamName}.`,
          );
        }
      }
      await q.updateTache(db, row.tache.id, { assigned_user_id: body.user_id }, now());
      publishCockpitChanged(kind);
      return reload(row.tache.id);
    },

    /** Marks a task treated (with a note added to it as « Traitement : … »), or opens it again. */
    async traiter(
      auth: AuthContext,
      body: { tache_id: number; note?: string | null | undefined; is_traitee: boolean },
    ) {
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
      publishCockpitChanged(kind);
      return reload(row.tache.id);
    },
  };
}
