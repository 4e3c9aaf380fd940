import {
  cockpitTacheCle,
  isDerivedCockpitTacheType,
  type CockpitTacheType,
} from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { publishCockpitChanged } from './cockpit-taches.service.ts';
import * as q from './cockpit.queries.ts';

/** A task as another module puts it on a cockpit (every field but `kind` optional). */
export type AddCockpitTache = Pick<
  q.NewCockpitTache,
  | 'kind'
  | 'title'
  | 'client_id'
  | 'candidat_id'
  | 'note'
  | 'due_at'
  | 'created_by_user_id'
  | 'mission_id'
  | 'devis_id'
  | 'intervention_id'
  | 'details'
  | 'cle'
> & {
  /** The type of task (catalogue in packages/domain/src/cockpit.ts); 'autre' when not given. */
  type?: CockpitTacheType;
};

/** Derived recruitment types keyed by their candidate (cockpit-derive-recrutement.ts). */
const CANDIDAT_DERIVED_TYPES = ['candidature_recue', 'documents_a_verifier', 'entretien'] as const;

/** The subject that keys a task of a derived type, so that adding it merges with the derived one. */
function defaultCle(tache: AddCockpitTache): string | null {
  const type = tache.type ?? 'autre';
  if (!isDerivedCockpitTacheType(type)) return null;
  if (tache.mission_id) return cockpitTacheCle(type, { kind: 'mission', id: tache.mission_id });
  if (tache.devis_id) return cockpitTacheCle(type, { kind: 'devis', id: tache.devis_id });
  // The recruitment cockpit's tasks about a candidate (its contract tasks are keyed by contract).
  if (tache.candidat_id && (CANDIDAT_DERIVED_TYPES as readonly string[]).includes(type))
    return cockpitTacheCle(type, { kind: 'candidat', id: tache.candidat_id });
  return null;
}

/**
 * Puts a task on a back-office cockpit (call a prospect back, follow a quote up, a candidate
 * interested in an announcement with `kind: 'recrutement'`, `candidat_id` and a `title`…), inside
 * the caller's transaction so that the event and its task are saved together. With a `cle` (one task
 * per subject, see `cockpitTacheCle`), adding it again updates that task and opens it again
 * instead of making a second one. Returns the task's id. The cockpit's calls live beside it
 * (cockpit-commercial.service.ts, cockpit-recrutement.service.ts, docs/cockpit.md).
 */
export async function addCockpitTache(db: Db | Tx, tache: AddCockpitTache): Promise<number> {
  const { type, cle, ...rest } = tache;
  const id = await q.upsertCockpitTache(db, {
    ...rest,
    type: type ?? 'autre',
    cle: cle ?? defaultCle(tache),
  });
  // Open cockpits refresh their counts once the caller's transaction is saved.
  publishCockpitChanged(tache.kind);
  return id;
}

/**
 * Closes the open task of a subject (its `cle`) once another module has dealt with it (a
 * contested timesheet line ruled by the agency), inside the caller's transaction.
 */
export async function treatCockpitTacheByCle(
  db: Db | Tx,
  cle: string,
  userId: number | null,
  at: Date,
): Promise<void> {
  await q.treatTacheByCle(db, cle, userId, at);
  // The subject's cockpit is not known here: both teams refresh.
  publishCockpitChanged('commercial');
  publishCockpitChanged('recrutement');
}

/**
 * The interventions an absence leaves to cover, exactly as its cockpit task « Remplacer … »
 * lists them (planned, to come, during the absence, held by the agent or on its weekly slots):
 * the absence's notification gives this count, so the two never disagree.
 */
export async function interventionsLeftByAbsence(
  db: Db | Tx,
  absenceId: number,
  at: Date,
): Promise<number[]> {
  const rows = await q.selectAbsencesUncovered(db, at, absenceId);
  return [...new Set(rows.map((row) => row.intervention_id))];
}
